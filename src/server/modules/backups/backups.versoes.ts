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
 * One entry per migration that changes what a restored table holds in a way the restore cannot absorb
 * by itself. A column added with a default needs none (a missing column takes its default); a column
 * added NOT NULL without one, a renamed or a split column does. No migration since backups exist has
 * needed one yet.
 */
export const ATUALIZACOES: Readonly<Record<string, Atualizacao>> = {};

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
