import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { describe, expect, test } from "vitest";
import { SESSAO_KEY } from "@/web/features/accounts/api/obter-sessao";
import { caixaKeys } from "@/web/features/caixa/api/keys";
import { produtosKeys } from "@/web/features/catalog/api/keys";
import { pdvKeys } from "@/web/features/pos/api/keys";
import { relatoriosKeys } from "@/web/features/reports/api/keys";
import { configuracoesKeys } from "@/web/features/settings/api/keys";
import { movimentacoesKeys } from "@/web/features/stock/api/keys";
import { invalidarPorEvento, invalidarTudoAoVivo } from "./invalidacoes";

/** What the screens of a signed-in device may hold in cache. */
const EM_CACHE: Record<string, QueryKey> = {
  comandasAbertas: pdvKeys.comandas(),
  comandaA: pdvKeys.comanda("a"),
  comandaB: pdvKeys.comanda("b"),
  mesas: pdvKeys.mesas(),
  vendas: pdvKeys.vendas(),
  resumoPdv: pdvKeys.resumo(),
  produtos: produtosKeys.lista(),
  sino: produtosKeys.alertas(),
  movimentacoes: movimentacoesKeys.resumo(),
  relatorios: relatoriosKeys.periodo("7dias"),
  configuracoes: configuracoesKeys.all,
  sessao: SESSAO_KEY,
  caixasAbertos: caixaKeys.abertos(),
  fechamentos: caixaKeys.fechados(),
};

function clienteComTudo() {
  const queryClient = new QueryClient();
  for (const chave of Object.values(EM_CACHE)) queryClient.setQueryData(chave, { algo: 1 });
  return queryClient;
}

function velhas(queryClient: QueryClient): string[] {
  return Object.entries(EM_CACHE)
    .filter(([, chave]) => queryClient.getQueryState(chave)?.isInvalidated)
    .map(([nome]) => nome)
    .sort();
}

describe("invalidarPorEvento", () => {
  test("comanda: as listas, as mesas, o resumo, os relatórios e só o detalhe dessa comanda", async () => {
    const queryClient = clienteComTudo();
    await invalidarPorEvento(queryClient, { tipo: "comanda", id: "a" });
    // A tab's payment moves its till's caixa too (decision 161).
    expect(velhas(queryClient)).toEqual([
      "caixasAbertos",
      "comandaA",
      "comandasAbertas",
      "fechamentos",
      "mesas",
      "relatorios",
      "resumoPdv",
    ]);
  });

  test("venda: as últimas vendas, o resumo e os relatórios; o estoque vem com a movimentação", async () => {
    const queryClient = clienteComTudo();
    await invalidarPorEvento(queryClient, { tipo: "venda", id: "v" });
    expect(velhas(queryClient)).toEqual([
      "caixasAbertos",
      "fechamentos",
      "relatorios",
      "resumoPdv",
      "vendas",
    ]);
    await invalidarPorEvento(queryClient, { tipo: "movimentacao" });
    expect(velhas(queryClient)).toEqual([
      "caixasAbertos",
      "fechamentos",
      "movimentacoes",
      "produtos",
      "relatorios",
      "resumoPdv",
      "sino",
      "vendas",
    ]);
  });

  test("o aviso da própria escrita deixa em paz o que a resposta dela trouxe, e invalida o resto", async () => {
    const queryClient = clienteComTudo();
    const hash = (chave: QueryKey) =>
      queryClient.getQueryCache().find({ queryKey: chave, exact: true })!.queryHash;
    const lidas = new Set([hash(EM_CACHE.resumoPdv!), hash(EM_CACHE.caixasAbertos!)]);
    await invalidarPorEvento(queryClient, { tipo: "venda", id: "v", tx: "7" }, lidas);
    expect(velhas(queryClient)).toEqual(["fechamentos", "relatorios", "vendas"]);
  });

  test("caixa: só as telas do caixa", async () => {
    const queryClient = clienteComTudo();
    await invalidarPorEvento(queryClient, { tipo: "caixa", id: "c" });
    expect(velhas(queryClient)).toEqual(["caixasAbertos", "fechamentos"]);
  });

  test("conta (backup restaurado) e a volta do stream: tudo o que é ao vivo", async () => {
    const porEvento = clienteComTudo();
    await invalidarPorEvento(porEvento, { tipo: "conta" });
    expect(velhas(porEvento)).toEqual(Object.keys(EM_CACHE).sort());
    const naVolta = clienteComTudo();
    await invalidarTudoAoVivo(naVolta);
    expect(velhas(naVolta)).toEqual(Object.keys(EM_CACHE).sort());
  });
});
