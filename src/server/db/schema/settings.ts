import { boolean, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { TipoChavePix } from "@/shared/pix/recebedor";
import { createdAt, id, money, percentual, timestamptz, updatedAt, usuarioId } from "./columns";

/** One row per account. */
export const configuracoes = pgTable(
  "configuracoes",
  {
    id: id(),
    usuario_id: usuarioId(),
    nome_estabelecimento: text("nome_estabelecimento").notNull(),
    email_contato: text("email_contato").notNull(),
    telefone: text("telefone"),
    /** Digits only; printed on receipts. Starts as the profile's (sign-up) document. */
    cnpj_cpf: text("cnpj_cpf"),
    endereco: text("endereco"),
    notificacao_estoque_baixo: boolean("notificacao_estoque_baixo").notNull().default(true),
    notificacao_email: boolean("notificacao_email").notNull().default(true),
    estoque_minimo_padrao: integer("estoque_minimo_padrao").notNull().default(20),
    alerta_estoque_critico: integer("alerta_estoque_critico").notNull().default(5),
    backup_automatico: boolean("backup_automatico").notNull().default(true),
    ultimo_backup: timestamptz("ultimo_backup"),
    /** The static PIX QR's receiver (decision 137): all four set, or all null (PIX without a QR). */
    pix_tipo_chave: text("pix_tipo_chave").$type<TipoChavePix>(),
    /** Normalised as the BR Code carries it: digits, +55 phone, lower-case e-mail or random key. */
    pix_chave: text("pix_chave"),
    /** ASCII upper case, ≤ 25 characters (BR Code field 59). */
    pix_nome_recebedor: text("pix_nome_recebedor"),
    /** ASCII upper case, ≤ 15 characters (BR Code field 60). */
    pix_cidade: text("pix_cidade"),
    /**
     * The service charge (decision 150): on or off, its percentage, and whether direct sales get it too
     * (tabs always do while it is on). Accounts from before it start with it off (migration).
     */
    taxa_servico_ativa: boolean("taxa_servico_ativa").notNull().default(true),
    taxa_servico_percentual: percentual("taxa_servico_percentual").notNull().default("10"),
    taxa_servico_venda_direta: boolean("taxa_servico_venda_direta").notNull().default(false),
    /** The couvert artístico per person (decision 151), off by default. */
    couvert_ativo: boolean("couvert_ativo").notNull().default(false),
    couvert_por_pessoa: money("couvert_por_pessoa").notNull().default("0"),
    /**
     * "Exigir caixa aberto para vender" (decision 161): a sale or a tab's payment on a till without an
     * open caixa is refused. Off until the account opens its first caixa, which turns it on.
     */
    exigir_caixa_aberto: boolean("exigir_caixa_aberto").notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex("configuracoes_usuario_id_key").on(t.usuario_id)],
);
