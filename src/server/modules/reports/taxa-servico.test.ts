/**
 * The service charge and the couvert are not revenue (decisions 150–151): Relatórios show them apart,
 * outside Receita Total, ticket and margin; each payment counts by its own method (decision 153); the
 * service charge goes to who served the table in "Vendas por atendente".
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { Comanda, ComandaComNota, Mesa, ResumoPdv } from "@/shared/pos/schemas";
import { Relatorio } from "@/shared/reports/schemas";
import { createTestApp, json, type TestApp } from "../../../../tests/support/app";
import { pessoaLogada } from "../../../../tests/support/equipe";
import { contaLogada, criarProduto } from "../../../../tests/support/factories";
import { definirTaxas, pagarPelaApi, pedidoInput, vendaInput } from "../../../../tests/support/pos";
import { describeEachDatabase } from "../../../../tests/support/test-db";

describeEachDatabase("relatórios: taxa de serviço e couvert à parte", (getDb) => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp(getDb().db);
  });
  afterAll(() => t.close());

  test("Receita Total sem serviço nem couvert; pagamentos por forma; serviço de quem atendeu a mesa", async () => {
    const db = getDb().db;
    const dono = await contaLogada(t, { nomeEstabelecimento: "Bar da Taxa" });
    await definirTaxas(db, dono.usuarioId, {
      taxa_servico_venda_direta: true,
      couvert_ativo: true,
      couvert_por_pessoa: "10.00",
    });
    const garcom = await pessoaLogada(t, dono.device, "garcom", { nome: "Gil" });
    const caixa = await pessoaLogada(t, dono.device, "caixa", { nome: "Carla" });
    const p = await criarProduto(db, dono.usuarioId, {
      preco_venda: "25.00",
      preco_compra: "10.00",
      estoque_atual: 100,
    });

    // A table of 2, R$ 100,00: + 10 % + 2 × R$ 10,00 = R$ 130,00, paid R$ 50,00 PIX + R$ 80,00 card.
    const mesa = Mesa.parse(await json(await dono.device.post("/api/mesas", { numero_mesa: 1 })));
    const comanda = Comanda.parse(
      await json(await garcom.device.post("/api/comandas", { mesa_id: mesa.id, pessoas: 2 })),
    );
    await garcom.device.post(
      `/api/comandas/${comanda.id}/itens`,
      pedidoInput([{ produto_id: p.id, quantidade: 4 }]),
    );
    expect(
      (await pagarPelaApi(caixa.device, comanda.id, { forma_pagamento: "pix", valor: "50" })).status,
    ).toBe(201);
    const ultimo = await pagarPelaApi(caixa.device, comanda.id, {
      forma_pagamento: "cartao_credito",
      valor: "80",
    });
    expect(ComandaComNota.parse(await json(ultimo)).comanda.status).toBe("fechada");

    // A direct sale of R$ 25,00 with its 10 %: R$ 27,50 in cash.
    const venda = await caixa.device.post(
      "/api/vendas",
      vendaInput([{ produto_id: p.id, quantidade: 1 }], {
        pagamentos: [{ forma_pagamento: "dinheiro", valor: "27.50", valor_recebido: "30" }],
      }),
    );
    expect(venda.status).toBe(201);

    // A tab cancelled after a partial payment counts for nothing.
    const mesa2 = Mesa.parse(await json(await dono.device.post("/api/mesas", { numero_mesa: 2 })));
    const cancelada = Comanda.parse(
      await json(await garcom.device.post("/api/comandas", { mesa_id: mesa2.id })),
    );
    await garcom.device.post(
      `/api/comandas/${cancelada.id}/itens`,
      pedidoInput([{ produto_id: p.id, quantidade: 2 }]),
    );
    const parcial = await pagarPelaApi(caixa.device, cancelada.id, { forma_pagamento: "pix", valor: "20" });
    const versao = ComandaComNota.parse(await json(parcial)).comanda.versao;
    const r = await caixa.device.post(`/api/comandas/${cancelada.id}/cancelar`, {
      motivo: "Foram embora",
      versao,
    });
    expect(r.status).toBe(200);

    const relatorio = Relatorio.parse(await json(await dono.device.get("/api/relatorios?periodo=7dias")));
    expect(relatorio.resumo).toMatchObject({
      // R$ 100,00 + R$ 25,00: items less discounts, nothing else.
      receitaTotal: "125.00",
      taxaServico: "12.50",
      couvert: "20.00",
      numeroVendas: 2,
      produtosVendidos: 5,
      // 125.00 ÷ 5 units
      ticketMedio: "25.00",
      // (125 − 50) ÷ 125
      margemLucro: 60,
    });
    // Each payment by its own method, service and couvert inside: 125 + 12.50 + 20 = 157.50.
    expect(relatorio.receitaPorPagamento).toEqual([
      { forma_pagamento: "cartao_credito", receita: "80.00", vendas: 1 },
      { forma_pagamento: "pix", receita: "50.00", vendas: 1 },
      { forma_pagamento: "dinheiro", receita: "27.50", vendas: 1 },
    ]);
    expect(relatorio.porAtendente).toEqual([
      {
        pessoa_id: caixa.pessoa.id,
        nome: "Carla",
        vendas: 1,
        comandas: 1,
        receita: "125.00",
        taxa_servico: "2.50",
      },
      {
        pessoa_id: garcom.pessoa.id,
        nome: "Gil",
        vendas: 0,
        comandas: 0,
        receita: "0.00",
        taxa_servico: "10.00",
      },
    ]);
    // The PDV cards count revenue the same way (all-time: a run across midnight empties "hoje").
    const resumo = ResumoPdv.parse(await json(await dono.device.get("/api/pdv/resumo")));
    expect([resumo.total_vendas, resumo.receita_total]).toEqual([2, "125.00"]);
  });
});
