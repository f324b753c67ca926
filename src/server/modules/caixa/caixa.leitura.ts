import { type FigurasCaixa, resumirCaixa } from "@/shared/caixa/resumo";
import type { Caixa, FechamentoCaixa, MovimentoCaixa } from "@/shared/caixa/schemas";
import { fromCentavos, toCentavos } from "@/shared/money";
import type { FormaPagamento } from "@/shared/pos/formas-pagamento";
import { FORMAS_PAGAMENTO } from "@/shared/pos/formas-pagamento";
import type { DbOrTx } from "../../db/client";
import * as q from "./caixa.queries";

/**
 * Reading shifts: a caixa's figures from its payments and movements, made into what the API answers
 * (decision 162). Several caixas are read together, one statement per kind of figure.
 */

/** The columns a close freezes, per method. */
export const colunasEsperado = {
  dinheiro: "esperado_dinheiro",
  pix: "esperado_pix",
  cartao_debito: "esperado_cartao_debito",
  cartao_credito: "esperado_cartao_credito",
  transferencia: "esperado_transferencia",
} as const satisfies Record<FormaPagamento, keyof q.CaixaRow>;

export const colunasContado = {
  dinheiro: "contado_dinheiro",
  pix: "contado_pix",
  cartao_debito: "contado_cartao_debito",
  cartao_credito: "contado_cartao_credito",
  transferencia: "contado_transferencia",
} as const satisfies Record<FormaPagamento, keyof q.CaixaRow>;

/** A closed caixa's frozen amounts per method, in centavos (null while open). */
function porForma(row: q.CaixaRow, colunas: Record<FormaPagamento, keyof q.CaixaRow>) {
  if (row.status !== "fechado") return null;
  const valores = {} as Record<FormaPagamento, number>;
  for (const forma of FORMAS_PAGAMENTO) valores[forma] = toCentavos(String(row[colunas[forma]]));
  return valores;
}

type Figuras = Omit<FigurasCaixa, "fundo" | "contado" | "esperado" | "movimentos"> & {
  movimentos: FigurasCaixa["movimentos"][number][];
};

/** The figures of each caixa: payments by method, movements, bills and the service collected. */
export async function lerFiguras(
  db: DbOrTx,
  { usuarioId, ids }: { usuarioId: string; ids: string[] },
): Promise<Map<string, Figuras & { lista: MovimentoCaixa[] }>> {
  const figuras = new Map<string, Figuras & { lista: MovimentoCaixa[] }>();
  if (ids.length === 0) return figuras;
  for (const id of ids)
    figuras.set(id, {
      pagamentos: {},
      movimentos: [],
      lista: [],
      vendas: 0,
      comandas: 0,
      taxaServico: 0,
      couvert: 0,
    });
  // One after the other: inside a transaction they share one connection anyway.
  const pagos = await q.pagamentosDosCaixas(db, { usuarioId, ids });
  const movimentos = await q.movimentosDosCaixas(db, { usuarioId, ids });
  const contas = await q.contasDosCaixas(db, { usuarioId, ids });
  for (const p of pagos) {
    figuras.get(p.caixa_id)!.pagamentos[p.forma_pagamento] = {
      quantidade: p.quantidade,
      recebido: toCentavos(p.recebido),
      troco: toCentavos(p.troco),
    };
  }
  for (const { caixa_id, ...m } of movimentos) {
    const f = figuras.get(caixa_id)!;
    f.movimentos.push({
      tipo: m.tipo,
      forma_pagamento: m.forma_pagamento,
      valor: toCentavos(m.valor),
    });
    f.lista.push({ ...m, created_at: m.created_at.toISOString() });
  }
  for (const c of contas) {
    const f = figuras.get(c.caixa_id)!;
    f.vendas = Number(c.vendas);
    f.comandas = Number(c.comandas);
    f.taxaServico = toCentavos(c.taxa_servico);
    f.couvert = toCentavos(c.couvert);
  }
  return figuras;
}

/** The figures as `resumirCaixa` takes them: a closed caixa keeps what its close recorded. */
export function figurasDoCaixa(row: q.CaixaRow, figuras: Figuras): FigurasCaixa {
  const fechado = row.status === "fechado";
  return {
    ...figuras,
    fundo: toCentavos(row.fundo_troco),
    contado: porForma(row, colunasContado),
    esperado: porForma(row, colunasEsperado),
    taxaServico: fechado ? toCentavos(row.taxa_servico!) : figuras.taxaServico,
    couvert: fechado ? toCentavos(row.couvert!) : figuras.couvert,
  };
}

export function toCaixa(row: q.CaixaRow, figuras: Figuras & { lista: MovimentoCaixa[] }): Caixa {
  return {
    id: row.id,
    terminal: row.terminal,
    status: row.status,
    fundo_troco: row.fundo_troco,
    aberto_por: row.aberto_por,
    aberto_em: row.aberto_em.toISOString(),
    fechado_por: row.fechado_por,
    fechado_em: row.fechado_em?.toISOString() ?? null,
    observacoes: row.observacoes,
    resumo: resumirCaixa(figurasDoCaixa(row, figuras)),
    movimentos: figuras.lista,
  };
}

export async function caixasComResumo(db: DbOrTx, usuarioId: string, rows: q.CaixaRow[]): Promise<Caixa[]> {
  const figuras = await lerFiguras(db, { usuarioId, ids: rows.map((r) => r.id) });
  return rows.map((row) => toCaixa(row, figuras.get(row.id)!));
}

/** A past closing as the list shows it, from what the close froze. */
export function toFechamento(row: q.CaixaRow): FechamentoCaixa {
  const esperado = porForma(row, colunasEsperado)!;
  const contado = porForma(row, colunasContado)!;
  let totalEsperado = 0;
  let totalContado = 0;
  const diferencas = FORMAS_PAGAMENTO.map((forma) => {
    totalEsperado += esperado[forma];
    totalContado += contado[forma];
    return { forma_pagamento: forma, diferenca: fromCentavos(contado[forma] - esperado[forma]) };
  });
  return {
    id: row.id,
    terminal: row.terminal,
    aberto_por: row.aberto_por,
    aberto_em: row.aberto_em.toISOString(),
    fechado_por: row.fechado_por ?? "",
    fechado_em: row.fechado_em!.toISOString(),
    total_esperado: fromCentavos(totalEsperado),
    total_contado: fromCentavos(totalContado),
    diferenca: fromCentavos(totalContado - totalEsperado),
    diferencas,
  };
}
