/**
 * The cash register (decisions 160–162): a shift with sales in three methods, a tab with service charge
 * paid in two parts, change, a sangria and a suprimento → every expected amount exact to the centavo;
 * the close freezes it and refuses any change after; retries, two tills, bad input, other accounts.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { montarFechamentoCaixa } from "@/shared/caixa/impressao";
import { Caixa, CaixaComNota, FechamentoCaixa } from "@/shared/caixa/schemas";
import { formatarCentavos } from "@/shared/money";
import { Comanda, VendaComNota } from "@/shared/pos/schemas";
import { createTestApp, type Device, type ErroApi, json, type TestApp } from "../../../../tests/support/app";
import {
  abrirCaixaPelaApi,
  caixaAberto,
  caixaNoBanco,
  fecharCaixaPelaApi,
  movimentoPelaApi,
  movimentosNoBanco,
  pagamentosDoCaixa,
} from "../../../../tests/support/caixa";
import { pessoaLogada } from "../../../../tests/support/equipe";
import { contaLogada, criarProduto } from "../../../../tests/support/factories";
import { pagamentosNoBanco, pagarPelaApi, pedidoInput, vendaInput } from "../../../../tests/support/pos";
import { describeEachDatabase } from "../../../../tests/support/test-db";

const linha = (caixa: Caixa, forma: string) => caixa.resumo.linhas.find((l) => l.forma_pagamento === forma)!;

describeEachDatabase("caixa", (getDb) => {
  let t: TestApp;
  let device: Device;
  let usuarioId: string;
  let chopp: { id: string };
  let porcao: { id: string };

  beforeAll(async () => {
    t = createTestApp(getDb().db);
    ({ usuarioId, device } = await contaLogada(t, { nomeEstabelecimento: "Bar do Zé" }));
    chopp = await criarProduto(getDb().db, usuarioId, { preco_venda: "12.90", estoque_atual: 500 });
    porcao = await criarProduto(getDb().db, usuarioId, { preco_venda: "42.60", estoque_atual: 500 });
  });
  afterAll(() => t.close());
  const db = () => getDb().db;

  const vender = async (
    d: Device,
    body: Parameters<typeof vendaInput>[1],
    itens = [{ produto_id: chopp.id, quantidade: 1 }],
  ) => {
    const r = await d.post("/api/vendas", vendaInput(itens, body));
    expect(r.status, await r.clone().text()).toBe(201);
    return VendaComNota.parse(await json(r)).venda;
  };
  const lerCaixa = async (id: string, d = device) =>
    CaixaComNota.parse(await json(await d.get(`/api/caixas/${id}`)));

  describe("um turno inteiro", () => {
    let caixa: Caixa;

    test("abrir: o fundo de troco, quem abriu, e a regra 'exigir caixa aberto' passa a valer", async () => {
      const antes = await json<{ configuracoes: { exigir_caixa_aberto: boolean } }>(
        await device.get("/api/configuracoes"),
      );
      expect(antes.configuracoes.exigir_caixa_aberto).toBe(false);
      caixa = await caixaAberto(device, { terminal: "Caixa 1", fundo_troco: "200,00" });
      expect(caixa).toMatchObject({
        terminal: "Caixa 1",
        status: "aberto",
        fundo_troco: "200.00",
        aberto_por: "Bar do Zé",
        fechado_em: null,
      });
      expect(linha(caixa, "dinheiro").esperado).toBe("200.00");
      const depois = await json<{ configuracoes: { exigir_caixa_aberto: boolean } }>(
        await device.get("/api/configuracoes"),
      );
      expect(depois.configuracoes.exigir_caixa_aberto).toBe(true);
    });

    test("três vendas (dinheiro com troco, PIX, débito), uma comanda com 10% paga em PIX + dinheiro com troco, suprimento e sangria: esperado exato", async () => {
      const a = await vender(
        device,
        {
          pagamentos: [{ forma_pagamento: "dinheiro", valor: "25.80", valor_recebido: "30" }],
        },
        [{ produto_id: chopp.id, quantidade: 2 }],
      );
      const b = await vender(device, { forma_pagamento: "pix" }, [{ produto_id: porcao.id, quantidade: 1 }]);
      const c = await vender(device, { forma_pagamento: "cartao_debito" }, [
        { produto_id: chopp.id, quantidade: 3 },
      ]);

      // A tab at the counter: R$ 94,20 of items and the new account's 10 % service charge, R$ 9,42.
      const aberta = Comanda.parse(
        await json(await device.post("/api/comandas", { mesa_id: null, cliente_nome: "Rita" })),
      );
      await device.post(
        `/api/comandas/${aberta.id}/itens`,
        pedidoInput([
          { produto_id: chopp.id, quantidade: 4 },
          { produto_id: porcao.id, quantidade: 1 },
        ]),
      );
      expect((await pagarPelaApi(device, aberta.id, { forma_pagamento: "pix", valor: "50" })).status).toBe(
        201,
      );
      const ultimo = await pagarPelaApi(device, aberta.id, {
        forma_pagamento: "dinheiro",
        valor: "53.62",
        valor_recebido: "60.00",
      });
      expect(Comanda.parse((await json<{ comanda: unknown }>(ultimo)).comanda)).toMatchObject({
        status: "fechada",
        taxa_servico: "9.42",
        total_a_pagar: "103.62",
      });

      expect(
        (await movimentoPelaApi(device, caixa.id, { tipo: "suprimento", valor: "30", motivo: "Moedas" }))
          .status,
      ).toBe(201);
      expect(
        (await movimentoPelaApi(device, caixa.id, { tipo: "sangria", valor: "100,00", motivo: "Cofre" }))
          .status,
      ).toBe(201);

      // Every payment of the shift points at its caixa.
      for (const venda of [a, b, c]) {
        const [p] = await pagamentosNoBanco(db(), { vendaId: venda.id });
        expect(p!.caixa_id).toBe(caixa.id);
      }
      expect((await pagamentosNoBanco(db(), { comandaId: aberta.id })).map((p) => p.caixa_id)).toEqual([
        caixa.id,
        caixa.id,
      ]);

      const { caixa: agora } = await lerCaixa(caixa.id);
      // Cash: 200 + (30 + 60) − (4,20 + 6,38) + 30 − 100 = 209,42.
      expect(linha(agora, "dinheiro")).toMatchObject({
        pagamentos: 2,
        recebido: "90.00",
        troco: "10.58",
        esperado: "209.42",
        contado: null,
        diferenca: null,
      });
      expect(linha(agora, "pix")).toMatchObject({ pagamentos: 2, recebido: "92.60", esperado: "92.60" });
      expect(linha(agora, "cartao_debito")).toMatchObject({ pagamentos: 1, esperado: "38.70" });
      expect(linha(agora, "cartao_credito").esperado).toBe("0.00");
      expect(agora.resumo).toMatchObject({
        suprimentos: "30.00",
        sangrias: "100.00",
        total_esperado: "340.72",
        total_contado: null,
        vendas: 3,
        comandas: 1,
        taxa_servico: "9.42",
        couvert: "0.00",
      });
      expect(agora.movimentos.map((m) => [m.tipo, m.valor, m.motivo, m.registrado_por])).toEqual([
        ["suprimento", "30.00", "Moedas", "Bar do Zé"],
        ["sangria", "100.00", "Cofre", "Bar do Zé"],
      ]);
      caixa = agora;
    });

    test("fechar: o contado, a diferença por forma (R$ 0,42 a menos no dinheiro), gravados e impressos", async () => {
      const chave = randomUUID();
      const r = await fecharCaixaPelaApi(
        device,
        caixa.id,
        { dinheiro: "209,00", pix: "92.60", cartao_debito: "38.70" },
        { observacoes: "Moeda de 50 centavos sumiu", chave_idempotencia: chave },
      );
      expect(r.status).toBe(200);
      const { caixa: fechado, estabelecimento } = CaixaComNota.parse(await json(r));
      expect(fechado).toMatchObject({
        status: "fechado",
        fechado_por: "Bar do Zé",
        observacoes: "Moeda de 50 centavos sumiu",
      });
      expect(linha(fechado, "dinheiro")).toMatchObject({
        esperado: "209.42",
        contado: "209.00",
        diferenca: "-0.42",
      });
      expect(linha(fechado, "pix")).toMatchObject({ contado: "92.60", diferenca: "0.00" });
      expect(linha(fechado, "transferencia")).toMatchObject({
        esperado: "0.00",
        contado: "0.00",
        diferenca: "0.00",
      });
      expect(fechado.resumo).toMatchObject({
        total_esperado: "340.72",
        total_contado: "340.30",
        diferenca: "-0.42",
      });

      const row = await caixaNoBanco(db(), caixa.id);
      expect(row).toMatchObject({
        status: "fechado",
        esperado_dinheiro: "209.42",
        esperado_pix: "92.60",
        esperado_cartao_debito: "38.70",
        esperado_cartao_credito: "0.00",
        contado_dinheiro: "209.00",
        taxa_servico: "9.42",
        couvert: "0.00",
        chave_fechamento: chave,
      });

      const texto = montarFechamentoCaixa({ estabelecimento, caixa: fechado });
      expect(texto).toContain("FECHAMENTO DE CAIXA");
      expect(texto).toMatch(
        / {2}Esperado: +R\$ 209,42\n {2}Contado: +R\$ 209,00\n {2}Diferença: +-R\$ 0,42\n/,
      );
      expect(texto).toMatch(/Taxa de serviço: +R\$ 9,42\n/);

      // The retry of the same click answers the same closing; the list shows it with its differences.
      const repetido = await fecharCaixaPelaApi(
        device,
        caixa.id,
        { dinheiro: "209,00", pix: "92.60", cartao_debito: "38.70" },
        {
          observacoes: "Moeda de 50 centavos sumiu",
          chave_idempotencia: chave,
        },
      );
      expect(repetido.status).toBe(200);
      expect(CaixaComNota.parse(await json(repetido)).caixa).toEqual(fechado);
      const lista = FechamentoCaixa.array().parse(await json(await device.get("/api/caixas/fechados")));
      expect(lista[0]).toMatchObject({
        id: caixa.id,
        total_esperado: "340.72",
        total_contado: "340.30",
        diferenca: "-0.42",
      });
      expect(lista[0]!.diferencas.find((d) => d.forma_pagamento === "dinheiro")!.diferenca).toBe("-0.42");
      caixa = fechado;
    });

    test("fechado, recusa tudo: outro fechamento, sangria, suprimento, e a venda no terminal sem caixa", async () => {
      const outroFechamento = await fecharCaixaPelaApi(device, caixa.id, { dinheiro: "1" });
      expect(outroFechamento.status).toBe(409);
      expect((await json<ErroApi>(outroFechamento)).code).toBe("CaixaFechado");
      const mesmaChaveOutroValor = await fecharCaixaPelaApi(
        device,
        caixa.id,
        { dinheiro: "1" },
        {
          chave_idempotencia: (await caixaNoBanco(db(), caixa.id)).chave_fechamento!,
        },
      );
      expect(mesmaChaveOutroValor.status).toBe(422);
      for (const tipo of ["sangria", "suprimento"] as const) {
        const r = await movimentoPelaApi(device, caixa.id, { tipo, valor: "1" });
        expect(r.status).toBe(409);
        expect(await json<ErroApi>(r)).toMatchObject({
          code: "CaixaFechado",
          error: "Este caixa já foi fechado. Nada foi alterado.",
        });
      }
      expect(await movimentosNoBanco(db(), caixa.id)).toHaveLength(2);

      const venda = await device.post(
        "/api/vendas",
        vendaInput([{ produto_id: chopp.id, quantidade: 1 }], { terminal: "Caixa 1" }),
      );
      expect(venda.status).toBe(409);
      expect(await json<ErroApi>(venda)).toMatchObject({
        code: "CaixaNaoAberto",
        error: "O terminal Caixa 1 está sem caixa aberto. Abra o caixa para receber pagamentos.",
      });
      // Nothing after the close joined it, and what it froze is what it shows.
      expect(await pagamentosDoCaixa(db(), caixa.id)).toHaveLength(5);
      expect((await lerCaixa(caixa.id)).caixa).toEqual(caixa);
    });
  });

  test("dois terminais ao mesmo tempo: cada venda no caixa do seu terminal; um terminal, um caixa aberto", async () => {
    const c1 = await caixaAberto(device, { terminal: "Balcão", fundo_troco: "0" });
    const c2 = await caixaAberto(device, { terminal: "Terraço", fundo_troco: "50" });
    const v1 = await vender(device, { terminal: "Balcão", forma_pagamento: "cartao_credito" });
    const v2 = await vender(device, { terminal: "Terraço", forma_pagamento: "dinheiro" });
    expect((await pagamentosNoBanco(db(), { vendaId: v1.id }))[0]!.caixa_id).toBe(c1.id);
    expect((await pagamentosNoBanco(db(), { vendaId: v2.id }))[0]!.caixa_id).toBe(c2.id);

    const outro = await abrirCaixaPelaApi(device, { terminal: "Balcão" });
    expect(outro.status).toBe(409);
    expect(await json<ErroApi>(outro)).toMatchObject({
      code: "CaixaJaAberto",
      error: "O terminal Balcão já tem um caixa aberto.",
    });

    const abertos = Caixa.array().parse(await json(await device.get("/api/caixas/abertos")));
    expect(
      abertos.map((c) => [c.terminal, linha(c, "dinheiro").esperado, linha(c, "cartao_credito").esperado]),
    ).toEqual([
      ["Balcão", "0.00", "12.90"],
      ["Terraço", "62.90", "0.00"],
    ]);
    for (const c of [c1, c2]) expect((await fecharCaixaPelaApi(device, c.id, {})).status).toBe(200);
  });

  test("idempotência: abrir, sangria e suprimento repetidos não repetem nada; a mesma chave com outro valor é 422", async () => {
    const chave = randomUUID();
    const primeiro = await abrirCaixaPelaApi(device, {
      terminal: "Repetido",
      fundo_troco: "10",
      chave_idempotencia: chave,
    });
    const segundo = await abrirCaixaPelaApi(device, {
      terminal: "Repetido",
      fundo_troco: "10.00",
      chave_idempotencia: chave,
    });
    expect([primeiro.status, segundo.status]).toEqual([201, 200]);
    const caixa = CaixaComNota.parse(await json(primeiro)).caixa;
    expect(CaixaComNota.parse(await json(segundo)).caixa.id).toBe(caixa.id);
    expect(
      (
        await abrirCaixaPelaApi(device, {
          terminal: "Repetido",
          fundo_troco: "11",
          chave_idempotencia: chave,
        })
      ).status,
    ).toBe(422);

    const chaveMov = randomUUID();
    const corpo = { tipo: "suprimento" as const, valor: "5", motivo: "Troco", chave_idempotencia: chaveMov };
    expect((await movimentoPelaApi(device, caixa.id, corpo)).status).toBe(201);
    expect((await movimentoPelaApi(device, caixa.id, corpo)).status).toBe(200);
    const reutilizada = await movimentoPelaApi(device, caixa.id, { ...corpo, valor: "6" });
    expect(reutilizada.status).toBe(422);
    expect((await json<ErroApi>(reutilizada)).code).toBe("ChaveIdempotenciaReutilizada");
    expect(await movimentosNoBanco(db(), caixa.id)).toHaveLength(1);

    // A sangria cannot take more cash than the drawer should hold (R$ 15,00 here).
    const demais = await movimentoPelaApi(device, caixa.id, { tipo: "sangria", valor: "15.01" });
    expect(demais.status).toBe(400);
    expect((await json<ErroApi>(demais)).campos).toEqual({
      valor: `A sangria passa do dinheiro esperado no caixa (${formatarCentavos(15_00)})`,
    });
    expect((await movimentoPelaApi(device, caixa.id, { tipo: "sangria", valor: "15" })).status).toBe(201);
    expect((await fecharCaixaPelaApi(device, caixa.id, {})).status).toBe(200);
  });

  test("entrada inválida: mensagens por campo, nada gravado", async () => {
    const semNada = await device.post("/api/caixas", {
      terminal: " ",
      fundo_troco: "-1",
      chave_idempotencia: "x",
    });
    expect(semNada.status).toBe(400);
    expect((await json<ErroApi>(semNada)).campos).toEqual({
      terminal: "Informe o nome do terminal",
      fundo_troco: "O fundo de troco não pode ser negativo",
      chave_idempotencia: "Chave de idempotência inválida",
    });
    const caixa = await caixaAberto(device, { terminal: "Validação" });
    const mov = await device.post(`/api/caixas/${caixa.id}/movimentos`, {
      tipo: "retirada",
      valor: "0",
      motivo: "",
      chave_idempotencia: randomUUID(),
    });
    expect((await json<ErroApi>(mov)).campos).toEqual({
      tipo: "Tipo deve ser sangria ou suprimento",
      valor: "O valor deve ser maior que zero",
      motivo: "Informe o motivo",
    });
    const fechar = await fecharCaixaPelaApi(device, caixa.id, { dinheiro: "abc", pix: "-2" });
    expect((await json<ErroApi>(fechar)).campos).toEqual({
      "contado.dinheiro": "Dinheiro: valor inválido",
      "contado.pix": "PIX: o valor não pode ser negativo",
    });
    expect((await caixaNoBanco(db(), caixa.id)).status).toBe("aberto");
    expect((await device.get("/api/caixas/nao-e-uuid")).status).toBe(404);
    expect((await fecharCaixaPelaApi(device, caixa.id, {})).status).toBe(200);
  });

  test("outra conta: os ids desta conta são 404 e nada muda; as listas são só dela", async () => {
    const caixa = await caixaAberto(device, { terminal: "Só meu" });
    const outra = await contaLogada(t);
    expect((await outra.device.get(`/api/caixas/${caixa.id}`)).status).toBe(404);
    expect((await movimentoPelaApi(outra.device, caixa.id, { tipo: "suprimento", valor: "1" })).status).toBe(
      404,
    );
    expect((await fecharCaixaPelaApi(outra.device, caixa.id, {})).status).toBe(404);
    expect(await json(await outra.device.get("/api/caixas/abertos"))).toEqual([]);
    expect(await json(await outra.device.get("/api/caixas/fechados"))).toEqual([]);
    // The other account's till of the same name is its own: it opens, and its sales go to it.
    const daOutra = await caixaAberto(outra.device, { terminal: "Só meu" });
    expect(daOutra.id).not.toBe(caixa.id);
    expect((await caixaNoBanco(db(), caixa.id)).status).toBe("aberto");
    expect(await movimentosNoBanco(db(), caixa.id)).toHaveLength(0);
    expect((await fecharCaixaPelaApi(device, caixa.id, {})).status).toBe(200);
  });

  test("funções: o caixa abre e fecha; o garçom não vê nem mexe no caixa", async () => {
    const caixaPessoa = await pessoaLogada(t, device, "caixa", { nome: "Carla" });
    const garcom = await pessoaLogada(t, device, "garcom", { nome: "Gil" });
    const caixa = await caixaAberto(caixaPessoa.device, { terminal: "Da Carla" });
    expect(caixa.aberto_por).toBe("Carla");
    expect((await garcom.device.get("/api/caixas/abertos")).status).toBe(403);
    expect((await movimentoPelaApi(garcom.device, caixa.id, { tipo: "suprimento", valor: "1" })).status).toBe(
      403,
    );
    expect((await fecharCaixaPelaApi(garcom.device, caixa.id, {})).status).toBe(403);
    const fechado = await fecharCaixaPelaApi(caixaPessoa.device, caixa.id, { dinheiro: "200" });
    expect(CaixaComNota.parse(await json(fechado)).caixa.fechado_por).toBe("Carla");
  });
});
