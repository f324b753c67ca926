import { terminalDaRequisicao } from "../caixa/schemas";
import { dinheiro, dinheiroOpcional, inteiro, objetoEstrito } from "../fields";
import { toCentavos } from "../money";
import { z } from "../zod";
import {
  MAX_PAGAMENTOS_VENDA,
  MAX_PESSOAS,
  MENSAGEM_RECEBIDO_MENOR,
  MENSAGEM_RECEBIDO_SO_DINHEIRO,
  MENSAGEM_VALOR_PAGAMENTO,
} from "./constantes";
import { versaoVista } from "./correcoes";
import { FORMAS_PAGAMENTO, FORMAS_PAGAMENTO_COMANDA, type FormaPagamento } from "./formas-pagamento";

/**
 * Paying the bill (decisions 150–153): payments of a direct sale or a tab, each with its own method and
 * amount; the service charge and the couvert, removable; the number of people at the table.
 */

/** Absent, null or "" is dinheiro: "selecting an empty payment value resets it to dinheiro" (§4). */
export function formaPagamento<const T extends readonly [string, ...string[]]>(formas: T) {
  return z
    .union([z.enum(formas), z.literal(""), z.null()], { error: "Forma de pagamento inválida" })
    .optional()
    .transform((v) => (v ? v : "dinheiro") as T[number]);
}

const valorPagamento = () =>
  dinheiro({
    obrigatorio: MENSAGEM_VALOR_PAGAMENTO,
    invalido: "Valor do pagamento inválido",
    negativo: "Valor do pagamento não pode ser negativo",
    muitoAlto: "Valor do pagamento muito alto",
  }).refine((v) => v !== "0.00", "O valor do pagamento deve ser maior que zero");

const valorRecebido = () =>
  dinheiroOpcional({
    invalido: "Valor recebido inválido",
    negativo: "Valor recebido não pode ser negativo",
    muitoAlto: "Valor recebido muito alto",
  });

/** Cash may say what was handed over (then the change is computed); no other method has change. */
function conferirRecebido(
  dados: { forma_pagamento: FormaPagamento; valor: string; valor_recebido: string | null },
  ctx: z.RefinementCtx,
  caminho: (string | number)[] = [],
) {
  if (dados.valor_recebido === null) return;
  if (dados.forma_pagamento !== "dinheiro")
    ctx.addIssue({
      code: "custom",
      path: [...caminho, "valor_recebido"],
      message: MENSAGEM_RECEBIDO_SO_DINHEIRO,
    });
  else if (toCentavos(dados.valor_recebido) < toCentavos(dados.valor))
    ctx.addIssue({ code: "custom", path: [...caminho, "valor_recebido"], message: MENSAGEM_RECEBIDO_MENOR });
}

/** One payment of a direct sale, sent with the sale (POST /api/vendas `pagamentos`). */
export const PagamentoVendaInput = objetoEstrito({
  forma_pagamento: formaPagamento(FORMAS_PAGAMENTO),
  valor: valorPagamento(),
  valor_recebido: valorRecebido(),
});
export type PagamentoVendaInput = z.input<typeof PagamentoVendaInput>;
export type PagamentoVendaDados = z.output<typeof PagamentoVendaInput>;

export const pagamentosDaVenda = () =>
  z
    .array(PagamentoVendaInput, { error: "Pagamentos inválidos" })
    .min(1, "Informe ao menos um pagamento")
    .max(MAX_PAGAMENTOS_VENDA, `Pagamentos demais (máximo ${MAX_PAGAMENTOS_VENDA})`)
    .superRefine((lista, ctx) => {
      for (const [i, p] of lista.entries()) conferirRecebido(p, ctx, [i]);
    })
    .optional();

/**
 * POST /api/comandas/:id/pagamentos — one payment of a tab, one request. `versao` is the tab's version
 * the cashier saw (a payment computed on a stale total is refused, decision 132); `chave_idempotencia`,
 * one per click: a retry answers the tab without paying twice. The payment that completes the bill
 * closes the tab in its transaction.
 */
export const PagamentoComandaInput = objetoEstrito({
  forma_pagamento: formaPagamento(FORMAS_PAGAMENTO_COMANDA),
  valor: valorPagamento(),
  valor_recebido: valorRecebido(),
  versao: versaoVista(),
  chave_idempotencia: z.uuid({ error: "Chave de idempotência inválida" }),
  /** The till that takes the payment: its open caixa gets it (decision 161). */
  terminal: terminalDaRequisicao(),
}).superRefine((dados, ctx) => conferirRecebido(dados, ctx));
export type PagamentoComandaInput = z.input<typeof PagamentoComandaInput>;
export type PagamentoComandaDados = z.output<typeof PagamentoComandaInput>;

const ligado = (rotulo: string) => z.boolean({ error: `${rotulo}: use verdadeiro ou falso` }).optional();

/**
 * POST /api/comandas/:id/conta — the bill's adjustments at the version on screen: the discount, and
 * whether the service charge and the couvert are charged (the customer may refuse them, one click).
 */
export const AjustarContaInput = objetoEstrito({
  desconto: dinheiroOpcional({
    invalido: "Desconto inválido",
    negativo: "Desconto não pode ser negativo",
    muitoAlto: "Desconto muito alto",
  }),
  cobrar_taxa_servico: ligado("Taxa de serviço"),
  cobrar_couvert: ligado("Couvert"),
  versao: versaoVista(),
}).refine(
  (d) => d.desconto !== null || d.cobrar_taxa_servico !== undefined || d.cobrar_couvert !== undefined,
  "Informe o que muda na conta",
);
export type AjustarContaInput = z.input<typeof AjustarContaInput>;
export type AjustarContaDados = z.output<typeof AjustarContaInput>;

/** How many people a tab is for (the couvert is per person). */
export const pessoas = (padrao?: number) =>
  inteiro(
    {
      obrigatorio: "Informe o número de pessoas",
      invalido: "Número de pessoas deve ser um número inteiro",
      minimo: "A mesa tem pelo menos 1 pessoa",
      muitoAlto: "Número de pessoas muito alto",
    },
    { minimo: 1, padrao },
  ).refine((n) => n <= MAX_PESSOAS, `No máximo ${MAX_PESSOAS} pessoas`);

/** POST /api/comandas/:id/pessoas — whoever serves the table may correct it. */
export const PessoasComandaInput = objetoEstrito({ pessoas: pessoas() });
export type PessoasComandaInput = z.input<typeof PessoasComandaInput>;

/** One payment as the API answers it. */
export const Pagamento = z.object({
  id: z.uuid(),
  forma_pagamento: z.enum(FORMAS_PAGAMENTO),
  valor: z.string(),
  valor_recebido: z.string().nullable(),
  troco: z.string(),
  registrado_por: z.string(),
  created_at: z.iso.datetime(),
});
export type Pagamento = z.infer<typeof Pagamento>;

/**
 * GET /api/pdv/taxas — what the settings charge on a bill now (decisions 150–151), "0.00" when off: the
 * till shows the service line of a direct sale with it; a tab keeps the values it opened with.
 */
export const TaxasConta = z.object({
  taxa_servico_percentual: z.string(),
  taxa_servico_venda_direta: z.boolean(),
  couvert_por_pessoa: z.string(),
});
export type TaxasConta = z.infer<typeof TaxasConta>;
