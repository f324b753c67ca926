import { afterAll, beforeAll, expect, test } from "vitest";
import type { Produto, ResumoEstoque } from "@/shared/catalog/schemas";
import type { Movimentacao, ResumoMovimentacoes } from "@/shared/stock/schemas";
import { createTestApp, json, type TestApp } from "../../../../tests/support/app";
import { pessoaLogada } from "../../../../tests/support/equipe";
import { contaLogada, criarProduto } from "../../../../tests/support/factories";
import { vendaInput } from "../../../../tests/support/pos";
import { describeEachDatabase } from "../../../../tests/support/test-db";

describeEachDatabase("preço de custo só para quem tem produtos.custo", (getDb) => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp(getDb().db, { rateLimit: false });
  });
  afterAll(() => t.close());

  test("caixa e garçom nunca recebem o preço de compra nem o estoque a custo; gerente e dono, sim", async () => {
    const dono = await contaLogada(t);
    const produto = await criarProduto(t.db, dono.usuarioId, {
      preco_compra: "3.17",
      preco_venda: "9.00",
      estoque_atual: 10,
      codigo_barras: "7891234567895",
    });
    const pessoas = {
      dono: dono.device,
      gerente: (await pessoaLogada(t, dono.device, "gerente")).device,
      caixa: (await pessoaLogada(t, dono.device, "caixa")).device,
      garcom: (await pessoaLogada(t, dono.device, "garcom")).device,
    };
    for (const [papel, device] of Object.entries(pessoas)) {
      const veCusto = papel === "dono" || papel === "gerente";
      const respostas = await Promise.all(
        ["/api/produtos", `/api/produtos/${produto.id}`, "/api/produtos/codigo-barras/7891234567895"].map(
          (url) => device.get(url),
        ),
      );
      const textos = await Promise.all(respostas.map((r) => r.text()));
      const [lista, um, porCodigo] = textos.map((texto) => JSON.parse(texto)) as [
        { produtos: Produto[] },
        Produto,
        Produto,
      ];
      for (const p of [lista.produtos[0]!, um, porCodigo]) {
        expect(p.preco_compra, papel).toBe(veCusto ? "3.17" : null);
        expect(p.preco_venda, papel).toBe("9.00");
      }
      for (const texto of textos) expect(texto.includes("3.17"), papel).toBe(veCusto);
      const resumo = await json<ResumoEstoque>(await device.get("/api/produtos/resumo"));
      expect(resumo.valor_total_custo, papel).toBe(veCusto ? "31.70" : null);
      expect(resumo.valor_total_venda, papel).toBe("90.00");
    }
  });

  test("movimentações: o preço e o total de uma entrada (o custo) só para quem vê custo; a saída, para todos", async () => {
    const dono = await contaLogada(t);
    const produto = await criarProduto(t.db, dono.usuarioId, { preco_compra: "4.11", preco_venda: "10.00" });
    const entrada = { produto_id: produto.id, tipo: "entrada", motivo: "compra", quantidade: 3 };
    expect((await dono.device.post("/api/movimentacoes", entrada)).status).toBe(201);
    const caixa = await pessoaLogada(t, dono.device, "caixa");
    const gerente = await pessoaLogada(t, dono.device, "gerente");
    expect(
      (await caixa.device.post("/api/vendas", vendaInput([{ produto_id: produto.id, quantidade: 1 }])))
        .status,
    ).toBe(201);
    for (const [quem, device, veCusto] of [
      ["caixa", caixa.device, false],
      ["gerente", gerente.device, true],
    ] as const) {
      const texto = await (await device.get("/api/movimentacoes")).text();
      const lista = JSON.parse(texto) as Movimentacao[];
      const porTipo = Object.fromEntries(lista.map((m) => [m.tipo, m]));
      expect(porTipo.entrada, quem).toMatchObject(
        veCusto
          ? { preco_unitario: "4.11", valor_total: "12.33" }
          : { preco_unitario: null, valor_total: null },
      );
      expect(porTipo.saida, quem).toMatchObject({ preco_unitario: "10.00", valor_total: "10.00" });
      expect(texto.includes("4.11") || texto.includes("12.33"), quem).toBe(veCusto);
      const resumo = await json<ResumoMovimentacoes>(await device.get("/api/movimentacoes/resumo"));
      expect(resumo, quem).toMatchObject({ investido: veCusto ? "12.33" : null, receita: "10.00" });
    }
  });
});
