import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Comanda, Mesa } from "@/shared/pos/schemas";
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
import { describeEachDatabase } from "../../../../tests/support/test-db";

/** Every sale, table and tab route answers 404 to another account's ids and changes nothing. */
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
  });
});
