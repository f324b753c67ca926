import { createHash } from "node:crypto";
import { MAX_CENTAVOS } from "@/shared/fields";
import { fromCentavos, toCentavos } from "@/shared/money";
import type { StatusComanda } from "@/shared/pos/constantes";
import { faltaPagar, totalAPagar } from "@/shared/pos/conta";
import type { EventoComanda } from "@/shared/pos/correcoes";
import type { FormaPagamentoConta } from "@/shared/pos/formas-pagamento";
import type { Pagamento } from "@/shared/pos/pagamentos";
import type {
  AbrirComandaDados,
  Comanda,
  ComandaComNota,
  ComandasFiltro,
  ItemComanda,
  ItensComandaDados,
} from "@/shared/pos/schemas";
import type { Database, DbOrTx } from "../../db/client";
import { isNumericOverflow, isUniqueViolation } from "../../lib/db-errors";
import { EntradaInvalida } from "../../lib/errors";
import { publicarEvento } from "../../lib/events";
import type { Autor } from "../../lib/session";
import { produtoNaoEncontrado } from "../catalog/catalog.errors";
import { obterProdutoAtivo } from "../catalog/catalog.queries";
import { EstoqueInsuficiente } from "../stock/stock.errors";
import * as q from "./comandas.queries";
import * as mesasq from "./mesas.queries";
import { notaDaComanda } from "./notas";
import * as pq from "./pagamentos.queries";
import * as pdvq from "./pdv.queries";
import { formatarNumero, obterConta } from "./pdv.service";
import {
  ComandaAlterada,
  ComandaCancelada,
  ComandaFechada,
  ComandaJuntada,
  comandaNaoEncontrada,
  MesaNaoLivre,
  mesaNaoEncontrada,
  PedidoReutilizado,
} from "./pos.errors";

/** The latest closed tabs listed by GET /api/comandas?status=fechada (for reprinting). */
const LIMITE_FECHADAS = 50;

function toItem({ comanda_id: _, ...row }: q.ItemComandaRow): ItemComanda {
  return row;
}

function toComanda(row: q.ComandaRow, itens: ItemComanda[], pagamentos: Pagamento[]): Comanda {
  const { mesa_id, numero_mesa, nome_mesa, juntada_a_id, juntada_a_numero, ...resto } = row;
  const valores = {
    total: toCentavos(row.total),
    taxaServico: toCentavos(row.taxa_servico),
    couvert: toCentavos(row.couvert),
    pago: pagamentos.reduce((soma, p) => soma + toCentavos(p.valor), 0),
  };
  return {
    ...resto,
    mesa: mesa_id && numero_mesa !== null ? { id: mesa_id, numero_mesa, nome_mesa } : null,
    forma_pagamento: row.forma_pagamento as FormaPagamentoConta | null,
    total_a_pagar: fromCentavos(totalAPagar(valores)),
    pago: fromCentavos(valores.pago),
    falta_pagar: fromCentavos(row.status === "aberta" ? faltaPagar(valores) : 0),
    pagamentos,
    data_abertura: row.data_abertura.toISOString(),
    data_fechamento: row.data_fechamento?.toISOString() ?? null,
    cancelada_em: row.cancelada_em?.toISOString() ?? null,
    juntada_em: row.juntada_em?.toISOString() ?? null,
    juntada_a:
      juntada_a_id && juntada_a_numero ? { id: juntada_a_id, numero_comanda: juntada_a_numero } : null,
    itens,
  };
}

/** A tab that is not open any more takes no change: the error says how it ended. */
export function exigirAberta(status: StatusComanda): void {
  if (status === "cancelada") throw new ComandaCancelada();
  if (status === "juntada") throw new ComandaJuntada();
  if (status !== "aberta") throw new ComandaFechada();
}

/**
 * The checks of every change to a tab, after its lock: it exists, is open, and — for the changes that
 * depend on what the person saw — is still at the version they saw (decision 132).
 */
export async function requireComandaAberta(
  tx: DbOrTx,
  { usuarioId, id, versao }: { usuarioId: string; id: string; versao?: number },
) {
  const comanda = await q.travarComanda(tx, { usuarioId, id });
  if (!comanda) throw comandaNaoEncontrada();
  exigirAberta(comanda.status);
  if (versao !== undefined && versao !== comanda.versao)
    throw new ComandaAlterada(await obterComandaComItens(tx, { usuarioId, id }));
  return comanda;
}

async function listarHistorico(db: DbOrTx, { usuarioId, id }: { usuarioId: string; id: string }) {
  const eventos = await q.listarEventos(db, { usuarioId, comandaId: id });
  return eventos.map(({ created_at, ...e }): EventoComanda => ({ ...e, data: created_at.toISOString() }));
}

export async function listarComandas(
  db: DbOrTx,
  { usuarioId, filtro: { status } }: { usuarioId: string; filtro: ComandasFiltro },
): Promise<Comanda[]> {
  const rows = await q.listarComandas(db, {
    usuarioId,
    status,
    limite: status === "fechada" ? LIMITE_FECHADAS : undefined,
  });
  const ids = rows.map((r) => r.id);
  const [itens, pagamentos] = await Promise.all([
    q.listarItensDasComandas(db, { usuarioId, comandaIds: ids }),
    pq.pagamentosPorOrigem(db, { usuarioId, origem: "comanda", ids }),
  ]);
  const porComanda = new Map<string, ItemComanda[]>();
  for (const item of itens)
    porComanda.set(item.comanda_id, [...(porComanda.get(item.comanda_id) ?? []), toItem(item)]);
  return rows.map((row) => toComanda(row, porComanda.get(row.id) ?? [], pagamentos.get(row.id) ?? []));
}

export async function obterComandaComItens(db: DbOrTx, { usuarioId, id }: { usuarioId: string; id: string }) {
  const [row, itens, pagamentos] = await Promise.all([
    q.obterComanda(db, { usuarioId, id }),
    q.listarItensDasComandas(db, { usuarioId, comandaIds: [id] }),
    pq.pagamentosPorOrigem(db, { usuarioId, origem: "comanda", ids: [id] }),
  ]);
  if (!row) throw comandaNaoEncontrada();
  return toComanda(row, itens.map(toItem), pagamentos.get(id) ?? []);
}

export async function obterComanda(
  db: DbOrTx,
  { usuarioId, id, now = new Date() }: { usuarioId: string; id: string; now?: Date },
): Promise<ComandaComNota> {
  const [comanda, conta, historico] = await Promise.all([
    obterComandaComItens(db, { usuarioId, id }),
    obterConta(db, { usuarioId }),
    listarHistorico(db, { usuarioId, id }),
  ]);
  return { comanda, nota: notaDaComanda(comanda, conta, now), historico };
}

/** The table a tab opens on becomes ocupada; one that is not livre cannot take a tab. */
async function ocupar(
  tx: DbOrTx,
  { usuarioId, mesaId, now }: { usuarioId: string; mesaId: string; now: Date },
) {
  const mesa = await mesasq.ocuparMesa(tx, { id: mesaId, usuarioId, now });
  if (mesa) return mesa.id;
  const existe = await mesasq.obterMesa(tx, { id: mesaId, usuarioId });
  throw existe ? new MesaNaoLivre() : mesaNaoEncontrada();
}

/**
 * Opens a tab on a livre table (the table becomes ocupada) or at the counter (decision 131): tab aberta
 * with zeros, one transaction (§4). It keeps the settings' service charge and couvert of this moment
 * (decisions 150–151): a change in Configurações during the evening does not move the bills already open.
 */
export async function abrirComanda(
  db: Database,
  {
    usuarioId,
    autor,
    dados,
    now = new Date(),
  }: { usuarioId: string; autor: Autor; dados: AbrirComandaDados; now?: Date },
): Promise<Comanda> {
  const id = await db.transaction(async (tx) => {
    const mesaId =
      dados.mesa_id === null ? null : await ocupar(tx, { usuarioId, mesaId: dados.mesa_id, now });
    const { taxas } = await obterConta(tx, { usuarioId });
    const numero = await pdvq.proximoNumero(tx, { usuarioId, nome: "comanda" });
    const comandaId = await q.inserirComanda(tx, {
      usuario_id: usuarioId,
      mesa_id: mesaId,
      numero_comanda: formatarNumero("CMD", numero),
      status: "aberta",
      cliente_nome: dados.cliente_nome,
      cliente_telefone: dados.cliente_telefone,
      pessoas: dados.pessoas,
      taxa_servico_percentual: taxas.taxa_servico_percentual,
      couvert_por_pessoa: taxas.couvert_por_pessoa,
      // Opening with nothing consumed yet: the couvert already counts (recomputed with the first item).
      couvert: fromCentavos(dados.pessoas * toCentavos(taxas.couvert_por_pessoa)),
      subtotal: "0.00",
      desconto: "0.00",
      total: "0.00",
      data_abertura: now,
      aberta_por_id: autor.id,
      aberta_por: autor.nome,
      created_at: now,
      updated_at: now,
    });
    await publicarEvento(tx, usuarioId, { tipo: "comanda", id: comandaId });
    return comandaId;
  });
  return obterComandaComItens(db, { usuarioId, id });
}

/**
 * The order as the tab reads it, hashed: its lines in the order they were sent (the order is how they
 * print). A retry of the same "Enviar pedido" hashes the same; another order with that key does not.
 */
function hashDoPedido(dados: ItensComandaDados, comandaId: string): string {
  const itens = dados.itens.map((i) => [i.produto_id, i.quantidade, i.observacoes] as const);
  return createHash("sha256").update(JSON.stringify({ comandaId, itens })).digest("hex");
}

/** Units asked per product across the order: two lines of the same product share its stock. */
function unidadesPorProduto(itens: ItensComandaDados["itens"]) {
  const porProduto = new Map<string, number>();
  for (const item of itens)
    porProduto.set(item.produto_id, (porProduto.get(item.produto_id) ?? 0) + item.quantidade);
  return porProduto;
}

/**
 * An order ("Enviar pedido"): every line at its product's current price, in one transaction — a line
 * that fails (a product of another account, not enough stock) adds nothing at all. Each line keeps its
 * own note: the same product with another note is another line. Then the tab is recomputed from all of
 * its lines in SQL (§4, §5). The tab row is locked first, so two devices adding at once both keep their
 * items, and a retry of the same key waits for the first and then finds it (decision 130).
 */
export async function adicionarItensComanda(
  db: Database,
  {
    usuarioId,
    autor,
    id,
    dados,
    now = new Date(),
  }: { usuarioId: string; autor: Autor; id: string; dados: ItensComandaDados; now?: Date },
): Promise<{ comanda: Comanda; adicionados: boolean }> {
  const hash = hashDoPedido(dados, id);
  let adicionados = true;
  try {
    await db.transaction(async (tx) => {
      const comanda = await q.travarComanda(tx, { usuarioId, id });
      if (!comanda) throw comandaNaoEncontrada();
      const anterior = await q.buscarPedidoPorChave(tx, { usuarioId, chave: dados.chave_idempotencia });
      if (anterior) {
        if (anterior.hash_requisicao !== hash) throw new PedidoReutilizado();
        adicionados = false;
        return;
      }
      exigirAberta(comanda.status);

      const produtos = new Map<string, NonNullable<Awaited<ReturnType<typeof obterProdutoAtivo>>>>();
      for (const [produtoId, unidades] of unidadesPorProduto(dados.itens)) {
        const produto = await obterProdutoAtivo(tx, { id: produtoId, usuarioId });
        if (!produto) throw produtoNaoEncontrado();
        if (unidades > produto.estoque_atual) {
          throw new EstoqueInsuficiente(
            `Estoque insuficiente: há ${produto.estoque_atual} unidade(s) de ${produto.nome} em estoque`,
          );
        }
        produtos.set(produtoId, produto);
      }

      await q.inserirPedido(tx, {
        usuario_id: usuarioId,
        comanda_id: id,
        chave_idempotencia: dados.chave_idempotencia,
        hash_requisicao: hash,
        created_at: now,
      });
      for (const [ordem, item] of dados.itens.entries()) {
        const produto = produtos.get(item.produto_id)!;
        const subtotal = BigInt(item.quantidade) * BigInt(toCentavos(produto.preco_venda));
        if (subtotal > BigInt(MAX_CENTAVOS))
          throw new EntradaInvalida({ [`itens.${ordem}.quantidade`]: "Valor do item muito alto" });
        // One line per product, price and note (decision 134): "sem gelo" stays its own line.
        await q.somarItemComanda(tx, {
          usuario_id: usuarioId,
          comanda_id: id,
          produto_id: produto.id,
          quantidade: item.quantidade,
          preco_unitario: produto.preco_venda,
          preco_custo: produto.preco_compra,
          desconto_item: "0.00",
          subtotal: fromCentavos(Number(subtotal)),
          observacoes: item.observacoes,
          lancado_por_id: autor.id,
          lancado_por: autor.nome,
          // A millisecond apart, so the tab lists new lines in the order they were sent.
          created_at: new Date(now.getTime() + ordem),
        });
      }
      const versao = await q.recalcularComanda(tx, { usuarioId, id, now });
      for (const [ordem, item] of dados.itens.entries()) {
        await q.inserirEvento(tx, {
          usuario_id: usuarioId,
          comanda_id: id,
          tipo: "item_adicionado",
          produto_id: item.produto_id,
          quantidade: item.quantidade,
          preco_unitario: produtos.get(item.produto_id)!.preco_venda,
          responsavel: autor.nome,
          responsavel_id: autor.id,
          versao,
          created_at: new Date(now.getTime() + ordem),
        });
      }
      await publicarEvento(tx, usuarioId, { tipo: "comanda", id });
    });
  } catch (error) {
    if (isNumericOverflow(error)) throw new EntradaInvalida({ itens: "Valor total da comanda muito alto" });
    // The same key sent at once to another tab: that order is another order.
    if (isUniqueViolation(error, "pedidos_comanda_usuario_chave_key")) throw new PedidoReutilizado();
    throw error;
  }
  return { comanda: await obterComandaComItens(db, { usuarioId, id }), adicionados };
}
