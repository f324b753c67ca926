import { api, resposta } from "@/web/lib/api";

/**
 * The session's account, or null when signed out (an answer, not an error: the server answers 200 with
 * null). Apart from obter-sessao.ts so that the landing page can ask without loading react-query.
 */
export function obterSessao() {
  return resposta(api.contas.sessao.$get());
}
