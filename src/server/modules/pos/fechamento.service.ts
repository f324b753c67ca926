import type { EstoqueAtualizado } from "@/shared/catalog/schemas";
import { fromCentavos, toCentavos } from "@/shared/money";
import { faltaPagar, totalAPagar, type ValoresConta } from "@/shared/pos/conta";
import { formaDaConta } from "@/shared/pos/formas-pagamento";
import type { ComandaComEstoque, FecharComandaDados } from "@/shared/pos/schemas";
import type { Database, Transaction } from "../../db/client";
import { publicarEvento } from "../../lib/events";
import type { Autor } from "../../lib/session";
import { caixaDoPagamento } from "../caixa/caixa-pagamentos";
import { estoqueAtualizado } from "../catalog/catalog.service";
import { somarComandaFechada } from "../reports/vendas-diarias.queries";
import { somarResumoDiario } from "../reports/vendas-diarias-pagamento.queries";
import { baixarEstoqueVendido } from "../stock/stock.queries";
import { registrarSaidasVendidas } from "../stock/stock.service";
import * as q from "./comandas.queries";
import { obterComanda, requireComandaAberta } from "./comandas.service";
import * as mesasq from "./mesas.queries";
import * as pq from "./pagamentos.queries";
import { ComandaSemItens, ContaMenorQuePago } from "./pos.errors";

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
 * Closes a paid tab in the caller's transaction, which holds its lock (§4, decisions 032, 051, 152):
 * fechada with time, who and its payments' method, the table back to livre, each product's stock
 * deducted (stopping at 0, decision 030), the reports' daily summary added to and one exit movement
 * "Comanda {número}" per line, with the units that were not in stock (decision 013). Answers the new
 * stock of the tab's products (decision 145).
 */
export async function concluirFechamento(
  tx: Transaction,
  {
    usuarioId,
    autor,
    comanda,
    chave,
    now,
  }: { usuarioId: string; autor: Autor; comanda: ComandaTravada; chave: string | null; now: Date },
) {
  const { id } = comanda;
  const itens = await q.listarItensDasComandas(tx, { usuarioId, comandaIds: [id] });
  if (itens.length === 0) throw new ComandaSemItens();

  const porProduto = new Map<string, number>();
  for (const item of itens)
    porProduto.set(item.produto_id, (porProduto.get(item.produto_id) ?? 0) + item.quantidade);
  const linhas = [...porProduto].map(([produtoId, quantidade]) => ({ produtoId, quantidade }));
  const baixados = await baixarEstoqueVendido(tx, { usuarioId, linhas, now, incluirInativos: true });
  const { formas } = await pq.resumoPagamentosComanda(tx, { usuarioId, comandaId: id });
  const versao = await q.fecharComanda(tx, {
    usuarioId,
    id,
    formaPagamento: formaDaConta(formas, "dinheiro"),
    chave,
    autor,
    now,
  });
  await q.inserirEvento(tx, {
    usuario_id: usuarioId,
    comanda_id: id,
    tipo: "comanda_fechada",
    responsavel: autor.nome,
    responsavel_id: autor.id,
    versao,
    created_at: now,
  });
  // The reports' daily summary (decision 051), dated by the data_fechamento just stored.
  await somarComandaFechada(tx, { usuarioId, comandaId: id });
  if (comanda.mesa_id) await mesasq.liberarMesa(tx, { id: comanda.mesa_id, usuarioId, now });
  await registrarSaidasVendidas(tx, {
    usuarioId,
    origem: { comandaId: id, numero: comanda.numero_comanda },
    responsavel: autor,
    baixados,
    saidas: itens.map((item) => ({
      produtoId: item.produto_id,
      quantidade: item.quantidade,
      precoUnitario: item.preco_unitario,
      valorTotal: item.subtotal,
    })),
    now,
  });
  await publicarEvento(tx, usuarioId, { tipo: "comanda", id });
  // The revenue summary per day and method (decision 156), last: its rows are shared by every bill of
  // the day paid the same way, so they are held only until the commit that follows.
  await somarResumoDiario(tx, { usuarioId, origem: { comandaId: id }, sinal: 1 });
  return estoqueAtualizado(baixados);
}

/**
 * After a change that lowers or raises an open tab's bill (decision 152): a bill below what was paid is
 * refused, nothing changed; a bill that what was paid now covers exactly is complete, and the tab
 * closes in this same transaction, like a payment that completes it.
 */
export async function conferirContaPaga(
  tx: Transaction,
  { usuarioId, autor, comanda, now }: { usuarioId: string; autor: Autor; comanda: ComandaTravada; now: Date },
) {
  const conta = await valoresDaConta(tx, { usuarioId, id: comanda.id });
  const aPagar = totalAPagar(conta);
  if (conta.pago > aPagar) throw new ContaMenorQuePago(aPagar, conta.pago);
  if (conta.pagamentos > 0 && conta.pago === aPagar)
    await concluirFechamento(tx, { usuarioId, autor, comanda, chave: null, now });
}

/**
 * "Fechar Comanda" in one request (§4, decision 132): at the version the cashier saw, with the discount
 * when one is sent, pays what is left of the bill with one method — one payment row, decision 153 — and
 * closes the tab. A retried close (same key) is answered with the closed tab, not with a stale version's
 * 409.
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
  // What this request changed in stock: nothing when it is a retry of a close (decision 145).
  let estoque: EstoqueAtualizado[] = [];
  await db.transaction(async (tx) => {
    const travada = await q.travarComanda(tx, { usuarioId, id });
    if (travada?.status === "fechada" && travada.chave_fechamento === dados.chave_idempotencia) return;
    const comanda = await requireComandaAberta(tx, { usuarioId, id, versao: dados.versao });
    if (dados.desconto !== null) {
      await q.ajustarConta(tx, { usuarioId, id, mudancas: { desconto: dados.desconto } });
      await q.recalcularComanda(tx, { usuarioId, id, now });
    }
    const conta = await valoresDaConta(tx, { usuarioId, id });
    if (conta.pago > totalAPagar(conta)) throw new ContaMenorQuePago(totalAPagar(conta), conta.pago);
    const falta = faltaPagar(conta);
    // A bill paid in parts before has nothing left; a bill of R$ 0,00 still records how it was "paid".
    if (falta > 0 || conta.pagamentos === 0) {
      const caixaId = await caixaDoPagamento(tx, { usuarioId, terminal: dados.terminal });
      await pq.inserirPagamentos(tx, [
        {
          usuario_id: usuarioId,
          comanda_id: id,
          forma_pagamento: dados.forma_pagamento,
          valor: fromCentavos(falta),
          ordem: conta.pagamentos,
          caixa_id: caixaId,
          registrado_por_id: autor.id,
          registrado_por: autor.nome,
          created_at: now,
        },
      ]);
    }
    estoque = await concluirFechamento(tx, {
      usuarioId,
      autor,
      comanda,
      chave: dados.chave_idempotencia,
      now,
    });
  });
  return { ...(await obterComanda(db, { usuarioId, id, now })), estoque };
}
