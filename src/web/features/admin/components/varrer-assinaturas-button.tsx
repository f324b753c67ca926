import { Loader2Icon, RefreshCwIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { ApiError } from "@/web/lib/api";
import { toast } from "@/web/lib/toast";
import { useVarrerAssinaturas } from "../api/varrer-assinaturas";

/** Runs the hourly sweep now: every ativa subscription past its due date is suspended (or cancelled). */
export function VarrerAssinaturasButton() {
  const varrer = useVarrerAssinaturas();
  return (
    <Button
      variant="outline"
      disabled={varrer.isPending}
      onClick={() =>
        varrer.mutate(undefined, {
          onSuccess: ({ suspensas, canceladas }) =>
            toast.success("Varredura concluída", {
              description: `${suspensas} ${suspensas === 1 ? "suspensa" : "suspensas"}, ${canceladas} ${canceladas === 1 ? "cancelada" : "canceladas"}.`,
            }),
          onError: (error) =>
            toast.error("Não foi possível varrer as assinaturas", {
              description:
                error instanceof ApiError && error.status < 500 ? error.message : "Tente novamente.",
            }),
        })
      }
    >
      {varrer.isPending ? (
        <Loader2Icon className="animate-spin" aria-hidden />
      ) : (
        <RefreshCwIcon aria-hidden />
      )}
      Varrer assinaturas agora
    </Button>
  );
}
