import { Loader2Icon, TriangleAlertIcon } from "lucide-react";
import { useId, useState } from "react";
import { PALAVRA_CONFIRMACAO } from "@/shared/backups/schemas";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
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
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { ApiError } from "@/web/lib/api";
import { toast } from "@/web/lib/toast";
import { type OrigemRestauracao, useRestaurarBackup } from "../api/restaurar-backup";

export interface RestauracaoPedida {
  origem: OrigemRestauracao;
  /** What is being restored, as the person recognises it ("o backup de 23/11/2026 04:30", a file name). */
  descricao: string;
}

/**
 * The restore's confirmation: what will be replaced, said plainly, and the word typed before the button
 * unlocks. The dialog stays open until the server answers; a refusal (a broken file, another account's
 * backup into an account with data) is shown in it.
 */
export function RestaurarBackupDialog({
  pedido,
  onOpenChange,
}: {
  pedido: RestauracaoPedida | null;
  onOpenChange: (open: boolean) => void;
}) {
  const restaurar = useRestaurarBackup();
  const [confirmacao, setConfirmacao] = useState("");
  const [erro, setErro] = useState<string | null>(null);
  const campo = useId();
  const confirmado = confirmacao.trim().toUpperCase() === PALAVRA_CONFIRMACAO;

  const fechar = (open: boolean) => {
    if (restaurar.isPending) return;
    if (!open) {
      setConfirmacao("");
      setErro(null);
    }
    onOpenChange(open);
  };

  const confirmar = () => {
    if (!pedido || !confirmado) return;
    setErro(null);
    restaurar.mutate(
      { origem: pedido.origem, confirmacao },
      {
        onSuccess: () => {
          toast.success("Backup restaurado com sucesso");
          setConfirmacao("");
          onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          setErro(error instanceof ApiError ? error.message : "Erro ao restaurar o backup");
        },
      },
    );
  };

  return (
    <AlertDialog open={pedido !== null} onOpenChange={fechar}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Restaurar backup</AlertDialogTitle>
          <AlertDialogDescription>
            Restaurar <strong className="text-foreground">{pedido?.descricao}</strong> nesta conta.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <Alert variant="warning">
          <TriangleAlertIcon aria-hidden />
          <AlertTitle>Os dados atuais serão substituídos</AlertTitle>
          <AlertDescription>
            <ul className="list-disc space-y-1 pl-4">
              <li>
                Produtos, estoque, movimentações, vendas, mesas, comandas e configurações voltam a ser os do
                backup.
              </li>
              <li>
                O que foi registrado depois do backup deixa de existir. Esta ação não pode ser desfeita.
              </li>
              <li>A assinatura e os pagamentos não mudam.</li>
              <li>Se quiser poder voltar, faça um backup manual antes.</li>
            </ul>
          </AlertDescription>
        </Alert>
        <div className="grid gap-2">
          <Label htmlFor={campo}>
            Digite <strong>{PALAVRA_CONFIRMACAO}</strong> para confirmar
          </Label>
          <Input
            id={campo}
            value={confirmacao}
            onChange={(e) => setConfirmacao(e.target.value)}
            autoComplete="off"
            disabled={restaurar.isPending}
          />
        </div>
        {erro ? (
          <Alert variant="destructive">
            <AlertDescription>{erro}</AlertDescription>
          </Alert>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={restaurar.isPending}>Cancelar</AlertDialogCancel>
          <Button variant="destructive" onClick={confirmar} disabled={!confirmado || restaurar.isPending}>
            {restaurar.isPending ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
            Restaurar backup
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
