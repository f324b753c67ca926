import { createHash } from "node:crypto";
import { MAX_INTEIRO } from "@/shared/fields";
import { formatarCentavos, fromCentavos, toCentavos } from "@/shared/money";
import type { FormaPagamentoConta } from "@/shared/pos/formas-pagamento";
import type { Pagamento } from "@/shared/pos/pagamentos";
import type {
  ItemVenda,
  Venda,
  VendaComNota,
  VendaDados,
  VendaRegistrada,
  VendasFiltro,
} from "@/shared/pos/schemas";
import type { Database, DbOrTx } from "../../db/client";
import { repetirSeNaoEncontrado } from "../../db/repetir-se-nao-encontrado";
import { isUniqueViolation, recusaDoBanco } from "../../lib/db-errors";
import { EntradaInvalida } from "../../lib/errors";
import type { Autor } from "../../lib/session";
import { CaixaNaoAberto } from "../caixa/caixa.errors";
import { produtoNaoEncontrado } from "../catalog/catalog.errors";
import { notaDaVenda } from "./notas";
import * as pq from "./pagamentos.queries";
import { CONTA_VAZIA } from "./pdv.queries";
import { contaDe, obterConta } from "./pdv.service";
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

/** The refusals of `balcao_registrar_venda` as the domain's errors; anything else as it came. */
function erroDaVenda(error: unknown, terminal: string): unknown {
  const recusa = recusaDoBanco(error);
  if (!recusa) return error;
  const [primeiro = "0", segundo = "0"] = recusa.detalhe;
  switch (recusa.motivo) {
    case "produto_nao_encontrado":
      return produtoNaoEncontrado();
    case "caixa_nao_aberto":
      return new CaixaNaoAberto(terminal, "vender");
    case "chave_reutilizada":
      return new ChaveIdempotenciaReutilizada();
    case "venda_muito_alta":
      return new EntradaInvalida({ itens: "Valor total da venda muito alto" });
    case "pagamentos_nao_fecham":
      return new EntradaInvalida({
        pagamentos: `A soma dos pagamentos (${formatarCentavos(toCentavos(primeiro))}) não fecha com o total a pagar (${formatarCentavos(toCentavos(segundo))})`,
      });
    default:
      return error;
  }
}

/** A sale a key already made, as GET answers it, with its products' stock now. */
async function vendaJaFeita(db: Database, { usuarioId, id }: { usuarioId: string; id: string }) {
  const resultado = await obterVenda(db, { usuarioId, id });
  const ids = resultado.venda.itens.map((i) => i.produto_id);
  return { ...resultado, estoque: await q.estoqueDosProdutos(db, { usuarioId, ids }) };
}

/**
 * A direct sale (spec §4 sale flow, decision 030) in ONE statement (decisions 148, 171):
 * `balcao_registrar_venda` answers the sale its key already made (refusing another request's), or takes
 * every product's stock down (its prices come from the database, never the browser), computes the totals
 * with the service charge the settings put on direct sales when the customer accepts it, and writes the
 * daily summaries (051, 156), the number, the sale, its payments into the till's open caixa (161), its
 * lines and one exit movement per line. A repeated idempotency key returns the first sale and writes
 * nothing (`criada` false). The answer carries the sold products' stock now.
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
  try {
    // Tried once more on "not found": a product may have been put back by a restore it waited for.
    const row = await repetirSeNaoEncontrado(async () => {
      try {
        return await q.registrarVenda(db, {
          usuarioId,
          autor,
          itens: linhas.map((l) => ({ produto_id: l.produtoId, quantidade: l.quantidade })),
          desconto: dados.desconto,
          taxaServicoPercentual: dados.cobrar_taxa_servico ? null : "0",
          formaPagamento: dados.forma_pagamento,
          pagamentos: dados.pagamentos ?? null,
          observacoes: dados.observacoes,
          terminal: dados.terminal,
          chave,
          hash,
          now,
        });
      } catch (error) {
        throw erroDaVenda(error, dados.terminal);
      }
    });
    // A key that already sold: the function answered that sale.
    if ("existente" in row)
      return { resultado: await vendaJaFeita(db, { usuarioId, id: row.existente }), criada: false };
    const venda = toVenda(
      {
        ...row.venda,
        data_venda: new Date(row.venda.data_venda),
        cancelada_em: null,
        motivo_cancelamento: null,
        cancelada_por: null,
      },
      row.itens.map(toItem),
      row.pagamentos.map((p) => ({
        ...p,
        forma_pagamento: p.forma_pagamento as Pagamento["forma_pagamento"],
        created_at: new Date(p.created_at).toISOString(),
      })),
    );
    return {
      resultado: {
        venda,
        nota: notaDaVenda(venda, contaDe(row.conta ?? CONTA_VAZIA), chave),
        estoque: row.estoque,
      },
      criada: true,
    };
  } catch (error) {
    // The same key sent twice at once: the second insert waited for the first and lost; its stock
    // changes were rolled back with it. Answer with the sale that won, if it sold this same cart.
    if (isUniqueViolation(error, INDICE_IDEMPOTENCIA)) {
      const vencedora = await q.buscarVendaPorChave(db, { usuarioId, chave });
      if (vencedora) {
        requireMesmaRequisicao(vencedora, hash);
        return { resultado: await vendaJaFeita(db, { usuarioId, id: vencedora.id }), criada: false };
      }
    }
    throw error;
  }
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
