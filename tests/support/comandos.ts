import pg from "pg";
import type { TestDatabase } from "./test-db";

type Metodo = (...args: unknown[]) => unknown;

function texto(arg: unknown): string {
  return typeof arg === "string" ? arg : String((arg as { text?: string } | undefined)?.text);
}

/**
 * The statements the app sends its database while `acao` runs, counted at the driver: every query of a
 * node-postgres client (BEGIN and COMMIT included), or PGlite's queries and transactions. Used to hold a
 * request to the round trips decisions 147 and 148 promise. Counts everything on the database, so run
 * nothing else meanwhile.
 */
export async function contarComandos(
  { kind, db }: TestDatabase,
  acao: () => Promise<unknown>,
): Promise<{ textos: string[]; transacoes: number }> {
  const textos: string[] = [];
  let transacoes = 0;
  const alvo = (
    kind === "postgres" ? pg.Client.prototype : (db.$client as unknown as Record<string, Metodo>)
  ) as Record<string, Metodo>;
  const query = alvo.query!;
  const transaction = alvo.transaction;
  alvo.query = function (this: unknown, ...args: unknown[]) {
    textos.push(texto(args[0]).replace(/\s+/g, " ").trim());
    return query.apply(this, args);
  };
  if (transaction) {
    alvo.transaction = function (this: unknown, ...args: unknown[]) {
      transacoes++;
      return transaction.apply(this, args);
    };
  }
  try {
    await acao();
  } finally {
    alvo.query = query;
    if (transaction) alvo.transaction = transaction;
  }
  return {
    textos,
    transacoes: kind === "postgres" ? textos.filter((t) => /^begin/i.test(t)).length : transacoes,
  };
}
