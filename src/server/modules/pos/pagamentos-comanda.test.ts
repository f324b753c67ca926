/**
 * A tab paid in parts (decision 152): each payment one request, exact to the centavo, the tab closing
 * with the payment that completes it; stale, repeated and simultaneous payments; what changes the bill
 * after a payment.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  MENSAGEM_COMANDA_ALTERADA,
  MENSAGEM_RECEBIDO_MENOR,
  MENSAGEM_RECEBIDO_SO_DINHEIRO,
} from "@/shared/pos/constantes";
import { montarRecibo } from "@/shared/pos/recibo";
import { Comanda, ComandaComEstoque, ComandaComNota, Mesa } from "@/shared/pos/schemas";
import { createTestApp, type Device, type ErroApi, json, type TestApp } from "../../../../tests/support/app";
import { pessoaLogada } from "../../../../tests/support/equipe";
import { contaLogada, criarProduto } from "../../../../tests/support/factories";
import {
  ajustarContaPelaApi,
  comandaNoBanco,
  definirTaxas,
  estoqueDe,
  mesaNoBanco,
  movimentosDoProduto,
  pagamentosNoBanco,
  pagarPelaApi,
  pedidoInput,
} from "../../../../tests/support/pos";
import { describeEachDatabase } from "../../../../tests/support/test-db";

describeEachDatabase("comanda paga em partes", (getDb) => {
  let t: TestApp;
  let device: Device;
  let usuarioId: string;
  let numeroLivre = 1;

  beforeAll(async () => {
    t = createTestApp(getDb().db);
    ({ usuarioId, device } = await contaLogada(t, { nomeEstabelecimento: "Bar da Esquina" }));
    // These tests are about the payments: a bill of exactly its items, no service charge.
    await definirTaxas(getDb().db, usuarioId, { taxa_servico_ativa: false });
  });
  afterAll(() => t.close());

  const db = () => getDb().db;
  /** An open tab on a new table with `quantidade` units of a R$ 25,00 product: R$ 25,00 each. */
  const comandaDe = async (quantidade: number, d: Device = device) => {
    const mesa = Mesa.parse(await json(await d.post("/api/mesas", { numero_mesa: numeroLivre++ })));
    const p = await criarProduto(db(), usuarioId, { preco_venda: "25.00", estoque_atual: 50 });
    const aberta = Comanda.parse(await json(await d.post("/api/comandas", { mesa_id: mesa.id })));
    const r = await d.post(
      `/api/comandas/${aberta.id}/itens`,
      pedidoInput([{ produto_id: p.id, quantidade }]),
    );
    expect(r.status).toBe(201);
    return { mesa, produto: p, comanda: Comanda.parse(await json(r)) };
  };
  const lerComanda = async (id: string) =>
    ComandaComNota.parse(await json(await device.get(`/api/comandas/${id}`))).comanda;

  test("R$ 100,00 por 3: 33,34 no PIX, 33,33 no cartão e 33,33 em dinheiro com troco; o último fecha", async () => {
    const { mesa, produto, comanda } = await comandaDe(4);
    expect(comanda).toMatchObject({ total_a_pagar: "100.00", pago: "0.00", falta_pagar: "100.00" });

    const r1 = await pagarPelaApi(device, comanda.id, { forma_pagamento: "pix", valor: "33.34" });
    expect(r1.status).toBe(201);
    const depois1 = ComandaComNota.parse(await json(r1)).comanda;
    expect(depois1).toMatchObject({ status: "aberta", pago: "33.34", falta_pagar: "66.66" });
    expect(depois1.versao).toBe(comanda.versao + 1);
    // Partial payments are the tab's state: anyone who reads the tab sees them.
    expect((await lerComanda(comanda.id)).pagamentos.map((p) => [p.forma_pagamento, p.valor])).toEqual([
      ["pix", "33.34"],
    ]);
    expect(await estoqueDe(db(), produto.id)).toBe(50);

    const r2 = await pagarPelaApi(device, comanda.id, { forma_pagamento: "cartao_credito", valor: "33,33" });
    expect(r2.status).toBe(201);
    const r3 = await pagarPelaApi(device, comanda.id, {
      forma_pagamento: "dinheiro",
      valor: "33.33",
      valor_recebido: "50",
    });
    expect(r3.status).toBe(201);
    const { comanda: fechada, nota } = ComandaComNota.parse(await json(r3));
    expect(fechada).toMatchObject({
      status: "fechada",
      forma_pagamento: "multiplas",
      total: "100.00",
      total_a_pagar: "100.00",
      pago: "100.00",
      falta_pagar: "0.00",
    });
    expect(fechada.pagamentos.map((p) => [p.forma_pagamento, p.valor, p.valor_recebido, p.troco])).toEqual([
      ["pix", "33.34", null, "0.00"],
      ["cartao_credito", "33.33", null, "0.00"],
      ["dinheiro", "33.33", "50.00", "16.67"],
    ]);
    // Everything a close does, in the transaction of the last payment.
    expect((await mesaNoBanco(db(), mesa.id)).status).toBe("livre");
    expect(await estoqueDe(db(), produto.id)).toBe(46);
    expect(await movimentosDoProduto(db(), produto.id)).toHaveLength(1);
    const texto = montarRecibo(nota);
    expect(texto).toContain("PAGAMENTOS\n");
    expect(texto).toMatch(/Troco: +R\$ 16,67\n/);
    const linhas = await pagamentosNoBanco(db(), { comandaId: comanda.id });
    expect(linhas.map((l) => [l.ordem, l.registrado_por, l.usuario_id])).toEqual([
      [0, "Bar da Esquina", usuarioId],
      [1, "Bar da Esquina", usuarioId],
      [2, "Bar da Esquina", usuarioId],
    ]);
  });

  test("valores: mais do que falta, recebido menor, recebido fora do dinheiro e zero são 400; nada muda", async () => {
    const { comanda } = await comandaDe(2);
    const casos: [Record<string, unknown>, string, string][] = [
      [
        { forma_pagamento: "pix", valor: "50.01" },
        "valor",
        "O valor passa do que falta pagar (R$\u00a050,00)",
      ],
      [
        { forma_pagamento: "dinheiro", valor: "20", valor_recebido: "10" },
        "valor_recebido",
        MENSAGEM_RECEBIDO_MENOR,
      ],
      [
        { forma_pagamento: "pix", valor: "20", valor_recebido: "50" },
        "valor_recebido",
        MENSAGEM_RECEBIDO_SO_DINHEIRO,
      ],
      [{ forma_pagamento: "pix", valor: "0" }, "valor", "O valor do pagamento deve ser maior que zero"],
      [{ forma_pagamento: "pix" }, "valor", "Informe o valor do pagamento"],
      [{ forma_pagamento: "transferencia", valor: "10" }, "forma_pagamento", "Forma de pagamento inválida"],
    ];
    for (const [body, campo, mensagem] of casos) {
      const r = await pagarPelaApi(device, comanda.id, body);
      expect(r.status).toBe(400);
      expect((await json<ErroApi>(r)).campos?.[campo]).toBe(mensagem);
    }
    expect(await pagamentosNoBanco(db(), { comandaId: comanda.id })).toHaveLength(0);
    expect(await comandaNoBanco(db(), comanda.id)).toMatchObject({
      status: "aberta",
      versao: comanda.versao,
    });
  });

  test("pagamento numa versão velha: 409 com a comanda de agora; itens depois de um pagamento aumentam o que falta", async () => {
    const { comanda, produto } = await comandaDe(2);
    const pago = await pagarPelaApi(device, comanda.id, { forma_pagamento: "pix", valor: "20" });
    const visto = ComandaComNota.parse(await json(pago)).comanda;
    // A waiter adds a beer elsewhere: what is left grows.
    const r = await device.post(
      `/api/comandas/${comanda.id}/itens`,
      pedidoInput([{ produto_id: produto.id, quantidade: 1 }]),
    );
    const agora = Comanda.parse(await json(r));
    expect(agora).toMatchObject({ total_a_pagar: "75.00", pago: "20.00", falta_pagar: "55.00" });

    // The cashier pays what they saw was left (R$ 30,00): refused, with the tab as it is now.
    const velho = await device.post(`/api/comandas/${comanda.id}/pagamentos`, {
      forma_pagamento: "dinheiro",
      valor: visto.falta_pagar,
      versao: visto.versao,
      chave_idempotencia: randomUUID(),
    });
    expect(velho.status).toBe(409);
    const erro = await json<ErroApi & { comanda: unknown }>(velho);
    expect([erro.code, erro.error]).toEqual(["ComandaAlterada", MENSAGEM_COMANDA_ALTERADA]);
    expect(Comanda.parse(erro.comanda)).toMatchObject({ falta_pagar: "55.00", versao: agora.versao });
    expect(await pagamentosNoBanco(db(), { comandaId: comanda.id })).toHaveLength(1);

    const certo = await pagarPelaApi(device, comanda.id, { forma_pagamento: "dinheiro", valor: "55" });
    expect(ComandaComNota.parse(await json(certo)).comanda.status).toBe("fechada");
  });

  test("a mesma chave: repetida responde a comanda sem pagar de novo; com outro valor, 422", async () => {
    const { comanda } = await comandaDe(2);
    const body = {
      forma_pagamento: "pix",
      valor: "10.00",
      versao: comanda.versao,
      chave_idempotencia: randomUUID(),
    };
    const primeira = await device.post(`/api/comandas/${comanda.id}/pagamentos`, body);
    expect(primeira.status).toBe(201);
    // The retry carries the version of the first attempt, which that attempt bumped: no 409 for it.
    const repetida = await device.post(`/api/comandas/${comanda.id}/pagamentos`, { ...body, valor: "10" });
    expect(repetida.status).toBe(200);
    expect(ComandaComNota.parse(await json(repetida)).comanda.pago).toBe("10.00");
    const outra = await device.post(`/api/comandas/${comanda.id}/pagamentos`, { ...body, valor: "11.00" });
    expect([outra.status, (await json<ErroApi>(outra)).code]).toEqual([422, "ChaveIdempotenciaReutilizada"]);
    expect(await pagamentosNoBanco(db(), { comandaId: comanda.id })).toHaveLength(1);

    // Five copies of one click at the same instant: one payment.
    const copia = { ...body, valor: "5.00", versao: comanda.versao + 1, chave_idempotencia: randomUUID() };
    const respostas = await Promise.all(
      Array.from({ length: 5 }, () => device.post(`/api/comandas/${comanda.id}/pagamentos`, copia)),
    );
    expect(respostas.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect((await pagamentosNoBanco(db(), { comandaId: comanda.id })).map((p) => p.valor)).toEqual([
      "10.00",
      "5.00",
    ]);
  });

  test("dois aparelhos pagam o resto ao mesmo tempo: um fecha, o outro é recusado; nada pago a mais", async () => {
    // The owner's device and a cashier's phone, each with its own session.
    const outro = (await pessoaLogada(t, device, "caixa")).device;
    for (let rodada = 0; rodada < 3; rodada++) {
      const { comanda, produto } = await comandaDe(3);
      const corpo = (forma: string) => ({
        forma_pagamento: forma,
        valor: "75.00",
        versao: comanda.versao,
        chave_idempotencia: randomUUID(),
      });
      const [a, b] = await Promise.all([
        device.post(`/api/comandas/${comanda.id}/pagamentos`, corpo("pix")),
        outro.post(`/api/comandas/${comanda.id}/pagamentos`, corpo("cartao_debito")),
      ]);
      const status = [a.status, b.status].sort();
      expect(status).toEqual([201, 409]);
      const recusa = await json<ErroApi>(a.status === 409 ? a : b);
      expect(["ComandaFechada", "ComandaAlterada"]).toContain(recusa.code);
      const linhas = await pagamentosNoBanco(db(), { comandaId: comanda.id });
      expect(linhas.map((l) => l.valor)).toEqual(["75.00"]);
      expect(await comandaNoBanco(db(), comanda.id)).toMatchObject({ status: "fechada" });
      expect(await estoqueDe(db(), produto.id)).toBe(47);
    }
  });

  test("dois pagamentos parciais na mesma versão: o segundo recebe 409 e paga depois, na nova", async () => {
    const { comanda } = await comandaDe(4);
    const corpo = () => ({
      forma_pagamento: "pix",
      valor: "25.00",
      versao: comanda.versao,
      chave_idempotencia: randomUUID(),
    });
    const respostas = await Promise.all([
      device.post(`/api/comandas/${comanda.id}/pagamentos`, corpo()),
      device.post(`/api/comandas/${comanda.id}/pagamentos`, corpo()),
    ]);
    expect(respostas.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await pagamentosNoBanco(db(), { comandaId: comanda.id })).toHaveLength(1);
  });

  test("remover itens ou dar desconto abaixo do já pago é recusado; igual ao pago fecha a comanda", async () => {
    const { comanda, mesa } = await comandaDe(4); // R$ 100,00
    await pagarPelaApi(device, comanda.id, { forma_pagamento: "pix", valor: "60" });
    const item = (await lerComanda(comanda.id)).itens[0]!;

    const remover = (quantidade: number) =>
      lerComanda(comanda.id).then((c) =>
        device.post(`/api/comandas/${comanda.id}/itens/${item.id}/remover`, {
          quantidade,
          motivo: "Devolvida",
          versao: c.versao,
        }),
      );
    const demais = await remover(2); // R$ 50,00 < R$ 60,00 paid
    expect(demais.status).toBe(409);
    const erro = await json<ErroApi>(demais);
    expect(erro.code).toBe("ContaMenorQuePago");
    expect(erro.error).toBe(
      "A conta ficaria em R$\u00a050,00, menos que os R$\u00a060,00 já pagos. Nada foi alterado.",
    );
    const desconto = await ajustarContaPelaApi(device, comanda.id, { desconto: "45" });
    expect([desconto.status, (await json<ErroApi>(desconto)).code]).toEqual([409, "ContaMenorQuePago"]);
    expect(await lerComanda(comanda.id)).toMatchObject({ total: "100.00", desconto: "0.00", pago: "60.00" });

    // A discount that leaves R$ 85,00: R$ 25,00 left.
    const ok = await ajustarContaPelaApi(device, comanda.id, { desconto: "15" });
    expect(ComandaComNota.parse(await json(ok)).comanda).toMatchObject({
      total: "85.00",
      falta_pagar: "25.00",
    });
    // Then a beer less leaves exactly what was paid: the bill is complete and the tab closes.
    const exato = await remover(1);
    expect(exato.status).toBe(200);
    const final = ComandaComNota.parse(await json(exato)).comanda;
    expect(final).toMatchObject({ status: "fechada", total: "60.00", desconto: "15.00", pago: "60.00" });
    expect(final.total_a_pagar).toBe("60.00");
    expect((await mesaNoBanco(db(), mesa.id)).status).toBe("livre");
  });

  test("cancelar uma comanda com pagamentos parciais: cancelada, os pagamentos ficam registrados", async () => {
    const { comanda, mesa } = await comandaDe(2);
    await pagarPelaApi(device, comanda.id, {
      forma_pagamento: "dinheiro",
      valor: "20",
      valor_recebido: "20",
    });
    const atual = await lerComanda(comanda.id);
    const r = await device.post(`/api/comandas/${comanda.id}/cancelar`, {
      motivo: "Cliente foi embora",
      versao: atual.versao,
    });
    expect(r.status).toBe(200);
    const cancelada = ComandaComNota.parse(await json(r)).comanda;
    expect(cancelada).toMatchObject({ status: "cancelada", pago: "20.00", falta_pagar: "0.00" });
    expect((await mesaNoBanco(db(), mesa.id)).status).toBe("livre");
    // A payment after the cancellation is refused.
    const depois = await pagarPelaApi(device, comanda.id, { forma_pagamento: "pix", valor: "10" });
    expect([depois.status, (await json<ErroApi>(depois)).code]).toEqual([409, "ComandaCancelada"]);
  });

  test("comanda vazia não recebe pagamento; fechar paga o que falta com uma forma", async () => {
    const mesa = Mesa.parse(await json(await device.post("/api/mesas", { numero_mesa: numeroLivre++ })));
    const vazia = Comanda.parse(await json(await device.post("/api/comandas", { mesa_id: mesa.id })));
    const r = await pagarPelaApi(device, vazia.id, { forma_pagamento: "pix", valor: "1" });
    expect(r.status).toBe(400);

    const { comanda } = await comandaDe(2);
    await pagarPelaApi(device, comanda.id, { forma_pagamento: "pix", valor: "30" });
    const atual = await lerComanda(comanda.id);
    const fechada = await device.post(`/api/comandas/${comanda.id}/fechar`, {
      forma_pagamento: "cartao_debito",
      versao: atual.versao,
      chave_idempotencia: randomUUID(),
    });
    expect(fechada.status).toBe(200);
    const final = ComandaComNota.parse(await json(fechada)).comanda;
    expect(final.pagamentos.map((p) => [p.forma_pagamento, p.valor])).toEqual([
      ["pix", "30.00"],
      ["cartao_debito", "20.00"],
    ]);
    expect(final.forma_pagamento).toBe("multiplas");
  });

  test("a resposta do pagamento traz o estoque novo dos produtos quando fecha a comanda; a parcial, nenhum", async () => {
    const { comanda, produto } = await comandaDe(2);
    const outro = await criarProduto(db(), usuarioId, { preco_venda: "5.00", estoque_atual: 1 });
    const mais = await device.post(
      `/api/comandas/${comanda.id}/itens`,
      pedidoInput([{ produto_id: outro.id, quantidade: 1 }]),
    );
    expect(mais.status).toBe(201);
    // The last unit of `outro` is sold at a table whose stock another sale takes first: it stops at 0.
    await db().execute(sql`update produtos set estoque_atual = 0 where id = ${outro.id}`);

    const parcial = await pagarPelaApi(device, comanda.id, { forma_pagamento: "pix", valor: "10" });
    expect(parcial.status).toBe(201);
    expect(ComandaComEstoque.parse(await json(parcial)).estoque).toEqual([]);

    const ultimo = await pagarPelaApi(device, comanda.id, { forma_pagamento: "pix", valor: "45" });
    expect(ultimo.status).toBe(201);
    const { comanda: fechada, estoque } = ComandaComEstoque.parse(await json(ultimo));
    expect(fechada.status).toBe("fechada");
    expect(estoque).toEqual(
      [
        { id: produto.id, estoque_atual: 48 },
        { id: outro.id, estoque_atual: 0 },
      ].sort((a, b) => (a.id < b.id ? -1 : 1)),
    );
    expect(await estoqueDe(db(), produto.id)).toBe(48);
  });
});
