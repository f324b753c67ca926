import { sql } from "drizzle-orm";
import { check, customType, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, usuarioId } from "./columns";

/** Raw bytes: Uint8Array on both drivers (PGlite and node-postgres, which hands out a Buffer). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * An account's stored backups (decision 112): the whole file (gzip), with what the list shows beside it.
 * In the database rather than on a disk, so that every server process and a PostgreSQL dump have them.
 */
export const backups = pgTable(
  "backups",
  {
    id: id(),
    usuario_id: usuarioId(),
    tipo: text("tipo", { enum: ["manual", "automatico"] }).notNull(),
    /** The last migration's tag when it was made (the file carries it too). */
    versao_schema: text("versao_schema").notNull(),
    /** sha-256 of the file's data, hex (the file carries it too). */
    sha256: text("sha256").notNull(),
    tamanho_bytes: integer("tamanho_bytes").notNull(),
    arquivo: bytea("arquivo").notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index("backups_usuario_criado_idx").on(t.usuario_id, t.created_at),
    check("backups_tipo_check", sql`${t.tipo} in ('manual', 'automatico')`),
  ],
);
