import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { caixas } from "./caixa";
import { createdAt, id, money, usuarioId } from "./columns";
import { comandas, vendas } from "./pos";

const FORMAS = "'dinheiro', 'pix', 'cartao_debito', 'cartao_credito', 'transferencia'";

/**
 * Money in and out of a caixa besides the payments: a sangria (cash taken out) or a suprimento (cash put
 * in), each with its reason and who did it; and an estorno, a cancelled bill's money given back, per
 * method, written by the cancellation (decision 163) with the sale or tab it undoes.
 */
export const caixaMovimentos = pgTable(
  "caixa_movimentos",
  {
    id: id(),
    usuario_id: usuarioId(),
    caixa_id: uuid("caixa_id")
      .notNull()
      .references(() => caixas.id, { onDelete: "cascade" }),
    tipo: text("tipo", { enum: ["sangria", "suprimento", "estorno"] }).notNull(),
    forma_pagamento: text("forma_pagamento").notNull().default("dinheiro"),
    valor: money("valor").notNull(),
    motivo: text("motivo").notNull(),
    venda_id: uuid("venda_id").references(() => vendas.id, { onDelete: "cascade" }),
    comanda_id: uuid("comanda_id").references(() => comandas.id, { onDelete: "cascade" }),
    registrado_por_id: text("registrado_por_id"),
    registrado_por: text("registrado_por").notNull(),
    /** A sangria's or suprimento's click: a retry answers the caixa instead of moving the money twice. */
    chave_idempotencia: text("chave_idempotencia"),
    hash_requisicao: text("hash_requisicao"),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("caixa_movimentos_usuario_chave_key").on(t.usuario_id, t.chave_idempotencia),
    index("caixa_movimentos_caixa_idx").on(t.caixa_id, t.created_at),
    // Deleting a sale or a tab (a backup's restore) checks its foreign key here (decision 112).
    index("caixa_movimentos_venda_idx").on(t.venda_id).where(sql`${t.venda_id} is not null`),
    index("caixa_movimentos_comanda_idx").on(t.comanda_id).where(sql`${t.comanda_id} is not null`),
    check("caixa_movimentos_tipo_check", sql`${t.tipo} in ('sangria', 'suprimento', 'estorno')`),
    check("caixa_movimentos_forma_check", sql.raw(`forma_pagamento in (${FORMAS})`)),
    check("caixa_movimentos_valor_check", sql`${t.valor} > 0`),
    check(
      "caixa_movimentos_origem_check",
      sql`case when ${t.tipo} = 'estorno' then (${t.venda_id} is null) <> (${t.comanda_id} is null)
        else ${t.venda_id} is null and ${t.comanda_id} is null and ${t.forma_pagamento} = 'dinheiro' end`,
    ),
  ],
);
