/**
 * npm run bench:backups — a backup and a restore of an account with a year of a busy bar (about 120,000
 * sales, 400,000 sale items, 10,000 closed tabs, and one stock exit per sold line; bench/relatorios-gerar.ts):
 * time to build and store it, its size compressed and decompressed, and the time to restore it over
 * the account. PGlite (in memory) always; PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL)
 * is set. A benchmark: it prints figures and never fails on time.
 *
 *   BENCH_DATABASE_URL=postgres://... npm run bench:backups -- [vendas=120000]
 */
import { performance } from "node:perf_hooks";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import {
  LIMITE_ARQUIVO_BYTES,
  LIMITE_DESCOMPACTADO_BYTES,
} from "../src/server/modules/backups/backups.arquivo";
import {
  criarBackup,
  obterArquivoBackup,
  restaurarBackup,
} from "../src/server/modules/backups/backups.service";
import { diaEmSaoPaulo } from "../src/shared/reports/metricas";
import { criarConta } from "../tests/support/factories";
import { createTestDatabase } from "../tests/support/test-db";
import { ANO_DE_BAR, gerarMovimento } from "./relatorios-gerar";

const VENDAS = Number(process.argv[2] ?? ANO_DE_BAR.vendas);
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const serverUrl = process.env.TEST_DATABASE_URL;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function bench(kind: "pglite" | "postgres") {
  const handle = await createTestDatabase(kind);
  const { db } = handle;
  try {
    const escala = VENDAS / ANO_DE_BAR.vendas;
    const conta = await criarConta(db);
    await gerarMovimento(db, {
      ...ANO_DE_BAR,
      usuarioId: conta.usuarioId,
      ate: diaEmSaoPaulo(new Date()),
      vendas: VENDAS,
      itens: Math.round(ANO_DE_BAR.itens * escala),
      comandasFechadas: Math.round(ANO_DE_BAR.comandasFechadas * escala),
    });
    // The generator writes no stock movements; a real bar has one exit per sold line.
    await db.execute(sql`
      insert into movimentacoes (usuario_id, produto_id, tipo, motivo, quantidade, responsavel, venda_id, data_movimentacao)
      select i.usuario_id, i.produto_id, 'saida', 'venda', i.quantidade, 'Caixa', i.venda_id, v.data_venda
      from itens_venda i join vendas v on v.id = i.venda_id where i.usuario_id = ${conta.usuarioId}`);
    const { rows } = await db.execute<{ linhas: number }>(sql`select
      (select count(*) from vendas) + (select count(*) from itens_venda) + (select count(*) from comandas)
      + (select count(*) from itens_comanda) + (select count(*) from movimentacoes)
      + (select count(*) from vendas_diarias_produto) as linhas`);

    let t0 = performance.now();
    const backup = await criarBackup(db, { usuarioId: conta.usuarioId });
    const tempoBackup = performance.now() - t0;
    const { arquivo } = await obterArquivoBackup(db, { usuarioId: conta.usuarioId, id: backup.id });
    const descompactado = gunzipSync(arquivo).byteLength;

    t0 = performance.now();
    const resultado = await restaurarBackup(db, {
      usuarioId: conta.usuarioId,
      origem: { backupId: backup.id },
    });
    const tempoRestauracao = performance.now() - t0;
    const restauradas = Object.values(resultado.linhas).reduce((a, b) => a + b, 0);

    console.info(
      `\n${kind} — ${Number(rows[0]!.linhas)} linhas na conta (${VENDAS} vendas)\n` +
        `  backup:      ${s(tempoBackup)}, ${mb(arquivo.byteLength)} gzip (limite ${mb(LIMITE_ARQUIVO_BYTES)}), ` +
        `${mb(descompactado)} descompactado (limite ${mb(LIMITE_DESCOMPACTADO_BYTES)})\n` +
        `  restauração: ${s(tempoRestauracao)}, ${restauradas} linhas`,
    );
  } finally {
    await handle.close();
  }
}

if (!process.env.SO_POSTGRES) await bench("pglite");
if (serverUrl) await bench("postgres");
else console.info("\nPostgreSQL: defina BENCH_DATABASE_URL (ou TEST_DATABASE_URL) para medir também.");
