import { MENSAGEM_ARQUIVO_INVALIDO } from "@/shared/settings/schemas";
import { ApiError } from "@/web/lib/api";

/**
 * The line under "Erro ao importar configurações. Verifique o arquivo.": the server's verdict, with the
 * first field it refused when there is one ("Arquivo inválido: Email inválido").
 */
export function descricaoErroImportacao(error: Error): string {
  if (!(error instanceof ApiError)) return error.message;
  const detalhe = Object.values(error.campos).find((m) => m !== MENSAGEM_ARQUIVO_INVALIDO);
  return detalhe && error.message === MENSAGEM_ARQUIVO_INVALIDO
    ? `${error.message}: ${detalhe}`
    : error.message;
}

/** §8: a save refused for lack of a session is this toast, not "Erro ao salvar configurações". */
export const MENSAGEM_SEM_SESSAO = "Usuário não autenticado ou configurações não carregadas";

export function semSessao(error: Error): boolean {
  return error instanceof ApiError && error.status === 401;
}
