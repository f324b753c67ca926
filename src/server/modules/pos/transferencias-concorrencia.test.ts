/**
 * Moves of items, merges and changes of table racing closes, orders and each other, on PostgreSQL only
 * (PGlite is one connection: nothing races there). One wins cleanly each time: no item lost or doubled,
 * no deadlock (a deadlock would be a 500), totals always the sum of the lines.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { toCentavos } from "@/shared/money";
import { Comanda, Mesa } from "@/shared/pos/schemas";
import { createTestApp, type Device, json, type TestApp } from "../../../../tests/support/app";
import { contaLogada, criarProduto } from "../../../../tests/support/factories";
import { comandaNoBanco, mesaNoBanco, pedidoInput } from "../../../../tests/support/pos";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../../../tests/support/test-db";
import { itensComanda, movimentacoes } from "../../db/schema";

describe.runIf(databaseKinds.includes("postgres"))("PDV: transferências concorrentes [postgres]", () => {
  let banco: TestDatabase;
  let t: TestApp;
  let device: Device;
  let usuarioId: string;
  let numeroLivre = 1;

  beforeAll(async () => {
    banco = await createTestDatabase("postgres");
    t = createTestApp(banco.db);
    ({ usuarioId, device } = await contaLogada(t));
  });
  afterAll(async () => {
    t?.close();
    await banco?.close();
  });

  const novaMesa = async () =>
    Mesa.parse(await json(await device.post("/api/mesas", { numero_mesa: numeroLivre++ })));
  const abrir = async () => {
    const mesa = await novaMesa();
    return {
      mesa,
      comanda: Comanda.parse(await json(await device.post("/api/comandas", { mesa_id: mesa.id }))),
    };
  };
  const pedir = async (id: string, produto_id: string, quantidade: number) => {
    const r = await device.post(`/api/comandas/${id}/itens`, pedidoInput([{ produto_id, quantidade }]));
    expect(r.status).toBe(201);
    return Comanda.parse(await json(r));
  };
  const linhasNoBanco = (comandaId: string) =>
    banco.db.select().from(itensComanda).where(eq(itensComanda.comanda_id, comandaId));
  /** Units on the tab's lines, and whether its stored total is the sum of its lines. */
  const conferir = async (comandaId: string) => {
    const linhas = await linhasNoBanco(comandaId);
    const comanda = await comandaNoBanco(banco.db, comandaId);
    const soma = linhas.reduce((s, l) => s + toCentavos(l.subtotal), 0);
    expect(toCentavos(comanda.subtotal)).toBe(soma);
    for (const l of linhas) expect(toCentavos(l.subtotal)).toBe(l.quantidade * toCentavos(l.preco_unitario));
    return { comanda, unidades: linhas.reduce((s, l) => s + l.quantidade, 0) };
  };
  const transferir = (a: Comanda, b: Comanda, itemId: string, quantidade: number) =>
    device.post(`/api/comandas/${a.id}/transferir-itens`, {
      destino_id: b.id,
      itens: [{ item_id: itemId, quantidade }],
      versao: a.versao,
      versao_destino: b.versao,
      chave_idempotencia: randomUUID(),
    });
  const fechar = (c: Comanda) =>
    device.post(`/api/comandas/${c.id}/fechar`, { versao: c.versao, chave_idempotencia: randomUUID() });

  test("transferir e fechar ao mesmo tempo (a origem ou o destino): um vence, nenhum item some ou dobra", async () => {
    const chope = await criarProduto(banco.db, usuarioId, { preco_venda: "12.90", estoque_atual: 10_000 });
    for (let rodada = 0; rodada < 10; rodada++) {
      const { comanda: a0 } = await abrir();
      const { comanda: b0 } = await abrir();
      const a = await pedir(a0.id, chope.id, 5);
      const b = await pedir(b0.id, chope.id, 1);
      const fechada = rodada % 2 === 0 ? a : b;
      const [mover, fechamento] = await Promise.all([transferir(a, b, a.itens[0]!.id, 2), fechar(fechada)]);
      expect([mover.status, fechamento.status].sort()).toEqual([200, 409]);
      const codigo = (await json(mover.status === 409 ? mover : fechamento)).code;

      const [depoisA, depoisB] = [await conferir(a.id), await conferir(b.id)];
      // Six units in all, wherever they are.
      expect(depoisA.unidades + depoisB.unidades).toBe(6);
      const saidas = await banco.db
        .select({ quantidade: movimentacoes.quantidade })
        .from(movimentacoes)
        .where(eq(movimentacoes.comanda_id, fechada.id));
      if (mover.status === 200) {
        expect(codigo).toBe("ComandaAlterada");
        expect([depoisA.unidades, depoisB.unidades]).toEqual([3, 3]);
        expect([depoisA.comanda.status, depoisB.comanda.status]).toEqual(["aberta", "aberta"]);
        expect(saidas).toEqual([]);
      } else {
        // The close won: the move found its tab closed and moved nothing.
        expect(codigo).toBe(fechada === a ? "ComandaFechada" : "DestinoIndisponivel");
        expect([depoisA.unidades, depoisB.unidades]).toEqual([5, 1]);
        expect((await comandaNoBanco(banco.db, fechada.id)).status).toBe("fechada");
        expect(saidas.reduce((s, m) => s + m.quantidade, 0)).toBe(fechada === a ? 5 : 1);
      }
    }
  });

  test("de A para B e de B para A ao mesmo tempo: sem deadlock, um vence e o outro recebe 409", async () => {
    const chope = await criarProduto(banco.db, usuarioId, { preco_venda: "7.35" });
    for (let rodada = 0; rodada < 10; rodada++) {
      const { comanda: a0 } = await abrir();
      const { comanda: b0 } = await abrir();
      const a = await pedir(a0.id, chope.id, 4);
      const b = await pedir(b0.id, chope.id, 3);
      const [ida, volta] = await Promise.all([
        transferir(a, b, a.itens[0]!.id, 4),
        transferir(b, a, b.itens[0]!.id, 3),
      ]);
      expect([ida.status, volta.status].sort()).toEqual([200, 409]);
      expect((await json(ida.status === 409 ? ida : volta)).code).toBe("ComandaAlterada");
      const [depoisA, depoisB] = [await conferir(a.id), await conferir(b.id)];
      expect(depoisA.unidades + depoisB.unidades).toBe(7);
      expect([depoisA.unidades, depoisB.unidades]).toEqual(ida.status === 200 ? [0, 7] : [7, 0]);
    }
  });

  test("a mesma transferência enviada 10 vezes ao mesmo tempo: move uma vez", async () => {
    const chope = await criarProduto(banco.db, usuarioId, { preco_venda: "9.99" });
    const { comanda: a0 } = await abrir();
    const { comanda: b } = await abrir();
    const a = await pedir(a0.id, chope.id, 6);
    const corpo = {
      destino_id: b.id,
      itens: [{ item_id: a.itens[0]!.id, quantidade: 2 }],
      versao: a.versao,
      versao_destino: b.versao,
      chave_idempotencia: randomUUID(),
    };
    const respostas = await Promise.all(
      Array.from({ length: 10 }, () => device.post(`/api/comandas/${a.id}/transferir-itens`, corpo)),
    );
    expect(respostas.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect([(await conferir(a.id)).unidades, (await conferir(b.id)).unidades]).toEqual([4, 2]);
  });

  test("juntar enquanto o garçom lança na origem: ou o item chega antes e a junção é recusada, ou a origem já está juntada", async () => {
    const chope = await criarProduto(banco.db, usuarioId, { preco_venda: "10.00", estoque_atual: 10_000 });
    for (let rodada = 0; rodada < 10; rodada++) {
      const { mesa, comanda: a0 } = await abrir();
      const { comanda: b0 } = await abrir();
      const a = await pedir(a0.id, chope.id, 2);
      const b = await pedir(b0.id, chope.id, 1);
      const [juntar, lancar] = await Promise.all([
        device.post(`/api/comandas/${a.id}/juntar`, {
          destino_id: b.id,
          versao: a.versao,
          versao_destino: b.versao,
          chave_idempotencia: randomUUID(),
        }),
        device.post(`/api/comandas/${a.id}/itens`, pedidoInput([{ produto_id: chope.id, quantidade: 1 }])),
      ]);
      const [depoisA, depoisB] = [await conferir(a.id), await conferir(b.id)];
      if (juntar.status === 200) {
        expect([lancar.status, (await json(lancar)).code]).toEqual([409, "ComandaJuntada"]);
        expect([depoisA.comanda.status, depoisA.unidades, depoisB.unidades]).toEqual(["juntada", 0, 3]);
        expect((await mesaNoBanco(banco.db, mesa.id)).status).toBe("livre");
      } else {
        expect([juntar.status, lancar.status]).toEqual([409, 201]);
        expect([depoisA.comanda.status, depoisA.unidades, depoisB.unidades]).toEqual(["aberta", 3, 1]);
      }
    }
  });

  test("duas comandas para a mesma mesa livre ao mesmo tempo: uma fica com ela, a outra recebe 409", async () => {
    for (let rodada = 0; rodada < 10; rodada++) {
      const { mesa: m1, comanda: a } = await abrir();
      const { mesa: m2, comanda: b } = await abrir();
      const livre = await novaMesa();
      const respostas = await Promise.all(
        [a, b].map((c) => device.post(`/api/comandas/${c.id}/trocar-mesa`, { mesa_id: livre.id })),
      );
      expect(respostas.map((r) => r.status).sort()).toEqual([200, 409]);
      const vencedora = respostas[0]!.status === 200 ? a : b;
      expect((await comandaNoBanco(banco.db, vencedora.id)).mesa_id).toBe(livre.id);
      expect((await mesaNoBanco(banco.db, livre.id)).status).toBe("ocupada");
      // The winner's old table is free, the loser's still taken.
      const [antigaVencedora, antigaPerdedora] = vencedora === a ? [m1, m2] : [m2, m1];
      expect((await mesaNoBanco(banco.db, antigaVencedora.id)).status).toBe("livre");
      expect((await mesaNoBanco(banco.db, antigaPerdedora.id)).status).toBe("ocupada");
    }
  });

  test("duas comandas trocando uma com a outra de mesa ao mesmo tempo: as duas recusadas, sem deadlock", async () => {
    for (let rodada = 0; rodada < 10; rodada++) {
      const { mesa: m1, comanda: a } = await abrir();
      const { mesa: m2, comanda: b } = await abrir();
      const respostas = await Promise.all([
        device.post(`/api/comandas/${a.id}/trocar-mesa`, { mesa_id: m2.id }),
        device.post(`/api/comandas/${b.id}/trocar-mesa`, { mesa_id: m1.id }),
      ]);
      // Each table is taken by the other tab: a swap is two moves through a free table or the counter.
      for (const r of respostas) expect([r.status, (await json(r)).code]).toEqual([409, "MesaNaoLivre"]);
      expect((await comandaNoBanco(banco.db, a.id)).mesa_id).toBe(m1.id);
      expect((await comandaNoBanco(banco.db, b.id)).mesa_id).toBe(m2.id);
    }
  });
});
