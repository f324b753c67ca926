import { inteiro, objetoEstrito, semCaractereNulo } from "../fields";
import { z } from "../zod";

/**
 * The super admin's console (/admin, /api/admin): accounts with their subscription, the actions on it,
 * and the audit log (decision 107). Dates are ISO 8601 strings; money is numeric(12,2) text.
 */

export const POR_PAGINA_CONTAS = 20;
export const POR_PAGINA_AUDITORIA = 25;

const pagina = inteiro(
  {
    invalido: "Página deve ser um número inteiro",
    minimo: "Página deve ser maior que zero",
    muitoAlto: "Página muito alta",
  },
  { minimo: 1, padrao: 1 },
);

/** GET /api/admin/contas?busca=&pagina= — busca looks in the e-mail, the establishment and the CPF/CNPJ. */
export const ContasFiltro = z.object({
  busca: z
    .string()
    .trim()
    .max(100, "Busca muito longa")
    .refine(semCaractereNulo, "Busca inválida")
    .optional()
    .default(""),
  pagina,
});
export type ContasFiltro = z.output<typeof ContasFiltro>;

export const ContaAdmin = z.object({
  id: z.string(),
  email: z.string(),
  nome_estabelecimento: z.string(),
  cnpj_cpf: z.string().nullable(),
  super_admin: z.boolean(),
  created_at: z.iso.datetime(),
  assinatura: z
    .object({
      status: z.enum(["ativa", "pendente", "suspensa", "cancelada"]),
      plano_nome: z.string(),
      data_vencimento: z.iso.datetime(),
      data_cancelamento: z.iso.datetime().nullable(),
      observacoes: z.string().nullable(),
    })
    .nullable(),
  ultimo_pagamento: z.object({ valor: z.string(), data_pagamento: z.iso.datetime() }).nullable(),
});
export type ContaAdmin = z.infer<typeof ContaAdmin>;

export const ListaContas = z.object({
  contas: z.array(ContaAdmin),
  total: z.number().int(),
  pagina: z.number().int(),
  por_pagina: z.number().int(),
});
export type ListaContas = z.infer<typeof ListaContas>;

const motivo = (obrigatorio: string) =>
  z
    .string({ error: obrigatorio })
    .trim()
    .min(3, obrigatorio)
    .max(500, "Motivo muito longo (máximo 500 caracteres)")
    .refine(semCaractereNulo, "Motivo inválido");

/** POST /api/admin/contas/:id/suspender */
export const SuspenderInput = objetoEstrito({ motivo: motivo("Informe o motivo da suspensão") });
export type SuspenderInput = z.input<typeof SuspenderInput>;

/** POST /api/admin/contas/:id/cancelar — without a reason, the spec's default. */
export const CancelarInput = objetoEstrito({
  motivo: motivo("O motivo deve ter pelo menos 3 caracteres").optional(),
});
export type CancelarInput = z.input<typeof CancelarInput>;

/** POST /api/admin/contas/:id/renovar — months added to the due date (or to now, when it is past). */
export const RenovarInput = objetoEstrito({
  meses: inteiro(
    {
      obrigatorio: "Informe quantos meses renovar",
      invalido: "Meses deve ser um número inteiro",
      minimo: "Renove pelo menos 1 mês",
      muitoAlto: "Máximo de 36 meses",
    },
    { minimo: 1 },
  ).refine((n) => n <= 36, "Máximo de 36 meses"),
});
export type RenovarInput = z.input<typeof RenovarInput>;

export const ORIGENS_AUDITORIA = ["admin", "provedor", "varredura", "conta"] as const;
export type OrigemAuditoria = (typeof ORIGENS_AUDITORIA)[number];

export const ROTULO_ORIGEM_AUDITORIA: Record<OrigemAuditoria, string> = {
  admin: "Super admin",
  provedor: "Provedor de pagamento",
  varredura: "Varredura",
  conta: "Dono da conta",
};

/** GET /api/admin/auditoria?pagina=&origem= */
export const AuditoriaFiltro = z.object({
  pagina,
  origem: z.enum(ORIGENS_AUDITORIA, { error: "Origem inválida" }).optional(),
});
export type AuditoriaFiltro = z.output<typeof AuditoriaFiltro>;

export const RegistroAuditoria = z.object({
  id: z.uuid(),
  momento: z.iso.datetime(),
  origem: z.enum(ORIGENS_AUDITORIA),
  acao: z.string(),
  autor_email: z.string().nullable(),
  conta: z.object({ id: z.string(), email: z.string(), nome_estabelecimento: z.string() }).nullable(),
  detalhes: z.record(z.string(), z.unknown()),
});
export type RegistroAuditoria = z.infer<typeof RegistroAuditoria>;

export const ListaAuditoria = z.object({
  registros: z.array(RegistroAuditoria),
  total: z.number().int(),
  pagina: z.number().int(),
  por_pagina: z.number().int(),
});
export type ListaAuditoria = z.infer<typeof ListaAuditoria>;

/** POST /api/admin/varredura */
export const ResultadoVarredura = z.object({ suspensas: z.number().int(), canceladas: z.number().int() });
export type ResultadoVarredura = z.infer<typeof ResultadoVarredura>;
