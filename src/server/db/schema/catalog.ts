import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { CATEGORIAS } from "@/shared/catalog/categorias";
import { createdAt, id, money, updatedAt, usuarioId } from "./columns";

export const produtos = pgTable(
  "produtos",
  {
    id: id(),
    usuario_id: usuarioId(),
    nome: varchar("nome", { length: 255 }).notNull(),
    marca: varchar("marca", { length: 255 }),
    volume: varchar("volume", { length: 50 }),
    categoria: text("categoria", { enum: CATEGORIAS }).notNull(),
    preco_compra: money("preco_compra").notNull().default("0"),
    preco_venda: money("preco_venda").notNull(),
    estoque_atual: integer("estoque_atual").notNull().default(0),
    estoque_minimo: integer("estoque_minimo").notNull().default(10),
    codigo_barras: text("codigo_barras"),
    fornecedor: text("fornecedor"),
    descricao: text("descricao"),
    imagem_url: text("imagem_url"),
    data_validade: date("data_validade", { mode: "string" }),
    ativo: boolean("ativo").notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
    /**
     * The id of the last transaction that wrote the row (decision 144), set by a trigger on every insert
     * and update, so `GET /api/produtos?desde=` finds what changed whatever path changed it.
     */
    versao: bigint("versao", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    index("produtos_usuario_ativo_nome_idx").on(t.usuario_id, t.ativo, t.nome),
    index("produtos_usuario_versao_idx").on(t.usuario_id, t.versao),
    uniqueIndex("produtos_usuario_codigo_barras_key")
      .on(t.usuario_id, t.codigo_barras)
      .where(sql`${t.ativo} and ${t.codigo_barras} is not null`),
    check("produtos_estoque_atual_check", sql`${t.estoque_atual} >= 0`),
    check("produtos_estoque_minimo_check", sql`${t.estoque_minimo} >= 0`),
    check("produtos_precos_check", sql`${t.preco_compra} >= 0 and ${t.preco_venda} >= 0`),
    check(
      "produtos_categoria_check",
      sql.raw(`categoria in (${CATEGORIAS.map((c) => `'${c}'`).join(", ")})`),
    ),
  ],
);

/**
 * Per account, the last transaction that replaced its catalogue wholesale (a restore, decision 144): a
 * client whose version is not past it reloads the whole list, since the rows the restore removed leave
 * no trace to send as changes.
 */
export const catalogos = pgTable("catalogos", {
  usuario_id: usuarioId().primaryKey(),
  recarregar_ate: bigint("recarregar_ate", { mode: "number" }).notNull(),
});
