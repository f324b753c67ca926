import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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
    /**
     * Of `quantidade`, the units a sale or a tab close took while the stock had none left: the stock
     * stops at 0 (spec §4), and this keeps the shortfall visible (decision 013).
     */
    quantidade_sem_estoque: integer("quantidade_sem_estoque").notNull().default(0),
    preco_unitario: money("preco_unitario").notNull().default("0"),
    valor_total: money("valor_total").notNull().default("0"),
    responsavel: text("responsavel").notNull(),
    /** The person who recorded it (equipe.id); null on movements from before staff logins. */
    responsavel_id: text("responsavel_id"),
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
    // Deleting a sale or a tab (a backup's restore) checks these foreign keys (decision 112).
    index("movimentacoes_venda_idx").on(t.venda_id).where(sql`${t.venda_id} is not null`),
    index("movimentacoes_comanda_idx").on(t.comanda_id).where(sql`${t.comanda_id} is not null`),
    // The Estoque page's "vendido sem estoque": the few exits with a shortfall, and each product's
    // latest entry, without walking a product's whole history (decision 013).
    index("movimentacoes_sem_estoque_idx")
      .on(t.usuario_id, t.produto_id, t.data_movimentacao)
      .where(sql`${t.quantidade_sem_estoque} > 0`),
    index("movimentacoes_entradas_idx")
      .on(t.usuario_id, t.produto_id, t.data_movimentacao)
      .where(sql`${t.tipo} = 'entrada'`),
    check("movimentacoes_tipo_check", sql`${t.tipo} in ('entrada', 'saida')`),
    check("movimentacoes_quantidade_check", sql`${t.quantidade} > 0`),
    check(
      "movimentacoes_quantidade_sem_estoque_check",
      sql`${t.quantidade_sem_estoque} >= 0 and ${t.quantidade_sem_estoque} <= ${t.quantidade}`,
    ),
    check("movimentacoes_status_check", sql`${t.status} in ('concluida', 'pendente', 'cancelada')`),
  ],
);

/**
 * A product's crossing below its minimum (decision 113): one open row (resolvido_em null) per product
 * while its stock stays at or below the minimum; the level rises to `critico` at the account's critical
 * threshold. Written in the transaction of the sale, tab close or movement that crossed; resolved by the
 * one that takes the stock back above the minimum. `notificado_em`: sent in an e-mail digest.
 */
export const alertasEstoque = pgTable(
  "alertas_estoque",
  {
    id: id(),
    usuario_id: usuarioId(),
    produto_id: uuid("produto_id")
      .notNull()
      .references(() => produtos.id),
    nivel: text("nivel", { enum: ["baixo", "critico"] }).notNull(),
    criado_em: timestamptz("criado_em").notNull().defaultNow(),
    resolvido_em: timestamptz("resolvido_em"),
    notificado_em: timestamptz("notificado_em"),
  },
  (t) => [
    uniqueIndex("alertas_estoque_aberto_key").on(t.produto_id).where(sql`${t.resolvido_em} is null`),
    index("alertas_estoque_abertos_idx").on(t.usuario_id, t.criado_em).where(sql`${t.resolvido_em} is null`),
    check("alertas_estoque_nivel_check", sql`${t.nivel} in ('baixo', 'critico')`),
  ],
);
