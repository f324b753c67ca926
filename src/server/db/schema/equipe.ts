import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { authUsers } from "./auth";
import { createdAt, timestamptz, updatedAt, usuarioId } from "./columns";

/**
 * The people of an establishment: one row per login. `id` is the person's auth user id, `usuario_id`
 * the establishment (the owner's id, the tenant key every other table carries). The owner has a row
 * too (papel 'dono', exactly one per account). `papel` and `ativo` are server-owned: only the owner's
 * staff routes write them.
 */
export const equipe = pgTable(
  "equipe",
  {
    id: text("id")
      .primaryKey()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    usuario_id: usuarioId(),
    nome: text("nome").notNull(),
    email: text("email").notNull(),
    papel: text("papel", { enum: ["dono", "gerente", "caixa", "garcom"] }).notNull(),
    ativo: boolean("ativo").notNull().default(true),
    /** Invited and not yet through the set-password link. */
    convite_pendente: boolean("convite_pendente").notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
    desativado_em: timestamptz("desativado_em"),
  },
  (t) => [
    index("equipe_usuario_idx").on(t.usuario_id, t.created_at),
    uniqueIndex("equipe_um_dono_key").on(t.usuario_id).where(sql`${t.papel} = 'dono'`),
    check("equipe_papel_check", sql`${t.papel} in ('dono', 'gerente', 'caixa', 'garcom')`),
  ],
);
