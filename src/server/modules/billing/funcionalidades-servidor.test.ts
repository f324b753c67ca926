import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { comandas, mesas } from "@/server/db/schema";
import { createTestApp, type ErroApi, json, type TestApp } from "../../../../tests/support/app";
import { contaLogada, criarConta, entrar } from "../../../../tests/support/factories";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { ativarAssinatura } from "./assinaturas.service";

const MENSAGEM_COMANDAS =
  "Comandas não está incluída no plano Mensal. Faça upgrade para o plano Semestral para usar.";

describeEachDatabase("níveis de plano no servidor (FEATURE_GATING, decisão 106)", (getDb) => {
  let ligado: TestApp;
  let desligado: TestApp;
  beforeAll(() => {
    ligado = createTestApp(getDb().db, { rateLimit: false, env: { FEATURE_GATING: "on" } });
    desligado = createTestApp(getDb().db, { rateLimit: false });
  });
  afterAll(() => {
    ligado.close();
    desligado.close();
  });

  test("ligado: o plano mensal não abre comandas nem mesas (403 com a funcionalidade e o plano) e nada muda", async () => {
    const mensal = await contaLogada(ligado);
    await ativarAssinatura(ligado.db, { usuarioId: mensal.usuarioId, autoria: { origem: "admin" } });
    for (const [metodo, caminho, corpo] of [
      ["GET", "/api/comandas", undefined],
      ["POST", "/api/comandas", { cliente_nome: "Ana" }],
      ["GET", "/api/mesas", undefined],
      ["POST", "/api/mesas", { numero_mesa: 1, capacidade_pessoas: 4 }],
    ] as const) {
      const response = await mensal.device.request(metodo, caminho, { body: corpo });
      expect(response.status, `${metodo} ${caminho}`).toBe(403);
      expect(await json<ErroApi>(response)).toEqual({
        error: MENSAGEM_COMANDAS,
        code: "FuncionalidadeNaoIncluida",
      });
    }
    expect(await ligado.db.select().from(comandas).where(eq(comandas.usuario_id, mensal.usuarioId))).toEqual(
      [],
    );
    expect(await ligado.db.select().from(mesas).where(eq(mesas.usuario_id, mensal.usuarioId))).toEqual([]);
    // The rest of the plan works: level 1 features are not touched.
    expect((await mensal.device.get("/api/produtos")).status).toBe(200);
    expect((await mensal.device.get("/api/vendas")).status).toBe(200);
    // The session tells the web, so the FeatureGate asks the same rule.
    expect(await json(await mensal.device.get("/api/contas/sessao"))).toMatchObject({
      niveis_aplicados: true,
      assinatura: { planLevel: 1 },
    });
  });

  test("ligado: o semestral, o anual e o super admin usam comandas", async () => {
    for (const planoId of ["plano-semestral-balcao", "plano-anual-balcao"]) {
      const { device } = await contaLogada(ligado, { planoId });
      expect((await device.get("/api/comandas")).status, planoId).toBe(200);
      expect((await device.get("/api/mesas")).status, planoId).toBe(200);
    }
    const admin = await criarConta(ligado.db, { role: "super_admin" });
    const device = ligado.device();
    await entrar(device, admin);
    expect((await device.get("/api/comandas")).status).toBe(200);
  });

  test("desligado (o padrão): o mensal usa comandas, como a verificação da especificação permite", async () => {
    const mensal = await contaLogada(desligado);
    expect((await mensal.device.get("/api/comandas")).status).toBe(200);
    expect((await mensal.device.get("/api/mesas")).status).toBe(200);
    expect(await json(await mensal.device.get("/api/contas/sessao"))).toMatchObject({
      niveis_aplicados: false,
    });
  });

  test("sem sessão continua 401", async () => {
    expect((await ligado.device().get("/api/comandas")).status).toBe(401);
  });
});
