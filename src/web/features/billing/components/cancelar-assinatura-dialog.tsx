import { Loader2Icon } from "lucide-react";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/web/components/ui/alert-dialog";
import { Button } from "@/web/components/ui/button";
import { formatarData } from "@/web/lib/format";

/**
 * "Cancele quando quiser": the cancel button and its confirmation. Nothing is charged again; access runs
 * to the end of the period already paid (`acessoAte`, the subscription's due date).
 */
export function CancelarAssinaturaDialog({
  acessoAte,
  cancelando,
  onConfirmar,
}: {
  acessoAte: string;
  cancelando: boolean;
  /** Cancels; `fechar` closes the dialog once the server has answered. */
  onConfirmar: (fechar: () => void) => void;
}) {
  const [aberto, setAberto] = useState(false);
  return (
    <AlertDialog open={aberto} onOpenChange={(open) => !cancelando && setAberto(open)}>
      <div className="flex flex-col items-start gap-1 sm:items-end">
        <AlertDialogTrigger asChild>
          <Button variant="ghost" className="text-destructive hover:text-destructive">
            Cancelar assinatura
          </Button>
        </AlertDialogTrigger>
        <p className="px-4 text-xs text-muted-foreground sm:px-0">Cancele quando quiser, sem multa.</p>
      </div>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancelar assinatura?</AlertDialogTitle>
          <AlertDialogDescription>
            Nenhuma nova cobrança será feita. Você continua usando o Balcão até{" "}
            <strong className="text-foreground">{formatarData(acessoAte)}</strong>, o fim do período já pago;
            depois disso o acesso é bloqueado até você assinar de novo.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancelando}>Manter assinatura</AlertDialogCancel>
          {/* Not AlertDialogAction: the dialog stays open until the server answers. */}
          <Button
            variant="destructive"
            disabled={cancelando}
            onClick={() => onConfirmar(() => setAberto(false))}
          >
            {cancelando ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
            Confirmar cancelamento
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
