/**
 * Safe closing and corrections (decisions 132–135): a stale close is refused with the tab as it is now;
 * a sale or a tab is cancelled with a reason, giving its stock back and leaving the reports; an open
 * tab's lines are reduced or removed with a reason; the same product added twice is one line.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { MENSAGEM_COMANDA_ALTERADA } from "@/shared/pos/constantes";
import { montarRecibo } from "@/shared/pos/recibo";
import { Comanda, ComandaComNota, Mesa, ResumoPdv, VendaComNota } from "@/shared/pos/schemas";
import { Relatorio } from "@/shared/reports/schemas";
import { Movimentacao } from "@/shared/stock/schemas";
import { createTestApp, type Device, json, type TestApp } from "../../../../tests/support/app";
import { contaLogada, criarProduto } from "../../../../tests/support/factories";
import {
  comandaNoBanco,
  estoqueDe,
  fecharPelaApi,
  mesaNoBanco,
  movimentosDoProduto,
  pedidoInput,
  vendaInput,
} from "../../../../tests/support/pos";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import type { Database } from "../../db/client";

type Linha = { dia: string; produto_id: string; unidades: string; receita: string; custo: string };

/** The daily summary and its recomputation from the lines that count (as vendas-diarias.test.ts does). */
async function resumoERecomputado(db: Database, usuarioId: string) {
  const resumo = await db.execute<Linha>(sql`
    select dia::text as dia, produto_id, unidades::text as unidades, receita::text as receita,
      custo::text as custo
    from vendas_diarias_produto where usuario_id = ${usuarioId} order by dia, produto_id`);
  const recomputado = await db.execute<Linha>(sql`
    select dia::text as dia, produto_id, sum(quantidade)::text as unidades,
      sum(quantidade * preco_unitario)::text as receita, sum(quantidade * preco_custo)::text as custo
    from (
      select (v.data_venda at time zone 'America/Sao_Paulo')::date as dia, i.produto_id, i.quantidade,
        i.preco_unitario, i.preco_custo
      from itens_venda i join vendas v on v.id = i.venda_id
      where v.usuario_id = ${usuarioId} and v.status = 'finalizada'
      union all
      select (c.data_fechamento at time zone 'America/Sao_Paulo')::date, i.produto_id, i.quantidade,
        i.preco_unitario, i.preco_custo
      from itens_comanda i join comandas c on c.id = i.comanda_id
      where c.usuario_id = ${usuarioId} and c.status = 'fechada'
    ) as linhas
    group by 1, 2 order by 1, 2`);
  return { resumo: resumo.rows, recomputado: recomputado.rows };
}

describeEachDatabase("PDV: fechamento seguro e correções", (getDb) => {
  let t: TestApp;
  let device: Device;
  let usuarioId: string;
  let numeroLivre = 1;

  beforeAll(async () => {
    t = createTestApp(getDb().db);
    ({ usuarioId, device } = await contaLogada(t, { nomeEstabelecimento: "Bar da Esquina" }));
  });
  afterAll(() => t.close());

  const db = () => getDb().db;
  const novaMesa = async (d: Device = device) =>
    Mesa.parse(await json(await d.post("/api/mesas", { numero_mesa: numeroLivre++ })));
  const abrir = async (mesaId: string, d: Device = device) => {
    const r = await d.post("/api/comandas", { mesa_id: mesaId });
    expect(r.status).toBe(201);
    return Comanda.parse(await json(r));
  };
  const adicionar = async (comandaId: string, produto_id: string, quantidade: number, d = device) => {
    const r = await d.post(`/api/comandas/${comandaId}/itens`, pedidoInput([{ produto_id, quantidade }]));
    expect(r.status).toBe(201);
    return Comanda.parse(await json(r));
  };
  const vender = async (itens: { produto_id: string; quantidade: number }[], extra = {}) => {
    const r = await device.post("/api/vendas", vendaInput(itens, extra));
    expect(r.status).toBe(201);
    return VendaComNota.parse(await json(r)).venda;
  };
  const cancelarVenda = (id: string, body: unknown = { motivo: "Lançada por engano" }, d = device) =>
    d.post(`/api/vendas/${id}/cancelar`, body);
  // The figures without the calendar: a run across São Paulo's midnight moves the days (the period's
  // dates, the revenue per day, "hoje"), not what the account sold.
  const relatorio = async () => {
    const { resumo, maisVendidos, receitaPorPagamento, receitaPorCategoria, porAtendente } = Relatorio.parse(
      await json(await device.get("/api/relatorios?periodo=7dias")),
    );
    return { resumo, maisVendidos, receitaPorPagamento, receitaPorCategoria, porAtendente };
  };
  const resumoPdv = async () => {
    const { total_vendas, receita_total } = ResumoPdv.parse(await json(await device.get("/api/pdv/resumo")));
    return { total_vendas, receita_total };
  };

  describe("fechamento seguro", () => {
    test("fechar com a versão antiga: 409 com a comanda de agora, nada fecha; com a nova, fecha", async () => {
      const mesa = await novaMesa();
      const p = await criarProduto(db(), usuarioId, { preco_venda: "30.50", estoque_atual: 50 });
      const comanda = await abrir(mesa.id);
      const vista = await adicionar(comanda.id, p.id, 2); // the cashier sees R$ 61,00
      const depois = await adicionar(comanda.id, p.id, 1); // a waiter adds one more elsewhere
      expect([vista.total, depois.total]).toEqual(["61.00", "91.50"]);

      const body = { forma_pagamento: "pix", versao: vista.versao, chave_idempotencia: randomUUID() };
      const velha = await device.post(`/api/comandas/${comanda.id}/fechar`, body);
      expect(velha.status).toBe(409);
      const erro = await json<{ error: string; code: string; comanda: unknown }>(velha);
      expect([erro.error, erro.code]).toEqual([MENSAGEM_COMANDA_ALTERADA, "ComandaAlterada"]);
      expect(Comanda.parse(erro.comanda)).toMatchObject({ total: "91.50", versao: depois.versao });
      expect(await comandaNoBanco(db(), comanda.id)).toMatchObject({ status: "aberta", total: "91.50" });
      expect((await mesaNoBanco(db(), mesa.id)).status).toBe("ocupada");
      expect(await estoqueDe(db(), p.id)).toBe(50);
      expect(await movimentosDoProduto(db(), p.id)).toHaveLength(0);

      // Confirmed again at the new version: closed at the total the cashier now saw.
      const nova = { ...body, versao: depois.versao, chave_idempotencia: randomUUID() };
      const fechada = await device.post(`/api/comandas/${comanda.id}/fechar`, nova);
      expect(fechada.status).toBe(200);
      const { comanda: final } = ComandaComNota.parse(await json(fechada));
      expect([final.status, final.total]).toEqual(["fechada", "91.50"]);

      // The same click retried (same key): the closed tab, not a 409; nothing is deducted twice.
      const repetida = await device.post(`/api/comandas/${comanda.id}/fechar`, nova);
      expect(repetida.status).toBe(200);
      expect(ComandaComNota.parse(await json(repetida)).comanda).toEqual(final);
      expect(await estoqueDe(db(), p.id)).toBe(47);
      // Another key on the closed tab is still "already closed".
      const outra = await device.post(`/api/comandas/${comanda.id}/fechar`, {
        ...nova,
        chave_idempotencia: randomUUID(),
      });
      expect([outra.status, (await json(outra)).code]).toEqual([409, "ComandaFechada"]);
    });

    test("validação do fechamento: versão e chave obrigatórias, 400 por campo, nada muda", async () => {
      const mesa = await novaMesa();
      const p = await criarProduto(db(), usuarioId, { estoque_atual: 5 });
      const comanda = await abrir(mesa.id);
      await adicionar(comanda.id, p.id, 1);
      const r = await device.post(`/api/comandas/${comanda.id}/fechar`, { versao: "x" });
      expect(r.status).toBe(400);
      expect((await json<{ campos: Record<string, string> }>(r)).campos).toEqual({
        versao: "Versão da comanda inválida",
        chave_idempotencia: "Chave de idempotência inválida",
      });
      expect((await comandaNoBanco(db(), comanda.id)).status).toBe("aberta");
    });
  });

  describe("a mesma comanda, uma linha por produto", () => {
    test("o mesmo produto duas vezes é uma linha com a soma; cada adição fica no histórico", async () => {
      const mesa = await novaMesa();
      const chope = await criarProduto(db(), usuarioId, { nome: "Chope", preco_venda: "12.00" });
      const agua = await criarProduto(db(), usuarioId, { nome: "Água", preco_venda: "4.00" });
      const comanda = await abrir(mesa.id);
      await adicionar(comanda.id, chope.id, 2);
      await adicionar(comanda.id, agua.id, 1);
      const depois = await adicionar(comanda.id, chope.id, 3);
      expect(depois.itens.map((i) => [i.produto.nome, i.quantidade, i.subtotal])).toEqual([
        ["Chope", 5, "60.00"],
        ["Água", 1, "4.00"],
      ]);
      expect(depois.total).toBe("64.00");
      const { historico } = ComandaComNota.parse(await json(await device.get(`/api/comandas/${comanda.id}`)));
      expect(historico.map((e) => [e.tipo, e.produto, e.quantidade, e.preco_unitario])).toEqual([
        ["item_adicionado", "Chope", 2, "12.00"],
        ["item_adicionado", "Água", 1, "4.00"],
        ["item_adicionado", "Chope", 3, "12.00"],
      ]);
    });

    test("no mesmo pedido e em pedidos seguidos, a linha com observação fica à parte", async () => {
      const mesa = await novaMesa();
      const caipi = await criarProduto(db(), usuarioId, { nome: "Caipirinha", preco_venda: "18.00" });
      const comanda = await abrir(mesa.id);
      const pedido = async (itens: { produto_id: string; quantidade: number; observacoes?: string }[]) => {
        const r = await device.post(`/api/comandas/${comanda.id}/itens`, pedidoInput(itens));
        expect(r.status).toBe(201);
        return Comanda.parse(await json(r));
      };
      await pedido([
        { produto_id: caipi.id, quantidade: 1 },
        { produto_id: caipi.id, quantidade: 1, observacoes: "sem gelo" },
        { produto_id: caipi.id, quantidade: 2 },
      ]);
      const depois = await pedido([{ produto_id: caipi.id, quantidade: 1, observacoes: "sem gelo" }]);
      expect(depois.itens.map((i) => [i.quantidade, i.observacoes, i.subtotal])).toEqual([
        [3, null, "54.00"],
        [2, "sem gelo", "36.00"],
      ]);
      expect(depois.total).toBe("90.00");
      expect(depois.versao).toBe(comanda.versao + 2);
    });
  });

  describe("remover ou reduzir um item da comanda aberta", () => {
    test("reduz, remove a linha, guarda o motivo no histórico; estoque não se move", async () => {
      const mesa = await novaMesa();
      const chope = await criarProduto(db(), usuarioId, {
        nome: "Chope",
        preco_venda: "12.00",
        estoque_atual: 9,
      });
      const porcao = await criarProduto(db(), usuarioId, {
        nome: "Porção",
        preco_venda: "30.00",
        estoque_atual: 9,
      });
      const comanda = await abrir(mesa.id);
      await adicionar(comanda.id, chope.id, 3);
      const vista = await adicionar(comanda.id, porcao.id, 1);
      const linhaChope = vista.itens.find((i) => i.produto_id === chope.id)!;
      const linhaPorcao = vista.itens.find((i) => i.produto_id === porcao.id)!;
      const remover = (itemId: string, body: unknown, d = device) =>
        d.post(`/api/comandas/${comanda.id}/itens/${itemId}/remover`, body);

      const reduzida = await remover(linhaChope.id, {
        quantidade: 2,
        motivo: "Pedido errado",
        versao: vista.versao,
      });
      expect(reduzida.status).toBe(200);
      const r1 = ComandaComNota.parse(await json(reduzida));
      expect(r1.comanda.itens.map((i) => [i.produto.nome, i.quantidade, i.subtotal])).toEqual([
        ["Chope", 1, "12.00"],
        ["Porção", 1, "30.00"],
      ]);
      expect([r1.comanda.subtotal, r1.comanda.total]).toEqual(["42.00", "42.00"]);

      // At the version seen before the reduction: 409, nothing removed.
      const velha = await remover(linhaPorcao.id, {
        quantidade: 1,
        motivo: "Desistiu",
        versao: vista.versao,
      });
      expect(velha.status).toBe(409);
      expect((await json(velha)).code).toBe("ComandaAlterada");
      // More than the line holds: 400 with the field's message.
      const demais = await remover(linhaChope.id, { quantidade: 2, motivo: "x", versao: r1.comanda.versao });
      expect(demais.status).toBe(400);
      expect((await json(demais)).campos).toEqual({ quantidade: "A comanda tem 1 unidade(s) deste item" });
      // No reason, zero units: 400 per field.
      const invalida = await remover(linhaChope.id, {
        quantidade: 0,
        motivo: "  ",
        versao: r1.comanda.versao,
      });
      expect(invalida.status).toBe(400);
      expect((await json(invalida)).campos).toEqual({
        quantidade: "Quantidade deve ser maior que zero",
        motivo: "Informe o motivo",
      });

      const removida = await remover(linhaPorcao.id, {
        quantidade: 1,
        motivo: "Cliente desistiu",
        versao: r1.comanda.versao,
      });
      expect(removida.status).toBe(200);
      const r2 = ComandaComNota.parse(await json(removida));
      expect(r2.comanda.itens.map((i) => i.produto.nome)).toEqual(["Chope"]);
      expect(r2.comanda.total).toBe("12.00");
      expect(r2.historico.map((e) => [e.tipo, e.produto, e.quantidade, e.motivo])).toEqual([
        ["item_adicionado", "Chope", 3, null],
        ["item_adicionado", "Porção", 1, null],
        ["item_removido", "Chope", 2, "Pedido errado"],
        ["item_removido", "Porção", 1, "Cliente desistiu"],
      ]);
      // A tab takes stock when it closes: removing gave nothing back because nothing left yet.
      expect([await estoqueDe(db(), chope.id), await estoqueDe(db(), porcao.id)]).toEqual([9, 9]);
      const fechada = await fecharPelaApi(device, comanda.id, { forma_pagamento: "pix" });
      expect(fechada.status).toBe(200);
      expect([await estoqueDe(db(), chope.id), await estoqueDe(db(), porcao.id)]).toEqual([8, 9]);
      // A closed tab's lines cannot be removed any more.
      const tarde = await remover(linhaChope.id, {
        quantidade: 1,
        motivo: "x",
        versao: r2.comanda.versao + 1,
      });
      expect([tarde.status, (await json(tarde)).code]).toEqual([409, "ComandaFechada"]);
    });
  });

  describe("cancelar comanda aberta", () => {
    test("vazia ou com itens: cancelada com o motivo, mesa livre; de novo é nada; versão antiga é 409", async () => {
      const mesa = await novaMesa();
      const vazia = await abrir(mesa.id);
      const semMotivo = await device.post(`/api/comandas/${vazia.id}/cancelar`, { versao: vazia.versao });
      expect(semMotivo.status).toBe(400);
      expect((await json(semMotivo)).campos).toEqual({ motivo: "Informe o motivo" });
      const r = await device.post(`/api/comandas/${vazia.id}/cancelar`, {
        motivo: "Aberta por engano",
        versao: vazia.versao,
      });
      expect(r.status).toBe(200);
      const cancelada = ComandaComNota.parse(await json(r));
      expect(cancelada.comanda).toMatchObject({
        status: "cancelada",
        motivo_cancelamento: "Aberta por engano",
        cancelada_em: expect.any(String),
      });
      expect(cancelada.historico.map((e) => [e.tipo, e.motivo])).toEqual([
        ["comanda_cancelada", "Aberta por engano"],
      ]);
      expect((await mesaNoBanco(db(), mesa.id)).status).toBe("livre");
      const denovo = await device.post(`/api/comandas/${vazia.id}/cancelar`, { motivo: "outro", versao: 0 });
      expect(denovo.status).toBe(200);
      expect(ComandaComNota.parse(await json(denovo)).comanda).toEqual(cancelada.comanda);
      // It leaves the open list and shows among the finished ones.
      const abertas = Comanda.array().parse(await json(await device.get("/api/comandas")));
      expect(abertas.map((c) => c.id)).not.toContain(vazia.id);
      const fechadas = Comanda.array().parse(await json(await device.get("/api/comandas?status=fechada")));
      expect(fechadas.find((c) => c.id === vazia.id)?.status).toBe("cancelada");

      // With items: the table frees and no stock moves; at a stale version, nothing happens.
      const p = await criarProduto(db(), usuarioId, { estoque_atual: 4 });
      const comItens = await abrir(mesa.id);
      const vista = await adicionar(comItens.id, p.id, 2);
      await adicionar(comItens.id, p.id, 1);
      const velha = await device.post(`/api/comandas/${comItens.id}/cancelar`, {
        motivo: "Cliente foi embora",
        versao: vista.versao,
      });
      expect([velha.status, (await json(velha)).code]).toEqual([409, "ComandaAlterada"]);
      expect((await comandaNoBanco(db(), comItens.id)).status).toBe("aberta");
      const ok = await device.post(`/api/comandas/${comItens.id}/cancelar`, {
        motivo: "Cliente foi embora",
        versao: vista.versao + 1,
      });
      expect(ok.status).toBe(200);
      expect((await mesaNoBanco(db(), mesa.id)).status).toBe("livre");
      expect(await estoqueDe(db(), p.id)).toBe(4);
      expect(await movimentosDoProduto(db(), p.id)).toHaveLength(0);
      // Nothing can be added to a cancelled tab.
      const item = await device.post(
        `/api/comandas/${comItens.id}/itens`,
        pedidoInput([{ produto_id: p.id, quantidade: 1 }]),
      );
      expect([item.status, (await json(item)).code]).toEqual([409, "ComandaCancelada"]);
    });
  });

  describe("cancelar venda", () => {
    test("estoque volta por entradas de cancelamento, resumo diário e relatórios voltam exatamente", async () => {
      const cerveja = await criarProduto(db(), usuarioId, {
        nome: "Cerveja Cancelável",
        preco_venda: "10.00",
        preco_compra: "4.00",
        estoque_atual: 3,
      });
      const batata = await criarProduto(db(), usuarioId, {
        nome: "Batata",
        preco_venda: "25.00",
        estoque_atual: 10,
      });
      await vender([{ produto_id: batata.id, quantidade: 1 }], { forma_pagamento: "dinheiro" });
      const antesRelatorio = await relatorio();
      const antesPdv = await resumoPdv();

      // 5 sold with 3 on the shelf: the stock stops at 0 and 2 were sold without stock (decision 013).
      const venda = await vender(
        [
          { produto_id: cerveja.id, quantidade: 5 },
          { produto_id: batata.id, quantidade: 2 },
        ],
        { forma_pagamento: "cartao_credito" },
      );
      expect([await estoqueDe(db(), cerveja.id), await estoqueDe(db(), batata.id)]).toEqual([0, 7]);
      expect(await relatorio()).not.toEqual(antesRelatorio);

      const r = await cancelarVenda(venda.id, { motivo: "  Cobrada duas vezes  " });
      expect(r.status).toBe(200);
      const { venda: cancelada, nota } = VendaComNota.parse(await json(r));
      expect(cancelada).toMatchObject({
        status: "cancelada",
        motivo_cancelamento: "Cobrada duas vezes",
        cancelada_em: expect.any(String),
      });
      expect(montarRecibo(nota)).toContain("*** CANCELADA ***");
      expect(montarRecibo(nota)).toContain("Motivo: Cobrada duas vezes");

      // Only the units the sale really took come back: 3 of the beer (not 5), 2 of the fries.
      expect([await estoqueDe(db(), cerveja.id), await estoqueDe(db(), batata.id)]).toEqual([3, 9]);
      const entradas = (await movimentosDoProduto(db(), cerveja.id)).filter((m) => m.tipo === "entrada");
      expect(entradas).toEqual([
        expect.objectContaining({
          motivo: "cancelamento",
          quantidade: 3,
          preco_unitario: "10.00",
          valor_total: "30.00",
          venda_id: venda.id,
          observacao: `Cancelamento da venda ${venda.numero_venda}: Cobrada duas vezes`,
        }),
      ]);
      // Visible in the movements list as an entry of the cancellation.
      const lista = Movimentacao.array().parse(
        await json(await device.get("/api/movimentacoes?tipo=entrada&busca=Cancelável")),
      );
      expect(lista.map((m) => [m.motivo, m.quantidade])).toEqual([["cancelamento", 3]]);

      // The summary equals its recomputation; the reports and the PDV cards are as before the sale.
      const { resumo, recomputado } = await resumoERecomputado(db(), usuarioId);
      expect(resumo).toEqual(recomputado);
      expect(await relatorio()).toEqual(antesRelatorio);
      expect(await resumoPdv()).toEqual(antesPdv);

      // "Últimas vendas" lists it as cancelled.
      const ultimas = VendaComNota.shape.venda.array().parse(await json(await device.get("/api/vendas")));
      expect(ultimas.find((v) => v.id === venda.id)?.status).toBe("cancelada");

      // Twice: 200 with the same state, nothing moves again.
      const denovo = await cancelarVenda(venda.id, { motivo: "Outro motivo" });
      expect(denovo.status).toBe(200);
      expect(VendaComNota.parse(await json(denovo)).venda).toEqual(cancelada);
      expect(await estoqueDe(db(), cerveja.id)).toBe(3);
      expect((await movimentosDoProduto(db(), cerveja.id)).filter((m) => m.tipo === "entrada")).toHaveLength(
        1,
      );
    });

    test("comanda fechada cancelada: estoque, resumo e relatórios voltam; a reimpressão diz CANCELADA", async () => {
      const p = await criarProduto(db(), usuarioId, {
        nome: "Caipirinha",
        preco_venda: "18.00",
        estoque_atual: 10,
      });
      const antesRelatorio = await relatorio();
      const antesPdv = await resumoPdv();
      const mesa = await novaMesa();
      const comanda = await abrir(mesa.id);
      await adicionar(comanda.id, p.id, 2);
      await adicionar(comanda.id, p.id, 1);
      const fechada = ComandaComNota.parse(
        await json(await fecharPelaApi(device, comanda.id, { forma_pagamento: "pix" })),
      ).comanda;
      expect(await estoqueDe(db(), p.id)).toBe(7);

      const r = await device.post(`/api/comandas/${comanda.id}/cancelar`, {
        motivo: "Estorno no PIX",
        versao: fechada.versao,
      });
      expect(r.status).toBe(200);
      const cancelada = ComandaComNota.parse(await json(r));
      expect(cancelada.comanda).toMatchObject({
        status: "cancelada",
        data_fechamento: fechada.data_fechamento,
      });
      expect(montarRecibo(cancelada.nota)).toContain("*** CANCELADA ***");
      expect(await estoqueDe(db(), p.id)).toBe(10);
      const { resumo, recomputado } = await resumoERecomputado(db(), usuarioId);
      expect(resumo).toEqual(recomputado);
      expect(await relatorio()).toEqual(antesRelatorio);
      expect(await resumoPdv()).toEqual(antesPdv);
      expect((await mesaNoBanco(db(), mesa.id)).status).toBe("livre");
    });

    test("motivo obrigatório; outra conta recebe 404 e nada muda", async () => {
      const p = await criarProduto(db(), usuarioId, { estoque_atual: 10 });
      const venda = await vender([{ produto_id: p.id, quantidade: 1 }]);
      for (const body of [{}, { motivo: "" }, { motivo: "x".repeat(501) }, { motivo: "ok", total: 1 }]) {
        const r = await cancelarVenda(venda.id, body);
        expect(r.status).toBe(400);
      }
      expect((await json(await cancelarVenda(venda.id, {}))).campos).toEqual({ motivo: "Informe o motivo" });

      const mesa = await novaMesa();
      const aberta = await abrir(mesa.id);
      const vista = await adicionar(aberta.id, p.id, 1);
      const { device: b } = await contaLogada(t);
      const naoEncontrado = async (r: Response, error: string) => {
        expect(r.status).toBe(404);
        expect(await json(r)).toEqual({ error, code: "NaoEncontrado" });
      };
      await naoEncontrado(await cancelarVenda(venda.id, { motivo: "x" }, b), "Venda não encontrada");
      await naoEncontrado(
        await b.post(`/api/comandas/${aberta.id}/cancelar`, { motivo: "x", versao: vista.versao }),
        "Comanda não encontrada",
      );
      await naoEncontrado(
        await b.post(`/api/comandas/${aberta.id}/itens/${vista.itens[0]!.id}/remover`, {
          quantidade: 1,
          motivo: "x",
          versao: vista.versao,
        }),
        "Comanda não encontrada",
      );
      // A's line under another of A's tabs is not that tab's line.
      const outra = await abrir((await novaMesa()).id);
      await naoEncontrado(
        await device.post(`/api/comandas/${outra.id}/itens/${vista.itens[0]!.id}/remover`, {
          quantidade: 1,
          motivo: "x",
          versao: outra.versao,
        }),
        "Item não encontrado na comanda",
      );
      expect(VendaComNota.parse(await json(await device.get(`/api/vendas/${venda.id}`))).venda.status).toBe(
        "finalizada",
      );
      expect(await comandaNoBanco(db(), aberta.id)).toMatchObject({ status: "aberta", total: vista.total });
      expect(await estoqueDe(db(), p.id)).toBe(9);
    });

    test("dois cancelamentos ao mesmo tempo: um efeito só", async () => {
      const p = await criarProduto(db(), usuarioId, { estoque_atual: 20 });
      const mesa = await novaMesa();
      for (let rodada = 0; rodada < 3; rodada++) {
        const venda = await vender([{ produto_id: p.id, quantidade: 4 }]);
        const comanda = await abrir(mesa.id);
        await adicionar(comanda.id, p.id, 3);
        const fechada = ComandaComNota.parse(await json(await fecharPelaApi(device, comanda.id))).comanda;
        const antes = await estoqueDe(db(), p.id);
        const respostas = await Promise.all([
          cancelarVenda(venda.id, { motivo: "a" }),
          cancelarVenda(venda.id, { motivo: "b" }),
          device.post(`/api/comandas/${comanda.id}/cancelar`, { motivo: "c", versao: fechada.versao }),
          device.post(`/api/comandas/${comanda.id}/cancelar`, { motivo: "d", versao: fechada.versao }),
        ]);
        expect(respostas.map((r) => r.status)).toEqual([200, 200, 200, 200]);
        expect(await estoqueDe(db(), p.id)).toBe(antes + 7);
        const entradas = (await movimentosDoProduto(db(), p.id)).filter(
          (m) => m.venda_id === venda.id || m.comanda_id === comanda.id,
        );
        expect(
          entradas
            .filter((m) => m.tipo === "entrada")
            .map((m) => m.quantidade)
            .sort(),
        ).toEqual([3, 4]);
      }
      const { resumo, recomputado } = await resumoERecomputado(db(), usuarioId);
      expect(resumo).toEqual(recomputado);
    });
  });
});
