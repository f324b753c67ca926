import { MAX_CENTAVOS } from "@/shared/fields";
import { fromCentavos, toCentavos } from "@/shared/money";
import { txidDoNumero } from "@/shared/pix/txid";
import type {
  AbrirComandaDados,
  Comanda,
  ComandaComNota,
  ComandasFiltro,
  FecharComandaDados,
  FormaPagamento,
  ItemComanda,
  ItemComandaDados,
  NotaImpressao,
} from "@/shared/pos/schemas";
import type { Database, DbOrTx } from "../../db/client";
import { isNumericOverflow } from "../../lib/db-errors";
import { EntradaInvalida } from "../../lib/errors";
import { produtoNaoEncontrado } from "../catalog/catalog.errors";
import { obterProdutoAtivo } from "../catalog/catalog.queries";
import { somarComandaFechada } from "../reports/vendas-diarias.queries";
import { EstoqueInsuficiente } from "../stock/stock.errors";
import { baixarEstoqueVendido } from "../stock/stock.queries";
import { registrarSaidasVendidas } from "../stock/stock.service";
import * as q from "./comandas.queries";
import * as mesasq from "./mesas.queries";
import * as pdvq from "./pdv.queries";
import { type Conta, formatarNumero, obterConta, pixDaNota } from "./pdv.service";
import {
  ComandaFechada,
  ComandaSemItens,
  comandaNaoEncontrada,
  MesaNaoLivre,
  mesaNaoEncontrada,
} from "./pos.errors";

/** The latest closed tabs listed by GET /api/comandas?status=fechada (for reprinting). */
const LIMITE_FECHADAS = 50;

function toItem({ comanda_id: _, ...row }: q.ItemComandaRow): ItemComanda {
  return row;
}

function toComanda(row: q.ComandaRow, itens: ItemComanda[]): Comanda {
  const { mesa_id, numero_mesa, nome_mesa, ...resto } = row;
  return {
    ...resto,
    mesa: mesa_id && numero_mesa !== null ? { id: mesa_id, numero_mesa, nome_mesa } : null,
    forma_pagamento: row.forma_pagamento as FormaPagamento | null,
    data_abertura: row.data_abertura.toISOString(),
    data_fechamento: row.data_fechamento?.toISOString() ?? null,
    itens,
  };
}

/** An open tab's note is a preview of the bill, dated when it is asked for. */
export function notaDaComanda(comanda: Comanda, conta: Conta, now: Date): NotaImpressao {
  return {
    tipo: "comanda",
    dataHora: comanda.data_fechamento ?? now.toISOString(),
    ...conta.estabelecimento,
    numeroVenda: null,
    numeroComanda: comanda.numero_comanda,
    numeroMesa: comanda.mesa?.numero_mesa ?? null,
    nomeCliente: comanda.cliente_nome,
    telefoneCliente: comanda.cliente_telefone,
    itens: comanda.itens.map((i) => ({
      nome: i.produto.nome,
      preco: i.preco_unitario,
      quantidade: i.quantidade,
      total: i.subtotal,
      observacoes: i.observacoes,
    })),
    subtotal: comanda.subtotal,
    desconto: comanda.desconto,
    total: comanda.total,
    formaPagamento: comanda.forma_pagamento,
    observacoes: null,
    pixCopiaECola: pixDaNota(conta, {
      forma: comanda.forma_pagamento,
      total: comanda.total,
      txid: txidDoNumero(comanda.numero_comanda),
    }),
  };
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
  const itens = await q.listarItensDasComandas(db, { usuarioId, comandaIds: rows.map((r) => r.id) });
  const porComanda = new Map<string, ItemComanda[]>();
  for (const item of itens)
    porComanda.set(item.comanda_id, [...(porComanda.get(item.comanda_id) ?? []), toItem(item)]);
  return rows.map((row) => toComanda(row, porComanda.get(row.id) ?? []));
}

async function obterComandaComItens(db: DbOrTx, { usuarioId, id }: { usuarioId: string; id: string }) {
  const [row, itens] = await Promise.all([
    q.obterComanda(db, { usuarioId, id }),
    q.listarItensDasComandas(db, { usuarioId, comandaIds: [id] }),
  ]);
  if (!row) throw comandaNaoEncontrada();
  return toComanda(row, itens.map(toItem));
}

export async function obterComanda(
  db: DbOrTx,
  { usuarioId, id, now = new Date() }: { usuarioId: string; id: string; now?: Date },
): Promise<ComandaComNota> {
  const [comanda, conta] = await Promise.all([
    obterComandaComItens(db, { usuarioId, id }),
    obterConta(db, { usuarioId }),
  ]);
  return { comanda, nota: notaDaComanda(comanda, conta, now) };
}

/** Opens a tab on a livre table: tab aberta with zeros and table ocupada, one transaction (§4). */
export async function abrirComanda(
  db: Database,
  { usuarioId, dados, now = new Date() }: { usuarioId: string; dados: AbrirComandaDados; now?: Date },
): Promise<Comanda> {
  const id = await db.transaction(async (tx) => {
    const mesa = await mesasq.ocuparMesa(tx, { id: dados.mesa_id, usuarioId, now });
    if (!mesa) {
      const existe = await mesasq.obterMesa(tx, { id: dados.mesa_id, usuarioId });
      throw existe ? new MesaNaoLivre() : mesaNaoEncontrada();
    }
    const numero = await pdvq.proximoNumero(tx, { usuarioId, nome: "comanda" });
    return q.inserirComanda(tx, {
      usuario_id: usuarioId,
      mesa_id: mesa.id,
      numero_comanda: formatarNumero("CMD", numero),
      status: "aberta",
      cliente_nome: dados.cliente_nome,
      cliente_telefone: dados.cliente_telefone,
      subtotal: "0.00",
      desconto: "0.00",
      total: "0.00",
      data_abertura: now,
      created_at: now,
      updated_at: now,
    });
  });
  return obterComandaComItens(db, { usuarioId, id });
}

/**
 * Adds a line at the product's current price, then recomputes the tab from all of its lines in SQL
 * (§4, §5). The tab row is locked first, so two devices adding at once both keep their items.
 */
export async function adicionarItemComanda(
  db: Database,
  {
    usuarioId,
    id,
    dados,
    now = new Date(),
  }: { usuarioId: string; id: string; dados: ItemComandaDados; now?: Date },
): Promise<Comanda> {
  try {
    await db.transaction(async (tx) => {
      const comanda = await q.travarComanda(tx, { usuarioId, id });
      if (!comanda) throw comandaNaoEncontrada();
      if (comanda.status !== "aberta") throw new ComandaFechada();
      const produto = await obterProdutoAtivo(tx, { id: dados.produto_id, usuarioId });
      if (!produto) throw produtoNaoEncontrado();
      if (dados.quantidade > produto.estoque_atual) {
        throw new EstoqueInsuficiente(
          `Estoque insuficiente: há ${produto.estoque_atual} unidade(s) de ${produto.nome} em estoque`,
        );
      }
      const subtotal = BigInt(dados.quantidade) * BigInt(toCentavos(produto.preco_venda));
      if (subtotal > BigInt(MAX_CENTAVOS))
        throw new EntradaInvalida({ quantidade: "Valor do item muito alto" });
      await q.inserirItemComanda(tx, {
        usuario_id: usuarioId,
        comanda_id: id,
        produto_id: produto.id,
        quantidade: dados.quantidade,
        preco_unitario: produto.preco_venda,
        preco_custo: produto.preco_compra,
        desconto_item: "0.00",
        subtotal: fromCentavos(Number(subtotal)),
        observacoes: null,
        created_at: now,
      });
      await q.recalcularComanda(tx, { usuarioId, id, now });
    });
  } catch (error) {
    if (isNumericOverflow(error))
      throw new EntradaInvalida({ quantidade: "Valor total da comanda muito alto" });
    throw error;
  }
  return obterComandaComItens(db, { usuarioId, id });
}

/**
 * Closes a tab in one transaction (§4): fechada with time, payment and discount, total never below 0,
 * the table back to livre, each product's stock deducted (stopping at 0, decision 030), the reports'
 * daily summary added to (decision 051) and one exit movement "Comanda {número}" per line, with the
 * units that were not in stock (decision 013).
 */
export async function fecharComanda(
  db: Database,
  {
    usuarioId,
    id,
    dados,
    now = new Date(),
  }: { usuarioId: string; id: string; dados: FecharComandaDados; now?: Date },
): Promise<ComandaComNota> {
  const conta = await obterConta(db, { usuarioId });
  await db.transaction(async (tx) => {
    const comanda = await q.travarComanda(tx, { usuarioId, id });
    if (!comanda) throw comandaNaoEncontrada();
    if (comanda.status !== "aberta") throw new ComandaFechada();
    const itens = await q.listarItensDasComandas(tx, { usuarioId, comandaIds: [id] });
    if (itens.length === 0) throw new ComandaSemItens();

    const porProduto = new Map<string, number>();
    for (const item of itens)
      porProduto.set(item.produto_id, (porProduto.get(item.produto_id) ?? 0) + item.quantidade);
    const linhas = [...porProduto].map(([produtoId, quantidade]) => ({ produtoId, quantidade }));
    const baixados = await baixarEstoqueVendido(tx, { usuarioId, linhas, now, incluirInativos: true });
    await q.fecharComanda(tx, {
      usuarioId,
      id,
      formaPagamento: dados.forma_pagamento,
      desconto: dados.desconto,
      now,
    });
    // The reports' daily summary (decision 051), dated by the data_fechamento just stored.
    await somarComandaFechada(tx, { usuarioId, comandaId: id });
    if (comanda.mesa_id) await mesasq.liberarMesa(tx, { id: comanda.mesa_id, usuarioId, now });
    await registrarSaidasVendidas(tx, {
      usuarioId,
      origem: { comandaId: id, numero: comanda.numero_comanda },
      responsavel: conta.vendedor,
      baixados,
      saidas: itens.map((item) => ({
        produtoId: item.produto_id,
        quantidade: item.quantidade,
        precoUnitario: item.preco_unitario,
        valorTotal: item.subtotal,
      })),
      now,
    });
  });
  const comanda = await obterComandaComItens(db, { usuarioId, id });
  return { comanda, nota: notaDaComanda(comanda, conta, now) };
}
