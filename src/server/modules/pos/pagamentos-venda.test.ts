/**
 * A direct sale paid in several parts (decision 152): all of them in the sale's one request, adding up
 * to what the customer pays to the centavo; the service charge when the settings put it on direct
 * sales; every sale with its payment rows (decision 153).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { PagamentoVendaInput } from "@/shared/pos/pagamentos";
import { montarRecibo } from "@/shared/pos/recibo";
import { VendaComNota } from "@/shared/pos/schemas";
import { createTestApp, type Device, type ErroApi, json, type TestApp } from "../../../../tests/support/app";
import { contaLogada, criarProduto } from "../../../../tests/support/factories";
import {
  definirTaxas,
  estoqueDe,
  pagamentosNoBanco,
  vendaInput,
  vendasDaConta,
} from "../../../../tests/support/pos";
import { describeEachDatabase } from "../../../../tests/support/test-db";

describeEachDatabase("venda direta com vários pagamentos", (getDb) => {
  let t: TestApp;
  let device: Device;
  let usuarioId: string;

  beforeAll(async () => {
    t = createTestApp(getDb().db);
    ({ usuarioId, device } = await contaLogada(t, { nomeEstabelecimento: "Bar do Balcão" }));
  });
  afterAll(() => t.close());
  const db = () => getDb().db;

  test("R$ 50,00 no PIX e o resto no cartão; dinheiro com troco; a forma da venda é 'multiplas'", async () => {
    const p = await criarProduto(db(), usuarioId, { preco_venda: "33.00", estoque_atual: 10 });
    const r = await device.post(
      "/api/vendas",
      vendaInput([{ produto_id: p.id, quantidade: 3 }], {
        desconto: "1,00",
        pagamentos: [
          { forma_pagamento: "pix", valor: "50" },
          { forma_pagamento: "cartao_debito", valor: "30.00" },
          { forma_pagamento: "dinheiro", valor: "18.00", valor_recebido: "20" },
        ],
      }),
    );
    expect(r.status).toBe(201);
    const { venda, nota } = VendaComNota.parse(await json(r));
    expect(venda).toMatchObject({
      total: "98.00",
      taxa_servico: "0.00",
      total_a_pagar: "98.00",
      forma_pagamento: "multiplas",
    });
    expect(venda.pagamentos.map((x) => [x.forma_pagamento, x.valor, x.valor_recebido, x.troco])).toEqual([
      ["pix", "50.00", null, "0.00"],
      ["cartao_debito", "30.00", null, "0.00"],
      ["dinheiro", "18.00", "20.00", "2.00"],
    ]);
    expect(nota.formaPagamento).toBeNull();
    expect(montarRecibo(nota)).toMatch(
      /PAGAMENTOS\nPIX +R\$ 50,00\nCARTÃO DÉBITO +R\$ 30,00\nDINHEIRO +R\$ 18,00\n {2}Recebido: +R\$ 20,00\n {2}Troco: +R\$ 2,00\n/,
    );
    expect(await estoqueDe(db(), p.id)).toBe(7);
    // Reprinted: the same payments.
    const reimpressa = VendaComNota.parse(await json(await device.get(`/api/vendas/${venda.id}`)));
    expect(reimpressa).toEqual({ venda, nota });
  });

  test("uma venda de uma forma só também tem o seu pagamento; a forma é a dela", async () => {
    const p = await criarProduto(db(), usuarioId, { preco_venda: "7.50", estoque_atual: 10 });
    const r = await device.post(
      "/api/vendas",
      vendaInput([{ produto_id: p.id, quantidade: 2 }], { forma_pagamento: "cartao_credito" }),
    );
    const { venda } = VendaComNota.parse(await json(r));
    expect(venda.forma_pagamento).toBe("cartao_credito");
    const linhas = await pagamentosNoBanco(db(), { vendaId: venda.id });
    expect(linhas.map((l) => [l.forma_pagamento, l.valor, l.registrado_por, l.comanda_id])).toEqual([
      ["cartao_credito", "15.00", "Bar do Balcão", null],
    ]);
    // Two payments by the same method: the sale's method is that one.
    const dois = await device.post(
      "/api/vendas",
      vendaInput([{ produto_id: p.id, quantidade: 2 }], {
        pagamentos: [
          { forma_pagamento: "pix", valor: "7.50" },
          { forma_pagamento: "pix", valor: "7.50" },
        ],
      }),
    );
    expect(VendaComNota.parse(await json(dois)).venda.forma_pagamento).toBe("pix");
  });

  test("a soma que não fecha com o total: 400, nada é escrito", async () => {
    const p = await criarProduto(db(), usuarioId, { preco_venda: "10.00", estoque_atual: 10 });
    const antes = (await vendasDaConta(db(), usuarioId)).length;
    const casos: [PagamentoVendaInput[], string][] = [
      [[{ forma_pagamento: "pix", valor: "9.99" }], "pagamentos"],
      [[{ forma_pagamento: "pix", valor: "10.01" }], "pagamentos"],
      [[{ forma_pagamento: "pix", valor: "10", valor_recebido: "20" }], "pagamentos.0.valor_recebido"],
      [[{ forma_pagamento: "dinheiro", valor: "10", valor_recebido: "5" }], "pagamentos.0.valor_recebido"],
      [[], "pagamentos"],
    ];
    for (const [pagamentos, campo] of casos) {
      const r = await device.post(
        "/api/vendas",
        vendaInput([{ produto_id: p.id, quantidade: 1 }], { pagamentos }),
      );
      expect(r.status).toBe(400);
      expect(Object.keys((await json<ErroApi>(r)).campos ?? {})).toContain(campo);
    }
    const r = await device.post(
      "/api/vendas",
      vendaInput([{ produto_id: p.id, quantidade: 1 }], {
        pagamentos: [{ forma_pagamento: "pix", valor: "9" }],
      }),
    );
    expect((await json<ErroApi>(r)).campos?.pagamentos).toBe(
      "A soma dos pagamentos (R$\u00a09,00) não fecha com o total a pagar (R$\u00a010,00)",
    );
    expect(await vendasDaConta(db(), usuarioId)).toHaveLength(antes);
    expect(await estoqueDe(db(), p.id)).toBe(10);
  });

  test("taxa de serviço na venda direta: só com a configuração ligada; o cliente pode recusar", async () => {
    const outra = await contaLogada(t);
    const p = await criarProduto(db(), outra.usuarioId, { preco_venda: "33.33", estoque_atual: 10 });
    const vender = (extra: Record<string, unknown>) =>
      outra.device.post("/api/vendas", vendaInput([{ produto_id: p.id, quantidade: 1 }], extra));
    // Off for direct sales by default: no service charge.
    expect(VendaComNota.parse(await json(await vender({}))).venda.taxa_servico).toBe("0.00");

    await definirTaxas(db(), outra.usuarioId, { taxa_servico_venda_direta: true });
    const com = VendaComNota.parse(await json(await vender({ forma_pagamento: "pix" })));
    // 10 % of R$ 33,33 = 3,333 → R$ 3,33.
    expect(com.venda).toMatchObject({
      total: "33.33",
      taxa_servico_percentual: "10.00",
      taxa_servico: "3.33",
      total_a_pagar: "36.66",
    });
    expect(com.venda.pagamentos.map((x) => x.valor)).toEqual(["36.66"]);
    expect(montarRecibo(com.nota)).toMatch(/Taxa de serviço \(10%\): +R\$ 3,33\nTOTAL: +R\$ 36,66\n/);

    const sem = VendaComNota.parse(await json(await vender({ cobrar_taxa_servico: false })));
    expect(sem.venda).toMatchObject({
      taxa_servico_percentual: "0.00",
      taxa_servico: "0.00",
      total_a_pagar: "33.33",
    });

    // Split payments cover the service too, exactly.
    const dividida = await vender({
      pagamentos: [
        { forma_pagamento: "pix", valor: "18.33" },
        { forma_pagamento: "dinheiro", valor: "18.33", valor_recebido: "20" },
      ],
    });
    expect(dividida.status).toBe(201);

    // The settings' own rate; and none at all while the service charge is off, whatever direct sales say.
    await definirTaxas(db(), outra.usuarioId, { taxa_servico_percentual: "12.50" });
    const outraTaxa = VendaComNota.parse(await json(await vender({})));
    expect(outraTaxa.venda).toMatchObject({ taxa_servico_percentual: "12.50", taxa_servico: "4.17" });
    await definirTaxas(db(), outra.usuarioId, { taxa_servico_ativa: false });
    const desligada = VendaComNota.parse(await json(await vender({})));
    expect(desligada.venda).toMatchObject({ taxa_servico_percentual: "0.00", taxa_servico: "0.00" });
  });

  test("a mesma chave com os mesmos pagamentos devolve a venda; com outros, 422", async () => {
    const p = await criarProduto(db(), usuarioId, { preco_venda: "10.00", estoque_atual: 10 });
    const chave = randomUUID();
    const corpo = (valor: string) =>
      vendaInput([{ produto_id: p.id, quantidade: 2 }], {
        chave_idempotencia: chave,
        pagamentos: [
          { forma_pagamento: "pix", valor },
          { forma_pagamento: "dinheiro", valor: String(20 - Number(valor)) },
        ],
      });
    expect((await device.post("/api/vendas", corpo("5"))).status).toBe(201);
    expect((await device.post("/api/vendas", corpo("5.00"))).status).toBe(200);
    const outra = await device.post("/api/vendas", corpo("6"));
    expect([outra.status, (await json<ErroApi>(outra)).code]).toEqual([422, "ChaveIdempotenciaReutilizada"]);
    expect(await estoqueDe(db(), p.id)).toBe(8);
  });
});
