import { createHash } from "node:crypto";
import { MAX_CENTAVOS, MAX_INTEIRO } from "@/shared/fields";
import { formatarCentavos, fromCentavos, toCentavos } from "@/shared/money";
import { calcularTaxaServico } from "@/shared/pos/conta";
import { formaDaConta } from "@/shared/pos/formas-pagamento";
import type { Pagamento, PagamentoVendaDados } from "@/shared/pos/pagamentos";
import type {
  FormaPagamentoConta,
  ItemVenda,
  Venda,
  VendaComNota,
  VendaDados,
  VendaRegistrada,
  VendasFiltro,
} from "@/shared/pos/schemas";
import type { Database, DbOrTx } from "../../db/client";
import { repetirSeNaoEncontrado } from "../../db/repetir-se-nao-encontrado";
import { isUniqueViolation } from "../../lib/db-errors";
import { EntradaInvalida } from "../../lib/errors";
import { publicarEvento } from "../../lib/events";
import type { Autor } from "../../lib/session";
import { caixaDoPagamento } from "../caixa/caixa-pagamentos";
import { produtoNaoEncontrado } from "../catalog/catalog.errors";
import { estoqueAtualizado } from "../catalog/catalog.service";
import { somarVendaDireta } from "../reports/vendas-diarias.queries";
import { somarResumoDiario } from "../reports/vendas-diarias-pagamento.queries";
import { baixarEstoqueVendido } from "../stock/stock.queries";
import { registrarSaidasVendidas } from "../stock/stock.service";
import { notaDaVenda } from "./notas";
import * as pq from "./pagamentos.queries";
import * as pdvq from "./pdv.queries";
import { contaDe, formatarNumero, obterConta } from "./pdv.service";
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
  const { desconto, forma_pagamento, observacoes, cobrar_taxa_servico, pagamentos } = dados;
  // Fields added after decision 036 join the hash only when they differ from what a sale sent before
  // them meant, so a retry from an older till still hashes as its first attempt did.
  const conta = {
    ...(cobrar_taxa_servico ? {} : { cobrar_taxa_servico }),
    ...(pagamentos
      ? { pagamentos: pagamentos.map((p) => [p.forma_pagamento, p.valor, p.valor_recebido]) }
      : {}),
  };
  return createHash("sha256")
    .update(JSON.stringify({ itens, desconto, forma_pagamento, observacoes, ...conta }))
    .digest("hex");
}

/**
 * The sale's payments (decision 152): those sent, which must add up to what the customer pays to the
 * centavo, or one payment of the whole with the sale's method.
 */
function pagamentosDaVenda(dados: VendaDados, aPagarCentavos: number): PagamentoVendaDados[] {
  if (!dados.pagamentos)
    return [
      { forma_pagamento: dados.forma_pagamento, valor: fromCentavos(aPagarCentavos), valor_recebido: null },
    ];
  const soma = dados.pagamentos.reduce((total, p) => total + toCentavos(p.valor), 0);
  if (soma !== aPagarCentavos)
    throw new EntradaInvalida({
      pagamentos: `A soma dos pagamentos (${formatarCentavos(soma)}) não fecha com o total a pagar (${formatarCentavos(aPagarCentavos)})`,
    });
  return dados.pagamentos;
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

function toVenda(
  { chave_idempotencia: _, ...row }: q.VendaRow,
  itens: ItemVenda[],
  pagamentos: Pagamento[],
): Venda {
  return {
    ...row,
    total_a_pagar: fromCentavos(toCentavos(row.total) + toCentavos(row.taxa_servico)),
    forma_pagamento: row.forma_pagamento as FormaPagamentoConta,
    pagamentos,
    data_venda: row.data_venda.toISOString(),
    cancelada_em: row.cancelada_em?.toISOString() ?? null,
    itens,
  };
}

function toItem(row: Omit<q.ItemVendaRow, "venda_id">): ItemVenda {
  const subtotal = BigInt(row.quantidade) * BigInt(toCentavos(row.preco_unitario));
  return { ...row, subtotal: fromCentavos(Number(subtotal)) };
}

/**
 * A direct sale: one transaction (spec §4 sale flow, decision 030). One statement takes every product's
 * stock down and hands back its prices, so the totals come from the database, never the browser; then
 * the reports' daily summary (decision 051), the number, the sale, its lines and one exit movement per
 * line; its payments go to the till's open caixa. A repeated idempotency key returns the first sale and
 * writes nothing (`criada` false).
 */
export async function registrarVenda(
  db: Database,
  {
    usuarioId,
    autor,
    dados,
    now = new Date(),
  }: { usuarioId: string; autor: Autor; dados: VendaDados; now?: Date },
): Promise<{ resultado: VendaRegistrada; criada: boolean }> {
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
    return { resultado: await vendaJaRegistrada(db, { usuarioId, id: existente.id }), criada: false };
  }

  try {
    // Tried once more on "not found": a product may have been put back by a restore it waited for.
    const { venda, estoque } = await repetirSeNaoEncontrado(() =>
      db.transaction(async (tx) => {
        // The till's open caixa first (decision 161): a till that must have one and has none writes
        // nothing, and the caixa's share lock comes before the products' (the backup's lock order).
        const caixaId = await caixaDoPagamento(tx, { usuarioId, terminal: dados.terminal });
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
        // The service charge only when the settings put it on direct sales and the customer accepts it.
        const percentual =
          conta.taxas.taxa_servico_venda_direta && dados.cobrar_taxa_servico
            ? conta.taxas.taxa_servico_percentual
            : "0.00";
        const taxaServico = calcularTaxaServico(Number(total), percentual);
        const pagamentos = pagamentosDaVenda(dados, Number(total) + taxaServico);

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
          taxa_servico_percentual: percentual,
          taxa_servico: fromCentavos(taxaServico),
          forma_pagamento: formaDaConta(
            pagamentos.map((p) => p.forma_pagamento),
            dados.forma_pagamento,
          ),
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
        await pq.inserirPagamentos(
          tx,
          pagamentos.map((p, ordem) => ({
            usuario_id: usuarioId,
            venda_id: row.id,
            forma_pagamento: p.forma_pagamento,
            valor: p.valor,
            valor_recebido: p.valor_recebido,
            troco: fromCentavos(
              p.valor_recebido === null ? 0 : toCentavos(p.valor_recebido) - toCentavos(p.valor),
            ),
            ordem,
            caixa_id: caixaId,
            registrado_por_id: autor.id,
            registrado_por: autor.nome,
            created_at: now,
          })),
        );
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
        // The revenue summary (decision 156), from the sale, payments and lines just written; after the
        // counter, whose lock already makes the account's sales take turns on its hot rows.
        await somarResumoDiario(tx, { usuarioId, origem: { vendaId: row.id }, sinal: 1 });
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
        const registrados = await pq.pagamentosPorOrigem(tx, { usuarioId, origem: "venda", ids: [row.id] });
        return {
          venda: toVenda(row, itens, registrados.get(row.id) ?? []),
          estoque: estoqueAtualizado(baixados),
        };
      }),
    );
    return { resultado: { venda, nota: notaDaVenda(venda, conta, chave), estoque }, criada: true };
  } catch (error) {
    // The same key sent twice at once: the second insert waited for the first and lost; its stock
    // changes were rolled back with it. Answer with the sale that won, if it sold this same cart.
    if (isUniqueViolation(error, INDICE_IDEMPOTENCIA)) {
      const vencedora = await q.buscarVendaPorChave(db, { usuarioId, chave });
      if (vencedora) {
        requireMesmaRequisicao(vencedora, hash);
        return { resultado: await vendaJaRegistrada(db, { usuarioId, id: vencedora.id }), criada: false };
      }
    }
    throw error;
  }
}

/**
 * A sale sent again with its key: as it was registered. It changed no stock this time, so `estoque` is
 * empty; the screen's catalogue catches up by asking for the changes since its version.
 */
async function vendaJaRegistrada(
  db: DbOrTx,
  { usuarioId, id }: { usuarioId: string; id: string },
): Promise<VendaRegistrada> {
  return { ...(await obterVenda(db, { usuarioId, id })), estoque: [] };
}

export async function obterVenda(
  db: DbOrTx,
  { usuarioId, id }: { usuarioId: string; id: string },
): Promise<VendaComNota> {
  const [row, itens, conta, pagamentos] = await Promise.all([
    q.obterVenda(db, { usuarioId, id }),
    q.listarItensDasVendas(db, { usuarioId, vendaIds: [id] }),
    obterConta(db, { usuarioId }),
    pq.pagamentosPorOrigem(db, { usuarioId, origem: "venda", ids: [id] }),
  ]);
  if (!row) throw vendaNaoEncontrada();
  const venda = toVenda(
    row,
    itens.map(({ venda_id: _, ...item }) => toItem(item)),
    pagamentos.get(id) ?? [],
  );
  return { venda, nota: notaDaVenda(venda, conta, row.chave_idempotencia) };
}

/** The latest sales with their lines (for reprinting a receipt). */
export async function listarVendas(
  db: DbOrTx,
  { usuarioId, filtro: { limite } }: { usuarioId: string; filtro: VendasFiltro },
): Promise<Venda[]> {
  const rows = await q.listarVendas(db, { usuarioId, limite });
  const ids = rows.map((r) => r.id);
  const [itens, pagamentos] = await Promise.all([
    q.listarItensDasVendas(db, { usuarioId, vendaIds: ids }),
    pq.pagamentosPorOrigem(db, { usuarioId, origem: "venda", ids }),
  ]);
  const porVenda = new Map<string, q.ItemVendaRow[]>();
  for (const item of itens) porVenda.set(item.venda_id, [...(porVenda.get(item.venda_id) ?? []), item]);
  return rows.map((row) =>
    toVenda(
      row,
      (porVenda.get(row.id) ?? []).map(({ venda_id: _, ...item }) => toItem(item)),
      pagamentos.get(row.id) ?? [],
    ),
  );
}
