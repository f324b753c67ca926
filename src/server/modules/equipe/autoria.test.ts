import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestApp, json, type TestApp } from "../../../../tests/support/app";
import { pessoaLogada } from "../../../../tests/support/equipe";
import { contaLogada, criarProduto } from "../../../../tests/support/factories";
import { fecharPelaApi, pedidoInput, vendaInput } from "../../../../tests/support/pos";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { comandas, itensComanda, movimentacoes, vendas } from "../../db/schema";
import { recalcularResumoDiario } from "../reports/vendas-diarias-pagamento.queries";

describeEachDatabase("autoria: cada escrita registra a pessoa conectada (id e nome)", (getDb) => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp(getDb().db, { rateLimit: false });
  });
  afterAll(() => t.close());

  const movimentosDe = (coluna: "venda_id" | "comanda_id", id: string) =>
    t.db.select().from(movimentacoes).where(eq(movimentacoes[coluna], id));

  test("venda do caixa, comanda aberta e lançada pelo garçom e fechada pelo caixa, entrada do gerente", async () => {
    const dono = await contaLogada(t);
    const caixa = await pessoaLogada(t, dono.device, "caixa", { nome: "Carla Caixa" });
    const garcom = await pessoaLogada(t, dono.device, "garcom", { nome: "Gil Garçom" });
    const gerente = await pessoaLogada(t, dono.device, "gerente", { nome: "Gina Gerente" });
    const chopp = await criarProduto(t.db, dono.usuarioId, { preco_venda: "12.00", estoque_atual: 50 });

    const venda = await caixa.device.post(
      "/api/vendas",
      vendaInput([{ produto_id: chopp.id, quantidade: 2 }]),
    );
    expect(venda.status).toBe(201);
    const vendaId = (await json<{ venda: { id: string; vendedor: string } }>(venda)).venda.id;
    const [vendaRow] = await t.db.select().from(vendas).where(eq(vendas.id, vendaId));
    expect(vendaRow).toMatchObject({ vendedor: "Carla Caixa", vendedor_id: caixa.pessoa.id });
    expect(await movimentosDe("venda_id", vendaId)).toEqual([
      expect.objectContaining({ responsavel: "Carla Caixa", responsavel_id: caixa.pessoa.id }),
    ]);

    const mesa = await json<{ id: string }>(await dono.device.post("/api/mesas", { numero_mesa: 7 }));
    const aberta = await garcom.device.post("/api/comandas", { mesa_id: mesa.id });
    expect(aberta.status).toBe(201);
    const comandaId = (await json<{ id: string }>(aberta)).id;
    const item = await garcom.device.post(
      `/api/comandas/${comandaId}/itens`,
      pedidoInput([{ produto_id: chopp.id, quantidade: 3 }]),
    );
    expect(item.status).toBe(201);
    const fechar = await fecharPelaApi(caixa.device, comandaId, { forma_pagamento: "pix" });
    expect(fechar.status).toBe(200);
    const [comanda] = await t.db.select().from(comandas).where(eq(comandas.id, comandaId));
    expect(comanda).toMatchObject({
      aberta_por_id: garcom.pessoa.id,
      aberta_por: "Gil Garçom",
      fechada_por_id: caixa.pessoa.id,
      fechada_por: "Carla Caixa",
    });
    const itens = await t.db.select().from(itensComanda).where(eq(itensComanda.comanda_id, comandaId));
    expect(itens).toEqual([
      expect.objectContaining({ lancado_por_id: garcom.pessoa.id, lancado_por: "Gil Garçom" }),
    ]);
    expect(await movimentosDe("comanda_id", comandaId)).toEqual([
      expect.objectContaining({ responsavel: "Carla Caixa", responsavel_id: caixa.pessoa.id }),
    ]);

    const entrada = { produto_id: chopp.id, tipo: "entrada", motivo: "compra", quantidade: 6 };
    const digitado = await gerente.device.post("/api/movimentacoes", {
      ...entrada,
      responsavel: "Outro Nome",
    });
    expect(digitado.status).toBe(400);
    const registrada = await gerente.device.post("/api/movimentacoes", entrada);
    expect(registrada.status).toBe(201);
    const { movimentacao } = await json<{ movimentacao: { id: string; responsavel: string } }>(registrada);
    expect(movimentacao.responsavel).toBe("Gina Gerente");
    const [mov] = await t.db.select().from(movimentacoes).where(eq(movimentacoes.id, movimentacao.id));
    expect(mov).toMatchObject({ responsavel: "Gina Gerente", responsavel_id: gerente.pessoa.id });
  });

  test("Relatórios por atendente: vendas e comandas fechadas por pessoa; as de antes, pelo nome gravado", async () => {
    const dono = await contaLogada(t, { nomeEstabelecimento: "Bar Relatório" });
    const caixa = await pessoaLogada(t, dono.device, "caixa", { nome: "Carla Caixa" });
    const garcom = await pessoaLogada(t, dono.device, "garcom", { nome: "Gil Garçom" });
    const chopp = await criarProduto(t.db, dono.usuarioId, { preco_venda: "10.00", estoque_atual: 100 });
    const vender = async (device: typeof dono.device, quantidade: number) => {
      const r = await device.post("/api/vendas", vendaInput([{ produto_id: chopp.id, quantidade }]));
      expect(r.status).toBe(201);
      return (await json<{ venda: { id: string } }>(r)).venda.id;
    };
    await vender(caixa.device, 2);
    await vender(caixa.device, 1);
    await vender(dono.device, 5);
    const mesa = await json<{ id: string }>(await dono.device.post("/api/mesas", { numero_mesa: 3 }));
    const comanda = await json<{ id: string }>(
      await garcom.device.post("/api/comandas", { mesa_id: mesa.id }),
    );
    await garcom.device.post(
      `/api/comandas/${comanda.id}/itens`,
      pedidoInput([{ produto_id: chopp.id, quantidade: 4 }]),
    );
    expect((await fecharPelaApi(caixa.device, comanda.id, { forma_pagamento: "pix" })).status).toBe(200);
    // A sale and a closed tab from before staff logins: a name (or none), no id.
    const antiga = await vender(dono.device, 1);
    await t.db.update(vendas).set({ vendedor_id: null, vendedor: "Sistema" }).where(eq(vendas.id, antiga));
    const mesa2 = await json<{ id: string }>(await dono.device.post("/api/mesas", { numero_mesa: 4 }));
    const velha = await json<{ id: string }>(await dono.device.post("/api/comandas", { mesa_id: mesa2.id }));
    await dono.device.post(
      `/api/comandas/${velha.id}/itens`,
      pedidoInput([{ produto_id: chopp.id, quantidade: 3 }]),
    );
    await fecharPelaApi(dono.device, velha.id, { forma_pagamento: "dinheiro" });
    await t.db
      .update(comandas)
      .set({ fechada_por_id: null, fechada_por: null })
      .where(eq(comandas.id, velha.id));
    // Rows changed around the services: the daily summary is recomputed, as decision 156 asks.
    await recalcularResumoDiario(t.db, { usuarioId: dono.usuarioId });
    // Renamed since: the report shows the person's name now.
    await dono.device.request("PATCH", `/api/equipe/${caixa.pessoa.id}`, { body: { nome: "Carla Souza" } });

    const relatorio = await json<{ porAtendente: unknown[]; resumo: { receitaTotal: string } }>(
      await dono.device.get("/api/relatorios?periodo=7dias"),
    );
    // The tabs' 10 % service charge (decision 150) goes to who opened them, the person who served the
    // table: the waiter closed nothing and sold nothing, and is in the list for the service alone.
    const linha = (
      pessoa_id: string | null,
      nome: string,
      vendas: number,
      comandas: number,
      receita: string,
      taxa_servico: string,
    ) => ({ pessoa_id, nome, vendas, comandas, receita, taxa_servico });
    expect(relatorio.porAtendente).toEqual([
      linha(caixa.pessoa.id, "Carla Souza", 2, 1, "70.00", "0.00"),
      linha(dono.usuarioId, "Bar Relatório", 1, 0, "50.00", "3.00"),
      linha(null, "Sem registro", 0, 1, "30.00", "0.00"),
      linha(null, "Sistema", 1, 0, "10.00", "0.00"),
      linha(garcom.pessoa.id, "Gil Garçom", 0, 0, "0.00", "4.00"),
    ]);
    expect(relatorio.resumo.receitaTotal).toBe("160.00");
  });
});
