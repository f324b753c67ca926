import { createHash } from "node:crypto";
import type { EstoqueAtualizado } from "@/shared/catalog/schemas";
import { formatarCentavos, fromCentavos, toCentavos } from "@/shared/money";
import { faltaPagar } from "@/shared/pos/conta";
import type { PagamentoComandaDados } from "@/shared/pos/pagamentos";
import type { ComandaComEstoque } from "@/shared/pos/schemas";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../lib/db-errors";
import { EntradaInvalida } from "../../lib/errors";
import { publicarEvento } from "../../lib/events";
import type { Autor } from "../../lib/session";
import { caixaDoPagamento } from "../caixa/caixa-pagamentos";
import * as q from "./comandas.queries";
import { obterComanda, requireComandaAberta } from "./comandas.service";
import { concluirFechamento, valoresDaConta } from "./fechamento.service";
import * as pq from "./pagamentos.queries";
import { ComandaSemItens, comandaNaoEncontrada, PagamentoReutilizado } from "./pos.errors";

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
 * One payment of an open tab (decision 152), one request and one transaction, at the version the
 * cashier saw: a tab changed since (an item, another payment, a discount) is refused with 409 and the
 * tab as it is now, so a payment is never computed on a stale total. The amount must not pass what is
 * left; cash may say what was handed over, and the change is kept. The payment that completes the bill
 * closes the tab in the same transaction — stock, daily summary, table, live notice. Two devices paying
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
  const hash = hashDoPagamento(id, dados);
  let registrado = true;
  // What this payment changed in stock: only the one that closes the tab changes any (decision 145).
  let estoque: EstoqueAtualizado[] = [];
  try {
    await db.transaction(async (tx) => {
      if (!(await q.travarComanda(tx, { usuarioId, id }))) throw comandaNaoEncontrada();
      const anterior = await pq.buscarPagamentoPorChave(tx, { usuarioId, chave: dados.chave_idempotencia });
      if (anterior) {
        if (anterior.comanda_id !== id || anterior.hash_requisicao !== hash) throw new PagamentoReutilizado();
        registrado = false;
        return;
      }
      const comanda = await requireComandaAberta(tx, { usuarioId, id, versao: dados.versao });
      const conta = await valoresDaConta(tx, { usuarioId, id });
      const itens = await q.listarItensDasComandas(tx, { usuarioId, comandaIds: [id] });
      if (itens.length === 0) throw new ComandaSemItens();
      const falta = faltaPagar(conta);
      const valor = toCentavos(dados.valor);
      if (valor > falta)
        throw new EntradaInvalida({ valor: `O valor passa do que falta pagar (${formatarCentavos(falta)})` });
      const troco = dados.valor_recebido === null ? 0 : toCentavos(dados.valor_recebido) - valor;
      const caixaId = await caixaDoPagamento(tx, { usuarioId, terminal: dados.terminal });
      await pq.inserirPagamentos(tx, [
        {
          usuario_id: usuarioId,
          comanda_id: id,
          forma_pagamento: dados.forma_pagamento,
          valor: dados.valor,
          valor_recebido: dados.valor_recebido,
          troco: fromCentavos(troco),
          ordem: conta.pagamentos,
          caixa_id: caixaId,
          registrado_por_id: autor.id,
          registrado_por: autor.nome,
          chave_idempotencia: dados.chave_idempotencia,
          hash_requisicao: hash,
          created_at: now,
        },
      ]);
      if (valor === falta) {
        estoque = await concluirFechamento(tx, {
          usuarioId,
          autor,
          comanda,
          chave: dados.chave_idempotencia,
          now,
        });
        return;
      }
      await q.proximaVersao(tx, { usuarioId, id, now });
      await publicarEvento(tx, usuarioId, { tipo: "comanda", id });
    });
  } catch (error) {
    // The same key sent at once to another tab: that payment is another payment.
    if (isUniqueViolation(error, INDICE_CHAVE)) throw new PagamentoReutilizado();
    throw error;
  }
  return { resultado: { ...(await obterComanda(db, { usuarioId, id, now })), estoque }, registrado };
}
