import { sql } from "drizzle-orm";
import { numeric, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { authUsers } from "./auth";

/** Money is numeric(12,2) in the database; code converts it to integer centavos (src/shared/money.ts). */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "string" });

/** A percentage with two decimals ("10.00"), read like money in code (decision 150). */
export const percentual = (name: string) => numeric(name, { precision: 5, scale: 2, mode: "string" });

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const id = () => uuid("id").primaryKey().default(sql`gen_random_uuid()`);

/** The account that owns the row. Every tenant-owned table carries it, first in its indexes. */
export const usuarioId = () =>
  text("usuario_id")
    .notNull()
    .references(() => authUsers.id, { onDelete: "cascade" });

export const createdAt = () => timestamptz("created_at").notNull().defaultNow();
export const updatedAt = () => timestamptz("updated_at").notNull().defaultNow();
