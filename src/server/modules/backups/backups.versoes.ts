import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ConteudoBackup } from "./backups.arquivo";

/**
 * The schema versions a backup can come from: the migrations' tags, in the order they apply
 * (migrations/meta/_journal.json). A backup records the last one of the server that made it.
 */
function lerVersoes(): string[] {
  const journal = path.join(import.meta.dirname, "../../db/migrations/meta/_journal.json");
  const { entries } = JSON.parse(readFileSync(journal, "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  return entries.sort((a, b) => a.idx - b.idx).map((e) => e.tag);
}

export const VERSOES_SCHEMA: readonly string[] = lerVersoes();
export const VERSAO_SCHEMA_ATUAL: string = VERSOES_SCHEMA[VERSOES_SCHEMA.length - 1]!;

/** Brings a backup's content from the schema before `versao` to `versao`'s. */
export type Atualizacao = (conteudo: ConteudoBackup) => ConteudoBackup;

/**
 * Decision 153's migration: every sale and closed tab has its payments in `pagamentos`. A backup made
 * before it has none, so each of its sales and closed tabs gets one — its method and its whole amount,
 * by who sold or closed, when — as the migration did to the live rows (BACKFILL_PAGAMENTOS). And, as
 * the migration did (decision 150), its settings keep the service charge off.
 */
export function pagamentosDeAntes(conteudo: ConteudoBackup): ConteudoBackup {
  const { vendas = [], comandas = [], configuracoes = [] } = conteudo.restaurar;
  const texto = (v: unknown) => (v === null || v === undefined ? null : String(v));
  const pagamentos = [
    ...vendas.map((v) => ({
      id: randomUUID(),
      usuario_id: v.usuario_id,
      venda_id: v.id,
      forma_pagamento: v.forma_pagamento,
      valor: v.total,
      registrado_por_id: texto(v.vendedor_id),
      registrado_por: v.vendedor,
      created_at: v.data_venda,
    })),
    ...comandas
      .filter((c) => c.data_fechamento !== null && c.data_fechamento !== undefined)
      .map((c) => ({
        id: randomUUID(),
        usuario_id: c.usuario_id,
        comanda_id: c.id,
        forma_pagamento: texto(c.forma_pagamento) ?? "dinheiro",
        valor: c.total,
        registrado_por_id: texto(c.fechada_por_id),
        registrado_por: texto(c.fechada_por) ?? "Sem registro",
        created_at: c.data_fechamento,
      })),
  ];
  return {
    ...conteudo,
    restaurar: {
      ...conteudo.restaurar,
      configuracoes: configuracoes.map((c) => ({ ...c, taxa_servico_ativa: "false" })),
      pagamentos,
    },
  };
}

/** The tag of a migration by its name: the number before it may change when branches are merged. */
const tagDe = (nome: string) => VERSOES_SCHEMA.find((tag) => tag.endsWith(`_${nome}`));

/**
 * One entry per migration that changes what a restored table holds in a way the restore cannot absorb
 * by itself. A column added with a default needs none (a missing column takes its default); a column
 * added NOT NULL without one, a renamed or a split column does, and so does a table whose rows the
 * migration derived from others.
 */
export const ATUALIZACOES: Readonly<Record<string, Atualizacao>> = Object.fromEntries(
  [["conta_brasileira", pagamentosDeAntes] as const].flatMap(([nome, atualizar]) => {
    const tag = tagDe(nome);
    return tag ? [[tag, atualizar]] : [];
  }),
);

/** "mais-nova" when this server does not know the version: a later server made it. */
export function compararVersao(versao: string, versoes = VERSOES_SCHEMA): "atual" | "antiga" | "mais-nova" {
  const posicao = versoes.indexOf(versao);
  if (posicao < 0) return "mais-nova";
  return posicao === versoes.length - 1 ? "atual" : "antiga";
}

/** Applies, in order, the upgrade of every migration after the backup's version (identity when none). */
export function atualizarConteudo(
  conteudo: ConteudoBackup,
  de: string,
  { versoes = VERSOES_SCHEMA, atualizacoes = ATUALIZACOES } = {},
): ConteudoBackup {
  const posicao = versoes.indexOf(de);
  if (posicao < 0) throw new Error(`Versão de esquema desconhecida: ${de}`);
  return versoes
    .slice(posicao + 1)
    .reduce((atual, versao) => atualizacoes[versao]?.(atual) ?? atual, conteudo);
}
