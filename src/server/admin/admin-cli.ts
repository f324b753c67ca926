/**
 * npm run admin -- promover EMAIL | rebaixar EMAIL — the operator's command for the super admin role,
 * in the database the server uses: DATABASE_URL, or the embedded PGlite in DATA_DIR (which only one
 * process may open: stop the server first).
 */

import { type DatabaseHandle, openDatabase } from "../db/client";
import { DataDirLocked } from "../db/data-dir-lock";
import { parseEnv } from "../lib/env";
import { executarComandoAdmin, lerComandoAdmin, USO_ADMIN } from "./admin-command";

async function run(): Promise<number> {
  const comando = lerComandoAdmin(process.argv.slice(2));
  if (!comando) {
    console.error(USO_ADMIN);
    return 2;
  }
  const env = parseEnv();
  let database: DatabaseHandle;
  try {
    database = await openDatabase(
      env.DATABASE_URL
        ? { kind: "postgres", url: env.DATABASE_URL }
        : { kind: "pglite", dataDir: env.DATA_DIR },
    );
  } catch (error) {
    if (!(error instanceof DataDirLocked)) throw error;
    console.error(`${error.message}\n`);
    console.error(
      "O banco embutido (PGlite) só pode ser aberto por um processo de cada vez. " +
        'Pare o servidor do Balcão, rode "npm run admin" de novo e depois inicie o servidor outra vez.',
    );
    return 1;
  }
  try {
    const { ok, mensagem } = await executarComandoAdmin(database.db, comando);
    if (ok) console.info(mensagem);
    else console.error(mensagem);
    return ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

run().then(
  (codigo) => process.exit(codigo),
  (error) => {
    console.error(`O comando falhou: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
