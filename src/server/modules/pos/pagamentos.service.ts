import { createHash } from "node:crypto";
import type { PagamentoComandaDados } from "@/shared/pos/pagamentos";
import type { ComandaComEstoque } from "@/shared/pos/schemas";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../lib/db-errors";
import type { Autor } from "../../lib/session";
import { obterComanda } from "./comandas.service";
import { erroDoFechamento } from "./fechamento.service";
import * as pq from "./pagamentos.queries";
import { PagamentoReutilizado } from "./pos.errors";

/** The unique index that makes a retried payment answer the tab instead of paying twice. */
const INDICE_CHAVE = "pagamentos_usuario_chave_key";

/** The payment as the tab reads it: a retry of the same click hashes the same; another payment does not. */
function hashDoPagamento(comandaId: string, d: PagamentoComandaDados): string {
  const { forma_pagamento, valor, valor_recebido } = d;
  return createHash("sha256")
    .update(JSON.stringify({ comandaId, forma_pagamento, valor, valor_recebido }))
    .digest("hex");
}

/**
 * One payment of an open tab (decision 152), one request and ONE statement (decision 148,
 * `balcao_concluir_fechamento`), at the version the cashier saw: a tab changed since (an item, another
 * payment, a discount) is refused with 409 and the tab as it is now, so a payment is never computed on a
 * stale total. The amount must not pass what is left; cash may say what was handed over, and the change
 * is kept. The payment that completes the bill closes the tab in the same statement — stock, daily
 * summaries, table, live notices — and the answer carries its products' stock now. Two devices paying
 * the last part at once take turns on the tab's lock: one closes it, the other is refused (the tab is
 * closed, or changed). A retry with the same key answers the tab as it is and pays nothing. The payment
 * goes to the till's open caixa (decision 161), locked after the tab.
 */
export async function registrarPagamentoComanda(
  db: Database,
  {
    usuarioId,
    autor,
    id,
    dados,
    now = new Date(),
  }: { usuarioId: string; autor: Autor; id: string; dados: PagamentoComandaDados; now?: Date },
): Promise<{ resultado: ComandaComEstoque; registrado: boolean }> {
  let resultado: Awaited<ReturnType<typeof pq.concluirFechamento>>;
  try {
    resultado = await pq.concluirFechamento(db, {
      usuarioId,
      autor,
      comandaId: id,
      versao: dados.versao,
      desconto: null,
      pagamento: {
        forma_pagamento: dados.forma_pagamento,
        valor: dados.valor,
        valor_recebido: dados.valor_recebido,
      },
      terminal: dados.terminal,
      chave: dados.chave_idempotencia,
      hash: hashDoPagamento(id, dados),
      now,
    });
  } catch (error) {
    // The same key sent at once to another tab: that payment is another payment.
    if (isUniqueViolation(error, INDICE_CHAVE)) throw new PagamentoReutilizado();
    throw await erroDoFechamento(db, error, { usuarioId, id, terminal: dados.terminal });
  }
  const comanda = await obterComanda(db, { usuarioId, id, now });
  if ("repetida" in resultado) return { resultado: { ...comanda, estoque: [] }, registrado: false };
  return { resultado: { ...comanda, estoque: resultado.estoque }, registrado: true };
}
