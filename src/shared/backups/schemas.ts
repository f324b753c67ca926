import { z } from "../zod";

/** Stored backups (decision 112): what the list shows, and the restore's input. */

export const TIPOS_BACKUP = ["manual", "automatico"] as const;
export type TipoBackup = (typeof TIPOS_BACKUP)[number];

export const ROTULO_TIPO_BACKUP: Record<TipoBackup, string> = {
  manual: "Manual",
  automatico: "Automático",
};

export interface Backup {
  id: string;
  tipo: TipoBackup;
  tamanho_bytes: number;
  versao_schema: string;
  /** ISO 8601. */
  created_at: string;
}

/** The word typed to confirm a restore: it replaces the account's data. */
export const PALAVRA_CONFIRMACAO = "RESTAURAR";
export const MENSAGEM_CONFIRMACAO = `Digite ${PALAVRA_CONFIRMACAO} para confirmar a restauração.`;

const confirmacao = z
  .string({ error: MENSAGEM_CONFIRMACAO })
  .refine((texto) => texto.trim().toUpperCase() === PALAVRA_CONFIRMACAO, MENSAGEM_CONFIRMACAO);

/** JSON: a stored backup of the account. (A file is sent as multipart: `arquivo` and `confirmacao`.) */
export const RestaurarBackupInput = z.strictObject({
  backup_id: z.uuid({ error: "Backup não encontrado" }),
  confirmacao,
});
export type RestaurarBackupInput = z.infer<typeof RestaurarBackupInput>;

export const RestaurarArquivoInput = z.object({
  arquivo: z.instanceof(File, { error: "Escolha o arquivo de backup (.json.gz)." }),
  confirmacao,
});

export interface ResultadoRestauracao {
  /** Rows put back per table. */
  linhas: Record<string, number>;
  /** "mesma": the account's own backup replaced its data; "outra": another account's, into this empty one. */
  conta: "mesma" | "outra";
  versao_schema: string;
}
