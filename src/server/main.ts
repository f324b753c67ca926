import type { Server } from "node:http";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { DEMO_EMAIL, DEMO_GARCOM, DEMO_PASSWORD, seedDemo } from "./demo/seed-demo";
import { tarefasDoServidor } from "./jobs/agenda";
import { agendarTarefas } from "./jobs/tarefas";
import { appUrl, parseEnv } from "./lib/env";
import { logger } from "./lib/logger";
import { createMailer, outboxNotice } from "./lib/mail";
import { resolveAuthSecret } from "./lib/secret";
import { gracefulShutdown } from "./lib/shutdown";

async function main() {
  const env = parseEnv();
  const authSecret = resolveAuthSecret(env);
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dataDir: env.DATA_DIR },
  );
  const mailer = createMailer(env);
  const webDir = env.NODE_ENV === "production" ? path.resolve("dist/web") : undefined;
  const deps = { db: database.db, env, mailer, authSecret, webDir };
  const { app, provedor, eventos } = createApp(deps);

  const seeded = database.wasEmpty && database.kind === "pglite" && env.DEMO_SEED === "auto";
  if (seeded) await seedDemo(database.db);

  const server = serve({ fetch: app.fetch, port: env.PORT }, () => {
    const url = appUrl(env);
    logger.info(`Balcão rodando em ${url}`, { banco: database.kind, modo: env.NODE_ENV ?? "não definido" });
    if (seeded)
      logger.info(
        `Conta de demonstração criada: ${DEMO_EMAIL} / ${DEMO_PASSWORD} (garçom: ${DEMO_GARCOM.email}, mesma senha)`,
      );
    const notice = outboxNotice(env);
    if (notice) logger.info(notice);
    if (env.PAYMENT_PROVIDER === "sandbox") {
      // Decision 103: with the embedded provider anyone who opens a checkout can "pay" it.
      const aviso = "Pagamentos no provedor de testes (PAYMENT_PROVIDER=sandbox): nada é cobrado de verdade";
      if (env.NODE_ENV === "production") logger.warn(`${aviso}. Em produção, use PAYMENT_PROVIDER=asaas.`);
      else logger.info(aviso);
    }
  });

  const agendador = agendarTarefas(database.db, tarefasDoServidor(deps, { provedor }));

  const shutdown = gracefulShutdown(server as Server, {
    timeoutMs: env.SHUTDOWN_TIMEOUT * 1000,
    endStreams: () => void eventos.encerrar(),
    close: async () => {
      await eventos.encerrar();
      await agendador.parar();
      await database.close();
    },
  });
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((error) => {
  // The first line says what failed; the error field holds the rest, down to the database's SQLSTATE.
  const firstLine = (error instanceof Error ? error.message : String(error)).split("\n")[0];
  logger.error(`Não foi possível iniciar o Balcão: ${firstLine}`, { error });
  process.exit(1);
});
