import type { CancelarComandaDados, CancelarVendaDados } from "@/shared/pos/correcoes";
import type { ComandaComNota, VendaComNota } from "@/shared/pos/schemas";
import type { Database, Transaction } from "../../db/client";
import { publicarEvento } from "../../lib/events";
import type { Autor } from "../../lib/session";
import { estornarPagamentos } from "../caixa/caixa-pagamentos";
import { subtrairCancelada } from "../reports/vendas-diarias.queries";
import { somarResumoDiario } from "../reports/vendas-diarias-pagamento.queries";
import { sincronizarAlertas } from "../stock/alertas.queries";
import { devolverEstoqueCancelado, inserirEntradasCanceladas } from "../stock/stock.queries";
import * as q from "./comandas.queries";
import { obterComanda, obterComandaComItens } from "./comandas.service";
import * as mesasq from "./mesas.queries";
import { ComandaAlterada, ComandaJuntada, comandaNaoEncontrada, vendaNaoEncontrada } from "./pos.errors";
import * as vq from "./vendas.queries";
import { obterVenda } from "./vendas.service";

/**
 * Undoes what a sale or a closed tab did (decision 133), in the caller's transaction, which already holds
 * the sale's or the tab's lock: the stock its exits took comes back through entries marked
 * "cancelamento", the reports' daily summaries lose its lines (decision 051) and its revenue and
 * payments (decision 156), and the alerts follow the new stock. The sale's or tab's own row is marked by
 * the caller, after this: the revenue summary reads it as it counted.
 */
async function desfazerVenda(
  tx: Transaction,
  {
    usuarioId,
    origem,
    descricao,
    autor,
    now,
  }: {
    usuarioId: string;
    origem: { vendaId: string } | { comandaId: string };
    descricao: string;
    autor: Autor;
    now: Date;
  },
) {
  const devolvidos = await devolverEstoqueCancelado(tx, { usuarioId, origem, now });
  await subtrairCancelada(tx, { usuarioId, origem });
  await inserirEntradasCanceladas(tx, { usuarioId, origem, autor, observacao: descricao, now });
  // The stock came back: the stock screens and the alerts refetch.
  await publicarEvento(tx, usuarioId, { tipo: "movimentacao" });
  await sincronizarAlertas(tx, { usuarioId, produtoIds: devolvidos.map((p) => p.id), now });
  await somarResumoDiario(tx, { usuarioId, origem, sinal: -1 });
}

/**
 * Cancels a direct sale with a reason, in one transaction: its stock back, the reports without it, the
 * sale kept as "cancelada". A sale already cancelled is answered as it is (cancelling twice is a no-op);
 * two cancels at once take turns on the sale's lock and the second finds it cancelled.
 */
export async function cancelarVenda(
  db: Database,
  {
    usuarioId,
    autor,
    id,
    dados,
    now = new Date(),
  }: { usuarioId: string; autor: Autor; id: string; dados: CancelarVendaDados; now?: Date },
): Promise<VendaComNota> {
  await db.transaction(async (tx) => {
    const venda = await vq.travarVenda(tx, { usuarioId, id });
    if (!venda) throw vendaNaoEncontrada();
    if (venda.status === "cancelada") return;
    const descricao = `Cancelamento da venda ${venda.numero_venda}: ${dados.motivo}`;
    // The money back through the till's open caixa (decision 163), before the products' locks.
    const origem = { vendaId: id };
    await estornarPagamentos(tx, {
      usuarioId,
      autor,
      terminal: dados.terminal,
      origem,
      motivo: descricao,
      now,
    });
    await desfazerVenda(tx, { usuarioId, origem, descricao, autor, now });
    await vq.marcarVendaCancelada(tx, { usuarioId, id, motivo: dados.motivo, autor, now });
    await publicarEvento(tx, usuarioId, { tipo: "venda", id });
  });
  return obterVenda(db, { usuarioId, id });
}

/**
 * Cancels a tab with a reason (decision 133). An open one — empty or not — frees its table; it took no stock
 * yet (a tab takes it when closing), so none comes back. A closed one is undone like a sale. Already
 * cancelled: answered as it is. Merged into another: 409, nothing to cancel here. An open tab changed since
 * the person saw it: 409, nothing done.
 */
export async function cancelarComanda(
  db: Database,
  {
    usuarioId,
    autor,
    id,
    dados,
    now = new Date(),
  }: { usuarioId: string; autor: Autor; id: string; dados: CancelarComandaDados; now?: Date },
): Promise<ComandaComNota> {
  await db.transaction(async (tx) => {
    const comanda = await q.travarComanda(tx, { usuarioId, id });
    if (!comanda) throw comandaNaoEncontrada();
    if (comanda.status === "cancelada") return;
    // A merged tab holds nothing: its lines are the other tab's now, to be cancelled there (decision 138).
    if (comanda.status === "juntada") throw new ComandaJuntada();
    if (comanda.versao !== dados.versao)
      throw new ComandaAlterada(await obterComandaComItens(tx, { usuarioId, id }));
    const descricao = `Cancelamento da comanda ${comanda.numero_comanda}: ${dados.motivo}`;
    // What was paid, open tab or closed, goes back through the till's open caixa (decision 163).
    const origem = { comandaId: id };
    await estornarPagamentos(tx, {
      usuarioId,
      autor,
      terminal: dados.terminal,
      origem,
      motivo: descricao,
      now,
    });
    if (comanda.status === "fechada") {
      await desfazerVenda(tx, { usuarioId, origem, descricao, autor, now });
    } else if (comanda.mesa_id) {
      await mesasq.liberarMesa(tx, { id: comanda.mesa_id, usuarioId, now });
    }
    await q.cancelarComanda(tx, { usuarioId, id, motivo: dados.motivo, autor, now });
    await q.inserirEvento(tx, {
      usuario_id: usuarioId,
      comanda_id: id,
      tipo: "comanda_cancelada",
      motivo: dados.motivo,
      responsavel: autor.nome,
      responsavel_id: autor.id,
      versao: comanda.versao + 1,
      created_at: now,
    });
    // The tab and, for an open one, its table (freed) change together.
    await publicarEvento(tx, usuarioId, { tipo: "comanda", id });
  });
  return obterComanda(db, { usuarioId, id, now });
}
