import { isValidCpfOrCnpj, onlyDigits } from "../accounts/cpf-cnpj";
import {
  dinheiroComPadrao,
  MENSAGEM_CARACTERE_INVALIDO,
  objetoEstrito,
  semCaractereNulo,
  textoOpcional,
} from "../fields";
import { toCentavos } from "../money";
import { type CamposPix, lerCamposPix, TIPOS_CHAVE_PIX } from "../pix/recebedor";
import { z } from "../zod";
import { lerInteiroConfiguracao } from "./inteiro-configuracao";

/**
 * The establishment's settings (spec §3 configuracoes, §5 settings and import rules, §9 defaults). The
 * form, PUT /api/configuracoes and the import validate with these same fields.
 */

export const ESTOQUE_MINIMO_PADRAO = 20;
export const ALERTA_ESTOQUE_CRITICO_PADRAO = 5;
export const VERSAO_ARQUIVO_CONFIGURACOES = "1.0";
export const MENSAGEM_ARQUIVO_INVALIDO = "Arquivo inválido";
export const MENSAGEM_CPF_CNPJ_INVALIDO = "CPF ou CNPJ inválido";
export const MENSAGEM_CPF_CNPJ_OBRIGATORIO = "CNPJ/CPF é obrigatório";

const nomeEstabelecimento = z
  .string({ error: "Nome do estabelecimento é obrigatório" })
  .trim()
  .min(1, "Nome do estabelecimento é obrigatório")
  .max(100, "Nome muito longo")
  .refine(semCaractereNulo, MENSAGEM_CARACTERE_INVALIDO);

const emailContato = z
  .string({ error: "Email inválido" })
  .trim()
  .toLowerCase()
  .max(254, "Email inválido")
  .refine(semCaractereNulo, "Email inválido")
  .pipe(z.email("Email inválido"));

/** Optional; when given, 10 to 13 digits (DDD and number, with or without the country code). */
const telefone = textoOpcional(30, "Telefone muito longo", "Telefone inválido").refine(
  (v) => v === null || /^\d{10,13}$/.test(onlyDigits(v)),
  "Telefone inválido: informe o DDD e o número",
);

/**
 * Required, as at sign-up: the receipt prints it and billing identifies the account by it. A valid CPF
 * or CNPJ, stored as digits only (masks are accepted).
 */
const cnpjCpf = z
  .string({ error: MENSAGEM_CPF_CNPJ_OBRIGATORIO })
  .superRefine((v, ctx) => {
    const d = onlyDigits(v);
    if (d.length === 0) ctx.addIssue({ code: "custom", message: MENSAGEM_CPF_CNPJ_OBRIGATORIO });
    else if (!isValidCpfOrCnpj(d)) ctx.addIssue({ code: "custom", message: MENSAGEM_CPF_CNPJ_INVALIDO });
  })
  .transform(onlyDigits);

const endereco = textoOpcional(200, "Endereço muito longo", "Endereço inválido");

const ligado = (nome: string) => z.boolean({ error: `${nome}: use verdadeiro ou falso` });

/** §5: parsed as an integer, non-numeric is 0, never below 0 — the rule, not an error. */
const inteiroConfiguracao = z.unknown().transform(lerInteiroConfiguracao);

/** "" from the form's select is "no type", like null. */
const pixTipoChave = z
  .union([z.enum(TIPOS_CHAVE_PIX), z.literal(""), z.null()], { error: "Tipo de chave PIX inválido" })
  .optional()
  .transform((v) => v || null);
const textoPix = (nome: string) =>
  textoOpcional(200, `${nome} muito longo`, `${nome} inválido`).refine(
    (v) => v === null || semCaractereNulo(v),
    MENSAGEM_CARACTERE_INVALIDO,
  );

const camposPix = {
  pix_tipo_chave: pixTipoChave,
  pix_chave: textoPix("Chave PIX"),
  pix_nome_recebedor: textoPix("Nome do recebedor"),
  pix_cidade: textoPix("Cidade"),
};
const NOMES_CAMPOS_PIX = Object.keys(camposPix) as (keyof CamposPix)[];

/**
 * The PIX receiver's four fields are read together (decision 137): all blank, or a key valid for its
 * type with a name and a city, normalised as the BR Code carries them; one message per wrong field.
 */
function comPixValidado<T extends CamposPix>(dados: T, ctx: z.RefinementCtx): T {
  const lido = lerCamposPix(dados);
  if ("campos" in lido) return { ...dados, ...lido.campos };
  for (const [campo, message] of Object.entries(lido.erros))
    ctx.addIssue({ code: "custom", message, path: [campo] });
  return z.NEVER;
}

/** A percentage with two decimals, read like money ("10", "12,5" → "12.50"), from 0 to 30 % (decision 150). */
export const MAX_TAXA_SERVICO = "30.00";
const percentualServico = dinheiroComPadrao(
  {
    invalido: "Porcentagem inválida",
    negativo: "A porcentagem não pode ser negativa",
    muitoAlto: "Porcentagem muito alta",
  },
  "0.00",
).refine((v) => toCentavos(v) <= toCentavos(MAX_TAXA_SERVICO), "A taxa de serviço vai até 30%");

const couvertPorPessoa = dinheiroComPadrao(
  {
    invalido: "Valor do couvert inválido",
    negativo: "O couvert não pode ser negativo",
    muitoAlto: "Valor do couvert muito alto",
  },
  "0.00",
);

const camposConta = {
  taxa_servico_ativa: ligado("Taxa de serviço"),
  taxa_servico_percentual: percentualServico,
  taxa_servico_venda_direta: ligado("Taxa de serviço na venda direta"),
  couvert_ativo: ligado("Couvert artístico"),
  couvert_por_pessoa: couvertPorPessoa,
};
type CamposConta = { [K in keyof typeof camposConta]: z.output<(typeof camposConta)[K]> };

/** Turned on, the service charge needs a percentage and the couvert an amount. */
function conferirCamposConta(dados: Partial<CamposConta>, ctx: z.RefinementCtx) {
  if (dados.taxa_servico_ativa && dados.taxa_servico_percentual === "0.00")
    ctx.addIssue({
      code: "custom",
      path: ["taxa_servico_percentual"],
      message: "Informe a porcentagem da taxa de serviço",
    });
  if (dados.couvert_ativo && dados.couvert_por_pessoa === "0.00")
    ctx.addIssue({
      code: "custom",
      path: ["couvert_por_pessoa"],
      message: "Informe o valor do couvert por pessoa",
    });
}

const campos = {
  nome_estabelecimento: nomeEstabelecimento,
  email_contato: emailContato,
  telefone,
  cnpj_cpf: cnpjCpf,
  endereco,
  notificacao_estoque_baixo: ligado("Alertas de estoque baixo"),
  notificacao_email: ligado("Notificações por e-mail"),
  estoque_minimo_padrao: inteiroConfiguracao,
  alerta_estoque_critico: inteiroConfiguracao,
  backup_automatico: ligado("Backup automático"),
  ...camposPix,
  ...camposConta,
  /** "Exigir caixa aberto para vender" (decision 161): on by itself with the first caixa opened. */
  exigir_caixa_aberto: ligado("Exigir caixa aberto para vender"),
};

/** PUT /api/configuracoes and the form: every field, nothing else (no id, no owner, no dates). */
export const ConfiguracoesInput = objetoEstrito(campos)
  .superRefine(conferirCamposConta)
  .transform(comPixValidado);
export type ConfiguracoesInput = z.input<typeof ConfiguracoesInput>;
export type ConfiguracoesDados = z.output<typeof ConfiguracoesInput>;

/** What a person edits: the answer's fields the form holds. */
export const CAMPOS_CONFIGURACOES = Object.keys(campos) as (keyof typeof campos)[];

/** One account's settings row, as the API answers it and the exported file carries it. */
export const Configuracoes = z.object({
  id: z.string(),
  usuario_id: z.string(),
  nome_estabelecimento: z.string(),
  email_contato: z.string(),
  telefone: z.string().nullable(),
  cnpj_cpf: z.string().nullable(),
  endereco: z.string().nullable(),
  notificacao_estoque_baixo: z.boolean(),
  notificacao_email: z.boolean(),
  estoque_minimo_padrao: z.number().int(),
  alerta_estoque_critico: z.number().int(),
  backup_automatico: z.boolean(),
  pix_tipo_chave: z.enum(TIPOS_CHAVE_PIX).nullable(),
  pix_chave: z.string().nullable(),
  pix_nome_recebedor: z.string().nullable(),
  pix_cidade: z.string().nullable(),
  /** The service charge and the couvert (decisions 150–151); percentages as "10.00", like money. */
  taxa_servico_ativa: z.boolean(),
  taxa_servico_percentual: z.string(),
  taxa_servico_venda_direta: z.boolean(),
  couvert_ativo: z.boolean(),
  couvert_por_pessoa: z.string(),
  exigir_caixa_aberto: z.boolean(),
  /** Set by the backups; null: "Nunca realizado". */
  ultimo_backup: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Configuracoes = z.infer<typeof Configuracoes>;

/** GET /api/configuracoes: `criada` when this read created the defaults (toast "Configurações criadas"). */
export const ConfiguracoesLidas = z.object({ configuracoes: Configuracoes, criada: z.boolean() });
export type ConfiguracoesLidas = z.infer<typeof ConfiguracoesLidas>;

/** The exported file (§3): the row, when, and the format's version. */
export const ArquivoConfiguracoes = z.object({
  configuracoes: Configuracoes,
  dataExport: z.iso.datetime(),
  versao: z.literal(VERSAO_ARQUIVO_CONFIGURACOES),
});
export type ArquivoConfiguracoes = z.infer<typeof ArquivoConfiguracoes>;

/**
 * POST /api/configuracoes/importar (§5): a JSON object with a `configuracoes` object, else "Arquivo
 * inválido". Keys the form does not edit — id, usuario_id, created_at, updated_at, and ultimo_backup,
 * which only a backup sets — are dropped; a field the file lacks keeps its current value; the fields it
 * has are validated like a save.
 */
export const ImportacaoConfiguracoesInput = z.object(
  {
    configuracoes: z
      .object(campos, { error: MENSAGEM_ARQUIVO_INVALIDO })
      .partial()
      .superRefine(conferirCamposConta)
      .transform((dados, ctx) => {
        // A file with none of the PIX fields (older versions) keeps the current ones; one with any is
        // read like the form, the missing ones blank.
        if (NOMES_CAMPOS_PIX.every((k) => dados[k] === undefined)) return dados;
        const pix: CamposPix = {
          pix_tipo_chave: dados.pix_tipo_chave ?? null,
          pix_chave: dados.pix_chave ?? null,
          pix_nome_recebedor: dados.pix_nome_recebedor ?? null,
          pix_cidade: dados.pix_cidade ?? null,
        };
        return { ...dados, ...comPixValidado(pix, ctx) };
      }),
  },
  { error: MENSAGEM_ARQUIVO_INVALIDO },
);
export type ImportacaoConfiguracoesInput = z.input<typeof ImportacaoConfiguracoesInput>;
export type ConfiguracoesImportadas = z.output<typeof ImportacaoConfiguracoesInput>["configuracoes"];
