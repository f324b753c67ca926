import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { authUsers } from "./auth";
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
    /** The purchase whose payments keep it (null for a trial nobody has paid yet). */
    compra_id: uuid("compra_id").references(() => compras.id),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("assinaturas_usuario_status_idx").on(t.usuario_id, t.status, t.created_at),
    check("assinaturas_status_check", sql`${t.status} in ('ativa', 'pendente', 'suspensa', 'cancelada')`),
  ],
);

export const PROVEDORES_PAGAMENTO = ["sandbox", "asaas"] as const;

/**
 * A purchase of a plan: from the plans page by someone with no account yet (pay first: `usuario_id` is
 * null until the confirmed payment creates the account), or from the app by an account (trial owner,
 * renewal, upgrade). It is the provider's subscription on our side: its id is the `externalReference` the
 * provider copies onto every charge and event.
 */
export const compras = pgTable(
  "compras",
  {
    id: id(),
    plano_id: text("plano_id")
      .notNull()
      .references(() => planos.id),
    usuario_id: text("usuario_id").references(() => authUsers.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    nome_estabelecimento: text("nome_estabelecimento").notNull(),
    cnpj_cpf: text("cnpj_cpf").notNull(),
    telefone: text("telefone"),
    provedor: text("provedor", { enum: PROVEDORES_PAGAMENTO }).notNull(),
    id_cliente_externo: text("id_cliente_externo"),
    id_assinatura_externa: text("id_assinatura_externa"),
    /** Where the buyer pays the first charge (the provider's invoice, or the sandbox checkout). */
    url_pagamento: text("url_pagamento"),
    status: text("status", { enum: ["aguardando", "paga", "recusada", "vencida", "cancelada"] }).notNull(),
    /** Pay first: when its confirmed payment created the account (and the set-password e-mail left). */
    conta_criada_em: timestamptz("conta_criada_em"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("compras_usuario_idx").on(t.usuario_id, t.created_at),
    index("compras_email_idx").on(t.email),
    uniqueIndex("compras_assinatura_externa_key").on(t.provedor, t.id_assinatura_externa),
    check(
      "compras_status_check",
      sql`${t.status} in ('aguardando', 'paga', 'recusada', 'vencida', 'cancelada')`,
    ),
  ],
);

/** A charge of the provider for a subscription, as its webhook events left it. */
export const transacoesPagamento = pgTable(
  "transacoes_pagamento",
  {
    id: id(),
    /**
     * The account and subscription it pays; null while a pay-first purchase has no account yet (its
     * charge is pending): the confirmed payment that creates the account fills them in.
     */
    usuario_id: text("usuario_id").references(() => authUsers.id, { onDelete: "cascade" }),
    assinatura_id: uuid("assinatura_id").references(() => assinaturas.id, { onDelete: "cascade" }),
    compra_id: uuid("compra_id").references(() => compras.id),
    provedor: text("provedor", { enum: PROVEDORES_PAGAMENTO }).notNull(),
    /** The provider's charge id ("pay_…"). */
    id_externo: text("id_externo").notNull(),
    valor: money("valor").notNull(),
    /** The provider's billingType: PIX, BOLETO, CREDIT_CARD or UNDEFINED (the buyer chooses). */
    metodo_pagamento: text("metodo_pagamento").notNull(),
    status: text("status", { enum: ["pending", "confirmed", "overdue", "refunded", "deleted"] }).notNull(),
    data_vencimento: date("data_vencimento", { mode: "string" }),
    data_pagamento: timestamptz("data_pagamento"),
    url_fatura: text("url_fatura"),
    /** When the provider created the event last applied: an older event never moves the status back. */
    evento_em: timestamptz("evento_em").notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("transacoes_pagamento_usuario_idx").on(t.usuario_id, t.created_at),
    index("transacoes_pagamento_compra_idx").on(t.compra_id),
    uniqueIndex("transacoes_pagamento_externo_key").on(t.provedor, t.id_externo),
    check(
      "transacoes_pagamento_status_check",
      sql`${t.status} in ('pending', 'confirmed', 'overdue', 'refunded', 'deleted')`,
    ),
  ],
);

/**
 * Every webhook event as it arrived, once: the provider delivers at least once, so its id is unique and
 * a replay is a no-op. `processado_em` is set by the transaction that applied it; `erro` keeps why an
 * event could not be applied, for the next attempt.
 */
export const eventosPagamento = pgTable(
  "eventos_pagamento",
  {
    provedor: text("provedor", { enum: PROVEDORES_PAGAMENTO }).notNull(),
    id: text("id").notNull(),
    tipo: text("tipo").notNull(),
    payload: jsonb("payload").notNull(),
    recebido_em: timestamptz("recebido_em").notNull().defaultNow(),
    processado_em: timestamptz("processado_em"),
    erro: text("erro"),
  },
  (t) => [
    primaryKey({ columns: [t.provedor, t.id] }),
    index("eventos_pagamento_pendentes_idx").on(t.recebido_em).where(sql`${t.processado_em} is null`),
  ],
);

/**
 * The sandbox provider's own charges (PAYMENT_PROVIDER=sandbox): what a real provider keeps on its side,
 * kept here so that the embedded checkout works across restarts and several server processes.
 */
export const sandboxCobrancas = pgTable("sandbox_cobrancas", {
  id: text("id").primaryKey(),
  id_assinatura: text("id_assinatura").notNull(),
  id_cliente: text("id_cliente").notNull(),
  /** Our compra id, as the provider's externalReference. */
  referencia: text("referencia").notNull(),
  valor: money("valor").notNull(),
  forma: text("forma").notNull(),
  status: text("status").notNull(),
  vencimento: date("vencimento", { mode: "string" }).notNull(),
  data_pagamento: timestamptz("data_pagamento"),
  created_at: createdAt(),
});

/** What changed an account's subscription and by whose hand: admin actions, webhook events, the sweep. */
export const auditoria = pgTable(
  "auditoria",
  {
    id: id(),
    momento: timestamptz("momento").notNull().defaultNow(),
    /** admin (a super admin's action), provedor (a webhook event), varredura (the sweep), conta (the owner). */
    origem: text("origem", { enum: ["admin", "provedor", "varredura", "conta"] }).notNull(),
    /** Who did it: the super admin's or the owner's id; null for the provider and the sweep. */
    autor_id: text("autor_id").references(() => authUsers.id, { onDelete: "set null" }),
    /** The account it concerns. */
    usuario_id: text("usuario_id").references(() => authUsers.id, { onDelete: "cascade" }),
    acao: text("acao").notNull(),
    detalhes: jsonb("detalhes").notNull().default({}),
  },
  (t) => [
    index("auditoria_momento_idx").on(t.momento),
    index("auditoria_usuario_idx").on(t.usuario_id, t.momento),
  ],
);
