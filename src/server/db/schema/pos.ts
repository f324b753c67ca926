import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { TIPOS_EVENTO_COMANDA } from "@/shared/pos/constantes";
import { caixas } from "./caixa";
import { produtos } from "./catalog";
import { createdAt, id, money, percentual, timestamptz, updatedAt, usuarioId } from "./columns";

export const vendas = pgTable(
  "vendas",
  {
    id: id(),
    usuario_id: usuarioId(),
    cliente_id: uuid("cliente_id"),
    numero_venda: text("numero_venda").notNull(),
    subtotal: money("subtotal").notNull(),
    desconto: money("desconto").notNull().default("0"),
    total: money("total").notNull(),
    forma_pagamento: text("forma_pagamento").notNull(),
    /** finalizada, or cancelada (decision 133): the row stays, the reports and the summary drop it. */
    status: text("status", { enum: ["finalizada", "cancelada"] })
      .notNull()
      .default("finalizada"),
    observacoes: text("observacoes"),
    vendedor: text("vendedor").notNull(),
    cancelada_em: timestamptz("cancelada_em"),
    motivo_cancelamento: text("motivo_cancelamento"),
    /** Who cancelled it (equipe.id and the name then). */
    cancelada_por_id: text("cancelada_por_id"),
    cancelada_por: text("cancelada_por"),
    /** The person who sold (equipe.id); null on sales from before staff logins. No FK: backups restore it as text. */
    vendedor_id: text("vendedor_id"),
    /** Sent by the till with each sale so that a retried request returns the first sale. */
    chave_idempotencia: text("chave_idempotencia"),
    /**
     * sha256 of the validated request that made the sale, so that the same key with another cart is
     * refused instead of answered with this sale (decision 036). Null for sales from before it.
     */
    hash_requisicao: text("hash_requisicao"),
    data_venda: timestamptz("data_venda").notNull().defaultNow(),
    /**
     * The service charge (decision 150): the percentage applied ("0.00" when none) and its amount. Not
     * revenue: `total` stays the items less the discount; the customer paid total + taxa_servico.
     */
    taxa_servico_percentual: percentual("taxa_servico_percentual").notNull().default("0"),
    taxa_servico: money("taxa_servico").notNull().default("0"),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("vendas_usuario_numero_key").on(t.usuario_id, t.numero_venda),
    uniqueIndex("vendas_usuario_chave_idempotencia_key").on(t.usuario_id, t.chave_idempotencia),
    index("vendas_usuario_data_idx").on(t.usuario_id, t.data_venda),
    check(
      "vendas_valores_check",
      sql`${t.desconto} >= 0 and ${t.total} >= 0 and ${t.subtotal} >= 0 and ${t.taxa_servico} >= 0`,
    ),
    check("vendas_status_check", sql`${t.status} in ('finalizada', 'cancelada')`),
    check(
      "vendas_cancelamento_check",
      sql`(${t.status} = 'cancelada') = (${t.cancelada_em} is not null and ${t.motivo_cancelamento} is not null)`,
    ),
  ],
);

export const itensVenda = pgTable(
  "itens_venda",
  {
    id: id(),
    usuario_id: usuarioId(),
    venda_id: uuid("venda_id")
      .notNull()
      .references(() => vendas.id, { onDelete: "cascade" }),
    produto_id: uuid("produto_id")
      .notNull()
      .references(() => produtos.id),
    quantidade: integer("quantidade").notNull(),
    preco_unitario: money("preco_unitario").notNull(),
    /** Purchase price when sold, so that later price edits do not rewrite the margin. */
    preco_custo: money("preco_custo").notNull().default("0"),
    desconto_item: money("desconto_item").notNull().default("0"),
    /** Position in the cart, so that a reprinted receipt lists the lines as the first one did. */
    ordem: integer("ordem").notNull().default(0),
  },
  (t) => [
    // The priced columns after the key let the reports read a sale's lines from the index alone
    // (index-only scan) instead of visiting the table (decision 050).
    index("itens_venda_usuario_venda_idx").on(
      t.usuario_id,
      t.venda_id,
      t.produto_id,
      t.quantidade,
      t.preco_unitario,
      t.preco_custo,
    ),
    index("itens_venda_usuario_produto_idx").on(t.usuario_id, t.produto_id),
    // Deleting a sale (a backup's restore) checks its foreign key here: by sale alone (decision 112).
    index("itens_venda_venda_idx").on(t.venda_id),
    check("itens_venda_quantidade_check", sql`${t.quantidade} > 0`),
  ],
);

export const mesas = pgTable(
  "mesas",
  {
    id: id(),
    usuario_id: usuarioId(),
    numero_mesa: integer("numero_mesa").notNull(),
    nome_mesa: text("nome_mesa"),
    capacidade_pessoas: integer("capacidade_pessoas").notNull().default(4),
    status: text("status", { enum: ["livre", "ocupada", "reservada", "manutencao"] })
      .notNull()
      .default("livre"),
    ativo: boolean("ativo").notNull().default(true),
    observacoes: text("observacoes"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("mesas_usuario_numero_key").on(t.usuario_id, t.numero_mesa).where(sql`${t.ativo}`),
    check("mesas_capacidade_check", sql`${t.capacidade_pessoas} between 1 and 20`),
    check("mesas_status_check", sql`${t.status} in ('livre', 'ocupada', 'reservada', 'manutencao')`),
  ],
);

export const comandas = pgTable(
  "comandas",
  {
    id: id(),
    usuario_id: usuarioId(),
    mesa_id: uuid("mesa_id").references(() => mesas.id),
    numero_comanda: text("numero_comanda").notNull(),
    /**
     * aberta → fechada, or → cancelada from either (decision 133), or aberta → juntada: merged into
     * another tab, which took its lines (decision 138). Only fechada counts as revenue.
     */
    status: text("status", { enum: ["aberta", "fechada", "cancelada", "juntada"] })
      .notNull()
      .default("aberta"),
    /**
     * Bumped by every change to the tab (decision 132): closing and the edits that depend on what the
     * person saw send the version they saw, and a stale one is refused (409 ComandaAlterada).
     */
    versao: integer("versao").notNull().default(0),
    cliente_nome: text("cliente_nome"),
    cliente_telefone: text("cliente_telefone"),
    subtotal: money("subtotal").notNull().default("0"),
    desconto: money("desconto").notNull().default("0"),
    total: money("total").notNull().default("0"),
    /** Set when closed: the method of its payments, or 'multiplas' when they used several (decision 153). */
    forma_pagamento: text("forma_pagamento"),
    /** How many people the tab is for: the couvert is per person, the pre-bill splits by it (decision 151). */
    pessoas: integer("pessoas").notNull().default(1),
    /**
     * The service charge (decision 150): the settings' percentage when the tab opened, whether it is
     * charged (the customer may refuse it), and its amount, recomputed with the totals. Not revenue.
     */
    taxa_servico_percentual: percentual("taxa_servico_percentual").notNull().default("0"),
    cobrar_taxa_servico: boolean("cobrar_taxa_servico").notNull().default(true),
    taxa_servico: money("taxa_servico").notNull().default("0"),
    /** The couvert artístico (decision 151): per person when the tab opened, charged or not, and its amount. */
    couvert_por_pessoa: money("couvert_por_pessoa").notNull().default("0"),
    cobrar_couvert: boolean("cobrar_couvert").notNull().default(true),
    couvert: money("couvert").notNull().default("0"),
    data_abertura: timestamptz("data_abertura").notNull().defaultNow(),
    data_fechamento: timestamptz("data_fechamento"),
    /** The close's idempotency key: a retried close answers with the closed tab instead of a 409. */
    chave_fechamento: text("chave_fechamento"),
    cancelada_em: timestamptz("cancelada_em"),
    motivo_cancelamento: text("motivo_cancelamento"),
    cancelada_por_id: text("cancelada_por_id"),
    cancelada_por: text("cancelada_por"),
    /** When it was merged into another tab (status juntada); which one, and who, is in its history. */
    juntada_em: timestamptz("juntada_em"),
    /** Who opened and who closed the tab (equipe.id and the name then); null on tabs from before. */
    aberta_por_id: text("aberta_por_id"),
    aberta_por: text("aberta_por"),
    fechada_por_id: text("fechada_por_id"),
    fechada_por: text("fechada_por"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("comandas_usuario_numero_key").on(t.usuario_id, t.numero_comanda),
    index("comandas_usuario_status_idx").on(t.usuario_id, t.status, t.data_abertura),
    /** Reports: an account's closed tabs by closing time (decision 050). */
    index("comandas_usuario_status_fechamento_idx").on(t.usuario_id, t.status, t.data_fechamento),
    uniqueIndex("comandas_mesa_aberta_key").on(t.mesa_id).where(sql`${t.status} = 'aberta'`),
    check("comandas_status_check", sql`${t.status} in ('aberta', 'fechada', 'cancelada', 'juntada')`),
    check("comandas_juntada_check", sql`(${t.status} = 'juntada') = (${t.juntada_em} is not null)`),
    check(
      "comandas_cancelamento_check",
      sql`(${t.status} = 'cancelada') = (${t.cancelada_em} is not null and ${t.motivo_cancelamento} is not null)`,
    ),
    check(
      "comandas_valores_check",
      sql`${t.desconto} >= 0 and ${t.total} >= 0 and ${t.taxa_servico} >= 0 and ${t.couvert} >= 0`,
    ),
    check("comandas_pessoas_check", sql`${t.pessoas} between 1 and 999`),
  ],
);

export const itensComanda = pgTable(
  "itens_comanda",
  {
    id: id(),
    usuario_id: usuarioId(),
    comanda_id: uuid("comanda_id")
      .notNull()
      .references(() => comandas.id, { onDelete: "cascade" }),
    produto_id: uuid("produto_id")
      .notNull()
      .references(() => produtos.id),
    quantidade: integer("quantidade").notNull(),
    preco_unitario: money("preco_unitario").notNull(),
    preco_custo: money("preco_custo").notNull().default("0"),
    desconto_item: money("desconto_item").notNull().default("0"),
    subtotal: money("subtotal").notNull(),
    observacoes: text("observacoes"),
    /** Who added the item (equipe.id and the name then); null on items from before. */
    lancado_por_id: text("lancado_por_id"),
    lancado_por: text("lancado_por"),
    created_at: createdAt(),
  },
  (t) => [
    index("itens_comanda_usuario_comanda_idx").on(
      t.usuario_id,
      t.comanda_id,
      t.produto_id,
      t.quantidade,
      t.preco_unitario,
      t.preco_custo,
    ),
    index("itens_comanda_comanda_idx").on(t.comanda_id),
    check("itens_comanda_quantidade_check", sql`${t.quantidade} > 0`),
  ],
);

/**
 * A tab's history (decision 134): every addition, removal, close and cancellation, with its reason, and
 * every move of items, merge and change of table (decision 136), naming the other tab or the tables.
 * itens_comanda holds the tab as it is now (one line per product, price and note); this keeps how it got
 * there. Written in the transaction of the change.
 */
export const comandaEventos = pgTable(
  "comanda_eventos",
  {
    id: id(),
    usuario_id: usuarioId(),
    comanda_id: uuid("comanda_id")
      .notNull()
      .references(() => comandas.id, { onDelete: "cascade" }),
    tipo: text("tipo", { enum: TIPOS_EVENTO_COMANDA }).notNull(),
    produto_id: uuid("produto_id").references(() => produtos.id),
    /** Units added or removed (item events only). */
    quantidade: integer("quantidade"),
    preco_unitario: money("preco_unitario"),
    motivo: text("motivo"),
    /**
     * The other tab of a move or merge: where the items went (item_transferido, comanda_juntada) or came
     * from (item_recebido, juntou_comanda). Tabs are never deleted but with their account.
     */
    comanda_relacionada_id: uuid("comanda_relacionada_id").references(() => comandas.id, {
      onDelete: "cascade",
    }),
    /** mesa_trocada: the table numbers then (a table may be renumbered later); null is the counter. */
    mesa_anterior: integer("mesa_anterior"),
    mesa_nova: integer("mesa_nova"),
    responsavel: text("responsavel").notNull(),
    /** Who did it (equipe.id); null on changes from before staff logins. No FK: backups restore it as text. */
    responsavel_id: text("responsavel_id"),
    /** The tab's version after this change. */
    versao: integer("versao").notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index("comanda_eventos_usuario_comanda_idx").on(t.usuario_id, t.comanda_id, t.created_at),
    index("comanda_eventos_comanda_idx").on(t.comanda_id),
    index("comanda_eventos_produto_idx").on(t.produto_id).where(sql`${t.produto_id} is not null`),
    index("comanda_eventos_relacionada_idx")
      .on(t.comanda_relacionada_id)
      .where(sql`${t.comanda_relacionada_id} is not null`),
    check(
      "comanda_eventos_tipo_check",
      sql.raw(`tipo in (${TIPOS_EVENTO_COMANDA.map((tipo) => `'${tipo}'`).join(", ")})`),
    ),
    check("comanda_eventos_quantidade_check", sql`${t.quantidade} is null or ${t.quantidade} > 0`),
  ],
);

/**
 * One "Enviar pedido" (several items sent to a tab at once), remembered by its idempotency key: a retry
 * of the same order after a timeout adds nothing and answers the tab as it is (decision 130).
 */
export const pedidosComanda = pgTable(
  "pedidos_comanda",
  {
    id: id(),
    usuario_id: usuarioId(),
    comanda_id: uuid("comanda_id")
      .notNull()
      .references(() => comandas.id, { onDelete: "cascade" }),
    chave_idempotencia: text("chave_idempotencia").notNull(),
    /** sha256 of the validated order, so the same key with another order is refused. */
    hash_requisicao: text("hash_requisicao").notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("pedidos_comanda_usuario_chave_key").on(t.usuario_id, t.chave_idempotencia),
    index("pedidos_comanda_comanda_idx").on(t.comanda_id),
  ],
);

/**
 * One "Transferir itens" or "Juntar comandas", remembered by its idempotency key: a retry after a
 * timeout moves nothing twice and answers the tabs as they are (decision 136). `comanda_id` is the tab
 * the items left.
 */
export const transferenciasComanda = pgTable(
  "transferencias_comanda",
  {
    id: id(),
    usuario_id: usuarioId(),
    comanda_id: uuid("comanda_id")
      .notNull()
      .references(() => comandas.id, { onDelete: "cascade" }),
    chave_idempotencia: text("chave_idempotencia").notNull(),
    /** sha256 of the validated request, so the same key with another move is refused. */
    hash_requisicao: text("hash_requisicao").notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("transferencias_comanda_usuario_chave_key").on(t.usuario_id, t.chave_idempotencia),
    index("transferencias_comanda_comanda_idx").on(t.comanda_id),
  ],
);

/**
 * One row per payment of a direct sale or a tab (decisions 152–153): a sale's payments are written with
 * it, a tab's one request each, and the tab closes in the transaction of the payment that completes it.
 * Every payment is a row here, one method or several, so reports by method read one source.
 */
export const pagamentos = pgTable(
  "pagamentos",
  {
    id: id(),
    usuario_id: usuarioId(),
    venda_id: uuid("venda_id").references(() => vendas.id, { onDelete: "cascade" }),
    comanda_id: uuid("comanda_id").references(() => comandas.id, { onDelete: "cascade" }),
    forma_pagamento: text("forma_pagamento").notNull(),
    /** The part of the bill it pays (service and couvert included). */
    valor: money("valor").notNull(),
    /** Cash handed over (dinheiro only; null when not told), and the change given back. */
    valor_recebido: money("valor_recebido"),
    troco: money("troco").notNull().default("0"),
    /** Position among the bill's payments, in the order they were made. */
    ordem: integer("ordem").notNull().default(0),
    /**
     * The open caixa of the till that took it (decision 161), found under the caixa's lock in the
     * payment's transaction; null when the till had none (the setting allowed it) or before caixas.
     */
    caixa_id: uuid("caixa_id").references(() => caixas.id),
    /** Who registered it (equipe.id and the name then, decision 122). No FK: backups restore it as text. */
    registrado_por_id: text("registrado_por_id"),
    registrado_por: text("registrado_por").notNull(),
    /** A tab's payment is one request: its key makes a retry answer the tab instead of paying twice. */
    chave_idempotencia: text("chave_idempotencia"),
    /** sha256 of the validated request, so the same key with another payment is refused. */
    hash_requisicao: text("hash_requisicao"),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("pagamentos_usuario_chave_key").on(t.usuario_id, t.chave_idempotencia),
    index("pagamentos_usuario_venda_idx").on(t.usuario_id, t.venda_id, t.forma_pagamento, t.valor),
    index("pagamentos_usuario_comanda_idx").on(t.usuario_id, t.comanda_id, t.forma_pagamento, t.valor),
    // Deleting a sale or a tab (a backup's restore) checks its foreign key here (decision 112).
    index("pagamentos_venda_idx").on(t.venda_id).where(sql`${t.venda_id} is not null`),
    index("pagamentos_comanda_idx").on(t.comanda_id).where(sql`${t.comanda_id} is not null`),
    // A shift's figures by method (decision 162); also the foreign key's check when a caixa is deleted.
    index("pagamentos_caixa_idx").on(t.caixa_id, t.forma_pagamento).where(sql`${t.caixa_id} is not null`),
    check("pagamentos_origem_check", sql`(${t.venda_id} is null) <> (${t.comanda_id} is null)`),
    check(
      "pagamentos_forma_check",
      sql`${t.forma_pagamento} in ('dinheiro', 'pix', 'cartao_debito', 'cartao_credito', 'transferencia')`,
    ),
    check(
      "pagamentos_valores_check",
      sql`${t.valor} >= 0 and ${t.troco} >= 0 and (${t.valor_recebido} is null and ${t.troco} = 0 or ${t.valor_recebido} = ${t.valor} + ${t.troco})`,
    ),
    check("pagamentos_recebido_check", sql`${t.valor_recebido} is null or ${t.forma_pagamento} = 'dinheiro'`),
  ],
);

/** Per-account sequences behind VEN000123 and CMD000045, taken in the same transaction as the row. */
export const contadores = pgTable(
  "contadores",
  {
    usuario_id: usuarioId(),
    nome: text("nome", { enum: ["venda", "comanda"] }).notNull(),
    valor: bigint("valor", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.usuario_id, t.nome] })],
);
