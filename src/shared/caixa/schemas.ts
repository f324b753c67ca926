import {
  dinheiro,
  dinheiroComPadrao,
  MENSAGEM_CARACTERE_INVALIDO,
  objetoEstrito,
  semCaractereNulo,
  textoObrigatorio,
  textoOpcional,
} from "../fields";
import { FORMAS_PAGAMENTO } from "../pos/formas-pagamento";
import { z } from "../zod";
import { MAX_TERMINAL, MENSAGEM_TERMINAL_OBRIGATORIO, TERMINAL_PADRAO } from "./terminal";

/**
 * The cash register (decisions 160–163): a shift ("caixa") opened on one till ("terminal") with its
 * float, cash taken out (sangria) and put in (suprimento), every payment of the till attached to it, and
 * the close with the counted amounts per method. Money travels as "12.50" text (decision 009).
 */

/** The till's name as typed on the device ("Caixa 1", "Balcão do fundo"). */
export const terminal = () =>
  z
    .string({ error: MENSAGEM_TERMINAL_OBRIGATORIO })
    .trim()
    .min(1, MENSAGEM_TERMINAL_OBRIGATORIO)
    .max(MAX_TERMINAL, `Nome do terminal muito longo (máximo ${MAX_TERMINAL} caracteres)`)
    .refine(semCaractereNulo, MENSAGEM_CARACTERE_INVALIDO);

/**
 * The till a sale, a payment or a cancellation was made on: the web always sends the device's; an API
 * client that sends none is on the default till.
 */
export const terminalDaRequisicao = () => terminal().optional().default(TERMINAL_PADRAO);

export const MAX_MOTIVO_MOVIMENTO = 200;
export const MAX_OBSERVACOES_CAIXA = 500;

const chave = () => z.uuid({ error: "Chave de idempotência inválida" });

/** POST /api/caixas — "Abrir Caixa": the till and the float ("fundo de troco", may be R$ 0,00). */
export const AbrirCaixaInput = objetoEstrito({
  terminal: terminal(),
  fundo_troco: dinheiro({
    obrigatorio: "Informe o fundo de troco (0 se não houver)",
    invalido: "Fundo de troco inválido",
    negativo: "O fundo de troco não pode ser negativo",
    muitoAlto: "Fundo de troco muito alto",
  }),
  chave_idempotencia: chave(),
});
export type AbrirCaixaInput = z.input<typeof AbrirCaixaInput>;
export type AbrirCaixaDados = z.output<typeof AbrirCaixaInput>;

export const TIPOS_MOVIMENTO_MANUAL = ["sangria", "suprimento"] as const;
export type TipoMovimentoManual = (typeof TIPOS_MOVIMENTO_MANUAL)[number];
/** estorno: a cancelled bill's money going back, written by the cancellation (decision 163). */
export const TIPOS_MOVIMENTO = [...TIPOS_MOVIMENTO_MANUAL, "estorno"] as const;
export type TipoMovimento = (typeof TIPOS_MOVIMENTO)[number];

export const ROTULO_MOVIMENTO: Record<TipoMovimento, string> = {
  sangria: "Sangria",
  suprimento: "Suprimento",
  estorno: "Estorno",
};

/** POST /api/caixas/:id/movimentos — a sangria (cash out) or a suprimento (cash in), with its reason. */
export const MovimentoCaixaInput = objetoEstrito({
  tipo: z.enum(TIPOS_MOVIMENTO_MANUAL, { error: "Tipo deve ser sangria ou suprimento" }),
  valor: dinheiro({
    obrigatorio: "Informe o valor",
    invalido: "Valor inválido",
    negativo: "O valor não pode ser negativo",
    muitoAlto: "Valor muito alto",
  }).refine((v) => v !== "0.00", "O valor deve ser maior que zero"),
  motivo: textoObrigatorio(MAX_MOTIVO_MOVIMENTO, {
    obrigatorio: "Informe o motivo",
    longo: `Motivo muito longo (máximo ${MAX_MOTIVO_MOVIMENTO} caracteres)`,
  }),
  chave_idempotencia: chave(),
});
export type MovimentoCaixaInput = z.input<typeof MovimentoCaixaInput>;
export type MovimentoCaixaDados = z.output<typeof MovimentoCaixaInput>;

const contado = (rotulo: string) =>
  dinheiroComPadrao(
    {
      invalido: `${rotulo}: valor inválido`,
      negativo: `${rotulo}: o valor não pode ser negativo`,
      muitoAlto: `${rotulo}: valor muito alto`,
    },
    "0.00",
  );

/** What the cashier counted, per method; a method left blank counted R$ 0,00. */
export const ContadoInput = objetoEstrito({
  dinheiro: contado("Dinheiro"),
  pix: contado("PIX"),
  cartao_debito: contado("Cartão de Débito"),
  cartao_credito: contado("Cartão de Crédito"),
  transferencia: contado("Transferência"),
});
export type ContadoInput = z.input<typeof ContadoInput>;
export type Contado = z.output<typeof ContadoInput>;

/** POST /api/caixas/:id/fechar — the counted amounts and notes; a retry with the key answers the close. */
export const FecharCaixaInput = objetoEstrito({
  contado: ContadoInput,
  observacoes: textoOpcional(
    MAX_OBSERVACOES_CAIXA,
    `Observações muito longas (máximo ${MAX_OBSERVACOES_CAIXA} caracteres)`,
    "Observações inválidas",
  ),
  chave_idempotencia: chave(),
});
export type FecharCaixaInput = z.input<typeof FecharCaixaInput>;
export type FecharCaixaDados = z.output<typeof FecharCaixaInput>;

/** GET /api/caixas/fechados?limite= — the latest closings. */
export const FechamentosFiltro = z.object({
  limite: z.coerce
    .number({ error: "Limite deve ser um número inteiro" })
    .int("Limite deve ser um número inteiro")
    .min(1, "Limite deve ser maior que zero")
    .max(100, "Limite máximo é 100")
    .optional()
    .default(30),
});
export type FechamentosFiltro = z.output<typeof FechamentosFiltro>;

// ---------------------------------------------------------------------------------------------------
// Outputs

const forma = z.enum(FORMAS_PAGAMENTO);

/**
 * One method's line of a shift (decision 162). `recebido` is what came in (cash handed over, or the
 * payment), `troco` the change given back, `estornos` what cancelled bills gave back;
 * `esperado` = for cash, fundo + recebido − troco + suprimentos − sangrias − estornos; for the others,
 * recebido − estornos. `contado` and `diferenca` (contado − esperado) once the caixa is closed.
 */
export const LinhaCaixa = z.object({
  forma_pagamento: forma,
  pagamentos: z.number().int(),
  recebido: z.string(),
  troco: z.string(),
  estornos: z.string(),
  esperado: z.string(),
  contado: z.string().nullable(),
  diferenca: z.string().nullable(),
});
export type LinhaCaixa = z.infer<typeof LinhaCaixa>;

export const ResumoCaixa = z.object({
  /** Every method, in the order of §9. */
  linhas: z.array(LinhaCaixa),
  suprimentos: z.string(),
  sangrias: z.string(),
  total_esperado: z.string(),
  total_contado: z.string().nullable(),
  diferenca: z.string().nullable(),
  /** Sales and tabs with a payment in this shift. */
  vendas: z.number().int(),
  comandas: z.number().int(),
  /** Collected with the bills completed in this shift, for the staff and the artist: not revenue. */
  taxa_servico: z.string(),
  couvert: z.string(),
});
export type ResumoCaixa = z.infer<typeof ResumoCaixa>;

export const MovimentoCaixa = z.object({
  id: z.uuid(),
  tipo: z.enum(TIPOS_MOVIMENTO),
  forma_pagamento: forma,
  valor: z.string(),
  motivo: z.string(),
  registrado_por: z.string(),
  created_at: z.iso.datetime(),
});
export type MovimentoCaixa = z.infer<typeof MovimentoCaixa>;

export const STATUS_CAIXA = ["aberto", "fechado"] as const;
export type StatusCaixa = (typeof STATUS_CAIXA)[number];

export const Caixa = z.object({
  id: z.uuid(),
  terminal: z.string(),
  status: z.enum(STATUS_CAIXA),
  fundo_troco: z.string(),
  aberto_por: z.string(),
  aberto_em: z.iso.datetime(),
  fechado_por: z.string().nullable(),
  fechado_em: z.iso.datetime().nullable(),
  observacoes: z.string().nullable(),
  /** Live while open; as it was at the close once closed. */
  resumo: ResumoCaixa,
  movimentos: z.array(MovimentoCaixa),
});
export type Caixa = z.infer<typeof Caixa>;

/** One past closing as the list shows it: who, when, and the differences per method. */
export const FechamentoCaixa = z.object({
  id: z.uuid(),
  terminal: z.string(),
  aberto_por: z.string(),
  aberto_em: z.iso.datetime(),
  fechado_por: z.string(),
  fechado_em: z.iso.datetime(),
  total_esperado: z.string(),
  total_contado: z.string(),
  diferenca: z.string(),
  diferencas: z.array(z.object({ forma_pagamento: forma, diferenca: z.string() })),
});
export type FechamentoCaixa = z.infer<typeof FechamentoCaixa>;

/** Who prints the closing: the receipt's establishment fields (decision 111). */
export const EstabelecimentoNota = z.object({
  nomeEstabelecimento: z.string(),
  cnpjCpfEstabelecimento: z.string().nullable(),
  enderecoEstabelecimento: z.string().nullable(),
  telefoneEstabelecimento: z.string().nullable(),
});
export type EstabelecimentoNota = z.infer<typeof EstabelecimentoNota>;

/** GET /api/caixas/:id and POST /api/caixas/:id/fechar: the shift and, once closed, what its paper prints. */
export const CaixaComNota = z.object({
  caixa: Caixa,
  estabelecimento: EstabelecimentoNota,
});
export type CaixaComNota = z.infer<typeof CaixaComNota>;
