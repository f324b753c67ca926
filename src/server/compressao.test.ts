import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../../tests/support/app";
import { contaLogada, criarProduto } from "../../tests/support/factories";
import { describeEachDatabase } from "../../tests/support/test-db";
import { LIMIAR_GZIP } from "./app";

const GZIP = { "accept-encoding": "gzip, deflate, br" };

describeEachDatabase("compressão das respostas (decisão 149)", (getDb) => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp(getDb().db, { rateLimit: false });
  });
  afterAll(() => t.close());

  test("um JSON pequeno vai sem gzip e com o tamanho; uma lista grande vai comprimida", async () => {
    const { device, usuarioId } = await contaLogada(t);
    const produto = await criarProduto(t.db, usuarioId);

    const pequena = await device.post(
      "/api/movimentacoes",
      { produto_id: produto.id, tipo: "entrada", motivo: "compra", quantidade: 1 },
      { headers: GZIP },
    );
    expect(pequena.status).toBe(201);
    const corpo = Buffer.from(await pequena.arrayBuffer());
    expect(corpo.length).toBeLessThan(LIMIAR_GZIP);
    expect(pequena.headers.get("content-encoding")).toBeNull();
    expect(pequena.headers.get("content-length")).toBe(String(corpo.length));
    expect(JSON.parse(corpo.toString("utf8"))).toMatchObject({ estoque_atual: 101 });

    // An error answer is JSON too: same rule.
    const erro = await device.post("/api/movimentacoes", { tipo: "entrada" }, { headers: GZIP });
    expect(erro.status).toBe(400);
    expect(erro.headers.get("content-encoding")).toBeNull();

    for (let i = 0; i < 60; i++) await criarProduto(t.db, usuarioId);
    const lista = await device.get("/api/produtos", { headers: GZIP });
    expect(lista.status).toBe(200);
    expect(lista.headers.get("content-encoding")).toBe("gzip");
    const { produtos } = JSON.parse(gunzipSync(Buffer.from(await lista.arrayBuffer())).toString("utf8"));
    expect(produtos).toHaveLength(61);
    expect(JSON.stringify(produtos).length).toBeGreaterThan(LIMIAR_GZIP);
  });
});
