import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Sessao } from "@/shared/accounts/schemas";
import { createTestApp, json, type TestApp } from "../../../tests/support/app";
import { cadastroInput, contaLogada, criarConta } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-db";
import { openDatabase } from "../db/client";
import { usuarios } from "../db/schema";
import { executarComandoAdmin, lerComandoAdmin, USO_ADMIN } from "./admin-command";

describeEachDatabase("super admin pelo comando do operador", (getDb) => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp(getDb().db);
  });
  afterAll(() => t.close());

  const sessao = async (device: ReturnType<TestApp["device"]>) =>
    Sessao.parse(await json(await device.get("/api/contas/sessao")));

  test("promover e rebaixar mudam o papel no banco, e a sessão aberta vê na hora", async () => {
    const conta = await contaLogada(t, { email: "boss@balcao.app" });
    const vizinha = await contaLogada(t);
    expect((await sessao(conta.device)).usuario.super_admin).toBe(false);

    const promover = await executarComandoAdmin(getDb().db, { acao: "promover", email: " BOSS@Balcao.APP " });
    expect(promover.ok).toBe(true);
    expect(promover.mensagem).toMatch(
      /^boss@balcao\.app \(Bar do Teste \d+, conta criada em \d{2}\/\d{2}\/\d{4}\) agora é super admin\.$/,
    );
    const promovida = await sessao(conta.device);
    expect(promovida.usuario).toMatchObject({ role: "super_admin", super_admin: true });
    expect(promovida.assinatura).toMatchObject({ planLevel: 999, subscription: { virtual: true } });
    expect((await sessao(vizinha.device)).usuario.super_admin).toBe(false);

    const rebaixar = await executarComandoAdmin(getDb().db, { acao: "rebaixar", email: "boss@balcao.app" });
    expect(rebaixar).toMatchObject({
      ok: true,
      mensagem: expect.stringMatching(/agora é uma conta comum\.$/),
    });
    expect((await sessao(conta.device)).usuario).toMatchObject({ role: "usuario", super_admin: false });
  });

  test("e-mail sem conta: nada muda e o operador é avisado", async () => {
    const antes = await getDb().db.select({ role: usuarios.role }).from(usuarios);
    const resultado = await executarComandoAdmin(getDb().db, {
      acao: "promover",
      email: "Ninguem@Balcao.app",
    });
    expect(resultado).toEqual({ ok: false, mensagem: "Nenhuma conta com o e-mail ninguem@balcao.app." });
    expect(await getDb().db.select({ role: usuarios.role }).from(usuarios)).toEqual(antes);
  });

  test("depois de promovida, ninguém se cadastra com o mesmo e-mail em outra caixa", async () => {
    const conta = await criarConta(getDb().db);
    await executarComandoAdmin(getDb().db, { acao: "promover", email: conta.email });
    const copia = await t
      .device()
      .post("/api/contas/cadastro", cadastroInput({ email: conta.email.toUpperCase() }));
    expect(copia.status).toBe(409);
    const [perfil] = await getDb().db.select().from(usuarios).where(eq(usuarios.email, conta.email));
    expect(perfil?.role).toBe("super_admin");
  });
});

describe("linha de comando", () => {
  test.each([
    [[]],
    [["promover"]],
    [["apagar", "a@b.c"]],
    [["promover", "a@b.c", "b@c.d"]],
    [["rebaixar", " "]],
  ])("%j: mostra o uso", (args) => {
    expect(lerComandoAdmin(args)).toBeNull();
  });

  test("npm run admin abre o banco do servidor e respeita a trava do PGlite", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "balcao-admin-"));
    const rodar = (...args: string[]) =>
      promisify(execFile)(path.resolve("node_modules/.bin/tsx"), ["src/server/admin/admin-cli.ts", ...args], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "test" },
      }).then(
        ({ stdout, stderr }) => ({ codigo: 0, stdout, stderr }),
        (error: { code: number; stdout: string; stderr: string }) => ({ ...error, codigo: error.code }),
      );
    try {
      const servidor = await openDatabase({ kind: "pglite", dataDir });
      const conta = await criarConta(servidor.db);
      const travado = await rodar("promover", conta.email);
      expect(travado.codigo).toBe(1);
      expect(travado.stderr).toContain("só pode ser aberto por um processo de cada vez");
      await servidor.close();

      const promovido = await rodar("promover", conta.email);
      expect(promovido).toMatchObject({ codigo: 0, stdout: expect.stringContaining("agora é super admin") });
      expect((await rodar()).stderr).toContain(USO_ADMIN);

      const depois = await openDatabase({ kind: "pglite", dataDir });
      const [perfil] = await depois.db.select().from(usuarios).where(eq(usuarios.email, conta.email));
      await depois.close();
      expect(perfil?.role).toBe("super_admin");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
