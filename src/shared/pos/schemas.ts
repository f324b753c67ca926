import { terminalDaRequisicao } from "../caixa/schemas";
import { CATEGORIAS } from "../catalog/categorias";
import { EstoqueAtualizado } from "../catalog/schemas";
import { dinheiroComPadrao, dinheiroOpcional, inteiro, objetoEstrito, textoOpcional } from "../fields";
import { z } from "../zod";
import {
  CAPACIDADE_MAXIMA,
  CAPACIDADE_MINIMA,
  CAPACIDADE_PADRAO,
  MAX_ITENS_PEDIDO,
  MAX_ITENS_VENDA,
  MAX_OBSERVACAO_ITEM,
  MENSAGEM_CARRINHO_VAZIO,
  MENSAGEM_NOME_CLIENTE_BALCAO,
  MENSAGEM_NUMERO_MESA_OBRIGATORIO,
  MENSAGEM_PEDIDO_VAZIO,
  MENSAGEM_SELECIONE_MESA,
  STATUS_COMANDA,
  STATUS_MESA,
} from "./constantes";
import { EventoComanda, versaoVista } from "./correcoes";
import { FORMAS_PAGAMENTO, FORMAS_PAGAMENTO_COMANDA, MULTIPLAS } from "./formas-pagamento";
import { formaPagamento, Pagamento, pagamentosDaVenda, pessoas } from "./pagamentos";

/**
 * Point of sale (spec §3 vendas, itens_venda, mesas, comandas, itens_comanda, printable note; §5; §9).
 * Money travels as "12.50" text (decision 009); the totals are always computed by the server from the
 * prices in the database (decision 030).
 */

/** What a sale's or a tab's `forma_pagamento` holds (decision 153). */
const formaPagamentoConta = z.enum([...FORMAS_PAGAMENTO, MULTIPLAS]);

const desconto = () =>
  dinheiroComPadrao(
    {
      invalido: "Desconto inválido",
      negativo: "Desconto não pode ser negativo",
      muitoAlto: "Desconto muito alto",
    },
    "0.00",
  );

const quantidade = () =>
  inteiro(
    {
      obrigatorio: "Quantidade é obrigatória",
      invalido: "Quantidade deve ser um número inteiro",
      minimo: "Quantidade deve ser maior que zero",
      muitoAlto: "Quantidade muito alta",
    },
    { minimo: 1 },
  );

const produtoId = () => z.uuid({ error: "ID do produto inválido" });

// ---------------------------------------------------------------------------------------------------
// Direct sale

export const ItemVendaInput = objetoEstrito({ produto_id: produtoId(), quantidade: quantidade() });
export type ItemVendaInput = z.input<typeof ItemVendaInput>;

/**
 * POST /api/vendas. The cart lines carry only product and quantity: prices come from the database.
 * `chave_idempotencia` is a uuid the till generates once per "Confirmar Venda"; sending it again
 * (a retry after a timeout) returns the first sale and writes nothing.
 */
export const VendaInput = objetoEstrito({
  itens: z
    .array(ItemVendaInput, { error: MENSAGEM_CARRINHO_VAZIO })
    .min(1, MENSAGEM_CARRINHO_VAZIO)
    .max(MAX_ITENS_VENDA, `Carrinho com itens demais (máximo ${MAX_ITENS_VENDA})`),
  desconto: desconto(),
  /** The one method of a sale paid at once; ignored when `pagamentos` is sent. */
  forma_pagamento: formaPagamento(FORMAS_PAGAMENTO),
  /**
   * Several payments, each with its method and amount (decision 152): they must add up to the total
   * the customer pays, to the centavo. Absent: one payment of the whole with `forma_pagamento`.
   */
  pagamentos: pagamentosDaVenda(),
  /** false when the customer refuses the service charge (applied only when the settings say so). */
  cobrar_taxa_servico: z
    .boolean({ error: "Taxa de serviço: use verdadeiro ou falso" })
    .optional()
    .default(true),
  observacoes: textoOpcional(1000, "Observações muito longas", "Observações inválidas"),
  chave_idempotencia: z.uuid({ error: "Chave de idempotência inválida" }),
  /** The till that sells: its open caixa takes the payments (decision 161). */
  terminal: terminalDaRequisicao(),
});
export type VendaInput = z.input<typeof VendaInput>;
export type VendaDados = z.output<typeof VendaInput>;

/** GET /api/vendas?limite= — the latest sales, for reprinting a receipt. */
export const VendasFiltro = z.object({
  limite: inteiro(
    {
      invalido: "Limite deve ser um número inteiro",
      minimo: "Limite deve ser maior que zero",
      muitoAlto: "Limite muito alto",
    },
    { minimo: 1, padrao: 20 },
  ).refine((n) => n <= 100, "Limite máximo é 100"),
});
export type VendasFiltro = z.output<typeof VendasFiltro>;

// ---------------------------------------------------------------------------------------------------
// Tables

/** §5: capacity defaults to 4 and non-numeric falls back to 4; a number outside 1–20 is refused. */
const capacidade = () =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .catch(null)
    .transform((value, ctx): number => {
      const text = value == null ? "" : String(value).trim();
      const n = Number(text.replace(",", "."));
      if (text === "" || !Number.isFinite(n)) return CAPACIDADE_PADRAO;
      if (!Number.isInteger(n)) {
        ctx.addIssue({ code: "custom", message: "Capacidade deve ser um número inteiro" });
      } else if (n < CAPACIDADE_MINIMA || n > CAPACIDADE_MAXIMA) {
        ctx.addIssue({
          code: "custom",
          message: `Capacidade deve ser entre ${CAPACIDADE_MINIMA} e ${CAPACIDADE_MAXIMA} pessoas`,
        });
      } else return n;
      return z.NEVER;
    });

/** POST /api/mesas and PUT /api/mesas/:id (the "Nova Mesa" and "Editar Mesa" forms). */
export const MesaInput = objetoEstrito({
  numero_mesa: inteiro(
    {
      obrigatorio: MENSAGEM_NUMERO_MESA_OBRIGATORIO,
      invalido: "Número da mesa deve ser um número inteiro",
      minimo: "Número da mesa deve ser maior que zero",
      muitoAlto: "Número da mesa muito alto",
    },
    { minimo: 1 },
  ),
  nome_mesa: textoOpcional(100, "Nome da mesa muito longo", "Nome da mesa inválido"),
  capacidade_pessoas: capacidade(),
  observacoes: textoOpcional(500, "Observações muito longas", "Observações inválidas"),
});
export type MesaInput = z.input<typeof MesaInput>;
export type MesaDados = z.output<typeof MesaInput>;

export const Mesa = z.object({
  id: z.uuid(),
  numero_mesa: z.number().int(),
  nome_mesa: z.string().nullable(),
  capacidade_pessoas: z.number().int(),
  status: z.enum(STATUS_MESA),
  observacoes: z.string().nullable(),
  /** The tab open on it, when ocupada. */
  comanda_aberta: z.object({ id: z.uuid(), numero_comanda: z.string() }).nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Mesa = z.infer<typeof Mesa>;

// ---------------------------------------------------------------------------------------------------
// Tabs

/**
 * POST /api/comandas ("Abrir Comanda"): the number is generated by the server. `mesa_id: null` opens a
 * tab at the counter (balcão), which then needs the customer's name to be found again (decision 131);
 * a missing or empty table is still "Selecione uma mesa".
 */
export const AbrirComandaInput = objetoEstrito({
  mesa_id: z.uuid({ error: MENSAGEM_SELECIONE_MESA }).nullable(),
  cliente_nome: textoOpcional(255, "Nome do cliente muito longo", "Nome do cliente inválido"),
  cliente_telefone: textoOpcional(30, "Telefone muito longo", "Telefone inválido"),
  /** How many people: the couvert is per person and the pre-bill splits by it (decision 151). */
  pessoas: pessoas(1),
}).superRefine((dados, ctx) => {
  if (dados.mesa_id === null && !dados.cliente_nome)
    ctx.addIssue({ code: "custom", path: ["cliente_nome"], message: MENSAGEM_NOME_CLIENTE_BALCAO });
});
export type AbrirComandaInput = z.input<typeof AbrirComandaInput>;
export type AbrirComandaDados = z.output<typeof AbrirComandaInput>;

/**
 * One line of an order: the price comes from the database; quantity ≤ the product's stock. The note
 * ("sem gelo") is for whoever prepares it and is printed under the item on the bill.
 */
export const ItemComandaInput = objetoEstrito({
  produto_id: produtoId(),
  quantidade: quantidade(),
  observacoes: textoOpcional(
    MAX_OBSERVACAO_ITEM,
    `Observação muito longa (máximo ${MAX_OBSERVACAO_ITEM} caracteres)`,
    "Observação inválida",
  ),
});
export type ItemComandaInput = z.input<typeof ItemComandaInput>;
export type ItemComandaDados = z.output<typeof ItemComandaInput>;

/**
 * POST /api/comandas/:id/itens — an order: one or more lines added in one transaction (all or none).
 * `chave_idempotencia` is a uuid made once per "Enviar pedido"; sending it again adds nothing and
 * answers the tab as it is (decision 130).
 */
export const ItensComandaInput = objetoEstrito({
  itens: z
    .array(ItemComandaInput, { error: MENSAGEM_PEDIDO_VAZIO })
    .min(1, MENSAGEM_PEDIDO_VAZIO)
    .max(MAX_ITENS_PEDIDO, `Pedido com itens demais (máximo ${MAX_ITENS_PEDIDO})`),
  chave_idempotencia: z.uuid({ error: "Chave de idempotência inválida" }),
});
export type ItensComandaInput = z.input<typeof ItensComandaInput>;
export type ItensComandaDados = z.output<typeof ItensComandaInput>;

/**
 * POST /api/comandas/:id/fechar — pays what is left of the bill with one method and closes the tab (the
 * payments route does the same one part at a time). `versao` is the tab's version the cashier saw: a tab
 * changed since is not closed (409 ComandaAlterada, decision 132). `chave_idempotencia`, one per "Fechar
 * Comanda" click: a retried close answers with the closed tab.
 */
export const FecharComandaInput = objetoEstrito({
  forma_pagamento: formaPagamento(FORMAS_PAGAMENTO_COMANDA),
  /** Absent keeps the tab's discount (set by POST /api/comandas/:id/conta, decision 152). */
  desconto: dinheiroOpcional({
    invalido: "Desconto inválido",
    negativo: "Desconto não pode ser negativo",
    muitoAlto: "Desconto muito alto",
  }),
  versao: versaoVista(),
  chave_idempotencia: z.uuid({ error: "Chave de idempotência inválida" }),
  /** The till that takes the payment: its open caixa gets it (decision 161). */
  terminal: terminalDaRequisicao(),
});
export type FecharComandaInput = z.input<typeof FecharComandaInput>;
export type FecharComandaDados = z.output<typeof FecharComandaInput>;

/**
 * GET /api/comandas?status= — aberta (default: every open tab) or fechada (the latest 50 that ended:
 * closed, cancelled and merged).
 */
export const ComandasFiltro = z.object({
  status: z
    .enum(["aberta", "fechada"], { error: "Status deve ser aberta ou fechada" })
    .optional()
    .default("aberta"),
});
export type ComandasFiltro = z.output<typeof ComandasFiltro>;

// ---------------------------------------------------------------------------------------------------
// Outputs

const ProdutoResumo = z.object({
  nome: z.string(),
  marca: z.string().nullable(),
  categoria: z.enum(CATEGORIAS),
});

/** A sale or tab line: prices as they were when sold. subtotal = quantidade × preco_unitario. */
export const ItemVenda = z.object({
  id: z.uuid(),
  produto_id: z.uuid(),
  quantidade: z.number().int(),
  preco_unitario: z.string(),
  desconto_item: z.string(),
  subtotal: z.string(),
  produto: ProdutoResumo,
});
export type ItemVenda = z.infer<typeof ItemVenda>;

export const Venda = z.object({
  id: z.uuid(),
  numero_venda: z.string(),
  subtotal: z.string(),
  desconto: z.string(),
  /** max(subtotal − desconto, 0) */
  total: z.string(),
  /** The service charge applied ("0.00" when none) and its amount: not revenue (decision 150). */
  taxa_servico_percentual: z.string(),
  taxa_servico: z.string(),
  /** What the customer paid: total + taxa_servico. */
  total_a_pagar: z.string(),
  /** The method, or "multiplas" when the payments used several (decision 153). */
  forma_pagamento: formaPagamentoConta,
  pagamentos: z.array(Pagamento),
  status: z.enum(["finalizada", "cancelada"]),
  observacoes: z.string().nullable(),
  vendedor: z.string(),
  data_venda: z.iso.datetime(),
  cancelada_em: z.iso.datetime().nullable(),
  motivo_cancelamento: z.string().nullable(),
  itens: z.array(ItemVenda),
});
export type Venda = z.infer<typeof Venda>;

export const ItemComanda = ItemVenda.extend({ observacoes: z.string().nullable() });
export type ItemComanda = z.infer<typeof ItemComanda>;

export const Comanda = z.object({
  id: z.uuid(),
  numero_comanda: z.string(),
  status: z.enum(STATUS_COMANDA),
  mesa: z
    .object({ id: z.uuid(), numero_mesa: z.number().int(), nome_mesa: z.string().nullable() })
    .nullable(),
  cliente_nome: z.string().nullable(),
  cliente_telefone: z.string().nullable(),
  subtotal: z.string(),
  desconto: z.string(),
  total: z.string(),
  /** Set when closed: the method, or "multiplas" when the payments used several (decision 153). */
  forma_pagamento: formaPagamentoConta.nullable(),
  pessoas: z.number().int(),
  /** The settings' percentage when the tab opened; charged unless the customer refused it (decision 150). */
  taxa_servico_percentual: z.string(),
  cobrar_taxa_servico: z.boolean(),
  taxa_servico: z.string(),
  /** Per person when the tab opened; charged unless removed (decision 151). */
  couvert_por_pessoa: z.string(),
  cobrar_couvert: z.boolean(),
  couvert: z.string(),
  /** total + taxa_servico + couvert: what the table pays. */
  total_a_pagar: z.string(),
  /** Σ of the payments made, and what is left (never below 0). */
  pago: z.string(),
  falta_pagar: z.string(),
  pagamentos: z.array(Pagamento),
  data_abertura: z.iso.datetime(),
  data_fechamento: z.iso.datetime().nullable(),
  cancelada_em: z.iso.datetime().nullable(),
  motivo_cancelamento: z.string().nullable(),
  /** A merged tab (status juntada): when, and the tab that took its lines (decision 138). */
  juntada_em: z.iso.datetime().nullable(),
  juntada_a: z.object({ id: z.uuid(), numero_comanda: z.string() }).nullable(),
  /** Sent back by closing and by the edits that depend on what was seen (decision 132). */
  versao: z.number().int(),
  /** One line per product, price and note: the same product added twice is one line (decision 134). */
  itens: z.array(ItemComanda),
});
export type Comanda = z.infer<typeof Comanda>;

/**
 * The printable note (§3): everything the receipt prints, in the spec's own field names. Built by the
 * server with every sale, tab close and reprint; `montarRecibo` (src/shared/pos/recibo.ts) makes the text.
 */
export const NotaImpressao = z.object({
  tipo: z.enum(["venda_direta", "comanda"]),
  /** ISO 8601; printed in America/Sao_Paulo. */
  dataHora: z.iso.datetime(),
  nomeEstabelecimento: z.string(),
  /** Digits only (CPF 11, CNPJ 14), from the settings; the receipt masks it. */
  cnpjCpfEstabelecimento: z.string().nullable(),
  enderecoEstabelecimento: z.string().nullable(),
  telefoneEstabelecimento: z.string().nullable(),
  numeroVenda: z.string().nullable(),
  numeroComanda: z.string().nullable(),
  numeroMesa: z.number().int().nullable(),
  nomeCliente: z.string().nullable(),
  telefoneCliente: z.string().nullable(),
  itens: z.array(
    z.object({
      nome: z.string(),
      preco: z.string(),
      quantidade: z.number().int(),
      total: z.string(),
      observacoes: z.string().nullable(),
    }),
  ),
  subtotal: z.string(),
  desconto: z.string(),
  /** The service charge, when charged: "Taxa de serviço (10%)" (decision 150). */
  taxaServico: z.object({ percentual: z.string(), valor: z.string() }).nullable(),
  /** The couvert, when charged: "Couvert (4 x R$ 15,00)" (decision 151). */
  couvert: z.object({ pessoas: z.number().int(), valorPorPessoa: z.string(), valor: z.string() }).nullable(),
  /** What the customer pays: items less the discount, plus service and couvert. */
  total: z.string(),
  /** The one method of a bill paid at once; null with several payments and on an open tab. */
  formaPagamento: z.enum(FORMAS_PAGAMENTO).nullable(),
  /** Every payment, in order (decision 152); the receipt lists them when there are several or change. */
  pagamentos: z.array(
    z.object({
      formaPagamento: z.enum(FORMAS_PAGAMENTO),
      valor: z.string(),
      valorRecebido: z.string().nullable(),
      troco: z.string(),
    }),
  ),
  /**
   * An open tab's pre-bill (decision 154): "CONFERÊNCIA — NÃO É COMPROVANTE DE PAGAMENTO", with the
   * total per person for this many people. null on a receipt.
   */
  conferencia: z.object({ pessoas: z.number().int() }).nullable(),
  observacoes: z.string().nullable(),
  /** A cancelled sale or tab: the reprint says CANCELADA, when and why (decision 133). */
  cancelamento: z.object({ dataHora: z.iso.datetime(), motivo: z.string() }).nullable(),
  /** A PIX payment's static BR Code for exactly the total (decision 137); null otherwise or without a key. */
  pixCopiaECola: z.string().nullable(),
});
export type NotaImpressao = z.infer<typeof NotaImpressao>;

/** GET /api/vendas/:id. */
export const VendaComNota = z.object({ venda: Venda, nota: NotaImpressao });
export type VendaComNota = z.infer<typeof VendaComNota>;

/** GET /api/comandas/:id, POST /api/comandas/:id/fechar and the corrections: with the tab's history. */
export const ComandaComNota = z.object({
  comanda: Comanda,
  nota: NotaImpressao,
  historico: z.array(EventoComanda),
});
export type ComandaComNota = z.infer<typeof ComandaComNota>;

/**
 * POST /api/vendas (201, or 200 on a repeated key): the sale, its note and the stock now of its products
 * (decision 145).
 */
export const VendaRegistrada = VendaComNota.extend({ estoque: z.array(EstoqueAtualizado) });
export type VendaRegistrada = z.infer<typeof VendaRegistrada>;

/**
 * POST /api/comandas/:id/pagamentos and /fechar: the tab, and the new stock of its products when the
 * request closed it (empty otherwise, decision 145).
 */
export const ComandaComEstoque = ComandaComNota.extend({ estoque: z.array(EstoqueAtualizado) });
export type ComandaComEstoque = z.infer<typeof ComandaComEstoque>;

/**
 * GET /api/pdv/resumo — the four PDV cards. A closed tab counts as a sale (decision 031): counts and
 * revenue are over vendas plus comandas fechadas; "hoje" is the calendar day in America/Sao_Paulo.
 */
export const ResumoPdv = z.object({
  vendas_hoje: z.number().int(),
  receita_hoje: z.string(),
  total_vendas: z.number().int(),
  receita_total: z.string(),
});
export type ResumoPdv = z.infer<typeof ResumoPdv>;
