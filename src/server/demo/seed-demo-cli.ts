/**
 * npm run seed:demo — recreates the demo account (deletes it with everything it owns, then seeds it
 * again) in the database the server would use: DATABASE_URL, or the embedded PGlite in DATA_DIR.
 */

import { type DatabaseHandle, openDatabase } from "../db/client";
import { DataDirLocked } from "../db/data-dir-lock";
import { appUrl, parseEnv } from "../lib/env";
import { DEMO_EMAIL, DEMO_GARCOM, DEMO_PASSWORD, deleteDemo, seedDemo } from "./seed-demo";

async function run() {
  const env = parseEnv();
  let database: DatabaseHandle;
  try {
    database = await openDatabase(
      env.DATABASE_URL
        ? { kind: "postgres", url: env.DATABASE_URL }
        : { kind: "pglite", dataDir: env.DATA_DIR },
    );
  } catch (error) {
    if (error instanceof DataDirLocked) {
      console.error(`${error.message}\n`);
      console.error(
        "O banco embutido (PGlite) só pode ser aberto por um processo de cada vez. " +
          "Pare o servidor do Balcão (Ctrl+C no terminal do npm start / npm run dev) e rode " +
          '"npm run seed:demo" de novo; depois inicie o servidor outra vez.',
      );
      process.exit(1);
    }
    throw error;
  }

  try {
    const existed = await deleteDemo(database.db);
    await seedDemo(database.db);
    const onde = database.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite em ${env.DATA_DIR}`;
    console.info(`Conta de demonstração ${existed ? "recriada" : "criada"} no banco ${onde}.`);
    console.info(`  Endereço: ${appUrl(env)}`);
    console.info(`  E-mail:   ${DEMO_EMAIL}`);
    console.info(`  Garçom:   ${DEMO_GARCOM.email}`);
    console.info(`  Senha:    ${DEMO_PASSWORD} (dono e garçom)`);
  } finally {
    await database.close();
  }
}

run().catch((error) => {
  console.error(
    `Não foi possível criar a conta de demonstração: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
});
