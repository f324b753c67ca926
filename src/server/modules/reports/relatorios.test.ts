import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type ProdutoInput, ProdutoUpdateInput } from "@/shared/catalog/schemas";
import { AbrirComandaInput, ItensComandaInput, MesaInput, VendaInput } from "@/shared/pos/schemas";
import { Relatorio, RelatorioFiltro } from "@/shared/reports/schemas";
import { MovimentacaoInput } from "@/shared/stock/schemas";
import { createTestApp, type Device, json, type TestApp } from "../../../../tests/support/app";
import { criarConta, criarProduto, entrar, produtoInput } from "../../../../tests/support/factories";
import { dadosFechamento, pedidoInput, vendaInput } from "../../../../tests/support/pos";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { editarProduto } from "../catalog/catalog.service";
import { abrirComanda, adicionarItensComanda } from "../pos/comandas.service";
import { fecharComanda } from "../pos/fechamento.service";
import { criarMesa } from "../pos/mesas.service";
import { registrarVenda } from "../pos/vendas.service";
import { registrarMovimentacao } from "../stock/stock.service";
import { obterRelatorio } from "./reports.service";

/** Friday 14 March 2025, 12:00 in São Paulo (UTC−3, no daylight saving since 2019). */
const AGORA = new Date("2025-03-14T15:00:00Z");
/** A São Paulo wall-clock time ("2025-03-08T00:01") as an instant. */
const sp = (local: string) => new Date(`${local}:00-03:00`);

/**
 * The fixture, by hand (account A; amounts in R$):
 *
 *   products        category      purchase  sale
 *   P1 Chopp        Cerveja         4.00   10.00   → edited to 5.00 / 12.00 after V2
 *   P2 Coca-Cola    Refrigerante    2.50    6.00
 *   P3 Fritas       Petisco         8.00   25.00
 *   P4 Água Mineral Água            1.00    4.00
 *   P5 Água Com Gás Água            1.20    4.00
 *   P6 Suco         Suco            3.00    8.00
 *
 *   sale  São Paulo time     items                                  subtotal disc. total  cost   payment
 *   Vant  2024-02-10 12:00   P1×1 (10.00)                              10.00  0     10.00   4.00 dinheiro
 *   Vnov  2024-11-20 12:00   P3×2 (50.00)                              50.00  0     50.00  16.00 transferencia
 *   V0    2025-03-07 23:59   P2×5 (30.00)                              30.00  0     30.00  12.50 dinheiro
 *   V1    2025-03-08 00:01   P1×2 (20.00) P2×1 (6.00)                  26.00  1.00  25.00  10.50 pix
 *   V2    2025-03-10 20:00   P3×1 25, P2×2 12, P6×1 8, P4×1 4, P5×1 4  53.00  0     53.00  18.20 dinheiro
 *         (P1's prices change here: 5.00 / 12.00)
 *   V3    2025-03-14 10:00   P1×3 (36.00)                              36.00  2.00  34.00  15.00 cartao_credito
 *   C1    closed 2025-03-12 22:30 (01:30 UTC on the 13th)
 *                            P1×1 (12.00) P3×2 (50.00)                 62.00  2.00  60.00  21.00 pix
 *   C2    open               P2×4 — never counted
 *   Vdep  2025-03-15 00:01   P6×1 (8.00), pix — after today, 00:01 past the end of every period at AGORA
 *   exits 2025-03-11         P1×3 quebra, P6×1 degustação — never revenue
 *
 * V2's cost: 8.00 + 2×2.50 + 3.00 + 1.00 + 1.20 = 18.20. Had the report used P1's current purchase price,
 * V1 would cost 2×5.00 + 2.50 = 12.50 instead of 10.50 — so the margins below also prove the old cost.
 *
 * Account B sells 10 × 9.00 = 90.00 on 2025-03-10: it must appear in none of A's figures.
 */
describeEachDatabase("Relatórios", (getDb) => {
  let t: TestApp;
  let device: Device;
  let deviceB: Device;
  let usuarioId: string;
  const ids: Record<string, string> = {};

  const db = () => getDb().db;

  beforeAll(async () => {
    t = createTestApp(getDb().db, { now: () => AGORA });
    const conta = await criarConta(db(), { nomeEstabelecimento: "Bar do Relatório" });
    const contaB = await criarConta(db(), { nomeEstabelecimento: "Bar Vizinho" });
    usuarioId = conta.usuarioId;
    device = t.device();
    deviceB = t.device();
    await entrar(device, conta);
    await entrar(deviceB, contaB);

    const entradas: Record<string, ProdutoInput> = {
      P1: produtoInput({
        nome: "Chopp Pilsen 300ml",
        categoria: "Cerveja",
        preco_compra: "4.00",
        preco_venda: "10.00",
      }),
      P2: produtoInput({
        nome: "Coca-Cola Lata",
        categoria: "Refrigerante",
        preco_compra: "2.50",
        preco_venda: "6.00",
      }),
      P3: produtoInput({
        nome: "Porção de Fritas",
        categoria: "Petisco",
        preco_compra: "8.00",
        preco_venda: "25.00",
      }),
      P4: produtoInput({
        nome: "Água Mineral",
        categoria: "Água",
        preco_compra: "1.00",
        preco_venda: "4.00",
      }),
      P5: produtoInput({
        nome: "Água Com Gás",
        categoria: "Água",
        preco_compra: "1.20",
        preco_venda: "4.00",
      }),
      P6: produtoInput({
        nome: "Suco de Laranja",
        categoria: "Suco",
        preco_compra: "3.00",
        preco_venda: "8.00",
      }),
    };
    for (const [chave, input] of Object.entries(entradas)) {
      ids[chave] = (await criarProduto(db(), usuarioId, { ...input, estoque_atual: 100 })).id;
    }
    const vender = (
      now: string,
      itens: [string, number][],
      extra: Parameters<typeof vendaInput>[1] = {},
      conta = usuarioId,
    ) =>
      registrarVenda(db(), {
        usuarioId: conta,
        autor: { id: conta, nome: "Dono" },
        dados: VendaInput.parse(
          vendaInput(
            itens.map(([p, quantidade]) => ({ produto_id: ids[p]!, quantidade })),
            extra,
          ),
        ),
        now: sp(now),
      });

    await vender("2024-02-10T12:00", [["P1", 1]], { forma_pagamento: "dinheiro" });
    await vender("2024-11-20T12:00", [["P3", 2]], { forma_pagamento: "transferencia" });
    await vender("2025-03-07T23:59", [["P2", 5]], { forma_pagamento: "dinheiro" });
    await vender(
      "2025-03-08T00:01",
      [
        ["P1", 2],
        ["P2", 1],
      ],
      { desconto: "1.00", forma_pagamento: "pix" },
    );
    await vender(
      "2025-03-10T20:00",
      [
        ["P3", 1],
        ["P2", 2],
        ["P6", 1],
        ["P4", 1],
        ["P5", 1],
      ],
      { forma_pagamento: "dinheiro" },
    );

    // Prices change after those sales: history must not move.
    const { estoque_atual: _, ...p1 } = entradas.P1!;
    await editarProduto(db(), {
      usuarioId,
      id: ids.P1!,
      dados: ProdutoUpdateInput.parse({ ...p1, preco_compra: "5.00", preco_venda: "12.00" }),
    });

    await vender("2025-03-14T10:00", [["P1", 3]], { desconto: "2.00", forma_pagamento: "cartao_credito" });
    await vender("2025-03-15T00:01", [["P6", 1]], { forma_pagamento: "pix" });

    const mesa1 = await criarMesa(db(), { usuarioId, dados: MesaInput.parse({ numero_mesa: 1 }) });
    const c1 = await abrirComanda(db(), {
      usuarioId,
      autor: { id: usuarioId, nome: "Dono" },
      dados: AbrirComandaInput.parse({ mesa_id: mesa1.id }),
      now: sp("2025-03-12T19:00"),
    });
    await adicionarItensComanda(db(), {
      usuarioId,
      autor: { id: usuarioId, nome: "Dono" },
      id: c1.id,
      dados: ItensComandaInput.parse(pedidoInput([{ produto_id: ids.P1, quantidade: 1 }])),
    });
    await adicionarItensComanda(db(), {
      usuarioId,
      autor: { id: usuarioId, nome: "Dono" },
      id: c1.id,
      dados: ItensComandaInput.parse(pedidoInput([{ produto_id: ids.P3, quantidade: 2 }])),
    });
    await fecharComanda(db(), {
      usuarioId,
      autor: { id: usuarioId, nome: "Dono" },
      id: c1.id,
      dados: await dadosFechamento(db(), c1.id, { desconto: "2.00", forma_pagamento: "pix" }),
      now: sp("2025-03-12T22:30"),
    });

    const mesa2 = await criarMesa(db(), { usuarioId, dados: MesaInput.parse({ numero_mesa: 2 }) });
    const c2 = await abrirComanda(db(), {
      usuarioId,
      autor: { id: usuarioId, nome: "Dono" },
      dados: AbrirComandaInput.parse({ mesa_id: mesa2.id }),
      now: sp("2025-03-13T20:00"),
    });
    await adicionarItensComanda(db(), {
      usuarioId,
      autor: { id: usuarioId, nome: "Dono" },
      id: c2.id,
      dados: ItensComandaInput.parse(pedidoInput([{ produto_id: ids.P2, quantidade: 4 }])),
    });

    for (const [p, motivo, quantidade] of [
      ["P1", "quebra", 3],
      ["P6", "degustacao", 1],
    ] as const) {
      await registrarMovimentacao(db(), {
        usuarioId,
        autor: { id: usuarioId, nome: "Dono" },
        dados: MovimentacaoInput.parse({
          produto_id: ids[p],
          tipo: "saida",
          motivo,
          quantidade,
        }),
        now: sp("2025-03-11T18:00"),
      });
    }

    const pb = await criarProduto(db(), contaB.usuarioId, {
      nome: "Cerveja do Vizinho",
      categoria: "Cerveja",
      preco_compra: "3.00",
      preco_venda: "9.00",
      estoque_atual: 100,
    });
    ids.PB = pb.id;
    await vender("2025-03-10T21:00", [["PB", 10]], { forma_pagamento: "pix" }, contaB.usuarioId);
  });
  afterAll(() => t.close());

  async function relatorio(consulta = "", d = device) {
    const response = await d.get(`/api/relatorios${consulta}`);
    expect(response.status).toBe(200);
    return Relatorio.parse(await json(response));
  }

  const dia = (data: string, receita = "0.00", vendas = 0) => ({ data, receita, vendas });

  test("7dias: vendas e comanda fechada, líquidas de desconto; 23:59 e 00:01 na fronteira; custo da época", async () => {
    const r = await relatorio("?periodo=7dias");
    expect(r).toEqual({
      periodo: "7dias",
      // 14/03 − 6 dias; the previous 7 days end the day before.
      inicio: "2025-03-08",
      fim: "2025-03-14",
      inicioAnterior: "2025-03-01",
      fimAnterior: "2025-03-07",
      resumo: {
        // V1 25.00 + V2 53.00 + V3 34.00 + C1 60.00 (V0 at 23:59 on the 7th is the previous period's)
        receitaTotal: "172.00",
        // C1's 10 % service charge (the settings' default for tabs, decision 150): apart, not revenue.
        taxaServico: "6.00",
        couvert: "0.00",
        // V1 3 + V2 6 + V3 3 + C1 3
        produtosVendidos: 15,
        // 172.00 ÷ 15 = 11.4666… → 11.47
        ticketMedio: "11.47",
        // 172.00 ÷ 4
        receitaPorVenda: "43.00",
        numeroVendas: 4,
        // cost 10.50 + 18.20 + 15.00 + 21.00 = 64.70; (172.00 − 64.70) ÷ 172.00 = 62.38…%
        margemLucro: 62.4,
        // previous: V0 alone, 30.00, 5 units, cost 12.50
        // (172 − 30) ÷ 30 = 473.33…%
        crescimentoReceita: 473.3,
        // (15 − 5) ÷ 5
        crescimentoProdutos: 200,
        // tickets 172/15 and 30/5 = 6: (172×5 − 30×15) ÷ (30×15) = 410 ÷ 450 = 91.11…%
        crescimentoTicket: 91.1,
        // margins 62.383…% and (30 − 12.50) ÷ 30 = 58.333…%: 4.050… points
        crescimentoMargem: 4.1,
      },
      // P1: V1 2 + V3 3 + C1 1 = 6 units, 20.00 + 36.00 + 12.00; P3 and P2 tie at 3 units, revenue decides
      // (25 + 50 against 6 + 12); P4 and P5 tie at 1 unit and 4.00, the name decides and P4 is sixth.
      maisVendidos: [
        {
          produto_id: ids.P1,
          produto: "Chopp Pilsen 300ml",
          categoria: "Cerveja",
          vendas: 6,
          receita: "68.00",
        },
        {
          produto_id: ids.P3,
          produto: "Porção de Fritas",
          categoria: "Petisco",
          vendas: 3,
          receita: "75.00",
        },
        {
          produto_id: ids.P2,
          produto: "Coca-Cola Lata",
          categoria: "Refrigerante",
          vendas: 3,
          receita: "18.00",
        },
        { produto_id: ids.P6, produto: "Suco de Laranja", categoria: "Suco", vendas: 1, receita: "8.00" },
        { produto_id: ids.P5, produto: "Água Com Gás", categoria: "Água", vendas: 1, receita: "4.00" },
      ],
      // C1 closed at 22:30 on the 12th in São Paulo (already the 13th in UTC): the 12th.
      receitaPorDia: [
        dia("2025-03-08", "25.00", 1),
        dia("2025-03-09"),
        dia("2025-03-10", "53.00", 1),
        dia("2025-03-11"),
        dia("2025-03-12", "60.00", 1),
        dia("2025-03-13"),
        dia("2025-03-14", "34.00", 1),
      ],
      // pix: V1 25.00 + C1 66.00, what the table paid with the service charge (decision 153)
      receitaPorPagamento: [
        { forma_pagamento: "pix", receita: "91.00", vendas: 2 },
        { forma_pagamento: "dinheiro", receita: "53.00", vendas: 1 },
        { forma_pagamento: "cartao_credito", receita: "34.00", vendas: 1 },
      ],
      // Line totals before the sale's discount; Água and Suco tie at 8.00, Água sold more units.
      receitaPorCategoria: [
        { categoria: "Petisco", receita: "75.00", unidades: 3 },
        { categoria: "Cerveja", receita: "68.00", unidades: 6 },
        { categoria: "Refrigerante", receita: "18.00", unidades: 3 },
        { categoria: "Água", receita: "8.00", unidades: 2 },
        { categoria: "Suco", receita: "8.00", unidades: 1 },
      ],
      // Everything was sold and closed by the owner, named after the establishment (the recorded "Dono"
      // gives way to the person's current name).
      porAtendente: [
        {
          pessoa_id: usuarioId,
          nome: "Bar do Relatório",
          vendas: 3,
          comandas: 1,
          receita: "172.00",
          taxa_servico: "6.00",
        },
      ],
    });
  });

  test("30dias é o padrão; período anterior sem receita: crescimento nulo, não Infinity", async () => {
    const r = await relatorio();
    expect(r.periodo).toBe("30dias");
    expect([r.inicio, r.fim, r.inicioAnterior, r.fimAnterior]).toEqual([
      "2025-02-13",
      "2025-03-14",
      "2025-01-14",
      "2025-02-12",
    ]);
    expect(r.resumo).toEqual({
      // 7 days' 172.00 + V0 30.00
      receitaTotal: "202.00",
      taxaServico: "6.00",
      couvert: "0.00",
      produtosVendidos: 20,
      // 202.00 ÷ 20
      ticketMedio: "10.10",
      // 202.00 ÷ 5
      receitaPorVenda: "40.40",
      numeroVendas: 5,
      // cost 64.70 + 12.50 = 77.20; 124.80 ÷ 202.00 = 61.78…%
      margemLucro: 61.8,
      crescimentoReceita: null,
      crescimentoProdutos: null,
      crescimentoTicket: null,
      crescimentoMargem: null,
    });
    // P2 now leads: 3 + V0's 5 = 8 units, 18.00 + 30.00.
    expect(r.maisVendidos.map((p) => [p.produto, p.vendas, p.receita])).toEqual([
      ["Coca-Cola Lata", 8, "48.00"],
      ["Chopp Pilsen 300ml", 6, "68.00"],
      ["Porção de Fritas", 3, "75.00"],
      ["Suco de Laranja", 1, "8.00"],
      ["Água Com Gás", 1, "4.00"],
    ]);
    expect(r.receitaPorDia).toHaveLength(30);
    expect(r.receitaPorDia[0]).toEqual(dia("2025-02-13"));
    expect(r.receitaPorDia.find((d) => d.data === "2025-03-07")).toEqual(dia("2025-03-07", "30.00", 1));
    expect(r.receitaPorDia.at(-1)).toEqual(dia("2025-03-14", "34.00", 1));
    // Every day of the period, in order, the zeros too; they add up to the total.
    expect(r.receitaPorDia.filter((d) => d.vendas === 0)).toHaveLength(30 - 5);
    expect(r.receitaPorPagamento).toEqual([
      { forma_pagamento: "pix", receita: "91.00", vendas: 2 },
      // V0 30.00 + V2 53.00
      { forma_pagamento: "dinheiro", receita: "83.00", vendas: 2 },
      { forma_pagamento: "cartao_credito", receita: "34.00", vendas: 1 },
    ]);
  });

  test("90dias: crescimento negativo contra um período anterior com receita", async () => {
    const r = await relatorio("?periodo=90dias");
    expect([r.inicio, r.fim, r.inicioAnterior, r.fimAnterior]).toEqual([
      "2024-12-15",
      "2025-03-14",
      "2024-09-16",
      "2024-12-14",
    ]);
    expect(r.resumo).toEqual({
      receitaTotal: "202.00",
      taxaServico: "6.00",
      couvert: "0.00",
      produtosVendidos: 20,
      ticketMedio: "10.10",
      receitaPorVenda: "40.40",
      numeroVendas: 5,
      margemLucro: 61.8,
      // previous: Vnov alone, 50.00, 2 units, cost 16.00 (margin 68%)
      // (202 − 50) ÷ 50
      crescimentoReceita: 304,
      // (20 − 2) ÷ 2
      crescimentoProdutos: 900,
      // tickets 10.10 and 25.00: (202×2 − 50×20) ÷ (50×20) = −596 ÷ 1000
      crescimentoTicket: -59.6,
      // 100 × (16×202 − 77.20×50) ÷ (202×50) = −62800 ÷ 10100 = −6.217… points
      crescimentoMargem: -6.2,
    });
    expect(r.receitaPorDia).toHaveLength(90);
    expect(r.receitaPorDia[0]!.data).toBe("2024-12-15");
  });

  test("1ano: 365 dias de calendário, o ano anterior inteiro para comparar", async () => {
    const r = await relatorio("?periodo=1ano");
    expect([r.inicio, r.fim, r.inicioAnterior, r.fimAnterior]).toEqual([
      "2024-03-15",
      "2025-03-14",
      // 365 days back, across 29 February 2024
      "2023-03-16",
      "2024-03-14",
    ]);
    expect(r.resumo).toEqual({
      // 202.00 + Vnov 50.00
      receitaTotal: "252.00",
      taxaServico: "6.00",
      couvert: "0.00",
      produtosVendidos: 22,
      // 252.00 ÷ 22 = 11.4545… → 11.45
      ticketMedio: "11.45",
      receitaPorVenda: "42.00",
      numeroVendas: 6,
      // cost 77.20 + 16.00 = 93.20; 158.80 ÷ 252.00 = 63.015…%
      margemLucro: 63,
      // previous: Vant alone, 10.00, 1 unit, cost 4.00 at the old price (margin 60%)
      crescimentoReceita: 2420,
      crescimentoProdutos: 2100,
      // (252×1 − 10×22) ÷ (10×22) = 32 ÷ 220 = 14.54…%
      crescimentoTicket: 14.5,
      // 100 × (4×252 − 93.20×10) ÷ (252×10) = 7600 ÷ 2520 = 3.01… points
      crescimentoMargem: 3,
    });
    expect(r.receitaPorDia).toHaveLength(365);
    expect(r.receitaPorDia[0]!.data).toBe("2024-03-15");
    expect(r.receitaPorDia.at(-1)!.data).toBe("2025-03-14");
    expect(r.receitaPorDia.find((d) => d.data === "2024-11-20")).toEqual(dia("2024-11-20", "50.00", 1));
    expect(r.receitaPorPagamento).toEqual([
      { forma_pagamento: "pix", receita: "91.00", vendas: 2 },
      { forma_pagamento: "dinheiro", receita: "83.00", vendas: 2 },
      { forma_pagamento: "transferencia", receita: "50.00", vendas: 1 },
      { forma_pagamento: "cartao_credito", receita: "34.00", vendas: 1 },
    ]);
    expect(r.receitaPorCategoria).toEqual([
      // P3: 75.00 + Vnov 50.00
      { categoria: "Petisco", receita: "125.00", unidades: 5 },
      { categoria: "Cerveja", receita: "68.00", unidades: 6 },
      { categoria: "Refrigerante", receita: "48.00", unidades: 8 },
      { categoria: "Água", receita: "8.00", unidades: 2 },
      { categoria: "Suco", receita: "8.00", unidades: 1 },
    ]);
    expect(r.maisVendidos.map((p) => [p.produto, p.vendas, p.receita])).toEqual([
      ["Coca-Cola Lata", 8, "48.00"],
      ["Chopp Pilsen 300ml", 6, "68.00"],
      ["Porção de Fritas", 5, "125.00"],
      ["Suco de Laranja", 1, "8.00"],
      ["Água Com Gás", 1, "4.00"],
    ]);
  });

  test("o dia vira à meia-noite de São Paulo, não de UTC", async () => {
    // 23:59:59 on the 14th in São Paulo (02:59:59 UTC on the 15th): still the 14th.
    const antes = await obterRelatorio(db(), {
      usuarioId,
      filtro: RelatorioFiltro.parse({ periodo: "7dias" }),
      now: new Date("2025-03-15T02:59:59Z"),
    });
    expect([antes.inicio, antes.fim, antes.resumo.receitaTotal]).toEqual([
      "2025-03-08",
      "2025-03-14",
      "172.00",
    ]);
    // 00:00 on the 15th: the period is 9–15 March, and V1 (00:01 on the 8th) moves to the previous one.
    const depois = await obterRelatorio(db(), {
      usuarioId,
      filtro: RelatorioFiltro.parse({ periodo: "7dias" }),
      now: new Date("2025-03-15T03:00:00Z"),
    });
    expect([depois.inicio, depois.fim, depois.inicioAnterior]).toEqual([
      "2025-03-09",
      "2025-03-15",
      "2025-03-02",
    ]);
    // 172.00 − V1 25.00 + Vdep 8.00 (now inside); previous V0 30.00 + V1 25.00 = 55.00
    expect(depois.resumo.receitaTotal).toBe("155.00");
    expect(depois.resumo.numeroVendas).toBe(4);
    // (155 − 55) ÷ 55 = 181.81…%
    expect(depois.resumo.crescimentoReceita).toBe(181.8);
  });

  test("período inválido: 400 com a mensagem por campo", async () => {
    for (const consulta of ["?periodo=semana", "?periodo=", "?periodo=1ANO"]) {
      const response = await device.get(`/api/relatorios${consulta}`);
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({
        error: "Período inválido",
        code: "EntradaInvalida",
        campos: { periodo: "Período inválido" },
      });
    }
  });

  test("sem sessão: 401", async () => {
    const response = await t.device().get("/api/relatorios");
    expect(response.status).toBe(401);
  });

  describe("isolamento entre contas", () => {
    test("a outra conta vê só as suas vendas, e as dela nunca entram nas de A", async () => {
      const b = await relatorio("?periodo=7dias", deviceB);
      expect(b.resumo).toMatchObject({ receitaTotal: "90.00", produtosVendidos: 10, numeroVendas: 1 });
      expect(b.maisVendidos).toEqual([
        {
          produto_id: ids.PB,
          produto: "Cerveja do Vizinho",
          categoria: "Cerveja",
          vendas: 10,
          receita: "90.00",
        },
      ]);
      expect(b.receitaPorPagamento).toEqual([{ forma_pagamento: "pix", receita: "90.00", vendas: 1 }]);
      // A's figures (above) are exact without B's 90.00; the 10th holds only V2.
      const a = await relatorio("?periodo=7dias");
      expect(a.receitaPorDia.find((d) => d.data === "2025-03-10")).toEqual(dia("2025-03-10", "53.00", 1));
      expect(a.maisVendidos.map((p) => p.produto_id)).not.toContain(ids.PB);
    });

    test("uma conta nova: tudo zero, nada nulo onde não deve, crescimento nulo", async () => {
      const conta = await criarConta(db());
      const nova = t.device();
      await entrar(nova, conta);
      const r = await relatorio("?periodo=7dias", nova);
      expect(r.resumo).toEqual({
        receitaTotal: "0.00",
        taxaServico: "0.00",
        couvert: "0.00",
        produtosVendidos: 0,
        ticketMedio: "0.00",
        receitaPorVenda: "0.00",
        numeroVendas: 0,
        margemLucro: null,
        crescimentoReceita: null,
        crescimentoProdutos: null,
        crescimentoTicket: null,
        crescimentoMargem: null,
      });
      expect(r.maisVendidos).toEqual([]);
      expect(r.receitaPorPagamento).toEqual([]);
      expect(r.receitaPorCategoria).toEqual([]);
      expect(r.receitaPorDia).toHaveLength(7);
      expect(r.receitaPorDia.every((d) => d.receita === "0.00" && d.vendas === 0)).toBe(true);
    });
  });
});
