import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { itensComanda, pedidosComanda } from "@/server/db/schema";
import { montarRecibo } from "@/shared/pos/recibo";
import { Comanda, ComandaComNota, Mesa } from "@/shared/pos/schemas";
import { createTestApp, type Device, type ErroApi, json, type TestApp } from "../../../../tests/support/app";
import { contaLogada, criarProduto } from "../../../../tests/support/factories";
import { comandaNoBanco, estoqueDe, fecharPelaApi, pedidoInput } from "../../../../tests/support/pos";
import { describeEachDatabase } from "../../../../tests/support/test-db";

/** "Enviar pedido": several lines with notes in one request and one transaction, idempotent by key. */
describeEachDatabase("comandas: pedidos com observações", (getDb) => {
  let t: TestApp;
  let device: Device;
  let usuarioId: string;
  let numeroLivre = 1;

  beforeAll(async () => {
    t = createTestApp(getDb().db);
    ({ usuarioId, device } = await contaLogada(t, { nomeEstabelecimento: "Bar do Zé" }));
  });
  afterAll(() => t.close());

  const db = () => getDb().db;
  const abrirNaMesa = async (d: Device = device) => {
    const mesa = Mesa.parse(await json(await d.post("/api/mesas", { numero_mesa: numeroLivre++ })));
    const response = await d.post("/api/comandas", { mesa_id: mesa.id });
    expect(response.status).toBe(201);
    return Comanda.parse(await json(response));
  };
  const enviar = (comandaId: string, body: unknown, d: Device = device) =>
    d.post(`/api/comandas/${comandaId}/itens`, body);
  const linhasNoBanco = (comandaId: string) =>
    db().select().from(itensComanda).where(eq(itensComanda.comanda_id, comandaId));
  const pedidosNoBanco = (comandaId: string) =>
    db().select().from(pedidosComanda).where(eq(pedidosComanda.comanda_id, comandaId));

  test("um pedido com duas linhas e uma observação: guardado, respondido, no detalhe e na nota", async () => {
    const chopp = await criarProduto(db(), usuarioId, { nome: "Chopp Pilsen 500ml", preco_venda: "12.90" });
    const agua = await criarProduto(db(), usuarioId, { nome: "Água sem Gás", preco_venda: "4.00" });
    const comanda = await abrirNaMesa();

    const response = await enviar(
      comanda.id,
      pedidoInput([
        { produto_id: chopp.id, quantidade: 2 },
        { produto_id: agua.id, quantidade: 1, observacoes: "  sem gelo  " },
      ]),
    );
    expect(response.status).toBe(201);
    const answered = Comanda.parse(await json(response));
    expect(answered.itens.map((i) => [i.produto.nome, i.quantidade, i.subtotal, i.observacoes])).toEqual([
      ["Chopp Pilsen 500ml", 2, "25.80", null],
      ["Água sem Gás", 1, "4.00", "sem gelo"],
    ]);
    expect([answered.subtotal, answered.total]).toEqual(["29.80", "29.80"]);
    expect(await pedidosNoBanco(comanda.id)).toHaveLength(1);

    const { comanda: lida, nota } = ComandaComNota.parse(
      await json(await device.get(`/api/comandas/${comanda.id}`)),
    );
    expect(lida.itens.map((i) => i.observacoes)).toEqual([null, "sem gelo"]);
    expect(nota.itens.map((i) => i.observacoes)).toEqual([null, "sem gelo"]);
    expect(montarRecibo(nota)).toContain("Água sem Gás\n  1 x R$ 4,00 =          R$ 4,00\n  Obs: sem gelo\n");
    // Adding to a tab does not move stock: the close does.
    expect(await estoqueDe(db(), agua.id)).toBe(100);
  });

  test("o mesmo produto com outra observação é outra linha; o estoque vale para a soma das linhas", async () => {
    const caipirinha = await criarProduto(db(), usuarioId, { preco_venda: "15.00", estoque_atual: 5 });
    const comanda = await abrirNaMesa();
    const ok = await enviar(
      comanda.id,
      pedidoInput([
        { produto_id: caipirinha.id, quantidade: 2, observacoes: "sem açúcar" },
        { produto_id: caipirinha.id, quantidade: 1 },
      ]),
    );
    expect(ok.status).toBe(201);
    expect(Comanda.parse(await json(ok)).itens.map((i) => [i.quantidade, i.observacoes])).toEqual([
      [2, "sem açúcar"],
      [1, null],
    ]);

    // 3 + 3 of a product with 5: each line alone fits, the order does not — nothing is added.
    const demais = await enviar(
      comanda.id,
      pedidoInput([
        { produto_id: caipirinha.id, quantidade: 3 },
        { produto_id: caipirinha.id, quantidade: 3, observacoes: "com limão" },
      ]),
    );
    expect(demais.status).toBe(409);
    expect(await json<ErroApi>(demais)).toMatchObject({ code: "EstoqueInsuficiente" });
    expect(await linhasNoBanco(comanda.id)).toHaveLength(2);
  });

  test("dados inválidos: 400 com uma mensagem por campo, e nada muda", async () => {
    const p = await criarProduto(db(), usuarioId);
    const comanda = await abrirNaMesa();
    const casos: [unknown, Record<string, string>][] = [
      [
        pedidoInput([{ produto_id: p.id, quantidade: 1, observacoes: "x".repeat(141) }]),
        { "itens.0.observacoes": "Observação muito longa (máximo 140 caracteres)" },
      ],
      [
        pedidoInput([{ produto_id: p.id, quantidade: 1, observacoes: 7 }]),
        { "itens.0.observacoes": "Observação inválida" },
      ],
      [pedidoInput([]), { itens: "Adicione itens ao pedido antes de enviar" }],
      [{ chave_idempotencia: randomUUID() }, { itens: "Adicione itens ao pedido antes de enviar" }],
      [
        pedidoInput([
          { produto_id: p.id, quantidade: 1 },
          { produto_id: p.id, quantidade: 0 },
        ]),
        { "itens.1.quantidade": "Quantidade deve ser maior que zero" },
      ],
      [
        pedidoInput([{ produto_id: p.id, quantidade: 1 }], { chave_idempotencia: "abc" }),
        { chave_idempotencia: "Chave de idempotência inválida" },
      ],
      [
        { itens: [{ produto_id: p.id, quantidade: 1 }] },
        { chave_idempotencia: "Chave de idempotência inválida" },
      ],
      [
        pedidoInput(Array.from({ length: 101 }, () => ({ produto_id: p.id, quantidade: 1 }))),
        { itens: "Pedido com itens demais (máximo 100)" },
      ],
    ];
    for (const [body, campos] of casos) {
      const response = await enviar(comanda.id, body);
      expect(response.status, JSON.stringify(campos)).toBe(400);
      expect((await json<ErroApi>(response)).campos).toEqual(campos);
    }
    // 140 characters is allowed.
    const limite = await enviar(
      comanda.id,
      pedidoInput([{ produto_id: p.id, quantidade: 1, observacoes: "y".repeat(140) }]),
    );
    expect(limite.status).toBe(201);
    expect(await linhasNoBanco(comanda.id)).toHaveLength(1);
  });

  test("um produto de outra conta na lista desfaz o pedido inteiro", async () => {
    const nosso = await criarProduto(db(), usuarioId, { preco_venda: "8.00" });
    const outra = await contaLogada(t);
    const deles = await criarProduto(db(), outra.usuarioId);
    const comanda = await abrirNaMesa();

    const response = await enviar(
      comanda.id,
      pedidoInput([
        { produto_id: nosso.id, quantidade: 2, observacoes: "gelada" },
        { produto_id: deles.id, quantidade: 1 },
      ]),
    );
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ error: "Produto não encontrado", code: "NaoEncontrado" });
    expect(await linhasNoBanco(comanda.id)).toEqual([]);
    expect(await pedidosNoBanco(comanda.id)).toEqual([]);
    expect((await comandaNoBanco(db(), comanda.id)).subtotal).toBe("0.00");
  });

  test("o mesmo pedido enviado de novo não soma duas vezes; a mesma chave com outro pedido é recusada", async () => {
    const p = await criarProduto(db(), usuarioId, { preco_venda: "6.00" });
    const comanda = await abrirNaMesa();
    const pedido = pedidoInput([{ produto_id: p.id, quantidade: 2, observacoes: "sem gelo" }]);

    // A retry while the first is still in flight, and another after it: one order, two lines never.
    const [a, b] = await Promise.all([enviar(comanda.id, pedido), enviar(comanda.id, pedido)]);
    expect([a!.status, b!.status].sort()).toEqual([200, 201]);
    const depois = await enviar(comanda.id, pedido);
    expect(depois.status).toBe(200);
    expect(Comanda.parse(await json(depois)).itens).toHaveLength(1);
    expect(await linhasNoBanco(comanda.id)).toHaveLength(1);
    expect((await comandaNoBanco(db(), comanda.id)).total).toBe("12.00");

    const outroPedido = { ...pedido, itens: [{ produto_id: p.id, quantidade: 3 }] };
    const reutilizada = await enviar(comanda.id, outroPedido);
    expect(reutilizada.status).toBe(422);
    expect(await json<ErroApi>(reutilizada)).toMatchObject({ code: "ChaveIdempotenciaReutilizada" });
    const outraComanda = await abrirNaMesa();
    expect((await enviar(outraComanda.id, pedido)).status).toBe(422);
    expect(await linhasNoBanco(outraComanda.id)).toEqual([]);

    // A new key is a new order, even with the same lines: added to the same line (decision 134).
    expect((await enviar(comanda.id, { ...pedido, chave_idempotencia: randomUUID() })).status).toBe(201);
    expect(await linhasNoBanco(comanda.id)).toHaveLength(1);
    expect((await comandaNoBanco(db(), comanda.id)).total).toBe("24.00");
  });

  test("comanda fechada recusa o pedido (409), mas a repetição de um pedido já enviado responde a comanda", async () => {
    const p = await criarProduto(db(), usuarioId);
    const comanda = await abrirNaMesa();
    const pedido = pedidoInput([{ produto_id: p.id, quantidade: 1 }]);
    expect((await enviar(comanda.id, pedido)).status).toBe(201);
    expect((await fecharPelaApi(device, comanda.id, { forma_pagamento: "pix" })).status).toBe(200);

    const repetido = await enviar(comanda.id, pedido);
    expect(repetido.status).toBe(200);
    expect(Comanda.parse(await json(repetido)).status).toBe("fechada");
    const novo = await enviar(comanda.id, pedidoInput([{ produto_id: p.id, quantidade: 1 }]));
    expect(novo.status).toBe(409);
    expect(await json(novo)).toEqual({ error: "Comanda já está fechada", code: "ComandaFechada" });
  });

  describe("comanda no balcão", () => {
    test("abre sem mesa com o nome do cliente, recebe pedidos e fecha", async () => {
      const semNome = await device.post("/api/comandas", { mesa_id: null });
      expect(semNome.status).toBe(400);
      expect((await json<ErroApi>(semNome)).campos).toEqual({
        cliente_nome: "Informe o nome do cliente para a comanda no balcão",
      });
      for (const mesa_id of [undefined, ""]) {
        const semMesa = await device.post("/api/comandas", { mesa_id, cliente_nome: "Ana" });
        expect((await json<ErroApi>(semMesa)).campos).toEqual({ mesa_id: "Selecione uma mesa" });
      }

      const response = await device.post("/api/comandas", { mesa_id: null, cliente_nome: " Ana " });
      expect(response.status).toBe(201);
      const comanda = Comanda.parse(await json(response));
      expect([comanda.mesa, comanda.cliente_nome, comanda.status]).toEqual([null, "Ana", "aberta"]);
      // Two counter tabs at once: no table to hold them apart.
      expect((await device.post("/api/comandas", { mesa_id: null, cliente_nome: "Bia" })).status).toBe(201);

      const p = await criarProduto(db(), usuarioId, { preco_venda: "10.00" });
      expect((await enviar(comanda.id, pedidoInput([{ produto_id: p.id, quantidade: 2 }]))).status).toBe(201);
      const fechada = await fecharPelaApi(device, comanda.id, {
        forma_pagamento: "dinheiro",
      });
      expect(fechada.status).toBe(200);
      const { comanda: final, nota } = ComandaComNota.parse(await json(fechada));
      expect([final.status, final.total, nota.numeroMesa, nota.nomeCliente]).toEqual([
        "fechada",
        "20.00",
        null,
        "Ana",
      ]);
      expect(await estoqueDe(db(), p.id)).toBe(98);
    });
  });

  test("outra conta: 404 no pedido à comanda alheia, e a mesma chave na própria comanda é outro pedido", async () => {
    const p = await criarProduto(db(), usuarioId);
    const comanda = await abrirNaMesa();
    const pedido = pedidoInput([{ produto_id: p.id, quantidade: 1, observacoes: "sem gelo" }]);
    expect((await enviar(comanda.id, pedido)).status).toBe(201);
    const antes = {
      comanda: await comandaNoBanco(db(), comanda.id),
      linhas: await linhasNoBanco(comanda.id),
    };

    const b = await contaLogada(t);
    const pb = await criarProduto(db(), b.usuarioId);
    const alheia = await enviar(
      comanda.id,
      { ...pedido, itens: [{ produto_id: pb.id, quantidade: 1 }] },
      b.device,
    );
    expect(alheia.status).toBe(404);
    expect(await json(alheia)).toEqual({ error: "Comanda não encontrada", code: "NaoEncontrado" });
    expect((await enviar(comanda.id, pedido, b.device)).status).toBe(404);
    expect({
      comanda: await comandaNoBanco(db(), comanda.id),
      linhas: await linhasNoBanco(comanda.id),
    }).toEqual(antes);

    // B's own tab with A's key: keys are per account, so B's order is added, not refused.
    const daB = await abrirNaMesa(b.device);
    const doB = await enviar(daB.id, { ...pedido, itens: [{ produto_id: pb.id, quantidade: 1 }] }, b.device);
    expect(doB.status).toBe(201);
    const pedidosB = await db()
      .select()
      .from(pedidosComanda)
      .where(and(eq(pedidosComanda.usuario_id, b.usuarioId), eq(pedidosComanda.comanda_id, daB.id)));
    expect(pedidosB).toHaveLength(1);
  });
});
