import { createHash } from "node:crypto";
import { MAX_CENTAVOS, MAX_INTEIRO } from "@/shared/fields";
import { fromCentavos, toCentavos } from "@/shared/money";
import { txidDaVenda, txidDoNumero } from "@/shared/pix/txid";
import type {
  FormaPagamento,
  ItemVenda,
  NotaImpressao,
  Venda,
  VendaComNota,
  VendaDados,
  VendasFiltro,
} from "@/shared/pos/schemas";
import type { Database, DbOrTx } from "../../db/client";
import { isUniqueViolation } from "../../lib/db-errors";
import { EntradaInvalida } from "../../lib/errors";
import { publicarEvento } from "../../lib/events";
import type { Autor } from "../../lib/session";
import { produtoNaoEncontrado } from "../catalog/catalog.errors";
import { somarVendaDireta } from "../reports/vendas-diarias.queries";
import { baixarEstoqueVendido } from "../stock/stock.queries";
import { registrarSaidasVendidas } from "../stock/stock.service";
import * as pdvq from "./pdv.queries";
import { type Conta, contaDe, formatarNumero, obterConta, pixDaNota } from "./pdv.service";
import { ChaveIdempotenciaReutilizada, vendaNaoEncontrada } from "./pos.errors";
import * as q from "./vendas.queries";

/** The unique index that makes a repeated "Confirmar Venda" return the first sale. */
const INDICE_IDEMPOTENCIA = "vendas_usuario_chave_idempotencia_key";

/**
 * The request as the sale reads it, hashed: lines merged per product and sorted by product, and the
 * validated discount, payment method and notes. A retry of the same click hashes the same whatever the
 * order or the spelling ("5,90" or 5.9) of its fields; another cart does not (decision 036).
 */
function hashDaRequisicao(linhas: { produtoId: string; quantidade: number }[], dados: VendaDados): string {
  const itens = linhas
    .map((l) => [l.produtoId, l.quantidade] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const { desconto, forma_pagamento, observacoes } = dados;
  return createHash("sha256")
    .update(JSON.stringify({ itens, desconto, forma_pagamento, observacoes }))
    .digest("hex");
}

/** A sale from before the hash was stored (null) matches any request with its key. */
function requireMesmaRequisicao(existente: q.VendaPorChave, hash: string): void {
  if (existente.hash_requisicao !== null && existente.hash_requisicao !== hash)
    throw new ChaveIdempotenciaReutilizada();
}

/**
 * One line per product (the cart adds to an existing line; an API client might not), keeping the
 * position of its first appearance for the receipt.
 */
function agruparLinhas(itens: VendaDados["itens"]) {
  const porProduto = new Map<string, { produtoId: string; quantidade: number; ordem: number }>();
  for (const item of itens) {
    const linha = porProduto.get(item.produto_id);
    if (linha) linha.quantidade += item.quantidade;
    else
      porProduto.set(item.produto_id, {
        produtoId: item.produto_id,
        quantidade: item.quantidade,
        ordem: porProduto.size,
      });
  }
  const linhas = [...porProduto.values()];
  if (linhas.some((l) => l.quantidade > MAX_INTEIRO))
    throw new EntradaInvalida({ itens: "Quantidade muito alta" });
  return linhas;
}

function toVenda({ chave_idempotencia: _, ...row }: q.VendaRow, itens: ItemVenda[]): Venda {
  return {
    ...row,
    forma_pagamento: row.forma_pagamento as FormaPagamento,
    data_venda: row.data_venda.toISOString(),
    cancelada_em: row.cancelada_em?.toISOString() ?? null,
    itens,
  };
}

function toItem(row: Omit<q.ItemVendaRow, "venda_id">): ItemVenda {
  const subtotal = BigInt(row.quantidade) * BigInt(toCentavos(row.preco_unitario));
  return { ...row, subtotal: fromCentavos(Number(subtotal)) };
}

/** The sale's PIX txid: from the key the till made before the sale had a number (decision 137). */
const txidDe = (venda: Venda, chave: string | null) =>
  chave ? txidDaVenda(chave) : txidDoNumero(venda.numero_venda);

export function notaDaVenda(venda: Venda, conta: Conta, chave: string | null): NotaImpressao {
  return {
    tipo: "venda_direta",
    dataHora: venda.data_venda,
    ...conta.estabelecimento,
    numeroVenda: venda.numero_venda,
    numeroComanda: null,
    numeroMesa: null,
    nomeCliente: null,
    telefoneCliente: null,
    itens: venda.itens.map((i) => ({
      nome: i.produto.nome,
      preco: i.preco_unitario,
      quantidade: i.quantidade,
      total: i.subtotal,
      observacoes: null,
    })),
    subtotal: venda.subtotal,
    desconto: venda.desconto,
    total: venda.total,
    formaPagamento: venda.forma_pagamento,
    observacoes: venda.observacoes,
    cancelamento:
      venda.cancelada_em && venda.motivo_cancelamento
        ? { dataHora: venda.cancelada_em, motivo: venda.motivo_cancelamento }
        : null,
    pixCopiaECola: pixDaNota(conta, {
      forma: venda.forma_pagamento,
      total: venda.total,
      txid: txidDe(venda, chave),
    }),
  };
}

/**
 * A direct sale: one transaction (spec §4 sale flow, decision 030). One statement takes every product's
 * stock down and hands back its prices, so the totals come from the database, never the browser; then
 * the reports' daily summary (decision 051), the number, the sale, its lines and one exit movement per
 * line. A repeated idempotency key returns the first sale and writes nothing (`criada` false).
 */
export async function registrarVenda(
  db: Database,
  {
    usuarioId,
    autor,
    dados,
    now = new Date(),
  }: { usuarioId: string; autor: Autor; dados: VendaDados; now?: Date },
): Promise<{ resultado: VendaComNota; criada: boolean }> {
  const linhas = agruparLinhas(dados.itens);
  const chave = dados.chave_idempotencia;
  const hash = hashDaRequisicao(linhas, dados);

  const { vendaExistente: existente, ...dadosConta } = await q.obterContaEVendaPorChave(db, {
    usuarioId,
    chave,
  });
  const conta = contaDe(dadosConta);
  if (existente) {
    requireMesmaRequisicao(existente, hash);
    return { resultado: await obterVenda(db, { usuarioId, id: existente.id }), criada: false };
  }

  try {
    const venda = await db.transaction(async (tx) => {
      const baixados = await baixarEstoqueVendido(tx, { usuarioId, linhas, now });
      const porId = new Map(baixados.map((p) => [p.id, p]));
      let subtotal = 0n;
      const vendidos = linhas.map((linha) => {
        const produto = porId.get(linha.produtoId);
        if (!produto) throw produtoNaoEncontrado();
        const total = BigInt(linha.quantidade) * BigInt(toCentavos(produto.preco_venda));
        subtotal += total;
        return { ...linha, produto, total };
      });
      if (subtotal > BigInt(MAX_CENTAVOS)) {
        throw new EntradaInvalida({ itens: "Valor total da venda muito alto" });
      }
      const desconto = BigInt(toCentavos(dados.desconto));
      const total = subtotal > desconto ? subtotal - desconto : 0n;

      // The reports' daily summary (decision 051), before the counter: its rows belong to products whose
      // locks this transaction already holds, so it waits for no one and stays out of the serialised part.
      await somarVendaDireta(tx, {
        usuarioId,
        momento: now,
        linhas: vendidos.map((v) => ({
          produtoId: v.produtoId,
          quantidade: v.quantidade,
          precoUnitario: v.produto.preco_venda,
          precoCusto: v.produto.preco_compra,
        })),
      });

      // The counter is taken last: its row lock serialises the account's sales, so it is held briefly.
      const numero = formatarNumero("VEN", await pdvq.proximoNumero(tx, { usuarioId, nome: "venda" }));
      const row = await q.inserirVenda(tx, {
        usuario_id: usuarioId,
        numero_venda: numero,
        subtotal: fromCentavos(Number(subtotal)),
        desconto: fromCentavos(Number(desconto)),
        total: fromCentavos(Number(total)),
        forma_pagamento: dados.forma_pagamento,
        status: "finalizada",
        observacoes: dados.observacoes,
        vendedor: autor.nome,
        vendedor_id: autor.id,
        chave_idempotencia: chave,
        hash_requisicao: hash,
        data_venda: now,
        created_at: now,
      });
      await publicarEvento(tx, usuarioId, { tipo: "venda", id: row.id });
      const ids = await q.inserirItensVenda(
        tx,
        vendidos.map((v) => ({
          usuario_id: usuarioId,
          venda_id: row.id,
          produto_id: v.produtoId,
          quantidade: v.quantidade,
          preco_unitario: v.produto.preco_venda,
          preco_custo: v.produto.preco_compra,
          ordem: v.ordem,
        })),
      );
      await registrarSaidasVendidas(tx, {
        usuarioId,
        origem: { vendaId: row.id, numero },
        responsavel: autor,
        baixados,
        saidas: vendidos.map((v) => ({
          produtoId: v.produtoId,
          quantidade: v.quantidade,
          precoUnitario: v.produto.preco_venda,
          valorTotal: fromCentavos(Number(v.total)),
        })),
        now,
      });
      const idPorOrdem = new Map(ids.map((r) => [r.ordem, r.id]));
      const itens = vendidos.map((v) =>
        toItem({
          id: idPorOrdem.get(v.ordem)!,
          produto_id: v.produtoId,
          quantidade: v.quantidade,
          preco_unitario: v.produto.preco_venda,
          desconto_item: "0.00",
          produto: { nome: v.produto.nome, marca: v.produto.marca, categoria: v.produto.categoria },
        }),
      );
      return toVenda(row, itens);
    });
    return { resultado: { venda, nota: notaDaVenda(venda, conta, chave) }, criada: true };
  } catch (error) {
    // The same key sent twice at once: the second insert waited for the first and lost; its stock
    // changes were rolled back with it. Answer with the sale that won, if it sold this same cart.
    if (isUniqueViolation(error, INDICE_IDEMPOTENCIA)) {
      const vencedora = await q.buscarVendaPorChave(db, { usuarioId, chave });
      if (vencedora) {
        requireMesmaRequisicao(vencedora, hash);
        return { resultado: await obterVenda(db, { usuarioId, id: vencedora.id }), criada: false };
      }
    }
    throw error;
  }
}

export async function obterVenda(
  db: DbOrTx,
  { usuarioId, id }: { usuarioId: string; id: string },
): Promise<VendaComNota> {
  const [row, itens, conta] = await Promise.all([
    q.obterVenda(db, { usuarioId, id }),
    q.listarItensDasVendas(db, { usuarioId, vendaIds: [id] }),
    obterConta(db, { usuarioId }),
  ]);
  if (!row) throw vendaNaoEncontrada();
  const venda = toVenda(
    row,
    itens.map(({ venda_id: _, ...item }) => toItem(item)),
  );
  return { venda, nota: notaDaVenda(venda, conta, row.chave_idempotencia) };
}

/** The latest sales with their lines (for reprinting a receipt). */
export async function listarVendas(
  db: DbOrTx,
  { usuarioId, filtro: { limite } }: { usuarioId: string; filtro: VendasFiltro },
): Promise<Venda[]> {
  const rows = await q.listarVendas(db, { usuarioId, limite });
  const itens = await q.listarItensDasVendas(db, { usuarioId, vendaIds: rows.map((r) => r.id) });
  const porVenda = new Map<string, q.ItemVendaRow[]>();
  for (const item of itens) porVenda.set(item.venda_id, [...(porVenda.get(item.venda_id) ?? []), item]);
  return rows.map((row) =>
    toVenda(
      row,
      (porVenda.get(row.id) ?? []).map(({ venda_id: _, ...item }) => toItem(item)),
    ),
  );
}
