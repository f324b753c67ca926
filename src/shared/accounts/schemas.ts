import { PAPEIS } from "../equipe/papeis";
import { MENSAGEM_CARACTERE_INVALIDO, semCaractereNulo } from "../fields";
import { z } from "../zod";
import { isValidCpfOrCnpj, onlyDigits } from "./cpf-cnpj";
import { primeiroErroSenha, SENHA_MAXIMO } from "./senha";

/** Inputs of the account screens and endpoints: the forms and the routes validate with these. */

/** No address is longer than 254 characters (RFC 5321); a longer one would not fit a unique index. */
const EMAIL_MAXIMO = 254;

/** An e-mail address as every form and route takes it: trimmed, lower case. */
export const email = z
  .string({ error: "Email inválido" })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAXIMO, "Email inválido")
  .refine(semCaractereNulo, "Email inválido")
  .pipe(z.email("Email inválido"));

/**
 * The product's one password rule — the spec's first-access rule (§5): 8+ characters with upper and lower
 * case, a digit and a special character, one message at a time. Sign-up uses it too, so no account
 * starts weaker than the rule it would later be forced into.
 */
function senhaPessoal(obrigatoria: string) {
  return z
    .string({ error: obrigatoria })
    .min(1, obrigatoria)
    .max(SENHA_MAXIMO, "Senha muito longa")
    .superRefine((senha, ctx) => {
      const erro = senha.length > 0 ? primeiroErroSenha(senha) : null;
      if (erro) ctx.addIssue({ code: "custom", message: erro });
    });
}

export const LoginInput = z.object({
  email,
  password: z.string({ error: "Senha é obrigatória" }).min(1, "Senha é obrigatória"),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const CadastroInput = z.object({
  email,
  password: senhaPessoal("Senha é obrigatória"),
  nomeEstabelecimento: z
    .string({ error: "Nome do estabelecimento deve ter pelo menos 2 caracteres" })
    .trim()
    .min(2, "Nome do estabelecimento deve ter pelo menos 2 caracteres")
    .max(100, "Nome muito longo")
    .refine(semCaractereNulo, MENSAGEM_CARACTERE_INVALIDO),
  /** Sent digits only; a masked value is accepted and reduced to its digits. */
  cnpjCpf: z
    .string({ error: "CPF ou CNPJ inválido" })
    .transform(onlyDigits)
    .refine((d) => d.length >= 11 && isValidCpfOrCnpj(d), "CPF ou CNPJ inválido"),
  planoId: z
    .string({ error: "Por favor, selecione um plano antes de criar sua conta." })
    .min(1, { message: "Por favor, selecione um plano antes de criar sua conta." })
    .refine(semCaractereNulo, "Por favor, selecione um plano antes de criar sua conta."),
});
export type CadastroInput = z.input<typeof CadastroInput>;
export type CadastroDados = z.output<typeof CadastroInput>;

export const EsqueciSenhaInput = z.object({ email });
export type EsqueciSenhaInput = z.infer<typeof EsqueciSenhaInput>;

/** The personal password of first access and of the reset screen. */
export const NovaSenhaInput = z
  .object({
    novaSenha: senhaPessoal("Nova senha é obrigatória"),
    confirmacao: z
      .string({ error: "Confirmação de senha é obrigatória" })
      .min(1, "Confirmação de senha é obrigatória"),
  })
  .refine((v) => v.confirmacao.length === 0 || v.novaSenha === v.confirmacao, {
    message: "As senhas não conferem",
    path: ["confirmacao"],
  });
export type NovaSenhaInput = z.infer<typeof NovaSenhaInput>;

/** The reset screen's request: the new password, confirmed, and the token of the e-mail's link. */
export const RedefinirSenhaInput = NovaSenhaInput.and(
  z.object({ token: z.string({ error: "Link inválido" }).min(1, "Link inválido") }),
);
export type RedefinirSenhaInput = z.infer<typeof RedefinirSenhaInput>;

/** The subscription access rule's answer (spec §4 "Subscription status result", plus the plan level). */
export const SubscriptionStatus = z.object({
  hasActiveSubscription: z.boolean(),
  isExpired: z.boolean(),
  isTrialPeriod: z.boolean(),
  canAccessSystem: z.boolean(),
  limitationMessage: z.string().nullable(),
  /** Whole days left (rounded up) to the due date, or to the trial end while pending. */
  daysUntilExpiry: z.number().int().nullable(),
  /** mensal 1, semestral 2, anual 3, super admin 999; 0 without a subscription. */
  planLevel: z.number().int(),
  subscription: z
    .object({
      /** null for the super admin's virtual subscription. */
      id: z.string().nullable(),
      virtual: z.boolean(),
      status: z.enum(["ativa", "pendente", "suspensa", "cancelada"]),
      plano_id: z.string().nullable(),
      plano_nome: z.string().nullable(),
      data_inicio: z.iso.datetime().nullable(),
      data_vencimento: z.iso.datetime(),
      /** numeric(12,2) as text, e.g. "89.90". */
      valor_mensal: z.string(),
      valor_total: z.string(),
      desconto_percentual: z.number().int(),
    })
    .nullable(),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** The signed-in account (GET /api/contas/sessao answers it, or null). Dates are ISO 8601 strings. */
export const Sessao = z.object({
  usuario: z.object({
    id: z.string(),
    email: z.string(),
    nome: z.string().nullable(),
    nome_estabelecimento: z.string(),
    role: z.enum(["usuario", "super_admin"]),
    /** role super_admin, which only the operator sets (npm run admin). */
    super_admin: z.boolean(),
    primeiro_acesso: z.boolean(),
    status_assinatura: z.enum(["teste", "ativa"]),
    em_periodo_teste: z.boolean(),
    data_fim_teste: z.iso.datetime().nullable(),
    data_vencimento: z.iso.datetime().nullable(),
    plano: z.object({ id: z.string(), nome: z.string() }).nullable(),
  }),
  /** The person signed in: the establishment's owner or one of its staff (src/shared/equipe). */
  pessoa: z.object({
    id: z.string(),
    nome: z.string(),
    email: z.string(),
    papel: z.enum(PAPEIS),
  }),
  assinatura: SubscriptionStatus,
  /** FEATURE_GATING=on: plan levels are enforced, on the server and so in the FeatureGate (decision 106). */
  niveis_aplicados: z.boolean(),
});
export type Sessao = z.infer<typeof Sessao>;
