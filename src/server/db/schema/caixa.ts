import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, money, timestamptz, updatedAt, usuarioId } from "./columns";

/**
 * A cash register shift (decisions 160–162): opened on one till (`terminal`, the name the device chose)
 * with its float, closed with what was counted per method. At most one open caixa per till of an
 * account (partial unique index); a bar with two tills runs two. Every payment taken on the till while
 * it is open points at it (`pagamentos.caixa_id`). Closing freezes the expected and counted amounts and
 * the service charge and couvert collected; a closed caixa takes no change.
 */
export const caixas = pgTable(
  "caixas",
  {
    id: id(),
    usuario_id: usuarioId(),
    terminal: text("terminal").notNull(),
    status: text("status", { enum: ["aberto", "fechado"] })
      .notNull()
      .default("aberto"),
    fundo_troco: money("fundo_troco").notNull(),
    /** Who opened and who closed it (equipe.id and the name then, decision 122). No FK: backups restore it as text. */
    aberto_por_id: text("aberto_por_id"),
    aberto_por: text("aberto_por").notNull(),
    aberto_em: timestamptz("aberto_em").notNull(),
    fechado_por_id: text("fechado_por_id"),
    fechado_por: text("fechado_por"),
    fechado_em: timestamptz("fechado_em"),
    observacoes: text("observacoes"),
    /** "Abrir Caixa" and "Fechar Caixa" clicks: a retry answers the caixa instead of acting twice. */
    chave_abertura: text("chave_abertura").notNull(),
    hash_abertura: text("hash_abertura").notNull(),
    chave_fechamento: text("chave_fechamento"),
    hash_fechamento: text("hash_fechamento"),
    /** Set by the close: what the system expected per method then (decision 162). */
    esperado_dinheiro: money("esperado_dinheiro"),
    esperado_pix: money("esperado_pix"),
    esperado_cartao_debito: money("esperado_cartao_debito"),
    esperado_cartao_credito: money("esperado_cartao_credito"),
    esperado_transferencia: money("esperado_transferencia"),
    /** Set by the close: what the cashier counted per method. */
    contado_dinheiro: money("contado_dinheiro"),
    contado_pix: money("contado_pix"),
    contado_cartao_debito: money("contado_cartao_debito"),
    contado_cartao_credito: money("contado_cartao_credito"),
    contado_transferencia: money("contado_transferencia"),
    /** Set by the close: the service charge and couvert of the bills completed in the shift (not revenue). */
    taxa_servico: money("taxa_servico"),
    couvert: money("couvert"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("caixas_terminal_aberto_key").on(t.usuario_id, t.terminal).where(sql`${t.status} = 'aberto'`),
    uniqueIndex("caixas_usuario_chave_abertura_key").on(t.usuario_id, t.chave_abertura),
    uniqueIndex("caixas_usuario_chave_fechamento_key").on(t.usuario_id, t.chave_fechamento),
    /** The list of past closings, newest first. */
    index("caixas_usuario_fechado_em_idx").on(t.usuario_id, t.fechado_em),
    check("caixas_status_check", sql`${t.status} in ('aberto', 'fechado')`),
    check("caixas_fundo_check", sql`${t.fundo_troco} >= 0`),
    check("caixas_terminal_check", sql`length(${t.terminal}) between 1 and 40`),
    check(
      "caixas_fechamento_check",
      sql`(${t.status} = 'fechado') = (${t.fechado_em} is not null and ${t.chave_fechamento} is not null
        and ${t.esperado_dinheiro} is not null and ${t.esperado_pix} is not null
        and ${t.esperado_cartao_debito} is not null and ${t.esperado_cartao_credito} is not null
        and ${t.esperado_transferencia} is not null and ${t.contado_dinheiro} is not null
        and ${t.contado_pix} is not null and ${t.contado_cartao_debito} is not null
        and ${t.contado_cartao_credito} is not null and ${t.contado_transferencia} is not null
        and ${t.taxa_servico} is not null and ${t.couvert} is not null)`,
    ),
  ],
);
