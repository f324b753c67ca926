import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Evento, lerEvento } from "@/shared/eventos/evento";
import type { Database, Transaction } from "../db/client";
import { logger } from "./logger";
import { anotarTransacao, TRANSACAO_ATUAL } from "./transacoes-da-requisicao";

/**
 * Live screens (decision 127): the services announce each change inside the transaction that writes it,
 * with PostgreSQL's `pg_notify`; the database delivers the notice when that transaction commits and
 * drops it when it rolls back, so a notice never precedes its data nor announces what did not happen.
 * PGlite is PostgreSQL too, with the same NOTIFY semantics, so both databases take this one path: on
 * PostgreSQL the notices reach every server process on the database (one listening connection each),
 * on the embedded PGlite they stay in the one process that may open it.
 */
const CANAL = "balcao_eventos"; // also in balcao_publicar_evento (migration 0018_acoes_em_uma_ida)

/**
 * Announces a change of the account's data. Call it inside the writing transaction: it is sent on
 * commit, and not at all on rollback. The services that call it never know who listens. The message is
 * written by the SQL function `balcao_publicar_evento` (migration 0018_acoes_em_uma_ida; it names its
 * transaction since 0026_transacao_no_aviso, noted for the answer, decision 170), which the
 * actions written as SQL functions call themselves: one format, so identical notices of a transaction
 * collapse whoever sent them.
 */
export async function publicarEvento(
  tx: Transaction,
  usuarioId: string,
  evento: Pick<Evento, "tipo" | "id">,
): Promise<void> {
  const { rows } = await tx.execute<{ tx: string | null }>(
    sql`select balcao_publicar_evento(${usuarioId}::text, ${evento.tipo}::text, ${evento.id ?? null}::text), ${TRANSACAO_ATUAL} as tx`,
  );
  anotarTransacao(rows[0]?.tx);
}

/** One LISTEN on the channel for the whole process. */
interface Ouvinte {
  /** Resolves once LISTEN is in force; `aoCair` is called at most once, if the connection is lost later. */
  ouvir(aoNotificar: (payload: string) => void, aoCair: (erro: unknown) => void): Promise<void>;
  parar(): Promise<void>;
}

function ouvintePglite(cliente: PGlite): Ouvinte {
  let desligar: (() => Promise<void>) | null = null;
  return {
    async ouvir(aoNotificar) {
      desligar = await cliente.listen(CANAL, aoNotificar);
    },
    async parar() {
      const atual = desligar;
      desligar = null;
      // A database already closed took its listeners with it.
      if (atual && !cliente.closed) await atual();
    },
  };
}

/** A dedicated connection, outside the pool: LISTEN belongs to a session, and pooled ones are shared. */
function ouvintePostgres(config: pg.ClientConfig): Ouvinte {
  let conexao: pg.Client | null = null;
  return {
    async ouvir(aoNotificar, aoCair) {
      const cliente = new pg.Client(config);
      let ligada = false;
      let caiu = false;
      const cair = (erro: unknown) => {
        if (!ligada || caiu) return;
        caiu = true;
        if (conexao === cliente) conexao = null;
        cliente.end().catch(() => {});
        aoCair(erro);
      };
      cliente.on("notification", (n) => {
        if (n.channel === CANAL && n.payload) aoNotificar(n.payload);
      });
      cliente.on("error", cair);
      cliente.on("end", () => cair(new Error("Conexão encerrada pelo servidor")));
      try {
        await cliente.connect();
        await cliente.query(`listen ${CANAL}`);
      } catch (erro) {
        await cliente.end().catch(() => {});
        throw erro;
      }
      ligada = true;
      conexao = cliente;
    },
    async parar() {
      const atual = conexao;
      conexao = null;
      if (!atual) return;
      // Ending it on purpose is no loss to report.
      atual.removeAllListeners("end");
      atual.removeAllListeners("error");
      atual.on("error", () => {});
      await atual.end().catch(() => {});
    },
  };
}

export interface Assinatura {
  usuarioId: string;
  aoReceber(evento: Evento): void;
  /** The stream must end: the server is stopping, or the notices of a gap were lost. */
  aoEncerrar(): void;
}

/** The server is stopping: new streams are refused so that the stop does not wait for them. */
export class CentralEncerrada extends Error {}

/**
 * The process's subscribers to the change notices, by account. The listening connection opens with the
 * first subscriber (a process nobody watches holds no extra connection) and stays open until `encerrar`.
 * When it is lost, every stream ends: the screens reconnect, the next subscriber opens a new connection,
 * and each screen refetches what it shows, since notices of the gap may be lost.
 */
export class CentralDeEventos {
  private readonly porConta = new Map<string, Set<Assinatura>>();
  private ouvindo: Promise<void> | null = null;
  private encerrada = false;

  constructor(private readonly ouvinte: Ouvinte) {}

  get aberta(): boolean {
    return !this.encerrada;
  }

  /** Resolves once listening: every write committed from then on reaches `aoReceber`. Returns the way out. */
  async assinar(assinatura: Assinatura): Promise<() => void> {
    if (this.encerrada) throw new CentralEncerrada();
    await this.ligar();
    if (this.encerrada) throw new CentralEncerrada();
    const daConta = this.porConta.get(assinatura.usuarioId) ?? new Set();
    daConta.add(assinatura);
    this.porConta.set(assinatura.usuarioId, daConta);
    return () => {
      daConta.delete(assinatura);
      if (daConta.size === 0 && this.porConta.get(assinatura.usuarioId) === daConta)
        this.porConta.delete(assinatura.usuarioId);
    };
  }

  /** Ends every stream and stops listening (the server is stopping). */
  async encerrar(): Promise<void> {
    this.encerrada = true;
    this.encerrarTodas();
    await this.ouvindo?.catch(() => {});
    this.ouvindo = null;
    await this.ouvinte.parar();
  }

  private ligar(): Promise<void> {
    this.ouvindo ??= this.ouvinte
      .ouvir(
        (payload) => this.distribuir(payload),
        (erro) => this.cair(erro),
      )
      .catch((erro) => {
        this.ouvindo = null;
        throw erro;
      });
    return this.ouvindo;
  }

  private cair(erro: unknown) {
    logger.warn("Conexão que recebe os avisos de mudança perdida: as telas vão reconectar", { error: erro });
    this.ouvindo = null;
    this.encerrarTodas();
  }

  private encerrarTodas() {
    const todas = [...this.porConta.values()].flatMap((daConta) => [...daConta]);
    this.porConta.clear();
    for (const assinatura of todas) assinatura.aoEncerrar();
  }

  /** What travels on the channel: the notice and the account it belongs to (`usuarioId`). */
  private distribuir(payload: string) {
    let lida: unknown;
    try {
      lida = JSON.parse(payload);
    } catch (error) {
      logger.warn("Aviso de mudança ilegível ignorado", { error });
      return;
    }
    const usuarioId = (lida as { usuarioId?: unknown } | null)?.usuarioId;
    const evento = lerEvento(lida);
    if (typeof usuarioId !== "string" || !evento) {
      logger.warn("Aviso de mudança ilegível ignorado", { payload });
      return;
    }
    for (const assinatura of this.porConta.get(usuarioId) ?? []) assinatura.aoReceber(evento);
  }
}

/** The process's central, listening the way its database can. */
export function criarCentralDeEventos(db: Database): CentralDeEventos {
  const cliente: unknown = db.$client;
  if (cliente instanceof PGlite) return new CentralDeEventos(ouvintePglite(cliente));
  if (cliente instanceof pg.Pool) return new CentralDeEventos(ouvintePostgres(cliente.options));
  throw new Error("Banco de dados sem LISTEN/NOTIFY: avisos de mudança indisponíveis");
}
