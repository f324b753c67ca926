import { AlertCircleIcon, UserPlusIcon, UsersIcon } from "lucide-react";
import { useState } from "react";
import type { Pessoa } from "@/shared/equipe/schemas";
import { PageHeader } from "@/web/components/layout/page-header";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { ApiError } from "@/web/lib/api";
import { toast } from "@/web/lib/toast";
import { useMediaQuery } from "@/web/lib/use-media-query";
import { useEquipe } from "../api/listar-equipe";
import { useRedefinirAcesso } from "../api/redefinir-acesso";
import { cabeMaisUma, pessoasAtivas, textoDoLimite } from "../lib/equipe";
import { mensagemDoErro } from "../lib/erros";
import { AlterarFuncaoDialog } from "./alterar-funcao-dialog";
import { AtivarPessoaDialog } from "./ativar-pessoa-dialog";
import { ConvidarPessoaDialog } from "./convidar-pessoa-dialog";
import { EquipeCartoes, EquipeTabela } from "./equipe-lista";

/**
 * /app/equipe, the owner's: the people of the establishment with their function and status, "Convidar
 * pessoa", and per person Alterar função, Reenviar acesso and Desativar / Reativar. With a plan limit the
 * header says how many places are taken.
 */
export function EquipePagina({ euId }: { euId: string }) {
  const equipe = useEquipe();
  const redefinir = useRedefinirAcesso();
  const desktop = useMediaQuery("(min-width: 768px)");
  const [convidando, setConvidando] = useState(false);
  const [alterando, setAlterando] = useState<Pessoa | null>(null);
  const [alternando, setAlternando] = useState<Pessoa | null>(null);

  const limite = equipe.data?.limite ?? null;
  const ativas = pessoasAtivas(equipe.data?.pessoas ?? []);
  const limiteTexto = equipe.data ? textoDoLimite(ativas, limite) : null;

  const reenviarAcesso = (pessoa: Pessoa) =>
    redefinir.mutate(pessoa.id, {
      onSuccess: () =>
        toast.success("Acesso reenviado", {
          description: `${pessoa.nome} recebe em ${pessoa.email} um link para criar uma nova senha.`,
        }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return;
        toast.error("Erro ao reenviar acesso", {
          description: mensagemDoErro(error, "Tente novamente."),
        });
      },
    });

  const acoes = {
    onAlterarFuncao: setAlterando,
    onReenviarAcesso: reenviarAcesso,
    onAlternarAtivo: setAlternando,
  };

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6">
      <PageHeader
        title="Equipe"
        subtitle="Quem trabalha no estabelecimento e o que cada um pode fazer"
        icon={UsersIcon}
        actions={
          <Button onClick={() => setConvidando(true)} className="flex-1 sm:flex-none">
            <UserPlusIcon aria-hidden /> Convidar pessoa
          </Button>
        }
      />
      {limiteTexto ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          <span className="font-medium text-foreground">{limiteTexto}</span>
          {cabeMaisUma(ativas, limite)
            ? null
            : ". Para convidar mais alguém, desative uma pessoa ou mude para um plano maior."}
        </p>
      ) : null}

      {equipe.isPending ? (
        <div className="flex min-h-48 items-center justify-center rounded-xl border border-dashed bg-card/40 text-sm text-muted-foreground">
          <Spinner label="Carregando equipe..." />
        </div>
      ) : equipe.isError ? (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden />
          <AlertTitle>Erro ao carregar a equipe</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center gap-3">
            {equipe.error.message}
            <Button size="sm" variant="outline" onClick={() => equipe.refetch()} disabled={equipe.isFetching}>
              Tentar de novo
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <>
          {desktop ? (
            <div className="overflow-hidden rounded-xl border bg-card">
              <EquipeTabela pessoas={equipe.data.pessoas} euId={euId} {...acoes} />
            </div>
          ) : (
            <EquipeCartoes pessoas={equipe.data.pessoas} euId={euId} {...acoes} />
          )}
          {equipe.data.pessoas.length <= 1 ? (
            <p className="text-center text-sm text-muted-foreground">
              Convide quem trabalha com você: cada pessoa entra com o próprio e-mail e senha, e o sistema
              registra quem fez cada venda.
            </p>
          ) : null}
        </>
      )}

      <ConvidarPessoaDialog open={convidando} onOpenChange={setConvidando} />
      <AlterarFuncaoDialog pessoa={alterando} onOpenChange={(aberto) => !aberto && setAlterando(null)} />
      <AtivarPessoaDialog pessoa={alternando} onOpenChange={(aberto) => !aberto && setAlternando(null)} />
    </div>
  );
}
