import { isValidCpfOrCnpj, onlyDigits } from "../accounts/cpf-cnpj";
import { SubscriptionStatus } from "../accounts/schemas";
import { MENSAGEM_CARACTERE_INVALIDO, objetoEstrito, semCaractereNulo } from "../fields";
import { z } from "../zod";

/**
 * Plans, purchases, payments and the subscription, as the API takes and answers them (spec
 * accounts-plans-settings §2 plans page and result pages, §3, §4, §9). Money is numeric(12,2) text.
 */

export const PLANO_OBRIGATORIO = "Escolha um dos planos disponíveis.";

const planoId = z
  .string({ error: PLANO_OBRIGATORIO })
  .min(1, PLANO_OBRIGATORIO)
  .max(64, PLANO_OBRIGATORIO)
  .refine(semCaractereNulo, PLANO_OBRIGATORIO);

const email = z
  .string({ error: "Email inválido" })
  .trim()
  .toLowerCase()
  .max(254, "Email inválido")
  .refine(semCaractereNulo, "Email inválido")
  .pipe(z.email("Email inválido"));

/** A Brazilian phone with area code: 10 or 11 digits; masks are accepted and reduced to the digits. */
const telefone = z
  .string({ error: "Telefone é obrigatório" })
  .transform(onlyDigits)
  .refine((d) => d.length > 0, "Telefone é obrigatório")
  .refine((d) => d.length === 10 || d.length === 11, "Telefone inválido: informe DDD e número");

/**
 * POST /api/compras: buying a plan with no account yet (pay first). A confirmed payment creates the
 * account with these data; an e-mail that already has an account renews or upgrades that account.
 */
export const CompraInput = objetoEstrito({
  planoId,
  email,
  nomeEstabelecimento: z
    .string({ error: "Nome do estabelecimento deve ter pelo menos 2 caracteres" })
    .trim()
    .min(2, "Nome do estabelecimento deve ter pelo menos 2 caracteres")
    .max(100, "Nome muito longo")
    .refine(semCaractereNulo, MENSAGEM_CARACTERE_INVALIDO),
  cnpjCpf: z
    .string({ error: "CPF ou CNPJ inválido" })
    .transform(onlyDigits)
    .refine((d) => d.length >= 11 && isValidCpfOrCnpj(d), "CPF ou CNPJ inválido"),
  telefone,
});
export type CompraInput = z.input<typeof CompraInput>;
export type CompraDados = z.output<typeof CompraInput>;

/** POST /api/assinatura/pagar: the signed-in owner pays a plan (the trial's, a renewal or an upgrade). */
export const PagarPlanoInput = objetoEstrito({ planoId });
export type PagarPlanoInput = z.input<typeof PagarPlanoInput>;

export const STATUS_COMPRA = ["aguardando", "paga", "recusada", "vencida", "cancelada"] as const;
export type StatusCompra = (typeof STATUS_COMPRA)[number];

export const STATUS_PAGAMENTO = ["pending", "confirmed", "overdue", "refunded", "deleted"] as const;
export type StatusPagamento = (typeof STATUS_PAGAMENTO)[number];

/** Spec §4: confirmed Pago, pending Pendente, overdue Vencido; a refund or chargeback is Estornado. */
export const ROTULO_STATUS_PAGAMENTO: Record<StatusPagamento, string> = {
  pending: "Pendente",
  confirmed: "Pago",
  overdue: "Vencido",
  refunded: "Estornado",
  deleted: "Cancelado",
};

/** The provider's billingType, as the buyer chose it (UNDEFINED: not chosen yet). */
export const FORMAS_COBRANCA = ["UNDEFINED", "PIX", "BOLETO", "CREDIT_CARD"] as const;
export type FormaCobranca = (typeof FORMAS_COBRANCA)[number];

export const ROTULO_FORMA_COBRANCA: Record<FormaCobranca, string> = {
  UNDEFINED: "A escolher",
  PIX: "PIX",
  BOLETO: "Boleto",
  CREDIT_CARD: "Cartão de crédito",
};

/** A charge of the subscription (settings' payment history, latest 5; the result pages). */
export const Pagamento = z.object({
  id: z.uuid(),
  plano_nome: z.string().nullable(),
  valor: z.string(),
  metodo_pagamento: z.enum(FORMAS_COBRANCA),
  status: z.enum(STATUS_PAGAMENTO),
  data_vencimento: z.string().nullable(),
  data_pagamento: z.iso.datetime().nullable(),
  url_fatura: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type Pagamento = z.infer<typeof Pagamento>;

/**
 * A purchase as the payment result pages read it (GET /api/compras/:id, public: the id is the secret
 * the provider sends back as payment_id). It says what is true on the server, not what the browser hoped.
 */
export const Compra = z.object({
  id: z.uuid(),
  status: z.enum(STATUS_COMPRA),
  plano: z.object({ id: z.string(), nome: z.string(), duracao_meses: z.number().int() }),
  valor_total: z.string(),
  valor_mensal: z.string(),
  /** Where to pay (the provider's invoice or the sandbox checkout); null once paid. */
  url_pagamento: z.string().nullable(),
  /** The latest charge the provider reported, if any. */
  pagamento: z
    .object({
      status: z.enum(STATUS_PAGAMENTO),
      metodo_pagamento: z.enum(FORMAS_COBRANCA),
      data_vencimento: z.string().nullable(),
      url_fatura: z.string().nullable(),
    })
    .nullable(),
  /** Pay first: the confirmed payment created the account, and the e-mail with its link was sent. */
  conta_criada: z.boolean(),
});
export type Compra = z.infer<typeof Compra>;

/** The answer of starting a payment: where to send the browser. */
export const PagamentoIniciado = z.object({ compra_id: z.uuid(), url_pagamento: z.string() });
export type PagamentoIniciado = z.infer<typeof PagamentoIniciado>;

/** GET /api/assinatura: the settings' subscription card. */
export const AssinaturaDetalhe = z.object({
  acesso: SubscriptionStatus,
  /** Cancelled by the owner: access runs to the end of the paid period. */
  cancelamento: z.object({ data: z.iso.datetime(), acesso_ate: z.iso.datetime() }).nullable(),
  /** A purchase started and not paid yet (to resume it). */
  compra_pendente: z.object({ id: z.uuid(), url_pagamento: z.string().nullable() }).nullable(),
});
export type AssinaturaDetalhe = z.infer<typeof AssinaturaDetalhe>;

/** The spec's default cancel reason (§4). */
export const MOTIVO_CANCELAMENTO_PADRAO = "Cancelada pelo usuário";
/** The spec's default suspend reason (§4). */
export const MOTIVO_SUSPENSAO_PADRAO = "Suspensa automaticamente por vencimento";

/** The sandbox checkout's buttons (PAYMENT_PROVIDER=sandbox): the outcomes a tester needs. */
export const RESULTADOS_SANDBOX = ["pago", "pendente", "recusado", "vencido"] as const;
export type ResultadoSandbox = (typeof RESULTADOS_SANDBOX)[number];

/** POST /api/sandbox/cobrancas/:id/resultado. */
export const ResultadoSandboxInput = objetoEstrito({
  resultado: z.enum(RESULTADOS_SANDBOX, { error: "Escolha o resultado do pagamento." }),
  forma: z.enum(["PIX", "BOLETO", "CREDIT_CARD"], { error: "Escolha a forma de pagamento." }),
});
export type ResultadoSandboxInput = z.input<typeof ResultadoSandboxInput>;

/** GET /api/sandbox/cobrancas/:id: what the sandbox checkout page shows. */
export const CobrancaSandbox = z.object({
  id: z.string(),
  plano_nome: z.string().nullable(),
  valor: z.string(),
  /** "YYYY-MM-DD". */
  vencimento: z.string(),
  forma: z.enum(FORMAS_COBRANCA),
  /** The provider's status (PENDING, RECEIVED, CONFIRMED, OVERDUE, DELETED). */
  status: z.string(),
  nome_cliente: z.string().nullable(),
});
export type CobrancaSandbox = z.infer<typeof CobrancaSandbox>;

/** The sandbox's answer: the result page the provider sends the buyer back to. */
export const RedirecionamentoSandbox = z.object({ redirecionar_para: z.string() });
export type RedirecionamentoSandbox = z.infer<typeof RedirecionamentoSandbox>;
