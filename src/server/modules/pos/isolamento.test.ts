import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Comanda, ComandaComNota, Mesa } from "@/shared/pos/schemas";
import { createTestApp, type Device, json, type TestApp } from "../../../../tests/support/app";
import { criarConta, criarProduto, entrar } from "../../../../tests/support/factories";
import {
  comandaNoBanco,
  comandasDaConta,
  estoqueDe,
  fecharPelaApi,
  mesaNoBanco,
  movimentosDoProduto,
  pedidoInput,
} from "../../../../tests/support/pos";
import { retratoDoBanco } from "../../../../tests/support/retrato";
import { describeEachDatabase } from "../../../../tests/support/test-db";

/**
 * Every sale, table and tab route answers 404 to another account's ids and changes nothing — moving
 * items, tabs and tables too (decision 136).
 */
describeEachDatabase("PDV: isolamento entre contas", (getDb) => {
  let t: TestApp;
  let device: Device;
  let usuarioId: string;
  let numeroLivre = 100;

  beforeAll(async () => {
    t = createTestApp(getDb().db);
    const conta = await criarConta(getDb().db, { nomeEstabelecimento: "Bar da Esquina" });
    usuarioId = conta.usuarioId;
    device = t.device();
    await entrar(device, conta);
  });
  afterAll(() => t.close());

  const db = () => getDb().db;
  const novaMesa = async () => {
    const response = await device.post("/api/mesas", { numero_mesa: numeroLivre++ });
    expect(response.status).toBe(201);
    return Mesa.parse(await json(response));
  };
  const abrir = async (mesaId: string) => {
    const response = await device.post("/api/comandas", { mesa_id: mesaId });
    expect(response.status).toBe(201);
    return Comanda.parse(await json(response));
  };
  const adicionar = (comandaId: string, produto_id: string, quantidade: unknown, d: Device = device) =>
    d.post(`/api/comandas/${comandaId}/itens`, pedidoInput([{ produto_id, quantidade }]));
  const fechar = (comandaId: string, body: unknown = {}, d: Device = device) =>
    fecharPelaApi(d, comandaId, body);

  describe("vendas, mesas e comandas", () => {
    test("outra conta recebe 404 em cada rota de venda, mesa e comanda, e nada muda", async () => {
      // Account A: a sale, a table with an open tab with an item, a free table, a closed tab.
      const p = await criarProduto(db(), usuarioId, { preco_venda: "6.00", estoque_atual: 20 });
      const venda = await device.post("/api/vendas", {
        itens: [{ produto_id: p.id, quantidade: 1 }],
        chave_idempotencia: crypto.randomUUID(),
      });
      const vendaId = (await json<{ venda: { id: string } }>(venda)).venda.id;
      const livre = await novaMesa();
      const ocupada = await novaMesa();
      const aberta = await abrir(ocupada.id);
      await adicionar(aberta.id, p.id, 2);
      const outraMesa = await novaMesa();
      const fechada = await abrir(outraMesa.id);
      await adicionar(fechada.id, p.id, 1);
      await fechar(fechada.id);
      const antes = {
        estoque: await estoqueDe(db(), p.id),
        livre: await mesaNoBanco(db(), livre.id),
        ocupada: await mesaNoBanco(db(), ocupada.id),
        aberta: await comandaNoBanco(db(), aberta.id),
        fechada: await comandaNoBanco(db(), fechada.id),
        movimentos: (await movimentosDoProduto(db(), p.id)).length,
      };

      const contaB = await criarConta(db());
      const b = t.device();
      await entrar(b, contaB);
      const naoEncontrado = async (response: Response, error: string) => {
        expect(response.status).toBe(404);
        expect(await json(response)).toEqual({ error, code: "NaoEncontrado" });
      };
      await naoEncontrado(await b.get(`/api/vendas/${vendaId}`), "Venda não encontrada");
      await naoEncontrado(
        await b.post("/api/vendas", {
          itens: [{ produto_id: p.id, quantidade: 1 }],
          chave_idempotencia: crypto.randomUUID(),
        }),
        "Produto não encontrado",
      );
      await naoEncontrado(
        await b.request("PUT", `/api/mesas/${livre.id}`, { body: { numero_mesa: 999 } }),
        "Mesa não encontrada",
      );
      await naoEncontrado(await b.request("DELETE", `/api/mesas/${livre.id}`), "Mesa não encontrada");
      await naoEncontrado(await b.post("/api/comandas", { mesa_id: livre.id }), "Mesa não encontrada");
      for (const comanda of [aberta, fechada]) {
        await naoEncontrado(await b.get(`/api/comandas/${comanda.id}`), "Comanda não encontrada");
        await naoEncontrado(await adicionar(comanda.id, p.id, 1, b), "Comanda não encontrada");
        await naoEncontrado(await fechar(comanda.id, {}, b), "Comanda não encontrada");
      }
      // B's own product on A's tab: still 404 for the tab.
      const pb = await criarProduto(db(), contaB.usuarioId, { estoque_atual: 5 });
      await naoEncontrado(await adicionar(aberta.id, pb.id, 1, b), "Comanda não encontrada");

      // B's lists are empty; B's cards are zero.
      expect(await json(await b.get("/api/vendas"))).toEqual([]);
      expect(await json(await b.get("/api/mesas"))).toEqual([]);
      expect(await json(await b.get("/api/comandas"))).toEqual([]);
      expect(await json(await b.get("/api/comandas?status=fechada"))).toEqual([]);
      expect(await json(await b.get("/api/pdv/resumo"))).toEqual({
        vendas_hoje: 0,
        receita_hoje: "0.00",
        total_vendas: 0,
        receita_total: "0.00",
      });

      expect({
        estoque: await estoqueDe(db(), p.id),
        livre: await mesaNoBanco(db(), livre.id),
        ocupada: await mesaNoBanco(db(), ocupada.id),
        aberta: await comandaNoBanco(db(), aberta.id),
        fechada: await comandaNoBanco(db(), fechada.id),
        movimentos: (await movimentosDoProduto(db(), p.id)).length,
      }).toEqual(antes);
      expect(await comandasDaConta(db(), contaB.usuarioId)).toEqual([]);
    });

    test("trocar de mesa, transferir itens e juntar com ids de outra conta: 404, e nada muda", async () => {
      // A: a tab with an item on a table, another open tab, a free table.
      const p = await criarProduto(db(), usuarioId, { preco_venda: "6.00", estoque_atual: 20 });
      const a1 = await abrir((await novaMesa()).id);
      await adicionar(a1.id, p.id, 2);
      const a2 = await abrir((await novaMesa()).id);
      const livreDeA = await novaMesa();
      const { comanda: comItem } = ComandaComNota.parse(
        await json(await device.get(`/api/comandas/${a1.id}`)),
      );
      const itemDeA = comItem.itens[0]!;

      // B: two open tabs at the counter, one with an item.
      const contaB = await criarConta(db());
      const b = t.device();
      await entrar(b, contaB);
      const abrirB = async (nome: string) =>
        Comanda.parse(await json(await b.post("/api/comandas", { mesa_id: null, cliente_nome: nome })));
      const b1 = await abrirB("Beto");
      const b2 = await abrirB("Bruna");
      const pb = await criarProduto(db(), contaB.usuarioId, { estoque_atual: 5 });
      expect((await adicionar(b1.id, pb.id, 1, b)).status).toBe(201);
      const versaoB1 = (await comandaNoBanco(db(), b1.id)).versao;
      const antes = await retratoDoBanco(db());

      const mover = (origem: string, rota: "transferir-itens" | "juntar", destino: string, extra = {}) =>
        b.post(`/api/comandas/${origem}/${rota}`, {
          destino_id: destino,
          versao: 1,
          versao_destino: 0,
          chave_idempotencia: crypto.randomUUID(),
          ...extra,
        });
      const tentativas: [Response, string][] = [
        [
          await b.post(`/api/comandas/${a1.id}/trocar-mesa`, { mesa_id: null, cliente_nome: "x" }),
          "Comanda não encontrada",
        ],
        [await b.post(`/api/comandas/${b1.id}/trocar-mesa`, { mesa_id: livreDeA.id }), "Mesa não encontrada"],
        [
          await mover(a1.id, "transferir-itens", b1.id, { itens: [{ item_id: itemDeA.id, quantidade: 1 }] }),
          "Comanda não encontrada",
        ],
        [
          await mover(b1.id, "transferir-itens", a2.id, {
            versao: versaoB1,
            itens: [{ item_id: itemDeA.id, quantidade: 1 }],
          }),
          "Comanda de destino não encontrada",
        ],
        // A's line through B's own tabs: not B's line.
        [
          await mover(b1.id, "transferir-itens", b2.id, {
            versao: versaoB1,
            itens: [{ item_id: itemDeA.id, quantidade: 1 }],
          }),
          "Item não encontrado na comanda",
        ],
        [await mover(a1.id, "juntar", b1.id), "Comanda não encontrada"],
        [await mover(b2.id, "juntar", a1.id), "Comanda de destino não encontrada"],
      ];
      for (const [response, error] of tentativas) {
        expect(response.status).toBe(404);
        expect(await json(response)).toEqual({ error, code: "NaoEncontrado" });
      }
      expect(await retratoDoBanco(db())).toEqual(antes);
    });
  });
});
