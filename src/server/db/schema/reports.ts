import { bigint, date, numeric, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { produtos } from "./catalog";
import { usuarioId } from "./columns";

/**
 * What the reports read instead of every sold line (decision 051): per account, São Paulo calendar day
 * and product, the units, line revenue (Σ quantidade × preco_unitario) and cost (Σ quantidade ×
 * preco_custo) of the direct sales (by data_venda) and closed tabs (by data_fechamento) of that day.
 * Written by the same transaction as the sale and the tab close; filled from older rows by migration 0004.
 * Sums are bigint / unbounded numeric so that the summary can never refuse a sale the lines accept.
 */
export const vendasDiariasProduto = pgTable(
  "vendas_diarias_produto",
  {
    usuario_id: usuarioId(),
    dia: date("dia", { mode: "string" }).notNull(),
    produto_id: uuid("produto_id")
      .notNull()
      .references(() => produtos.id),
    unidades: bigint("unidades", { mode: "number" }).notNull(),
    receita: numeric("receita", { mode: "string" }).notNull(),
    custo: numeric("custo", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.usuario_id, t.dia, t.produto_id] })],
);
