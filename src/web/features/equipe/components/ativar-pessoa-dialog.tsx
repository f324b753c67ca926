import { Loader2Icon } from "lucide-react";
import { useState } from "react";
import type { Pessoa } from "@/shared/equipe/schemas";
import { Alert, AlertDescription } from "@/web/components/ui/alert";
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
import { toast } from "@/web/lib/toast";
import { useAlterarPessoa } from "../api/alterar-pessoa";
import { mensagemDoErro, recusadoPeloLimite } from "../lib/erros";
import { LimiteAlerta } from "./limite-alerta";

/**
 * Desativar / Reativar, confirmed. Disabling says plainly that the person is signed out at once on every
 * device (the server ends its sessions in the same request); reactivating may meet the plan's limit.
 */
export function AtivarPessoaDialog({
  pessoa,
  onOpenChange,
}: {
  /** The person to disable (when active) or enable again (when disabled). */
  pessoa: Pessoa | null;
  onOpenChange: (open: boolean) => void;
}) {
  const alterar = useAlterarPessoa();
  const [recusa, setRecusa] = useState<{ mensagem: string; peloLimite: boolean } | null>(null);
  const desativar = pessoa?.ativo ?? true;

  const fechar = (aberto: boolean) => {
    if (alterar.isPending) return;
    if (!aberto) setRecusa(null);
    onOpenChange(aberto);
  };

  const confirmar = () => {
    if (!pessoa) return;
    setRecusa(null);
    alterar.mutate(
      { id: pessoa.id, dados: { ativo: !pessoa.ativo } },
      {
        onSuccess: (salva) => {
          toast.success(salva.ativo ? "Pessoa reativada" : "Pessoa desativada", {
            description: salva.ativo
              ? `${salva.nome} pode entrar de novo com a senha que já tem.`
              : `${salva.nome} saiu do sistema em todos os aparelhos.`,
          });
          onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          setRecusa({
            mensagem: mensagemDoErro(error, "Não foi possível salvar. Tente novamente."),
            peloLimite: recusadoPeloLimite(error),
          });
        },
      },
    );
  };

  return (
    <AlertDialog open={pessoa !== null} onOpenChange={fechar}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{desativar ? "Desativar pessoa" : "Reativar pessoa"}</AlertDialogTitle>
          <AlertDialogDescription>
            {desativar ? (
              <>
                <strong className="text-foreground">{pessoa?.nome}</strong> sai do sistema na hora, em todos
                os aparelhos, e não consegue mais entrar. O que ela registrou continua no histórico. Você pode
                reativá-la depois.
              </>
            ) : (
              <>
                <strong className="text-foreground">{pessoa?.nome}</strong> volta a entrar com a senha que já
                tem, na mesma função.
              </>
            )}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {recusa ? (
          recusa.peloLimite ? (
            <LimiteAlerta mensagem={recusa.mensagem} />
          ) : (
            <Alert variant="destructive">
              <AlertDescription>{recusa.mensagem}</AlertDescription>
            </Alert>
          )
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={alterar.isPending}>Cancelar</AlertDialogCancel>
          <Button
            variant={desativar ? "destructive" : "default"}
            onClick={confirmar}
            disabled={alterar.isPending}
          >
            {alterar.isPending ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
            {desativar ? "Desativar" : "Reativar"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
