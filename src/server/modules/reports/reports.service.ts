import type { Categoria } from "@/shared/catalog/categorias";
import { fromCentavos, toCentavos } from "@/shared/money";
import type { FormaPagamento } from "@/shared/pos/formas-pagamento";
import {
  crescimento,
  crescimentoFracao,
  crescimentoMargem,
  dividirCentavos,
  limitesDoPeriodo,
  margemLucro,
} from "@/shared/reports/metricas";
import type { Relatorio, RelatorioFiltro, ResumoRelatorio } from "@/shared/reports/schemas";
import type { Database } from "../../db/client";
import * as q from "./reports.queries";

interface Totais {
  /** centavos */
  receita: number;
  vendas: number;
  unidades: number;
  /** centavos */
  custo: number;
  /** centavos: collected with the sales, not revenue (decisions 150–151). */
  taxaServico: number;
  couvert: number;
}

/** The four cards and their growth against the previous period (§2.6, §9; decision 050). */
export function resumoDe(atual: Totais, anterior: Totais): ResumoRelatorio {
  return {
    receitaTotal: fromCentavos(atual.receita),
    taxaServico: fromCentavos(atual.taxaServico),
    couvert: fromCentavos(atual.couvert),
    produtosVendidos: atual.unidades,
    ticketMedio: fromCentavos(dividirCentavos(atual.receita, atual.unidades)),
    receitaPorVenda: fromCentavos(dividirCentavos(atual.receita, atual.vendas)),
    numeroVendas: atual.vendas,
    margemLucro: margemLucro(atual),
    crescimentoReceita: crescimento(atual.receita, anterior.receita),
    crescimentoProdutos: crescimento(atual.unidades, anterior.unidades),
    crescimentoTicket: crescimentoFracao(
      { num: atual.receita, den: atual.unidades },
      { num: anterior.receita, den: anterior.unidades },
    ),
    crescimentoMargem: crescimentoMargem(atual, anterior),
  };
}

/** numeric text from SQL ("12.5", "0") as the API's "12.50". */
const dinheiro = (valor: string) => fromCentavos(toCentavos(valor));

/**
 * GET /api/relatorios. The statements run in one read-only snapshot, so a sale that commits meanwhile
 * is either wholly in the report (revenue and units) or not at all. `now` is a parameter so that tests
 * stand at any moment.
 */
export async function obterRelatorio(
  db: Database,
  {
    usuarioId,
    filtro: { periodo },
    now = new Date(),
  }: { usuarioId: string; filtro: RelatorioFiltro; now?: Date },
): Promise<Relatorio> {
  const limites = limitesDoPeriodo(periodo, now);
  const p: q.Periodo = { usuarioId, ...limites };
  const [receitas, itens, atendentes] = await db.transaction(
    async (tx) =>
      [
        await q.listarReceitas(tx, p),
        await q.listarResumoItens(tx, p),
        await q.listarPorAtendente(tx, p),
      ] as const,
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );

  const atual = vazio();
  const anterior = vazio();
  const receitaPorDia: Relatorio["receitaPorDia"] = [];
  const receitaPorPagamento: Relatorio["receitaPorPagamento"] = [];
  for (const r of receitas) {
    if (r.nivel === "periodo") {
      const t = r.chave === "atual" ? atual : anterior;
      t.receita = toCentavos(r.receita);
      t.vendas = r.vendas;
      t.taxaServico = toCentavos(r.taxa_servico);
      t.couvert = toCentavos(r.couvert);
      t.unidades = r.unidades;
      t.custo = toCentavos(r.custo);
    } else if (r.nivel === "dia") {
      receitaPorDia.push({ data: r.chave, receita: dinheiro(r.receita), vendas: r.vendas });
    } else {
      receitaPorPagamento.push({
        forma_pagamento: r.chave as FormaPagamento,
        receita: dinheiro(r.receita),
        vendas: r.vendas,
      });
    }
  }
  const maisVendidos: Relatorio["maisVendidos"] = [];
  const receitaPorCategoria: Relatorio["receitaPorCategoria"] = [];
  for (const i of itens) {
    if (i.nivel === "produto") {
      maisVendidos.push({
        produto_id: i.produto_id,
        produto: i.produto,
        categoria: i.categoria as Categoria,
        vendas: i.unidades,
        receita: dinheiro(i.receita),
      });
    } else {
      receitaPorCategoria.push({
        categoria: i.categoria as Categoria,
        receita: dinheiro(i.receita),
        unidades: i.unidades,
      });
    }
  }
  return {
    periodo,
    ...limites,
    resumo: resumoDe(atual, anterior),
    maisVendidos,
    receitaPorDia,
    receitaPorPagamento,
    receitaPorCategoria,
    porAtendente: atendentes.map((a) => ({
      ...a,
      receita: dinheiro(a.receita),
      taxa_servico: dinheiro(a.taxa_servico),
    })),
  };
}

function vazio(): Totais {
  return { receita: 0, vendas: 0, unidades: 0, custo: 0, taxaServico: 0, couvert: 0 };
}
