import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { Evento, TipoEvento } from "@/shared/eventos/evento";
import { SESSAO_KEY } from "@/web/features/accounts/api/obter-sessao";
import { caixaKeys } from "@/web/features/caixa/api/keys";
import { produtosKeys } from "@/web/features/catalog/api/keys";
import { pdvKeys } from "@/web/features/pos/api/keys";
import { relatoriosKeys } from "@/web/features/reports/api/keys";
import { configuracoesKeys } from "@/web/features/settings/api/keys";
import { movimentacoesKeys } from "@/web/features/stock/api/keys";
import { invalidar } from "@/web/lib/depois-da-acao";
import { definirAfetadas } from "@/web/lib/escrita-com-leituras";

/**
 * Which queries each change notice makes stale (decision 127). Invalidating refetches only what is on
 * screen now; the rest is refetched when it is next shown.
 */
const AFETADAS: Record<Exclude<TipoEvento, "conta">, (id: string | undefined) => QueryKey[]> = {
  // A sale's payments go to the till's open caixa: its expected amounts move (decision 161).
  venda: () => [pdvKeys.vendas(), pdvKeys.resumo(), relatoriosKeys.all, caixaKeys.all],
  comanda: (id) => [
    pdvKeys.comandas(),
    pdvKeys.comandasFechadas(),
    // Without an id, every tab's detail.
    id ? pdvKeys.comanda(id) : [...pdvKeys.all, "comanda"],
    pdvKeys.mesas(),
    pdvKeys.resumo(),
    relatoriosKeys.all,
    caixaKeys.all,
  ],
  mesa: () => [pdvKeys.mesas(), pdvKeys.comandas()],
  // The catalogue's keys hold the stock cards and the bell; the PDV's product list is the catalogue's.
  produto: () => [produtosKeys.all, movimentacoesKeys.all],
  movimentacao: () => [produtosKeys.all, movimentacoesKeys.all],
  // The establishment's name is in the session (user menu) and on every note the PDV prints.
  configuracoes: () => [configuracoesKeys.all, SESSAO_KEY, pdvKeys.all],
  caixa: () => [caixaKeys.all],
};

/** Everything that a live notice may make stale: after a gap in the stream, all of it is. */
const AO_VIVO: QueryKey[] = [
  pdvKeys.all,
  caixaKeys.all,
  produtosKeys.all,
  movimentacoesKeys.all,
  relatoriosKeys.all,
  configuracoesKeys.all,
  SESSAO_KEY,
];

function afetadasPorEvento(tipo: TipoEvento, id: string | undefined): QueryKey[] {
  return tipo === "conta" ? AO_VIVO : AFETADAS[tipo](id);
}

// A write that answers with what its screen shows asks for what its notices would refetch (decision 170).
definirAfetadas(afetadasPorEvento);

/**
 * What a notice makes stale, but for `lidas` (by hash): what the answer of this screen's own write, the
 * one the notice announces, already brought (decision 170).
 */
export function invalidarPorEvento(
  queryClient: QueryClient,
  evento: Evento,
  lidas: ReadonlySet<string> = new Set(),
) {
  return invalidar(queryClient, afetadasPorEvento(evento.tipo, evento.id), lidas);
}

export function invalidarTudoAoVivo(queryClient: QueryClient) {
  return invalidar(queryClient, AO_VIVO);
}
