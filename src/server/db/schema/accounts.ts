import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text } from "drizzle-orm/pg-core";
import { authUsers } from "./auth";
import { planos } from "./billing";
import { createdAt, timestamptz, updatedAt } from "./columns";

/**
 * The account's profile. `id` is the authentication user id. `role` and `primeiro_acesso` are
 * server-owned: no endpoint lets a user write them.
 */
export const usuarios = pgTable(
  "usuarios",
  {
    id: text("id")
      .primaryKey()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    nome: text("nome"),
    email: text("email").notNull(),
    nome_estabelecimento: text("nome_estabelecimento").notNull(),
    cnpj_cpf: text("cnpj_cpf"),
    telefone: text("telefone"),
    plano_id: text("plano_id").references(() => planos.id),
    data_inicio_teste: timestamptz("data_inicio_teste"),
    data_fim_teste: timestamptz("data_fim_teste"),
    em_periodo_teste: boolean("em_periodo_teste").notNull().default(false),
    data_assinatura: timestamptz("data_assinatura"),
    data_vencimento: timestamptz("data_vencimento"),
    status_assinatura: text("status_assinatura", { enum: ["teste", "ativa"] }).notNull(),
    role: text("role", { enum: ["usuario", "super_admin"] })
      .notNull()
      .default("usuario"),
    primeiro_acesso: boolean("primeiro_acesso").notNull().default(false),
    senha_alterada_em: timestamptz("senha_alterada_em"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("usuarios_plano_id_idx").on(t.plano_id),
    check("usuarios_status_assinatura_check", sql`${t.status_assinatura} in ('teste', 'ativa')`),
    check("usuarios_role_check", sql`${t.role} in ('usuario', 'super_admin')`),
  ],
);
