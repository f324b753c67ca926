import { formatarCentavos, toCentavos } from "@/shared/money";
import { totalAPagar, type ValoresConta } from "@/shared/pos/conta";
import type { ComandaComEstoque, FecharComandaDados } from "@/shared/pos/schemas";
import type { Database, Transaction } from "../../db/client";
import { recusaDoBanco } from "../../lib/db-errors";
import { EntradaInvalida } from "../../lib/errors";
import type { Autor } from "../../lib/session";
import { CaixaNaoAberto } from "../caixa/caixa.errors";
import * as q from "./comandas.queries";
import { obterComanda, obterComandaComItens } from "./comandas.service";
import * as pq from "./pagamentos.queries";
import {
  ComandaAlterada,
  ComandaCancelada,
  ComandaFechada,
  ComandaJuntada,
  ComandaSemItens,
  ContaMenorQuePago,
  comandaNaoEncontrada,
  PagamentoReutilizado,
} from "./pos.errors";

/** The tab's lock row: what closing needs of it. */
type ComandaTravada = NonNullable<Awaited<ReturnType<typeof q.travarComanda>>>;

/** The bill as stored now and what was paid, in centavos, read under the tab's lock. */
export async function valoresDaConta(
  tx: Transaction,
  { usuarioId, id }: { usuarioId: string; id: string },
): Promise<ValoresConta & { pagamentos: number; formas: string[] }> {
  const [conta, pagos] = await Promise.all([
    q.obterValoresConta(tx, { usuarioId, id }),
    pq.resumoPagamentosComanda(tx, { usuarioId, comandaId: id }),
  ]);
  return {
    total: toCentavos(conta.total),
    taxaServico: toCentavos(conta.taxa_servico),
    couvert: toCentavos(conta.couvert),
    pago: toCentavos(pagos.pago),
    pagamentos: pagos.quantos,
    formas: pagos.formas,
  };
}

/**
 * After a change that lowers or raises an open tab's bill (decision 152): a bill below what was paid is
 * refused, nothing changed; a bill that what was paid now covers exactly is complete, and the tab
 * closes in this same transaction (`balcao_fechar_comanda_paga`: stock, fechada, summaries, table,
 * exits, notices), like a payment that completes it.
 */
export async function conferirContaPaga(
  tx: Transaction,
  { usuarioId, autor, comanda, now }: { usuarioId: string; autor: Autor; comanda: ComandaTravada; now: Date },
) {
  const conta = await valoresDaConta(tx, { usuarioId, id: comanda.id });
  const aPagar = totalAPagar(conta);
  if (conta.pago > aPagar) throw new ContaMenorQuePago(aPagar, conta.pago);
  if (conta.pagamentos > 0 && conta.pago === aPagar)
    await pq.fecharComandaPaga(tx, { usuarioId, autor, comandaId: comanda.id, chave: null, now });
}

/**
 * The refusals of `balcao_concluir_fechamento` as the domain's errors (a changed tab's answer carries
 * the tab as it is now); anything else as it came.
 */
export async function erroDoFechamento(
  db: Database,
  error: unknown,
  { usuarioId, id, terminal }: { usuarioId: string; id: string; terminal: string },
): Promise<unknown> {
  const recusa = recusaDoBanco(error);
  if (!recusa) return error;
  const [primeiro = "0", segundo = "0"] = recusa.detalhe;
  switch (recusa.motivo) {
    case "comanda_nao_encontrada":
      return comandaNaoEncontrada();
    case "comanda_fechada":
      return new ComandaFechada();
    case "comanda_cancelada":
      return new ComandaCancelada();
    case "comanda_juntada":
      return new ComandaJuntada();
    case "comanda_alterada":
      return new ComandaAlterada(await obterComandaComItens(db, { usuarioId, id }));
    case "conta_menor_que_pago":
      return new ContaMenorQuePago(toCentavos(primeiro), toCentavos(segundo));
    case "comanda_sem_itens":
      return new ComandaSemItens();
    case "valor_passa_do_que_falta":
      return new EntradaInvalida({
        valor: `O valor passa do que falta pagar (${formatarCentavos(toCentavos(primeiro))})`,
      });
    case "pagamento_reutilizado":
      return new PagamentoReutilizado();
    case "caixa_nao_aberto":
      return new CaixaNaoAberto(terminal, "vender");
    default:
      return error;
  }
}

/**
 * "Fechar Comanda" in one request (§4, decision 132) and ONE statement (decision 148): at the version
 * the cashier saw, with the discount when one is sent, pays what is left of the bill with one method —
 * one payment row, decision 153, into the till's open caixa (161) — and closes the tab. A retried close
 * (same key) is answered with the closed tab, not with a stale version's 409. The answer carries the
 * stock now of the products the close took down.
 */
export async function fecharComanda(
  db: Database,
  {
    usuarioId,
    autor,
    id,
    dados,
    now = new Date(),
  }: { usuarioId: string; autor: Autor; id: string; dados: FecharComandaDados; now?: Date },
): Promise<ComandaComEstoque> {
  let estoque: ComandaComEstoque["estoque"] = [];
  try {
    const resultado = await pq.concluirFechamento(db, {
      usuarioId,
      autor,
      comandaId: id,
      versao: dados.versao ?? null,
      desconto: dados.desconto,
      pagamento: { forma_pagamento: dados.forma_pagamento, valor: null, valor_recebido: null },
      terminal: dados.terminal,
      chave: dados.chave_idempotencia,
      hash: null,
      now,
    });
    if ("estoque" in resultado) estoque = resultado.estoque;
  } catch (error) {
    throw await erroDoFechamento(db, error, { usuarioId, id, terminal: dados.terminal });
  }
  return { ...(await obterComanda(db, { usuarioId, id, now })), estoque };
}
