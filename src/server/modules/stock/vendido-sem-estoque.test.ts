/**
 * A sale or a tab close beyond the stock (spec §4: the stock stops at 0): the exit movement records the
 * units that were missing, and the Estoque page learns which products were sold without stock.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Catalogo, Produto } from "@/shared/catalog/schemas";
import { Comanda, Mesa, VendaComNota } from "@/shared/pos/schemas";
import { Movimentacao, MovimentacaoRegistrada, ResumoMovimentacoes } from "@/shared/stock/schemas";
import { createTestApp, type Device, json, type TestApp } from "../../../../tests/support/app";
import { contaLogada, criarProduto, produtoInput } from "../../../../tests/support/factories";
import {
  estoqueDe,
  fecharPelaApi,
  movimentosDoProduto,
  pedidoInput,
  vendaInput,
} from "../../../../tests/support/pos";
import { describeEachDatabase } from "../../../../tests/support/test-db";

describeEachDatabase("vendido sem estoque", (getDb) => {
  let t: TestApp;
  let device: Device;
  let usuarioId: string;
  let numeroMesa = 1;

  beforeAll(async () => {
    t = createTestApp(getDb().db);
    ({ usuarioId, device } = await contaLogada(t));
  });
  afterAll(() => t.close());

  const db = () => getDb().db;
  const produto = (overrides: Parameters<typeof criarProduto>[2] = {}) =>
    criarProduto(db(), usuarioId, overrides);
  const vender = async (itens: { produto_id: string; quantidade: number }[], d = device) => {
    const response = await d.post("/api/vendas", vendaInput(itens));
    expect(response.status).toBe(201);
    return VendaComNota.parse(await json(response)).venda;
  };
  const historico = async (d = device) =>
    Movimentacao.array().parse(await json(await d.get("/api/movimentacoes")));
  const produtoNaLista = async (id: string, d = device) =>
    Catalogo.parse(await json(await d.get("/api/produtos"))).produtos.find((p) => p.id === id);
  const produtoPorId = async (id: string, d = device) =>
    Produto.parse(await json(await d.get(`/api/produtos/${id}`)));
  const entrada = async (produto_id: string, quantidade: number, d = device) => {
    const response = await d.post("/api/movimentacoes", {
      produto_id,
      tipo: "entrada",
      motivo: "compra",
      quantidade,
    });
    expect(response.status).toBe(201);
  };
  const comandaCom = async (itens: { produto_id: string; quantidade: number }[]) => {
    const mesa = Mesa.parse(await json(await device.post("/api/mesas", { numero_mesa: numeroMesa++ })));
    const comanda = Comanda.parse(await json(await device.post("/api/comandas", { mesa_id: mesa.id })));
    for (const item of itens)
      expect((await device.post(`/api/comandas/${comanda.id}/itens`, pedidoInput([item]))).status).toBe(201);
    return comanda;
  };

  describe("o movimento de saída registra o que faltou", () => {
    test("venda de 10 com 4 em estoque: estoque 0, movimento de 10 com 6 sem estoque, receita inteira", async () => {
      const gin = await produto({ nome: "Gin Tônica", preco_venda: "95.00", estoque_atual: 4 });
      const venda = await vender([{ produto_id: gin.id, quantidade: 10 }]);
      expect(venda.total).toBe("950.00");
      expect(await estoqueDe(db(), gin.id)).toBe(0);

      const [linha] = await movimentosDoProduto(db(), gin.id);
      expect(linha).toMatchObject({ quantidade: 10, quantidade_sem_estoque: 6, valor_total: "950.00" });
      const [mov] = (await historico()).filter((m) => m.produto_id === gin.id);
      expect(mov).toMatchObject({ quantidade: 10, quantidade_sem_estoque: 6, valor_total: "950.00" });

      // A sale is a sale: the revenue card counts all ten.
      const resumo = ResumoMovimentacoes.parse(await json(await device.get("/api/movimentacoes/resumo")));
      expect(resumo.receita).toBe("950.00");
    });

    test("venda dentro do estoque, e venda que zera o estoque exato: 0 sem estoque", async () => {
      const a = await produto({ estoque_atual: 10 });
      const b = await produto({ estoque_atual: 3 });
      await vender([
        { produto_id: a.id, quantidade: 4 },
        { produto_id: b.id, quantidade: 3 },
      ]);
      expect((await movimentosDoProduto(db(), a.id)).map((m) => m.quantidade_sem_estoque)).toEqual([0]);
      expect((await movimentosDoProduto(db(), b.id)).map((m) => m.quantidade_sem_estoque)).toEqual([0]);
      expect(await estoqueDe(db(), b.id)).toBe(0);
      // Then one more from an empty shelf: all of it was missing.
      await vender([{ produto_id: b.id, quantidade: 2 }]);
      const movs = await movimentosDoProduto(db(), b.id);
      expect(movs.map((m) => [m.quantidade, m.quantidade_sem_estoque]).sort()).toEqual([
        [2, 2],
        [3, 0],
      ]);
    });

    test("fechar comanda além do estoque: a falta fica na linha do produto; total inteiro", async () => {
      const chope = await produto({ nome: "Chope", preco_venda: "12.00", estoque_atual: 4 });
      const porcao = await produto({ nome: "Porção", preco_venda: "30.00", estoque_atual: 9 });
      // Each add checks only the current stock (decision 032): 3 + 3 of a product with 4, one line of 6
      // (decision 134).
      const comanda = await comandaCom([
        { produto_id: chope.id, quantidade: 3 },
        { produto_id: porcao.id, quantidade: 2 },
        { produto_id: chope.id, quantidade: 3 },
      ]);
      const fechada = await fecharPelaApi(device, comanda.id, { forma_pagamento: "pix" });
      expect(fechada.status).toBe(200);
      expect(Comanda.parse((await json<{ comanda: unknown }>(fechada)).comanda).total).toBe("132.00");
      expect(await estoqueDe(db(), chope.id)).toBe(0);
      expect(await estoqueDe(db(), porcao.id)).toBe(7);

      const movs = (await historico()).filter((m) => m.observacao === `Comanda ${comanda.numero_comanda}`);
      const porLinha = movs.map((m) => [m.produto.nome, m.quantidade, m.quantidade_sem_estoque]).sort();
      expect(porLinha).toEqual([
        ["Chope", 6, 2],
        ["Porção", 2, 0],
      ]);
      const chopes = (await movimentosDoProduto(db(), chope.id)).reduce(
        (s, m) => s + m.quantidade_sem_estoque,
        0,
      );
      expect(chopes).toBe(2);
    });

    test("uma saída manual nunca passa do estoque e registra 0", async () => {
      const p = await produto({ estoque_atual: 5 });
      const response = await device.post("/api/movimentacoes", {
        produto_id: p.id,
        tipo: "saida",
        motivo: "quebra",
        quantidade: 5,
      });
      expect(response.status).toBe(201);
      const { movimentacao } = MovimentacaoRegistrada.parse(await json(response));
      expect(movimentacao.quantidade_sem_estoque).toBe(0);
    });
  });

  describe("a página Estoque: vendido sem estoque desde a última entrada", () => {
    test("soma as faltas do produto; uma entrada recomeça a conta; só o produto afetado", async () => {
      const p = await produto({ preco_venda: "10.00", estoque_atual: 4 });
      const vizinho = await produto({ estoque_atual: 50 });
      expect((await produtoNaLista(p.id))!.vendido_sem_estoque).toBe(0);

      await vender([{ produto_id: p.id, quantidade: 10 }]);
      await vender([
        { produto_id: p.id, quantidade: 1 },
        { produto_id: vizinho.id, quantidade: 1 },
      ]);
      expect((await produtoNaLista(p.id))!.vendido_sem_estoque).toBe(7);
      expect((await produtoPorId(p.id)).vendido_sem_estoque).toBe(7);
      const porCodigo = await device.get(`/api/produtos/codigo-barras/${p.codigo_barras}`);
      expect(Produto.parse(await json(porCodigo)).vendido_sem_estoque).toBe(7);
      const { estoque_atual: _, ...form } = produtoInput({
        nome: "Gin Editado",
        codigo_barras: p.codigo_barras,
      });
      const editado = await device.request("PUT", `/api/produtos/${p.id}`, { body: form });
      expect(Produto.parse(await json(editado))).toMatchObject({
        nome: "Gin Editado",
        vendido_sem_estoque: 7,
      });
      expect((await produtoNaLista(vizinho.id))!.vendido_sem_estoque).toBe(0);

      // The delivery arrives: the count starts again from it.
      await entrada(p.id, 12);
      expect((await produtoNaLista(p.id))!.vendido_sem_estoque).toBe(0);
      await vender([{ produto_id: p.id, quantidade: 15 }]);
      expect(await estoqueDe(db(), p.id)).toBe(0);
      expect((await produtoNaLista(p.id))!.vendido_sem_estoque).toBe(3);
      // The history keeps every shortfall.
      const faltas = (await historico())
        .filter((m) => m.produto_id === p.id)
        .map((m) => m.quantidade_sem_estoque);
      expect(faltas.sort()).toEqual([0, 1, 3, 6]);
    });

    test("outra conta não vê as faltas, e as suas não se misturam", async () => {
      const p = await produto({ estoque_atual: 1 });
      await vender([{ produto_id: p.id, quantidade: 3 }]);
      const outra = await contaLogada(t);
      expect((await outra.device.get(`/api/produtos/${p.id}`)).status).toBe(404);
      expect(await produtoNaLista(p.id, outra.device)).toBeUndefined();
      expect((await historico(outra.device)).some((m) => m.quantidade_sem_estoque > 0)).toBe(false);
      const dela = await criarProduto(db(), outra.usuarioId, { estoque_atual: 0 });
      await vender([{ produto_id: dela.id, quantidade: 1 }], outra.device);
      expect((await produtoNaLista(dela.id, outra.device))!.vendido_sem_estoque).toBe(1);
      expect((await produtoNaLista(p.id))!.vendido_sem_estoque).toBe(2);
    });
  });

  describe("concorrência", () => {
    test("caixas vendendo as últimas unidades ao mesmo tempo: soma das faltas = vendido − estoque inicial", async () => {
      const p = await produto({ preco_venda: "7.00", estoque_atual: 30 });
      const quantidade = (caixa: number, n: number) => ((caixa + n) % 3) + 1;
      const comandas = [];
      for (let i = 0; i < 3; i++) comandas.push(await comandaCom([{ produto_id: p.id, quantidade: 2 }]));

      // 10 tills × 4 sales, and three tabs closing among them.
      await Promise.all([
        ...Array.from({ length: 10 }, async (_, caixa) => {
          for (let n = 0; n < 4; n++) await vender([{ produto_id: p.id, quantidade: quantidade(caixa, n) }]);
        }),
        ...comandas.map(async (c) => {
          const r = await fecharPelaApi(device, c.id);
          expect(r.status).toBe(200);
        }),
      ]);

      let vendido = 3 * 2;
      for (let caixa = 0; caixa < 10; caixa++) for (let n = 0; n < 4; n++) vendido += quantidade(caixa, n);
      const movs = await movimentosDoProduto(db(), p.id);
      expect(movs).toHaveLength(43);
      expect(movs.reduce((s, m) => s + m.quantidade, 0)).toBe(vendido);
      expect(movs.reduce((s, m) => s + m.quantidade_sem_estoque, 0)).toBe(vendido - 30);
      for (const m of movs) expect(m.quantidade_sem_estoque).toBeLessThanOrEqual(m.quantidade);
      expect(await estoqueDe(db(), p.id)).toBe(0);
      expect((await produtoNaLista(p.id))!.vendido_sem_estoque).toBe(vendido - 30);
    });
  });
});
