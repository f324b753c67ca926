/**
 * npm run banco -- exportar ARQUIVO | importar ARQUIVO — the operator's copy of the whole embedded
 * database (PGlite in DATA_DIR), with the server stopped. With PostgreSQL (DATABASE_URL) the copy is
 * pg_dump's, and the command says so.
 */

import { exportarBancoEmbutido, importarBancoEmbutido } from "../db/banco-embutido";
import { DataDirLocked } from "../db/data-dir-lock";
import { parseEnv } from "../lib/env";

const USO = [
  "Uso:",
  "  npm run banco -- exportar ARQUIVO.tar.gz   copia o banco embutido inteiro para o arquivo",
  "  npm run banco -- importar ARQUIVO.tar.gz   substitui o banco embutido pela cópia (o atual fica ao lado)",
  "Pare o servidor antes: o banco embutido só abre num processo de cada vez.",
].join("\n");

async function run(): Promise<number> {
  const [comando, arquivo] = process.argv.slice(2);
  if ((comando !== "exportar" && comando !== "importar") || !arquivo) {
    console.error(USO);
    return 2;
  }
  const env = parseEnv();
  if (env.DATABASE_URL) {
    console.error(
      "DATABASE_URL está definido: o banco é um PostgreSQL. Copie-o com pg_dump " +
        '(pg_dump -Fc "$DATABASE_URL" -f balcao.dump) e restaure com pg_restore (veja o README).',
    );
    return 1;
  }
  try {
    if (comando === "exportar") {
      const bytes = await exportarBancoEmbutido(env.DATA_DIR, arquivo);
      console.info(`Banco embutido de ${env.DATA_DIR} copiado para ${arquivo} (${bytes} bytes).`);
    } else {
      const anterior = await importarBancoEmbutido(env.DATA_DIR, arquivo);
      console.info(`Banco embutido de ${env.DATA_DIR} substituído pela cópia ${arquivo}.`);
      if (anterior) console.info(`O banco anterior ficou em ${anterior}; apague-o quando não precisar mais.`);
    }
    return 0;
  } catch (error) {
    if (error instanceof DataDirLocked) {
      console.error(`${error.message}\nPare o servidor do Balcão e rode o comando de novo.`);
      return 1;
    }
    throw error;
  }
}

run().then(
  (codigo) => process.exit(codigo),
  (error) => {
    console.error(`O comando falhou: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
