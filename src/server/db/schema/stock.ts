import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { produtos } from "./catalog";
import { createdAt, id, money, timestamptz, usuarioId } from "./columns";
import { comandas, vendas } from "./pos";

export const movimentacoes = pgTable(
  "movimentacoes",
  {
    id: id(),
    usuario_id: usuarioId(),
    produto_id: uuid("produto_id")
      .notNull()
      .references(() => produtos.id),
    tipo: text("tipo", { enum: ["entrada", "saida"] }).notNull(),
    motivo: text("motivo").notNull(),
    quantidade: integer("quantidade").notNull(),
    preco_unitario: money("preco_unitario").notNull().default("0"),
    valor_total: money("valor_total").notNull().default("0"),
    responsavel: text("responsavel").notNull(),
    fornecedor: text("fornecedor"),
    observacao: text("observacao"),
    status: text("status", { enum: ["concluida", "pendente", "cancelada"] })
      .notNull()
      .default("concluida"),
    venda_id: uuid("venda_id").references(() => vendas.id),
    comanda_id: uuid("comanda_id").references(() => comandas.id),
    data_movimentacao: timestamptz("data_movimentacao").notNull().defaultNow(),
    created_at: createdAt(),
  },
  (t) => [
    index("movimentacoes_usuario_data_idx").on(t.usuario_id, t.data_movimentacao),
    index("movimentacoes_usuario_produto_idx").on(t.usuario_id, t.produto_id),
    check("movimentacoes_tipo_check", sql`${t.tipo} in ('entrada', 'saida')`),
    check("movimentacoes_quantidade_check", sql`${t.quantidade} > 0`),
    check("movimentacoes_status_check", sql`${t.status} in ('concluida', 'pendente', 'cancelada')`),
  ],
);
