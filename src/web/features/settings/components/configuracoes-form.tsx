import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon, RotateCcwIcon, SaveIcon } from "lucide-react";
import { FormProvider, useForm } from "react-hook-form";
import {
  CAMPOS_CONFIGURACOES,
  type Configuracoes,
  type ConfiguracoesDados,
  ConfiguracoesInput,
} from "@/shared/settings/schemas";
import { Button } from "@/web/components/ui/button";
import { ApiError } from "@/web/lib/api";
import { formatarDinheiroParaCampo } from "@/web/lib/format";
import { toast } from "@/web/lib/toast";
import { useEditarConfiguracoes } from "../api/editar-configuracoes";
import { useRestaurarConfiguracoesPadrao } from "../api/restaurar-configuracoes-padrao";
import { MENSAGEM_SEM_SESSAO, semSessao } from "../lib/mensagens";
import { SecaoBackup } from "./secao-backup";
import { SecaoCaixa } from "./secao-caixa";
import { SecaoConta } from "./secao-conta";
import { SecaoEstabelecimento } from "./secao-estabelecimento";
import { SecaoEstoque } from "./secao-estoque";
import { SecaoNotificacoes } from "./secao-notificacoes";
import { SecaoPix } from "./secao-pix";

/** The row as the form holds it: empty inputs for null, numbers as typed text. */
function valoresDoFormulario(c: Configuracoes): ConfiguracoesInput {
  return {
    nome_estabelecimento: c.nome_estabelecimento,
    email_contato: c.email_contato,
    telefone: c.telefone ?? "",
    cnpj_cpf: c.cnpj_cpf ?? "",
    endereco: c.endereco ?? "",
    notificacao_estoque_baixo: c.notificacao_estoque_baixo,
    notificacao_email: c.notificacao_email,
    estoque_minimo_padrao: String(c.estoque_minimo_padrao),
    alerta_estoque_critico: String(c.alerta_estoque_critico),
    backup_automatico: c.backup_automatico,
    pix_tipo_chave: c.pix_tipo_chave ?? "",
    pix_chave: c.pix_chave ?? "",
    pix_nome_recebedor: c.pix_nome_recebedor ?? "",
    pix_cidade: c.pix_cidade ?? "",
    taxa_servico_ativa: c.taxa_servico_ativa,
    taxa_servico_percentual: formatarDinheiroParaCampo(c.taxa_servico_percentual),
    taxa_servico_venda_direta: c.taxa_servico_venda_direta,
    couvert_ativo: c.couvert_ativo,
    couvert_por_pessoa: formatarDinheiroParaCampo(c.couvert_por_pessoa),
    exigir_caixa_aberto: c.exigir_caixa_aberto,
  };
}

type Campo = (typeof CAMPOS_CONFIGURACOES)[number];
const isCampo = (nome: string): nome is Campo => (CAMPOS_CONFIGURACOES as string[]).includes(nome);
const resolver = zodResolver(ConfiguracoesInput);

/**
 * The sections and the two buttons (spec §2; the bill's, decisions 150–151). The server's answer to a save, a
 * restore or an import becomes the form's new starting point; `onPerfilAlterado` lets the shell re-read the
 * name.
 */
export function ConfiguracoesForm({
  configuracoes,
  podeRestaurarBackup,
  onPerfilAlterado,
}: {
  configuracoes: Configuracoes;
  podeRestaurarBackup: boolean;
  onPerfilAlterado: () => void;
}) {
  const form = useForm<ConfiguracoesInput, unknown, ConfiguracoesDados>({
    resolver,
    defaultValues: valoresDoFormulario(configuracoes),
  });
  const editar = useEditarConfiguracoes();
  const restaurar = useRestaurarConfiguracoesPadrao();
  const ocupado = editar.isPending || restaurar.isPending;

  const recomecar = (c: Configuracoes) => form.reset(valoresDoFormulario(c));

  const salvar = form.handleSubmit(
    (dados) =>
      editar.mutate(dados, {
        onSuccess: (c) => {
          toast.success("Configurações salvas com sucesso");
          recomecar(c);
          onPerfilAlterado();
        },
        onError: (error) => {
          if (semSessao(error)) return toast.error(MENSAGEM_SEM_SESSAO);
          if (error instanceof ApiError) {
            for (const [campo, message] of Object.entries(error.campos)) {
              if (isCampo(campo)) form.setError(campo, { message }, { shouldFocus: true });
            }
          }
          toast.error("Erro ao salvar configurações", { description: error.message });
        },
      }),
    () => toast.error("Erro ao salvar configurações", { description: "Corrija os campos destacados." }),
  );

  const restaurarPadrao = () =>
    restaurar.mutate(undefined, {
      onSuccess: (c) => {
        toast.success("Configurações restauradas para o padrão");
        recomecar(c);
      },
      onError: (error) =>
        semSessao(error)
          ? toast.error(MENSAGEM_SEM_SESSAO)
          : toast.error("Erro ao restaurar configurações", { description: error.message }),
    });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={salvar} aria-label="Configurações" className="grid gap-6">
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="lg:col-span-2">
            <SecaoEstabelecimento />
          </div>
          <div className="lg:col-span-2">
            <SecaoPix />
          </div>
          <div className="lg:col-span-2">
            <SecaoConta />
          </div>
          <div className="lg:col-span-2">
            <SecaoCaixa />
          </div>
          <SecaoNotificacoes />
          <SecaoEstoque />
          <div className="lg:col-span-2">
            <SecaoBackup
              ultimoBackup={configuracoes.ultimo_backup}
              podeRestaurar={podeRestaurarBackup}
              onImportadas={(c) => {
                recomecar(c);
                onPerfilAlterado();
              }}
            />
          </div>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={restaurarPadrao} disabled={ocupado}>
            {restaurar.isPending ? (
              <Loader2Icon className="animate-spin" aria-hidden />
            ) : (
              <RotateCcwIcon aria-hidden />
            )}
            Restaurar Padrão
          </Button>
          <Button type="submit" disabled={ocupado}>
            {editar.isPending ? (
              <Loader2Icon className="animate-spin" aria-hidden />
            ) : (
              <SaveIcon aria-hidden />
            )}
            Salvar Configurações
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
