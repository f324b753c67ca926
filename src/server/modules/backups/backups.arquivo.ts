import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import { z } from "@/shared/zod";
import { BackupCorrompido, BackupMuitoGrande } from "./backups.errors";

/**
 * The backup file (decision 112): gzip of one JSON header line, then the data as JSON. The header
 * carries the format, the schema version, the origin account and the sha-256 of the data bytes, so a
 * file is checked before a byte of it is believed.
 *
 *   {"formato":"balcao-backup","versao_formato":1,"versao_schema":"0007_backups",…,"sha256":"…"}\n
 *   {"restaurar":{"produtos":[{…}],…},"somente_leitura":{"assinaturas":[…],…}}
 *
 * Every value is PostgreSQL's own text for it (timestamps to the microsecond, numerics with their
 * scale), json columns excepted, so a restore puts back exactly what was read.
 */

export const FORMATO = "balcao-backup";
export const VERSAO_FORMATO = 1;

/** What a file may weigh as uploaded, and once decompressed (a gzip bomb stops there). */
export const LIMITE_ARQUIVO_BYTES = 50 * 1024 * 1024;
export const LIMITE_DESCOMPACTADO_BYTES = 400 * 1024 * 1024;

export type Linha = Record<string, unknown>;

const Linhas = z.record(z.string(), z.array(z.record(z.string(), z.unknown())));

export const ConteudoBackup = z.object({ restaurar: Linhas, somente_leitura: Linhas });
export type ConteudoBackup = z.infer<typeof ConteudoBackup>;

export const CabecalhoBackup = z.object({
  formato: z.literal(FORMATO),
  versao_formato: z.literal(VERSAO_FORMATO),
  versao_schema: z.string().min(1),
  criado_em: z.string(),
  /** The account it was made from: restoring elsewhere draws new ids (decision 112). */
  usuario_id: z.string().min(1),
  nome_estabelecimento: z.string(),
  tipo: z.enum(["manual", "automatico"]),
  /** Rows per table, for a reader of the file. */
  linhas: z.record(z.string(), z.number()),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type CabecalhoBackup = z.infer<typeof CabecalhoBackup>;

const comprimir = promisify(gzip);
const descomprimir = promisify(gunzip);

export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

export async function empacotarBackup(
  cabecalho: Omit<CabecalhoBackup, "formato" | "versao_formato" | "sha256" | "linhas">,
  conteudo: ConteudoBackup,
): Promise<{ arquivo: Uint8Array; cabecalho: CabecalhoBackup }> {
  const dados = Buffer.from(JSON.stringify(conteudo), "utf8");
  const linhas = Object.fromEntries(
    Object.entries({ ...conteudo.restaurar, ...conteudo.somente_leitura }).map(([t, rows]) => [
      t,
      rows.length,
    ]),
  );
  const completo: CabecalhoBackup = {
    formato: FORMATO,
    versao_formato: VERSAO_FORMATO,
    ...cabecalho,
    linhas,
    sha256: sha256(dados),
  };
  const texto = Buffer.concat([Buffer.from(`${JSON.stringify(completo)}\n`, "utf8"), dados]);
  return { arquivo: new Uint8Array(await comprimir(texto, { level: 6 })), cabecalho: completo };
}

/** Reads and checks a file: gzip intact, a Balcão header, the checksum, the data's shape. */
export async function lerBackup(
  arquivo: Uint8Array,
): Promise<{ cabecalho: CabecalhoBackup; conteudo: ConteudoBackup }> {
  if (arquivo.byteLength > LIMITE_ARQUIVO_BYTES) throw backupGrandeDemais();
  let texto: Buffer;
  try {
    texto = await descomprimir(arquivo, { maxOutputLength: LIMITE_DESCOMPACTADO_BYTES });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") {
      throw new BackupMuitoGrande(
        `Backup muito grande: descompactado passa de ${LIMITE_DESCOMPACTADO_BYTES / 1024 / 1024} MB. ${"Nada foi alterado."}`,
      );
    }
    throw new BackupCorrompido("o arquivo não é um backup do Balcão, está incompleto ou corrompido");
  }
  const fim = texto.indexOf(0x0a);
  if (fim < 0) throw new BackupCorrompido("o arquivo não é um backup do Balcão");
  const cabecalho = CabecalhoBackup.safeParse(lerJson(texto.subarray(0, fim)));
  if (!cabecalho.success) throw new BackupCorrompido("o arquivo não é um backup do Balcão");
  const dados = texto.subarray(fim + 1);
  if (sha256(dados) !== cabecalho.data.sha256) {
    throw new BackupCorrompido("a soma de verificação (sha-256) não confere, o conteúdo foi alterado");
  }
  const conteudo = ConteudoBackup.safeParse(lerJson(dados));
  if (!conteudo.success) throw new BackupCorrompido("o conteúdo não tem o formato de um backup do Balcão");
  return { cabecalho: cabecalho.data, conteudo: conteudo.data };
}

export function backupGrandeDemais() {
  return new BackupMuitoGrande(
    `Arquivo de backup muito grande: o máximo é ${LIMITE_ARQUIVO_BYTES / 1024 / 1024} MB. Nada foi alterado.`,
  );
}

function lerJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(bytes).toString("utf8"));
  } catch {
    return undefined;
  }
}

/** "balcao-backup-2026-11-23-0830.json.gz", in São Paulo time. */
export function nomeDoArquivo(criadoEm: Date): string {
  const partes = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Sao_Paulo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(criadoEm);
  const p = (tipo: string) => partes.find((x) => x.type === tipo)?.value ?? "";
  return `balcao-backup-${p("year")}-${p("month")}-${p("day")}-${p("hour")}${p("minute")}.json.gz`;
}
