import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, money, timestamptz, updatedAt, usuarioId } from "./columns";

export const planos = pgTable(
  "planos",
  {
    id: text("id").primaryKey(),
    nome: text("nome").notNull(),
    periodo: text("periodo", { enum: ["mensal", "semestral", "anual"] }).notNull(),
    duracao_meses: integer("duracao_meses").notNull(),
    tem_teste_gratis: boolean("tem_teste_gratis").notNull().default(false),
    preco_mensal: money("preco_mensal").notNull(),
    valor_total: money("valor_total").notNull(),
    desconto_percentual: integer("desconto_percentual").notNull().default(0),
    nivel: integer("nivel").notNull(),
    link_pagamento: text("link_pagamento"),
    ativo: boolean("ativo").notNull().default(true),
  },
  (t) => [
    check("planos_periodo_check", sql`${t.periodo} in ('mensal', 'semestral', 'anual')`),
    check("planos_duracao_check", sql`${t.duracao_meses} > 0`),
  ],
);

export const assinaturas = pgTable(
  "assinaturas",
  {
    id: id(),
    usuario_id: usuarioId(),
    plano_id: text("plano_id")
      .notNull()
      .references(() => planos.id),
    status: text("status", { enum: ["ativa", "pendente", "suspensa", "cancelada"] }).notNull(),
    data_inicio: timestamptz("data_inicio").notNull().defaultNow(),
    data_vencimento: timestamptz("data_vencimento").notNull(),
    data_cancelamento: timestamptz("data_cancelamento"),
    valor_mensal: money("valor_mensal").notNull(),
    valor_total: money("valor_total").notNull(),
    desconto_percentual: integer("desconto_percentual").notNull().default(0),
    observacoes: text("observacoes"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("assinaturas_usuario_status_idx").on(t.usuario_id, t.status, t.created_at),
    check("assinaturas_status_check", sql`${t.status} in ('ativa', 'pendente', 'suspensa', 'cancelada')`),
  ],
);

/** Payments received from the payment provider for a subscription. */
export const transacoesPagamento = pgTable(
  "transacoes_pagamento",
  {
    id: id(),
    usuario_id: usuarioId(),
    assinatura_id: uuid("assinatura_id")
      .notNull()
      .references(() => assinaturas.id, { onDelete: "cascade" }),
    id_externo: text("id_externo"),
    valor: money("valor").notNull(),
    metodo_pagamento: text("metodo_pagamento").notNull(),
    status: text("status", { enum: ["confirmed", "pending", "overdue"] }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index("transacoes_pagamento_usuario_idx").on(t.usuario_id, t.created_at),
    check("transacoes_pagamento_status_check", sql`${t.status} in ('confirmed', 'pending', 'overdue')`),
  ],
);
