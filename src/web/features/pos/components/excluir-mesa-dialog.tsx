import { Loader2Icon } from "lucide-react";
import type { Mesa } from "@/shared/pos/schemas";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/web/components/ui/alert-dialog";
import { Button } from "@/web/components/ui/button";
import { ApiError } from "@/web/lib/api";
import { useExcluirMesa } from "../api/excluir-mesa";
import { toast } from "../lib/toast";

/**
 * The delete confirmation. The server refuses while a tab is open (§5): "❌ Não é possível excluir" /
 * "Mesa possui comandas ativas"; any other failure is "❌ Erro" with its message (§8).
 */
export function ExcluirMesaDialog({
  mesa,
  onOpenChange,
}: {
  mesa: Mesa | null;
  onOpenChange: (open: boolean) => void;
}) {
  const excluir = useExcluirMesa();

  const confirmar = () => {
    if (!mesa) return;
    excluir.mutate(mesa.id, {
      onSuccess: () => {
        toast.success("✅ Mesa excluída", { description: `Mesa ${mesa.numero_mesa} excluída com sucesso!` });
        onOpenChange(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return;
        if (error instanceof ApiError && error.code === "MesaComComandaAberta") {
          toast.error("❌ Não é possível excluir", { description: "Mesa possui comandas ativas" });
        } else {
          const mensagem =
            error instanceof ApiError && error.status < 500 ? error.message : "Erro ao excluir mesa";
          toast.error("❌ Erro", { description: mensagem || "Erro ao excluir mesa" });
        }
        onOpenChange(false);
      },
    });
  };

  return (
    <AlertDialog open={mesa !== null} onOpenChange={(aberto) => !excluir.isPending && onOpenChange(aberto)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Excluir mesa</AlertDialogTitle>
          <AlertDialogDescription>
            Tem certeza que deseja excluir a{" "}
            <strong className="text-foreground">Mesa {mesa?.numero_mesa}</strong>? As comandas já fechadas
            continuam no histórico.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={excluir.isPending}>Cancelar</AlertDialogCancel>
          <Button variant="destructive" onClick={confirmar} disabled={excluir.isPending}>
            {excluir.isPending ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
            Excluir
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
