/**
 * Tills racing each other, on PostgreSQL only: PGlite is one connection, so requests run one after the
 * other there and nothing races. The pool has 20 connections, so 20 "tills" are 20 async loops of
 * sequential requests.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { toCentavos } from "@/shared/money";
import { Comanda, VendaComNota } from "@/shared/pos/schemas";
import { createTestApp, type Device, json, type TestApp } from "../../../../tests/support/app";
import { criarConta, criarProduto, entrar } from "../../../../tests/support/factories";
import {
  comandaNoBanco,
  estoqueDe,
  mesaNoBanco,
  pedidoInput,
  vendaInput,
  vendasDaConta,
} from "../../../../tests/support/pos";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../../../tests/support/test-db";
import { comandaEventos, itensComanda, itensVenda, movimentacoes } from "../../db/schema";

describe.runIf(databaseKinds.includes("postgres"))("PDV concorrente [postgres]", () => {
  let banco: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    banco = await createTestDatabase("postgres");
    t = createTestApp(banco.db);
  });
  afterAll(async () => {
    t?.close();
    await banco?.close();
  });

  async function contaLogada(devices = 1) {
    const conta = await criarConta(banco.db);
    const lista: Device[] = [];
    for (let i = 0; i < devices; i++) {
      const d = t.device();
      await entrar(d, conta);
      lista.push(d);
    }
    return { usuarioId: conta.usuarioId, devices: lista };
  }

  /** `caixas` loops, each sending `vendas` requests one after the other. */
  async function caixas<T>(caixas: number, vendas: number, venda: (caixa: number, n: number) => Promise<T>) {
    const resultados = await Promise.all(
      Array.from({ length: caixas }, async (_, caixa) => {
        const meus: T[] = [];
        for (let n = 0; n < vendas; n++) meus.push(await venda(caixa, n));
        return meus;
      }),
    );
    return resultados.flat();
  }

  const linhasDaVenda = async (vendaId: string) => ({
    itens: await banco.db.select().from(itensVenda).where(eq(itensVenda.venda_id, vendaId)),
    movimentos: await banco.db.select().from(movimentacoes).where(eq(movimentacoes.venda_id, vendaId)),
  });

  test("20 caixas × 50 vendas do mesmo produto: 1.000 vendas, estoque cai exatamente a soma, números 1..1000", async () => {
    const {
      usuarioId,
      devices: [device],
    } = await contaLogada();
    const produto = await criarProduto(banco.db, usuarioId, { preco_venda: "7.35", estoque_atual: 10_000 });
    const quantidade = (caixa: number, n: number) => ((caixa + n) % 3) + 1;

    const status = await caixas(20, 50, async (caixa, n) => {
      const r = await device!.post(
        "/api/vendas",
        vendaInput([{ produto_id: produto.id, quantidade: quantidade(caixa, n) }]),
      );
      return r.status;
    });
    expect(status.filter((s) => s === 201)).toHaveLength(1000);

    let soma = 0;
    for (let caixa = 0; caixa < 20; caixa++) for (let n = 0; n < 50; n++) soma += quantidade(caixa, n);
    expect(await estoqueDe(banco.db, produto.id)).toBe(10_000 - soma);

    const vendas = await vendasDaConta(banco.db, usuarioId);
    expect(vendas).toHaveLength(1000);
    expect(vendas.map((v) => v.numero_venda)).toEqual(
      Array.from({ length: 1000 }, (_, i) => `VEN${String(i + 1).padStart(6, "0")}`),
    );
    const movimentos = await banco.db
      .select({ quantidade: movimentacoes.quantidade })
      .from(movimentacoes)
      .where(eq(movimentacoes.produto_id, produto.id));
    expect(movimentos).toHaveLength(1000);
    expect(movimentos.reduce((s, m) => s + m.quantidade, 0)).toBe(soma);
    expect(vendas.reduce((s, v) => s + toCentavos(v.total), 0)).toBe(soma * 735);
    // 1,000 sales on 2 shared cores: a time limit for a hang, not a measure of speed (bench:vendas is).
  }, 120_000);

  test("pouco estoque: o estoque para em 0, toda venda fica inteira, e a que falha não deixa nada", async () => {
    const {
      usuarioId,
      devices: [device],
    } = await contaLogada();
    const escasso = await criarProduto(banco.db, usuarioId, { preco_venda: "10.00", estoque_atual: 30 });
    const farto = await criarProduto(banco.db, usuarioId, { preco_venda: "1.00", estoque_atual: 1000 });
    const inexistente = "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f";

    // 20 tills × 10 sales of 1 scarce + 2 plenty, in opposite cart orders on odd and even tills (locks
    // taken in cart order would deadlock); every fifth sale also carries an unknown product.
    const status = await caixas(20, 10, async (caixa, n) => {
      const itens = [
        { produto_id: escasso.id, quantidade: 1 },
        { produto_id: farto.id, quantidade: 2 },
      ];
      if (caixa % 2 === 1) itens.reverse();
      if ((caixa * 10 + n) % 5 === 4) itens.push({ produto_id: inexistente, quantidade: 1 });
      const r = await device!.post("/api/vendas", vendaInput(itens));
      return r.status;
    });
    expect(status.filter((s) => s === 201)).toHaveLength(160);
    expect(status.filter((s) => s === 404)).toHaveLength(40);

    expect(await estoqueDe(banco.db, escasso.id)).toBe(0);
    expect(await estoqueDe(banco.db, farto.id)).toBe(1000 - 160 * 2);
    const vendas = await vendasDaConta(banco.db, usuarioId);
    expect(vendas).toHaveLength(160);
    let semEstoque = 0;
    for (const venda of vendas) {
      const { itens, movimentos } = await linhasDaVenda(venda.id);
      expect(itens.map((i) => i.quantidade).sort()).toEqual([1, 2]);
      expect(movimentos.map((m) => m.quantidade).sort()).toEqual([1, 2]);
      expect(venda.total).toBe("12.00");
      for (const m of movimentos) semEstoque += m.quantidade_sem_estoque;
    }
    // Each sale read the stock the one before it left: the 30 units went out once, the other 130 as
    // units that were not in stock (decision 013).
    expect(semEstoque).toBe(160 - 30);
    // Failed sales give their numbers back: still 1..160 without holes.
    expect(new Set(vendas.map((v) => v.numero_venda)).size).toBe(160);
    expect(vendas.at(-1)!.numero_venda).toBe("VEN000160");
  });

  test("a mesma venda enviada 10 vezes ao mesmo tempo: uma venda, estoque baixa uma vez", async () => {
    const {
      usuarioId,
      devices: [device],
    } = await contaLogada();
    const produto = await criarProduto(banco.db, usuarioId, { estoque_atual: 50 });
    for (let rodada = 0; rodada < 5; rodada++) {
      const body = vendaInput([{ produto_id: produto.id, quantidade: 2 }]);
      const respostas = await Promise.all(
        Array.from({ length: 10 }, () => device!.post("/api/vendas", body)),
      );
      expect(respostas.map((r) => r.status).sort()).toEqual([
        200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
      ]);
      const ids = new Set<string>();
      for (const r of respostas) ids.add(VendaComNota.parse(await json(r)).venda.id);
      expect(ids.size).toBe(1);
    }
    expect(await estoqueDe(banco.db, produto.id)).toBe(40);
    expect(await vendasDaConta(banco.db, usuarioId)).toHaveLength(5);
  });

  test("dois aparelhos adicionando à mesma comanda: todos os itens ficam e o total é exato", async () => {
    const { usuarioId, devices } = await contaLogada(2);
    const produtos = [
      await criarProduto(banco.db, usuarioId, { preco_venda: "12.90", estoque_atual: 100 }),
      await criarProduto(banco.db, usuarioId, { preco_venda: "0.29", estoque_atual: 100 }),
    ];
    const mesa = await devices[0]!.post("/api/mesas", { numero_mesa: 1 });
    const mesaId = (await json<{ id: string }>(mesa)).id;
    const comanda = Comanda.parse(await json(await devices[0]!.post("/api/comandas", { mesa_id: mesaId })));

    const pedidos = Array.from({ length: 20 }, (_, i) => ({
      produto: produtos[i % 2]!,
      quantidade: (i % 4) + 1,
      device: devices[i % 2]!,
    }));
    const respostas = await Promise.all(
      pedidos.map((p) =>
        p.device.post(
          `/api/comandas/${comanda.id}/itens`,
          pedidoInput([{ produto_id: p.produto.id, quantidade: p.quantidade }]),
        ),
      ),
    );
    expect(respostas.map((r) => r.status)).toEqual(Array(20).fill(201));
    const esperado = pedidos.reduce((s, p) => s + p.quantidade * toCentavos(p.produto.preco_venda), 0);
    // One line per product (decision 134), holding every unit of the 20 additions; 20 history entries.
    const itens = await banco.db.select().from(itensComanda).where(eq(itensComanda.comanda_id, comanda.id));
    expect(itens).toHaveLength(2);
    const unidades = pedidos.reduce((s, p) => s + p.quantidade, 0);
    expect(itens.reduce((s, i) => s + i.quantidade, 0)).toBe(unidades);
    expect(
      await banco.db.select().from(comandaEventos).where(eq(comandaEventos.comanda_id, comanda.id)),
    ).toHaveLength(20);
    const linha = await comandaNoBanco(banco.db, comanda.id);
    expect([toCentavos(linha.subtotal), toCentavos(linha.total)]).toEqual([esperado, esperado]);
    expect(linha.versao).toBe(20);

    // Closing at the version the cashier saw while more items arrive (decision 132): the close wins and
    // the late items are refused, or an item lands first and the close is refused — never lost, and
    // never a close for more than the cashier saw.
    const [fechamento, ...tardios] = await Promise.all([
      devices[0]!.post(`/api/comandas/${comanda.id}/fechar`, {
        forma_pagamento: "pix",
        versao: 20,
        chave_idempotencia: randomUUID(),
      }),
      ...Array.from({ length: 5 }, () =>
        devices[1]!.post(
          `/api/comandas/${comanda.id}/itens`,
          pedidoInput([{ produto_id: produtos[0]!.id, quantidade: 1 }]),
        ),
      ),
    ]);
    const aceitos = tardios.filter((r) => r.status === 201).length;
    expect(tardios.filter((r) => r.status === 409)).toHaveLength(5 - aceitos);
    const final = await comandaNoBanco(banco.db, comanda.id);
    expect(toCentavos(final.total)).toBe(esperado + aceitos * 1290);
    const vendidos = await banco.db
      .select({ quantidade: movimentacoes.quantidade })
      .from(movimentacoes)
      .where(eq(movimentacoes.comanda_id, comanda.id));
    if (aceitos === 0) {
      expect(fechamento!.status).toBe(200);
      expect(final.status).toBe("fechada");
      expect(vendidos.reduce((s, m) => s + m.quantidade, 0)).toBe(unidades);
      expect((await mesaNoBanco(banco.db, mesaId)).status).toBe("livre");
    } else {
      expect(fechamento!.status).toBe(409);
      expect(await json(fechamento!)).toMatchObject({ code: "ComandaAlterada" });
      expect(final.status).toBe("aberta");
      expect(vendidos).toHaveLength(0);
      expect((await mesaNoBanco(banco.db, mesaId)).status).toBe("ocupada");
    }
  });

  test("abrir comanda e excluir a mesa ao mesmo tempo: nunca uma comanda aberta numa mesa excluída", async () => {
    const {
      devices: [device],
    } = await contaLogada();
    for (let rodada = 0; rodada < 10; rodada++) {
      const mesa = await json<{ id: string }>(await device!.post("/api/mesas", { numero_mesa: rodada + 1 }));
      const [abrirUm, abrirOutro, excluir] = await Promise.all([
        device!.post("/api/comandas", { mesa_id: mesa.id }),
        device!.post("/api/comandas", { mesa_id: mesa.id }),
        device!.request("DELETE", `/api/mesas/${mesa.id}`),
      ]);
      const abertas = [abrirUm!, abrirOutro!].filter((r) => r.status === 201).length;
      const linha = await mesaNoBanco(banco.db, mesa.id);
      if (excluir!.status === 204) {
        expect(abertas).toBe(0);
        expect(linha.ativo).toBe(false);
      } else {
        expect(excluir!.status).toBe(409);
        expect(abertas).toBe(1);
        expect(linha).toMatchObject({ ativo: true, status: "ocupada" });
      }
      expect(abertas).toBeLessThanOrEqual(1);
    }
  });
});
