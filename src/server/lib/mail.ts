import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { appUrl, type Env, hasDevPages } from "./env";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** "smtp": delivered to SMTP_URL. "outbox": written to DATA_DIR/outbox and shown at /dev/emails. */
  readonly transport: "smtp" | "outbox";
  send(msg: MailMessage): Promise<void>;
  /** Newest first. Empty when mail goes over SMTP. */
  listOutbox(): Promise<OutboxSummary[]>;
  readOutbox(id: string): Promise<OutboxMessage | null>;
}

export interface OutboxMessage extends MailMessage {
  id: string;
  from: string;
  createdAt: string;
}

export type OutboxSummary = Pick<OutboxMessage, "id" | "to" | "subject" | "createdAt">;

export function createMailer(env: Env): Mailer {
  return env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : createOutboxMailer(env);
}

function createSmtpMailer(url: string, from: string): Mailer {
  const transporter = nodemailer.createTransport(url);
  return {
    transport: "smtp",
    async send(msg) {
      await transporter.sendMail({ from, ...msg });
    },
    listOutbox: async () => [],
    readOutbox: async () => null,
  };
}

/** Ids are generated here; anything else is refused so an id can never walk out of the folder. */
const OUTBOX_ID = /^\d{13}-[0-9a-f]{8}$/;

/**
 * Without SMTP the message is still produced in full and kept on disk, so a person trying the demo
 * can open the reset link from /dev/emails — the mail is real, only the delivery is local.
 */
function createOutboxMailer(env: Env): Mailer {
  const dir = outboxDir(env);
  const file = (id: string) => path.join(dir, `${id}.json`);

  async function readOutbox(id: string): Promise<OutboxMessage | null> {
    if (!OUTBOX_ID.test(id)) return null;
    try {
      return JSON.parse(await readFile(file(id), "utf8")) as OutboxMessage;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  return {
    transport: "outbox",
    async send(msg) {
      await mkdir(dir, { recursive: true });
      const now = new Date();
      // The timestamp prefix makes a name sort by time; the random part keeps two in one ms apart.
      const id = `${now.getTime()}-${randomBytes(4).toString("hex")}`;
      const message: OutboxMessage = { id, from: env.MAIL_FROM, createdAt: now.toISOString(), ...msg };
      await writeFile(file(id), JSON.stringify(message, null, 2), { flag: "wx" });
    },
    async listOutbox() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      const ids = names
        .filter((n) => n.endsWith(".json"))
        .map((n) => n.slice(0, -5))
        .filter((id) => OUTBOX_ID.test(id))
        .sort()
        .reverse();
      const messages = await Promise.all(ids.map(readOutbox));
      return messages
        .filter((m): m is OutboxMessage => m !== null)
        .map(({ id, to, subject, createdAt }) => ({ id, to, subject, createdAt }));
    },
    readOutbox,
  };
}

function outboxDir(env: Env): string {
  return path.resolve(env.DATA_DIR, "outbox");
}

/** What the start-up log says about mail that is not sent: where to read it. Null when SMTP sends it. */
export function outboxNotice(env: Env): string | null {
  if (env.SMTP_URL) return null;
  if (hasDevPages(env))
    return `Sem SMTP_URL: os e-mails ficam na caixa de saída, em ${appUrl(env)}/dev/emails`;
  return `Sem SMTP_URL: os e-mails não são enviados; ficam como arquivos em ${outboxDir(env)}`;
}
