import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, test } from "vitest";
import { criarConta } from "../../../tests/support/factories";
import { exportarBancoEmbutido, importarBancoEmbutido } from "./banco-embutido";
import { openDatabase } from "./client";
import { DataDirLocked } from "./data-dir-lock";

describe("cópia do banco embutido (npm run banco)", () => {
  const pastas: string[] = [];
  const novaPasta = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "balcao-banco-"));
    pastas.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of pastas) rmSync(dir, { recursive: true, force: true });
  });

  test("exportar de um DATA_DIR e importar noutro: as contas estão lá; o banco anterior fica ao lado", async () => {
    const origem = novaPasta();
    const handle = await openDatabase({ kind: "pglite", dataDir: origem });
    const { email } = await criarConta(handle.db);
    await handle.close();

    const arquivo = path.join(novaPasta(), "balcao.tar.gz");
    const bytes = await exportarBancoEmbutido(origem, arquivo);
    expect(bytes).toBe(statSync(arquivo).size);

    const destino = novaPasta();
    const vazio = await openDatabase({ kind: "pglite", dataDir: destino });
    await vazio.close();
    const anterior = await importarBancoEmbutido(destino, arquivo);
    expect(anterior && existsSync(anterior)).toBe(true);

    const copia = await openDatabase({ kind: "pglite", dataDir: destino });
    try {
      const { rows } = await copia.db.execute<{ email: string }>(sql`select email from usuarios`);
      expect(rows.map((r) => r.email)).toContain(email);
    } finally {
      await copia.close();
    }
  }, 120_000);

  test("um arquivo que não é cópia do banco é recusado e o banco atual continua", async () => {
    const destino = novaPasta();
    const atual = new PGlite(path.join(destino, "pglite"));
    await atual.exec("create table marca (n int); insert into marca values (42)");
    await atual.close();
    const lixo = path.join(novaPasta(), "lixo.tar.gz");
    writeFileSync(lixo, "isto não é um tar");
    await expect(importarBancoEmbutido(destino, lixo)).rejects.toThrow(/o banco atual foi mantido/);
    expect(readdirSync(destino).filter((n) => n.startsWith("pglite"))).toEqual(["pglite"]);
    const reaberto = new PGlite(path.join(destino, "pglite"));
    expect((await reaberto.query("select n from marca")).rows).toEqual([{ n: 42 }]);
    await reaberto.close();
  }, 120_000);

  test("com o servidor rodando (a trava do DATA_DIR tomada por outro processo), recusa", async () => {
    const dir = novaPasta();
    mkdirSync(path.join(dir, "pglite"));
    const outro = spawn(process.execPath, ["--import", "tsx", "tests/support/hold-data-dir-lock.ts", dir]);
    try {
      await new Promise<void>((resolve, reject) => {
        outro.stdout.on("data", (d) => String(d).includes("travado") && resolve());
        outro.on("exit", () => reject(new Error("o outro processo saiu")));
      });
      await expect(exportarBancoEmbutido(dir, path.join(dir, "x.tar.gz"))).rejects.toBeInstanceOf(
        DataDirLocked,
      );
    } finally {
      outro.kill("SIGTERM");
    }
  }, 60_000);
});
