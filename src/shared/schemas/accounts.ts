import { z } from "zod";
import { isValidCpfOrCnpj, onlyDigits } from "../cpf-cnpj";
import { primeiroErroSenha } from "../senha";

/** Inputs of the account screens and endpoints: the forms and the routes validate with these. */

const email = z.string().trim().toLowerCase().pipe(z.email("Email inválido"));

export const LoginInput = z.object({
  email,
  password: z.string().min(1, "Senha é obrigatória"),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const CadastroInput = z.object({
  email,
  password: z
    .string()
    .min(6, "Senha deve ter pelo menos 6 caracteres")
    .max(128, "Senha muito longa")
    .regex(/[A-Za-z]/, "Senha deve conter pelo menos uma letra")
    .regex(/\d/, "Senha deve conter pelo menos um número"),
  nomeEstabelecimento: z
    .string()
    .trim()
    .min(2, "Nome do estabelecimento deve ter pelo menos 2 caracteres")
    .max(100, "Nome muito longo"),
  /** Sent digits only; a masked value is accepted and reduced to its digits. */
  cnpjCpf: z
    .string()
    .transform(onlyDigits)
    .refine((d) => d.length >= 11 && isValidCpfOrCnpj(d), "CPF ou CNPJ inválido"),
  planoId: z.string({ error: "Por favor, selecione um plano antes de criar sua conta." }).min(1, {
    message: "Por favor, selecione um plano antes de criar sua conta.",
  }),
});
export type CadastroInput = z.input<typeof CadastroInput>;

export const EsqueciSenhaInput = z.object({ email });
export type EsqueciSenhaInput = z.infer<typeof EsqueciSenhaInput>;

/** The personal password of first access and of the reset screen. */
export const NovaSenhaInput = z
  .object({
    novaSenha: z
      .string()
      .min(1, "Nova senha é obrigatória")
      .max(128, "Senha muito longa")
      .superRefine((senha, ctx) => {
        const erro = senha.length > 0 ? primeiroErroSenha(senha) : null;
        if (erro) ctx.addIssue({ code: "custom", message: erro });
      }),
    confirmacao: z.string().min(1, "Confirmação de senha é obrigatória"),
  })
  .refine((v) => v.confirmacao.length === 0 || v.novaSenha === v.confirmacao, {
    message: "As senhas não conferem",
    path: ["confirmacao"],
  });
export type NovaSenhaInput = z.infer<typeof NovaSenhaInput>;

export const RedefinirSenhaInput = NovaSenhaInput.and(z.object({ token: z.string().min(1, "Link inválido") }));
