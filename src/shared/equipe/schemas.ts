import { email } from "../accounts/schemas";
import { objetoEstrito, textoObrigatorio } from "../fields";
import { z } from "../zod";
import { PAPEIS } from "./papeis";

/** The staff of an establishment as the API takes and answers it (GET/POST/PATCH /api/equipe). */

const nome = textoObrigatorio(100, { obrigatorio: "Nome é obrigatório", longo: "Nome muito longo" });

/** The owner is the account's creator; nobody is invited or promoted into it. */
const PAPEIS_CONVIDAVEIS = PAPEIS.filter((p) => p !== "dono") as ["gerente", "caixa", "garcom"];
const papelConvidavel = z.enum(PAPEIS_CONVIDAVEIS, { error: "Escolha a função: gerente, caixa ou garçom" });

export const ConvidarPessoaInput = objetoEstrito({ nome, email, papel: papelConvidavel });
export type ConvidarPessoaInput = z.infer<typeof ConvidarPessoaInput>;

export const AlterarPessoaInput = objetoEstrito({
  nome: nome.optional(),
  papel: papelConvidavel.optional(),
  ativo: z.boolean({ error: "Valor inválido" }).optional(),
});
export type AlterarPessoaInput = z.infer<typeof AlterarPessoaInput>;

export const Pessoa = z.object({
  id: z.string(),
  nome: z.string(),
  email: z.string(),
  papel: z.enum(PAPEIS),
  ativo: z.boolean(),
  /** Still has to set a password through the link sent by e-mail. */
  convite_pendente: z.boolean(),
  created_at: z.iso.datetime(),
});
export type Pessoa = z.infer<typeof Pessoa>;

export const EquipeResposta = z.object({
  pessoas: z.array(Pessoa),
  /** How many active people the plan allows; null = no limit (or the plan gate is off). */
  limite: z.number().int().nullable(),
});
export type EquipeResposta = z.infer<typeof EquipeResposta>;
