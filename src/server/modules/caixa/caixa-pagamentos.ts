import type { Transaction } from "../../db/client";
import { publicarEvento } from "../../lib/events";
import type { Autor } from "../../lib/session";
import { CaixaNaoAberto } from "./caixa.errors";
import * as q from "./caixa.queries";

/**
 * The caixa's part in the point of sale's transactions (decisions 161 and 163), after the locks they
 * already take (a tab's, a sale's) and before the products': comandas → vendas → caixas → produtos, the
 * order the backup's restore takes them too. A sale's and a tab's payment take the till's open caixa
 * inside their SQL functions (`balcao_caixa_do_pagamento`, migration 0022_venda_e_fechamento_em_uma_ida,
 * the same statement as q.travarCaixaDoTerminal); a cancellation, here.
 */

/**
 * The till's caixa looked up once more before a refusal: a caixa an account restore deleted and put back
 * while the first statement waited for its lock (decision 112) is invisible to that statement; a new
 * statement of the same transaction sees it.
 */
async function olharDeNovo(tx: Transaction, chave: { usuarioId: string; terminal: string }) {
  return (await q.travarCaixaDoTerminal(tx, chave)).caixaId;
}

/**
 * A cancelled bill's money goes back through the open caixa of the till that cancels it (decision 163):
 * one "estorno" per method of its payments that went through a caixa — whichever caixa, open or closed
 * since — so the closed one keeps its figures and the open one expects less. A bill none of whose
 * payments went through a caixa gives back nothing here; one that did, on a till with no open caixa, is
 * refused (409) and nothing is cancelled.
 */
export async function estornarPagamentos(
  tx: Transaction,
  {
    usuarioId,
    autor,
    terminal,
    origem,
    motivo,
    now,
  }: {
    usuarioId: string;
    autor: Autor;
    terminal: string;
    origem: { vendaId: string } | { comandaId: string };
    motivo: string;
    now: Date;
  },
): Promise<void> {
  const porForma = await q.pagamentosEmCaixa(tx, { usuarioId, origem });
  if (porForma.length === 0) return;
  const caixaId =
    (await q.travarCaixaDoTerminal(tx, { usuarioId, terminal })).caixaId ??
    (await olharDeNovo(tx, { usuarioId, terminal }));
  if (caixaId === null) throw new CaixaNaoAberto(terminal, "cancelar");
  await q.inserirMovimentos(
    tx,
    porForma.map((p) => ({
      usuario_id: usuarioId,
      caixa_id: caixaId,
      tipo: "estorno" as const,
      forma_pagamento: p.forma_pagamento,
      valor: p.valor,
      motivo,
      venda_id: "vendaId" in origem ? origem.vendaId : null,
      comanda_id: "comandaId" in origem ? origem.comandaId : null,
      registrado_por_id: autor.id,
      registrado_por: autor.nome,
      created_at: now,
    })),
  );
  await publicarEvento(tx, usuarioId, { tipo: "caixa", id: caixaId });
}
