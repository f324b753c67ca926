import { bigint, date, numeric, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
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

/**
 * The revenue side of the reports (decision 156): per account, São Paulo calendar day and payment
 * method, two figures kept by the same transaction as the sale, the tab close and their cancellation —
 * like vendas_diarias_produto, which it completes:
 *
 * - the bills of that day (direct sales by data_venda, closed tabs by data_fechamento) whose own method
 *   (`vendas.forma_pagamento` / `comandas.forma_pagamento`, "multiplas" when paid by several) is this
 *   one: how many (`vendas`), their revenue (`receita`: total, the items less the discount), the
 *   service charge and couvert they collected, which are not revenue (decisions 150–151), and their
 *   lines' units and cost (quantidade × preco_custo, as in 051). Summed over the methods, a day's rows
 *   give its revenue, sales, units and cost, each bill counted once;
 * - the payments of those bills made by this method, each by its own (decision 153): what came in
 *   (`recebido`, service and couvert included) and how many of the day's bills had one (`recebido_vendas`).
 *
 * Written only by the SQL functions of migration 0021_resumo_diario_por_pagamento
 * (balcao_somar_resumo_diario, balcao_recalcular_resumo_diario). Sums are bigint / unbounded numeric,
 * as in 051: the summary must never refuse a sale the bills accept.
 */
export const vendasDiariasPagamento = pgTable(
  "vendas_diarias_pagamento",
  {
    usuario_id: usuarioId(),
    dia: date("dia", { mode: "string" }).notNull(),
    forma_pagamento: text("forma_pagamento").notNull(),
    vendas: bigint("vendas", { mode: "number" }).notNull(),
    receita: numeric("receita", { mode: "string" }).notNull(),
    taxa_servico: numeric("taxa_servico", { mode: "string" }).notNull(),
    couvert: numeric("couvert", { mode: "string" }).notNull(),
    unidades: bigint("unidades", { mode: "number" }).notNull(),
    custo: numeric("custo", { mode: "string" }).notNull(),
    recebido: numeric("recebido", { mode: "string" }).notNull(),
    recebido_vendas: bigint("recebido_vendas", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.usuario_id, t.dia, t.forma_pagamento] })],
);

/**
 * "Vendas por atendente" from the same summary (decision 156): per account, São Paulo day, person and
 * the name recorded then, the bills they made count and the service charge they earned. A direct sale
 * goes to who sold it; a closed tab's revenue to who closed it and its service charge to who opened it
 * (decisions 122, 150). `pessoa_id` is '' for rows from before staff logins, which are told apart by
 * the recorded name alone. Kept by balcao_somar_resumo_diario with the rows per payment method.
 */
export const vendasDiariasAtendente = pgTable(
  "vendas_diarias_atendente",
  {
    usuario_id: usuarioId(),
    dia: date("dia", { mode: "string" }).notNull(),
    pessoa_id: text("pessoa_id").notNull(),
    nome: text("nome").notNull(),
    vendas: bigint("vendas", { mode: "number" }).notNull(),
    comandas: bigint("comandas", { mode: "number" }).notNull(),
    receita: numeric("receita", { mode: "string" }).notNull(),
    taxa_servico: numeric("taxa_servico", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.usuario_id, t.dia, t.pessoa_id, t.nome] })],
);
