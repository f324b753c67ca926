/**
 * Movements racing for the same product, on PostgreSQL only: PGlite is one connection, so requests run
 * one after the other there and nothing races. The pool has 20 connections.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { MovimentacaoInput } from "@/shared/stock/schemas";
import { createTestApp, type Device, type TestApp } from "../../../../tests/support/app";
import { criarConta, criarProduto, entrar } from "../../../../tests/support/factories";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../../../tests/support/test-db";
import { movimentacoes, produtos } from "../../db/schema";

describe.runIf(databaseKinds.includes("postgres"))("movimentações concorrentes [postgres]", () => {
  let banco: TestDatabase;
  let t: TestApp;
  let device: Device;
  let usuarioId: string;

  beforeAll(async () => {
    banco = await createTestDatabase("postgres");
    t = createTestApp(banco.db);
    const conta = await criarConta(banco.db);
    usuarioId = conta.usuarioId;
    device = t.device();
    await entrar(device, conta);
  });
  afterAll(async () => {
    t?.close();
    await banco?.close();
  });

  const saida = (produto_id: string, quantidade: number): MovimentacaoInput => ({
    produto_id,
    tipo: "saida",
    motivo: "venda",
    quantidade,
  });
  const estado = async (id: string) => {
    const [p] = await banco.db
      .select({ estoque: produtos.estoque_atual })
      .from(produtos)
      .where(eq(produtos.id, id));
    const movs = await banco.db
      .select({ tipo: movimentacoes.tipo, quantidade: movimentacoes.quantidade })
      .from(movimentacoes)
      .where(and(eq(movimentacoes.produto_id, id), eq(movimentacoes.usuario_id, usuarioId)));
    return { estoque: p!.estoque, movimentos: movs };
  };

  test("duas saídas disputando as últimas unidades: exatamente uma passa", async () => {
    // Several rounds, each on a fresh product, so the two requests really overlap at least sometimes.
    for (let round = 0; round < 10; round++) {
      const produto = await criarProduto(banco.db, usuarioId, { estoque_atual: 5 });
      const respostas = await Promise.all([
        device.post("/api/movimentacoes", saida(produto.id, 3)),
        device.post("/api/movimentacoes", saida(produto.id, 4)),
      ]);
      const status = respostas.map((r) => r.status).sort();
      expect(status).toEqual([201, 409]);
      const { estoque, movimentos } = await estado(produto.id);
      expect(movimentos).toHaveLength(1);
      expect(estoque).toBe(5 - movimentos[0]!.quantidade);
      expect(estoque).toBeGreaterThanOrEqual(0);
    }
  });

  test("dez saídas de 1 com 5 em estoque: cinco passam, o estoque para em zero", async () => {
    const produto = await criarProduto(banco.db, usuarioId, { estoque_atual: 5 });
    const respostas = await Promise.all(
      Array.from({ length: 10 }, () => device.post("/api/movimentacoes", saida(produto.id, 1))),
    );
    const contagem = (s: number) => respostas.filter((r) => r.status === s).length;
    expect([contagem(201), contagem(409)]).toEqual([5, 5]);
    const { estoque, movimentos } = await estado(produto.id);
    expect(estoque).toBe(0);
    expect(movimentos).toHaveLength(5);
  });

  test("20 entradas simultâneas de 1 unidade: o estoque sobe exatamente 20", async () => {
    const produto = await criarProduto(banco.db, usuarioId, { estoque_atual: 7 });
    const respostas = await Promise.all(
      Array.from({ length: 20 }, () =>
        device.post("/api/movimentacoes", {
          produto_id: produto.id,
          tipo: "entrada",
          motivo: "compra",
          quantidade: 1,
        }),
      ),
    );
    expect(respostas.map((r) => r.status)).toEqual(Array(20).fill(201));
    const { estoque, movimentos } = await estado(produto.id);
    expect(estoque).toBe(27);
    expect(movimentos).toHaveLength(20);
  });
});
