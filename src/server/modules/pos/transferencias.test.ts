/**
 * Moving items between open tabs and merging tabs (decisions 136 and 138): each one transaction, both
 * tabs' totals exact, both versions checked and bumped, the history on both tabs naming the other, no
 * stock moved, a retry that moves nothing twice; a merged tab ends as juntada, out of the revenue, its
 * table free and its number never reused.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { toCentavos } from "@/shared/money";
import { MENSAGEM_COMANDA_ALTERADA } from "@/shared/pos/constantes";
import { Comanda, ComandaComNota, Mesa, ResumoPdv } from "@/shared/pos/schemas";
import { TransferenciaComandas } from "@/shared/pos/transferencias";
import { Relatorio } from "@/shared/reports/schemas";
import { createTestApp, type Device, json, type TestApp } from "../../../../tests/support/app";
import { pessoaLogada } from "../../../../tests/support/equipe";
import { contaLogada, criarProduto } from "../../../../tests/support/factories";
import {
  comandaNoBanco,
  definirTaxas,
  estoqueDe,
  fecharPelaApi,
  mesaNoBanco,
  movimentosDaConta,
  pagamentosNoBanco,
  pagarPelaApi,
  pedidoInput,
} from "../../../../tests/support/pos";
import { retratoDoBanco } from "../../../../tests/support/retrato";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { produtos } from "../../db/schema";

describeEachDatabase("PDV: transferir itens e juntar comandas", (getDb) => {
  let t: TestApp;
  let dono: Device;
  let caixa: Device;
  let usuarioId: string;
  let numeroLivre = 1;

  beforeAll(async () => {
    t = createTestApp(getDb().db, { rateLimit: false });
    ({ usuarioId, device: dono } = await contaLogada(t));
    caixa = (await pessoaLogada(t, dono, "caixa", { nome: "Carla do Caixa" })).device;
  });
  afterAll(() => t.close());

  const db = () => getDb().db;
  const novaMesa = async () =>
    Mesa.parse(await json(await dono.post("/api/mesas", { numero_mesa: numeroLivre++ })));
  const abrir = async () => {
    const mesa = await novaMesa();
    const r = await dono.post("/api/comandas", { mesa_id: mesa.id });
    expect(r.status).toBe(201);
    return { mesa, comanda: Comanda.parse(await json(r)) };
  };
  const pedir = async (
    comandaId: string,
    itens: { produto_id: string; quantidade: number; observacoes?: string }[],
  ) => {
    const r = await dono.post(`/api/comandas/${comandaId}/itens`, pedidoInput(itens));
    expect(r.status).toBe(201);
    return Comanda.parse(await json(r));
  };
  const ler = async (id: string) => ComandaComNota.parse(await json(await dono.get(`/api/comandas/${id}`)));
  const transferir = (origem: string, body: unknown, d = caixa) =>
    d.post(`/api/comandas/${origem}/transferir-itens`, body);
  const juntar = (origem: string, body: unknown, d = caixa) => d.post(`/api/comandas/${origem}/juntar`, body);
  const linhas = (c: Comanda) =>
    c.itens.map((i) => [i.produto.nome, i.quantidade, i.observacoes, i.subtotal]);

  describe("transferir itens", () => {
    test("parte de uma linha e outra inteira: caem nas linhas iguais do destino, totais exatos nas duas", async () => {
      const chope = await criarProduto(db(), usuarioId, {
        nome: "Chope",
        preco_venda: "12.90",
        estoque_atual: 50,
      });
      const porcao = await criarProduto(db(), usuarioId, {
        nome: "Porção",
        preco_venda: "38.50",
        estoque_atual: 9,
      });
      const { comanda: a } = await abrir();
      const { comanda: b } = await abrir();
      const vistaA = await pedir(a.id, [
        { produto_id: chope.id, quantidade: 5 },
        { produto_id: chope.id, quantidade: 2, observacoes: "sem colarinho" },
        { produto_id: porcao.id, quantidade: 1 },
      ]);
      const vistaB = await pedir(b.id, [{ produto_id: chope.id, quantidade: 1 }]);
      const [chopeA, semColarinho, porcaoA] = vistaA.itens;
      const estoques = [await estoqueDe(db(), chope.id), await estoqueDe(db(), porcao.id)];

      const r = await transferir(a.id, {
        destino_id: b.id,
        itens: [
          { item_id: chopeA!.id, quantidade: 3 },
          { item_id: semColarinho!.id, quantidade: 2 },
          { item_id: porcaoA!.id, quantidade: 1 },
        ],
        versao: vistaA.versao,
        versao_destino: vistaB.versao,
        chave_idempotencia: randomUUID(),
      });
      expect(r.status).toBe(200);
      const { origem, destino } = TransferenciaComandas.parse(await json(r));
      expect(linhas(origem.comanda)).toEqual([["Chope", 2, null, "25.80"]]);
      expect([origem.comanda.subtotal, origem.comanda.total]).toEqual(["25.80", "25.80"]);
      // 3 chopes join B's line of 1; the note stays its own line; the portion starts one.
      expect(linhas(destino.comanda)).toEqual([
        ["Chope", 4, null, "51.60"],
        ["Chope", 2, "sem colarinho", "25.80"],
        ["Porção", 1, null, "38.50"],
      ]);
      expect([destino.comanda.subtotal, destino.comanda.total]).toEqual(["115.90", "115.90"]);
      // Nothing was gained or lost: 25,80 + 115,90 = the 128,80 of A plus the 12,90 of B.
      expect(vistaA.total).toBe("128.80");
      expect([origem.comanda.versao, destino.comanda.versao]).toEqual([vistaA.versao + 1, vistaB.versao + 1]);
      // The database agrees with the answer, and no stock moved (a tab takes it only when closing).
      expect((await comandaNoBanco(db(), a.id)).total).toBe("25.80");
      expect((await comandaNoBanco(db(), b.id)).total).toBe("115.90");
      expect([await estoqueDe(db(), chope.id), await estoqueDe(db(), porcao.id)]).toEqual(estoques);
      expect(await movimentosDaConta(db(), usuarioId)).toEqual([]);

      // Each tab's history names the other, the units and who did it.
      const resumo = (h: ComandaComNota["historico"]) =>
        h
          .filter((e) => e.tipo !== "item_adicionado")
          .map((e) => [e.tipo, e.produto, e.quantidade, e.comanda_relacionada, e.responsavel]);
      expect(resumo(origem.historico)).toEqual([
        ["item_transferido", "Chope", 3, b.numero_comanda, "Carla do Caixa"],
        ["item_transferido", "Chope", 2, b.numero_comanda, "Carla do Caixa"],
        ["item_transferido", "Porção", 1, b.numero_comanda, "Carla do Caixa"],
      ]);
      expect(resumo(destino.historico)).toEqual([
        ["item_recebido", "Chope", 3, a.numero_comanda, "Carla do Caixa"],
        ["item_recebido", "Chope", 2, a.numero_comanda, "Carla do Caixa"],
        ["item_recebido", "Porção", 1, a.numero_comanda, "Carla do Caixa"],
      ]);
      const lida = await ler(a.id);
      expect([lida.comanda, lida.historico]).toEqual([origem.comanda, origem.historico]);
    });

    test("preço diferente é outra linha no destino; a comanda de origem pode ficar vazia e aberta", async () => {
      const chope = await criarProduto(db(), usuarioId, { nome: "Chope", preco_venda: "10.00" });
      const { comanda: a } = await abrir();
      const { comanda: b } = await abrir();
      const vistaA = await pedir(a.id, [{ produto_id: chope.id, quantidade: 2 }]);
      // The price went up between the two rounds.
      await db().update(produtos).set({ preco_venda: "11.00" }).where(eq(produtos.id, chope.id));
      const vistaB = await pedir(b.id, [{ produto_id: chope.id, quantidade: 1 }]);
      expect(vistaB.itens[0]!.preco_unitario).toBe("11.00");
      const r = await transferir(a.id, {
        destino_id: b.id,
        itens: [{ item_id: vistaA.itens[0]!.id, quantidade: 2 }],
        versao: vistaA.versao,
        versao_destino: vistaB.versao,
        chave_idempotencia: randomUUID(),
      });
      expect(r.status).toBe(200);
      const { origem, destino } = TransferenciaComandas.parse(await json(r));
      expect([origem.comanda.status, origem.comanda.itens, origem.comanda.total]).toEqual([
        "aberta",
        [],
        "0.00",
      ]);
      expect(destino.comanda.itens.map((i) => [i.quantidade, i.preco_unitario, i.subtotal])).toEqual([
        [1, "11.00", "11.00"],
        [2, "10.00", "20.00"],
      ]);
      expect(destino.comanda.total).toBe("31.00");
    });

    test("versão vista antiga da origem ou do destino: 409 com a comanda de agora, nada se move", async () => {
      const chope = await criarProduto(db(), usuarioId, { preco_venda: "9.00" });
      const { comanda: a } = await abrir();
      const { comanda: b } = await abrir();
      const vistaA = await pedir(a.id, [{ produto_id: chope.id, quantidade: 2 }]);
      const vistaB = await pedir(b.id, [{ produto_id: chope.id, quantidade: 1 }]);
      const corpo = {
        destino_id: b.id,
        itens: [{ item_id: vistaA.itens[0]!.id, quantidade: 1 }],
        versao: vistaA.versao,
        versao_destino: vistaB.versao,
        chave_idempotencia: randomUUID(),
      };

      // Someone added to B meanwhile: the destination the person saw is stale.
      const novaB = await pedir(b.id, [{ produto_id: chope.id, quantidade: 1 }]);
      let antes = await retratoDoBanco(db());
      let r = await transferir(a.id, corpo);
      expect(r.status).toBe(409);
      let erro = await json<{ error: string; code: string; comanda: unknown }>(r);
      expect([erro.error, erro.code]).toEqual([MENSAGEM_COMANDA_ALTERADA, "ComandaAlterada"]);
      expect(Comanda.parse(erro.comanda)).toMatchObject({ id: b.id, versao: novaB.versao, total: "18.00" });
      expect(await retratoDoBanco(db())).toEqual(antes);

      // And A changed too: A is reported (the origin is checked first).
      const novaA = await pedir(a.id, [{ produto_id: chope.id, quantidade: 1 }]);
      antes = await retratoDoBanco(db());
      r = await transferir(a.id, {
        ...corpo,
        versao_destino: novaB.versao,
        chave_idempotencia: randomUUID(),
      });
      expect(r.status).toBe(409);
      erro = await json(r);
      expect(Comanda.parse(erro.comanda)).toMatchObject({ id: a.id, versao: novaA.versao, total: "27.00" });
      expect(await retratoDoBanco(db())).toEqual(antes);

      // At the versions now on screen it goes through.
      r = await transferir(a.id, {
        ...corpo,
        versao: novaA.versao,
        versao_destino: novaB.versao,
        chave_idempotencia: randomUUID(),
      });
      expect(r.status).toBe(200);
    });

    test("a mesma chave de novo não move duas vezes; a mesma chave com outro pedido é 422", async () => {
      const chope = await criarProduto(db(), usuarioId, { preco_venda: "8.00" });
      const { comanda: a } = await abrir();
      const { comanda: b } = await abrir();
      const vistaA = await pedir(a.id, [{ produto_id: chope.id, quantidade: 4 }]);
      const corpo = {
        destino_id: b.id,
        itens: [{ item_id: vistaA.itens[0]!.id, quantidade: 1 }],
        versao: vistaA.versao,
        versao_destino: b.versao,
        chave_idempotencia: randomUUID(),
      };
      const primeira = await transferir(a.id, corpo);
      expect(primeira.status).toBe(200);
      const feita = TransferenciaComandas.parse(await json(primeira));
      // The retry after a timeout: the versions it carries are stale by now, yet it is the same click.
      const antes = await retratoDoBanco(db());
      const repetida = await transferir(a.id, corpo);
      expect(repetida.status).toBe(200);
      // An open tab's note is dated when asked for: the tabs themselves are the same.
      const igual = TransferenciaComandas.parse(await json(repetida));
      expect([igual.origem.comanda, igual.destino.comanda]).toEqual([
        feita.origem.comanda,
        feita.destino.comanda,
      ]);
      expect(await retratoDoBanco(db())).toEqual(antes);
      expect([feita.origem.comanda.total, feita.destino.comanda.total]).toEqual(["24.00", "8.00"]);

      const outra = await transferir(a.id, {
        ...corpo,
        itens: [{ item_id: vistaA.itens[0]!.id, quantidade: 2 }],
      });
      expect(outra.status).toBe(422);
      expect((await json(outra)).code).toBe("ChaveIdempotenciaReutilizada");
      expect(await retratoDoBanco(db())).toEqual(antes);
    });

    test("entradas erradas: 400 por campo, 404 e 409 pelo estado; nada muda", async () => {
      const chope = await criarProduto(db(), usuarioId, { preco_venda: "7.00" });
      const { comanda: a } = await abrir();
      const { comanda: b } = await abrir();
      const { comanda: fechada } = await abrir();
      const vistaA = await pedir(a.id, [{ produto_id: chope.id, quantidade: 2 }]);
      const vistaB = await pedir(b.id, [{ produto_id: chope.id, quantidade: 1 }]);
      await pedir(fechada.id, [{ produto_id: chope.id, quantidade: 1 }]);
      expect((await fecharPelaApi(dono, fechada.id)).status).toBe(200);
      const item = vistaA.itens[0]!.id;
      const base = {
        destino_id: b.id,
        itens: [{ item_id: item, quantidade: 1 }],
        versao: vistaA.versao,
        versao_destino: vistaB.versao,
      };
      const tentar = async (origem: string, corpo: object) => {
        const r = await transferir(origem, { ...base, chave_idempotencia: randomUUID(), ...corpo });
        return [r.status, await json<{ code: string; error: string; campos?: object }>(r)] as const;
      };
      const antes = await retratoDoBanco(db());

      let [status, corpo] = await tentar(a.id, { itens: [{ item_id: item, quantidade: 3 }] });
      expect([status, corpo.campos]).toEqual([
        400,
        { "itens.0.quantidade": "A comanda tem 2 unidade(s) deste item" },
      ]);
      [status, corpo] = await tentar(a.id, {
        itens: [
          { item_id: item, quantidade: 1 },
          { item_id: item, quantidade: 1 },
        ],
      });
      expect([status, corpo.campos]).toEqual([400, { "itens.1.item_id": "Item repetido" }]);
      [status, corpo] = await tentar(a.id, { itens: [], versao_destino: "x" });
      expect([status, corpo.campos]).toEqual([
        400,
        { itens: "Escolha os itens a transferir", versao_destino: "Versão da comanda inválida" },
      ]);
      [status, corpo] = await tentar(a.id, { destino_id: a.id });
      expect([status, corpo.campos]).toEqual([
        400,
        { destino_id: "Escolha outra comanda: a de destino é esta mesma" },
      ]);
      // A line of another tab (B's) is not A's line.
      [status, corpo] = await tentar(a.id, { itens: [{ item_id: vistaB.itens[0]!.id, quantidade: 1 }] });
      expect([status, corpo.error]).toEqual([404, "Item não encontrado na comanda"]);
      [status, corpo] = await tentar(a.id, { destino_id: randomUUID() });
      expect([status, corpo.error]).toEqual([404, "Comanda de destino não encontrada"]);
      [status, corpo] = await tentar(a.id, { destino_id: fechada.id });
      expect([status, corpo.code]).toEqual([409, "DestinoIndisponivel"]);
      [status, corpo] = await tentar(fechada.id, { destino_id: b.id });
      expect([status, corpo.code]).toEqual([409, "ComandaFechada"]);
      expect(await retratoDoBanco(db())).toEqual(antes);
    });
  });

  describe("juntar comandas", () => {
    test("todas as linhas vão para o destino; a origem fica juntada, sem receita, com a mesa livre", async () => {
      const chope = await criarProduto(db(), usuarioId, {
        nome: "Chope",
        preco_venda: "12.00",
        estoque_atual: 40,
      });
      const agua = await criarProduto(db(), usuarioId, {
        nome: "Água",
        preco_venda: "5.00",
        estoque_atual: 40,
      });
      const { mesa: mesaA, comanda: a } = await abrir();
      const { mesa: mesaB, comanda: b } = await abrir();
      const vistaA = await pedir(a.id, [
        { produto_id: chope.id, quantidade: 2 },
        { produto_id: agua.id, quantidade: 1, observacoes: "com gelo" },
      ]);
      const vistaB = await pedir(b.id, [{ produto_id: chope.id, quantidade: 3 }]);
      const resumoAntes = ResumoPdv.parse(await json(await dono.get("/api/pdv/resumo")));
      const { resumo: relatorioAntes } = Relatorio.parse(
        await json(await dono.get("/api/relatorios?periodo=7dias")),
      );

      const corpo = {
        destino_id: b.id,
        versao: vistaA.versao,
        versao_destino: vistaB.versao,
        chave_idempotencia: randomUUID(),
      };
      const r = await juntar(a.id, corpo);
      expect(r.status).toBe(200);
      const { origem, destino } = TransferenciaComandas.parse(await json(r));
      expect(linhas(destino.comanda)).toEqual([
        ["Chope", 5, null, "60.00"],
        ["Água", 1, "com gelo", "5.00"],
      ]);
      expect(destino.comanda.total).toBe("65.00");
      expect(origem.comanda).toMatchObject({
        status: "juntada",
        itens: [],
        subtotal: "0.00",
        total: "0.00",
        juntada_a: { id: b.id, numero_comanda: b.numero_comanda },
        versao: vistaA.versao + 1,
      });
      expect(origem.comanda.juntada_em).not.toBeNull();
      expect(destino.comanda.versao).toBe(vistaB.versao + 1);
      // Its table is free; the destination's still taken.
      expect((await mesaNoBanco(db(), mesaA.id)).status).toBe("livre");
      expect((await mesaNoBanco(db(), mesaB.id)).status).toBe("ocupada");
      // Its history says where its items went; the destination's, where they came from.
      expect(
        origem.historico.slice(-3).map((e) => [e.tipo, e.produto, e.quantidade, e.comanda_relacionada]),
      ).toEqual([
        ["item_transferido", "Chope", 2, b.numero_comanda],
        ["item_transferido", "Água", 1, b.numero_comanda],
        ["comanda_juntada", null, null, b.numero_comanda],
      ]);
      expect(destino.historico.slice(-3).map((e) => [e.tipo, e.produto, e.comanda_relacionada])).toEqual([
        ["item_recebido", "Chope", a.numero_comanda],
        ["item_recebido", "Água", a.numero_comanda],
        ["juntou_comanda", null, a.numero_comanda],
      ]);
      // Listed among the finished tabs, not among the open ones.
      const abertas = Comanda.array().parse(await json(await dono.get("/api/comandas")));
      expect(abertas.map((c) => c.id)).not.toContain(a.id);
      const terminadas = Comanda.array().parse(await json(await dono.get("/api/comandas?status=fechada")));
      expect(terminadas.find((c) => c.id === a.id)).toMatchObject({
        status: "juntada",
        juntada_a: { id: b.id },
      });

      // The same click again: the tabs as they are, nothing twice.
      const antes = await retratoDoBanco(db());
      const repetida = await juntar(a.id, corpo);
      expect(repetida.status).toBe(200);
      expect(await retratoDoBanco(db())).toEqual(antes);

      // A merged tab takes nothing: no items, no close, no cancel, no move.
      const recusas = [
        await dono.post(
          `/api/comandas/${a.id}/itens`,
          pedidoInput([{ produto_id: chope.id, quantidade: 1 }]),
        ),
        await fecharPelaApi(dono, a.id),
        await dono.post(`/api/comandas/${a.id}/cancelar`, { motivo: "x", versao: origem.comanda.versao }),
        await juntar(a.id, { ...corpo, chave_idempotencia: randomUUID(), versao: origem.comanda.versao }),
        await dono.post(`/api/comandas/${a.id}/trocar-mesa`, { mesa_id: mesaA.id }),
      ];
      for (const recusa of recusas)
        expect([recusa.status, (await json(recusa)).code]).toEqual([409, "ComandaJuntada"]);
      expect(await retratoDoBanco(db())).toEqual(antes);
      // Merging into it is refused as a destination that is not open.
      const { comanda: c } = await abrir();
      const comC = await retratoDoBanco(db());
      const paraJuntada = await juntar(c.id, {
        destino_id: a.id,
        versao: c.versao,
        versao_destino: origem.comanda.versao,
        chave_idempotencia: randomUUID(),
      });
      expect([paraJuntada.status, (await json(paraJuntada)).code]).toEqual([409, "DestinoIndisponivel"]);
      expect(await retratoDoBanco(db())).toEqual(comC);

      // Closing the destination counts the merged bill once: one tab of R$ 65,00.
      expect((await fecharPelaApi(caixa, b.id, { forma_pagamento: "pix" })).status).toBe(200);
      const resumo = ResumoPdv.parse(await json(await dono.get("/api/pdv/resumo")));
      // The all-time cards: a run across São Paulo's midnight empties "hoje", not these.
      expect(resumo.total_vendas - resumoAntes.total_vendas).toBe(1);
      expect(toCentavos(resumo.receita_total) - toCentavos(resumoAntes.receita_total)).toBe(6500);
      const { resumo: relatorio } = Relatorio.parse(
        await json(await dono.get("/api/relatorios?periodo=7dias")),
      );
      expect(relatorio.numeroVendas - relatorioAntes.numeroVendas).toBe(1);
      expect(toCentavos(relatorio.receitaTotal) - toCentavos(relatorioAntes.receitaTotal)).toBe(6500);
      expect(await estoqueDe(db(), chope.id)).toBe(35);
      expect(await estoqueDe(db(), agua.id)).toBe(39);

      // Its number is never reused: the next tab takes the next number.
      const { comanda: nova } = await abrir();
      expect(nova.numero_comanda > c.numero_comanda).toBe(true);
    });

    test("juntar com versão antiga: 409 com a comanda de agora, nada muda; uma comanda vazia também junta", async () => {
      const chope = await criarProduto(db(), usuarioId, { preco_venda: "6.00" });
      const { mesa: mesaA, comanda: a } = await abrir();
      const { comanda: b } = await abrir();
      const vistaB = await pedir(b.id, [{ produto_id: chope.id, quantidade: 1 }]);
      const antes = await retratoDoBanco(db());
      const velha = await juntar(a.id, {
        destino_id: b.id,
        versao: a.versao,
        versao_destino: b.versao,
        chave_idempotencia: randomUUID(),
      });
      expect(velha.status).toBe(409);
      expect(Comanda.parse((await json<{ comanda: unknown }>(velha)).comanda)).toMatchObject({
        id: b.id,
        versao: vistaB.versao,
      });
      expect(await retratoDoBanco(db())).toEqual(antes);

      const vazia = await juntar(a.id, {
        destino_id: b.id,
        versao: a.versao,
        versao_destino: vistaB.versao,
        chave_idempotencia: randomUUID(),
      });
      expect(vazia.status).toBe(200);
      const { origem, destino } = TransferenciaComandas.parse(await json(vazia));
      expect([origem.comanda.status, destino.comanda.total]).toEqual(["juntada", "6.00"]);
      expect((await mesaNoBanco(db(), mesaA.id)).status).toBe("livre");
    });
  });
  describe("com pagamentos feitos (decisões 151 e 152)", () => {
    const abrirCom = async (pessoas: number) => {
      const mesa = await novaMesa();
      const r = await dono.post("/api/comandas", { mesa_id: mesa.id, pessoas });
      expect(r.status).toBe(201);
      return Comanda.parse(await json(r));
    };
    const pagar = async (id: string, forma: string, valor: string) => {
      const r = await pagarPelaApi(caixa, id, { forma_pagamento: forma, valor });
      expect(r.status, await r.clone().text()).toBe(201);
      return (await ler(id)).comanda;
    };

    test("transferir não deixa a conta abaixo do já pago; a que fica igual ao pago fecha", async () => {
      await definirTaxas(db(), usuarioId, { taxa_servico_ativa: false, couvert_ativo: false });
      const chope = await criarProduto(db(), usuarioId, {
        nome: "Chope",
        preco_venda: "10.00",
        estoque_atual: 20,
      });
      const agua = await criarProduto(db(), usuarioId, {
        nome: "Água",
        preco_venda: "5.00",
        estoque_atual: 20,
      });
      const a = await abrirCom(1);
      const b = await abrirCom(1);
      await pedir(a.id, [
        { produto_id: chope.id, quantidade: 3 },
        { produto_id: agua.id, quantidade: 1 },
      ]);
      const pagaA = await pagar(a.id, "pix", "20.00");
      const [linhaChope, linhaAgua] = pagaA.itens;
      const transferirDeA = async (itens: { item_id: string; quantidade: number }[]) =>
        transferir(a.id, {
          destino_id: b.id,
          itens,
          versao: (await ler(a.id)).comanda.versao,
          versao_destino: (await ler(b.id)).comanda.versao,
          chave_idempotencia: randomUUID(),
        });

      // R$ 35,00 with R$ 20,00 paid: taking 2 chopes leaves R$ 15,00 — below what was paid.
      const antes = await retratoDoBanco(db());
      const abaixo = await transferirDeA([{ item_id: linhaChope!.id, quantidade: 2 }]);
      expect(abaixo.status).toBe(409);
      expect(await json(abaixo)).toMatchObject({
        code: "ContaMenorQuePago",
        error: "A conta ficaria em R$\u00a015,00, menos que os R$\u00a020,00 já pagos. Nada foi alterado.",
      });
      expect(await retratoDoBanco(db())).toEqual(antes);

      // One chope leaves R$ 25,00: still open, R$ 5,00 to pay.
      expect((await transferirDeA([{ item_id: linhaChope!.id, quantidade: 1 }])).status).toBe(200);
      expect((await ler(a.id)).comanda).toMatchObject({ status: "aberta", falta_pagar: "5.00" });

      // The water too leaves exactly the R$ 20,00 paid: the bill is complete and the tab closes.
      const r = await transferirDeA([{ item_id: linhaAgua!.id, quantidade: 1 }]);
      expect(r.status).toBe(200);
      const { origem, destino } = TransferenciaComandas.parse(await json(r));
      expect([origem.comanda.status, origem.comanda.total_a_pagar, origem.comanda.pago]).toEqual([
        "fechada",
        "20.00",
        "20.00",
      ]);
      expect(linhas(destino.comanda)).toEqual([
        ["Chope", 1, null, "10.00"],
        ["Água", 1, null, "5.00"],
      ]);
    });

    test("juntar leva os pagamentos e as pessoas: o couvert pago fica na conta, e a mesa paga uma vez", async () => {
      await definirTaxas(db(), usuarioId, {
        taxa_servico_ativa: false,
        couvert_ativo: true,
        couvert_por_pessoa: "5.00",
      });
      const chope = await criarProduto(db(), usuarioId, {
        nome: "Chope",
        preco_venda: "10.00",
        estoque_atual: 20,
      });
      const a = await abrirCom(2);
      const b = await abrirCom(1);
      await pedir(a.id, [{ produto_id: chope.id, quantidade: 2 }]);
      await pedir(b.id, [{ produto_id: chope.id, quantidade: 1 }]);
      const pagaA = await pagar(a.id, "pix", "25.00");
      expect([pagaA.total_a_pagar, pagaA.falta_pagar]).toEqual(["30.00", "5.00"]);
      const vistaB = (await ler(b.id)).comanda;

      const r = await juntar(a.id, {
        destino_id: b.id,
        versao: pagaA.versao,
        versao_destino: vistaB.versao,
        chave_idempotencia: randomUUID(),
      });
      expect(r.status).toBe(200);
      const { origem, destino } = TransferenciaComandas.parse(await json(r));
      expect(origem.comanda.pagamentos).toEqual([]);
      // 3 chopes and 3 people: R$ 30,00 + couvert R$ 15,00, with A's R$ 25,00 in PIX already paid.
      expect(destino.comanda.pessoas).toBe(3);
      expect([destino.comanda.couvert, destino.comanda.total_a_pagar]).toEqual(["15.00", "45.00"]);
      expect([destino.comanda.pago, destino.comanda.falta_pagar]).toEqual(["25.00", "20.00"]);

      const fechada = await pagar(b.id, "dinheiro", "20.00");
      expect(fechada.status).toBe("fechada");
      expect(fechada.pagamentos.map((p) => [p.forma_pagamento, p.valor])).toEqual([
        ["pix", "25.00"],
        ["dinheiro", "20.00"],
      ]);
      expect((await pagamentosNoBanco(db(), { comandaId: a.id })).length).toBe(0);
    });
  });
});
