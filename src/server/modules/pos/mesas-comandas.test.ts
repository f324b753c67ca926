import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { montarRecibo } from "@/shared/pos/recibo";
import { Comanda, ComandaComNota, Mesa, type MesaInput } from "@/shared/pos/schemas";
import { createTestApp, type Device, type ErroApi, json, type TestApp } from "../../../../tests/support/app";
import { contaLogada, criarProduto } from "../../../../tests/support/factories";
import {
  comandaNoBanco,
  estoqueDe,
  fecharPelaApi,
  mesaNoBanco,
  movimentosDoProduto,
  pedidoInput,
} from "../../../../tests/support/pos";
import { describeEachDatabase } from "../../../../tests/support/test-db";

describeEachDatabase("mesas e comandas", (getDb) => {
  let t: TestApp;
  let device: Device;
  let usuarioId: string;
  let numeroLivre = 100;

  beforeAll(async () => {
    t = createTestApp(getDb().db);
    ({ usuarioId, device } = await contaLogada(t, { nomeEstabelecimento: "Bar da Esquina" }));
  });
  afterAll(() => t.close());

  const db = () => getDb().db;
  const novaMesa = async (d: Device = device, body: Partial<MesaInput> = {}) => {
    const response = await d.post("/api/mesas", { numero_mesa: numeroLivre++, ...body });
    expect(response.status).toBe(201);
    return Mesa.parse(await json(response));
  };
  const abrir = async (mesaId: string, body: Record<string, unknown> = {}, d: Device = device) => {
    const response = await d.post("/api/comandas", { mesa_id: mesaId, ...body });
    expect(response.status).toBe(201);
    return Comanda.parse(await json(response));
  };
  const adicionar = (comandaId: string, produto_id: string, quantidade: unknown, d: Device = device) =>
    d.post(`/api/comandas/${comandaId}/itens`, pedidoInput([{ produto_id, quantidade }]));
  const fechar = (comandaId: string, body: unknown = {}, d: Device = device) =>
    fecharPelaApi(d, comandaId, body);
  const listarMesas = async (d: Device = device) => Mesa.array().parse(await json(await d.get("/api/mesas")));

  describe("mesas", () => {
    test("criar: livre, capacidade padrão 4 (também para texto não numérico), nome opcional", async () => {
      const response = await device.post("/api/mesas", {
        numero_mesa: 1,
        nome_mesa: " Varanda ",
        capacidade_pessoas: 6,
      });
      expect(response.status).toBe(201);
      expect(Mesa.parse(await json(response))).toMatchObject({
        numero_mesa: 1,
        nome_mesa: "Varanda",
        capacidade_pessoas: 6,
        status: "livre",
        comanda_aberta: null,
      });
      for (const capacidade_pessoas of [undefined, "", "abc", null]) {
        const mesa = await novaMesa(device, { capacidade_pessoas, nome_mesa: "" });
        expect([mesa.capacidade_pessoas, mesa.nome_mesa]).toEqual([4, null]);
      }
      const texto = await novaMesa(device, { numero_mesa: "7" as never, capacidade_pessoas: "20" });
      expect([texto.numero_mesa, texto.capacidade_pessoas]).toEqual([7, 20]);
    });

    test("validação: número obrigatório, capacidade 1–20, status não é editável", async () => {
      const casos: [unknown, Record<string, string>][] = [
        [{}, { numero_mesa: "Número da mesa é obrigatório" }],
        [{ numero_mesa: "" }, { numero_mesa: "Número da mesa é obrigatório" }],
        [{ numero_mesa: null }, { numero_mesa: "Número da mesa é obrigatório" }],
        [{ numero_mesa: 0 }, { numero_mesa: "Número da mesa deve ser maior que zero" }],
        [{ numero_mesa: 2.5 }, { numero_mesa: "Número da mesa deve ser um número inteiro" }],
        [
          { numero_mesa: 3, capacidade_pessoas: 0 },
          { capacidade_pessoas: "Capacidade deve ser entre 1 e 20 pessoas" },
        ],
        [
          { numero_mesa: 3, capacidade_pessoas: 21 },
          { capacidade_pessoas: "Capacidade deve ser entre 1 e 20 pessoas" },
        ],
        [
          { numero_mesa: 3, capacidade_pessoas: 2.5 },
          { capacidade_pessoas: "Capacidade deve ser um número inteiro" },
        ],
        [{ numero_mesa: 3, nome_mesa: "x".repeat(101) }, { nome_mesa: "Nome da mesa muito longo" }],
        [{ numero_mesa: 3, status: "ocupada" }, { status: "Campo não permitido" }],
      ];
      for (const [body, campos] of casos) {
        const response = await device.post("/api/mesas", body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(await json(response)).toEqual({
          error: Object.values(campos)[0],
          code: "EntradaInvalida",
          campos,
        });
      }
      expect((await listarMesas()).some((m) => m.numero_mesa === 3)).toBe(false);
    });

    test("número único entre as mesas ativas: 409 ao criar e ao editar; liberado ao excluir", async () => {
      const mesa = await novaMesa(device, { numero_mesa: 50 });
      const outra = await novaMesa(device, { numero_mesa: 51 });
      const duplicada = await device.post("/api/mesas", { numero_mesa: 50 });
      expect(duplicada.status).toBe(409);
      expect(await json(duplicada)).toEqual({
        error: "Já existe uma mesa com este número",
        code: "MesaDuplicada",
        campos: { numero_mesa: "Já existe uma mesa com este número" },
      });
      const editada = await device.request("PUT", `/api/mesas/${outra.id}`, { body: { numero_mesa: 50 } });
      expect(editada.status).toBe(409);
      expect((await mesaNoBanco(db(), outra.id)).numero_mesa).toBe(51);

      expect((await device.request("DELETE", `/api/mesas/${mesa.id}`)).status).toBe(204);
      expect((await listarMesas()).map((m) => m.id)).not.toContain(mesa.id);
      expect(await mesaNoBanco(db(), mesa.id)).toMatchObject({ ativo: false });
      const reusada = await novaMesa(device, { numero_mesa: 50 });
      expect(reusada.id).not.toBe(mesa.id);
      // A deleted table is gone for every endpoint.
      expect(
        (await device.request("PUT", `/api/mesas/${mesa.id}`, { body: { numero_mesa: 52 } })).status,
      ).toBe(404);
      expect((await device.request("DELETE", `/api/mesas/${mesa.id}`)).status).toBe(404);
      expect((await device.post("/api/comandas", { mesa_id: mesa.id })).status).toBe(404);
    });

    test("editar: número, nome e capacidade; lista em ordem de número", async () => {
      const mesa = await novaMesa(device, { numero_mesa: 60, nome_mesa: "Salão" });
      const response = await device.request("PUT", `/api/mesas/${mesa.id}`, {
        body: { numero_mesa: 61, nome_mesa: "", capacidade_pessoas: 8 },
      });
      expect(response.status).toBe(200);
      expect(Mesa.parse(await json(response))).toMatchObject({
        id: mesa.id,
        numero_mesa: 61,
        nome_mesa: null,
        capacidade_pessoas: 8,
        status: "livre",
      });
      const semNumero = await device.request("PUT", `/api/mesas/${mesa.id}`, { body: { numero_mesa: "" } });
      expect(await json<ErroApi>(semNumero)).toMatchObject({ error: "Número da mesa é obrigatório" });
      for (const id of ["x", "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f"]) {
        const r = await device.request("PUT", `/api/mesas/${id}`, { body: { numero_mesa: 62 } });
        expect(r.status).toBe(404);
        expect(await json(r)).toEqual({ error: "Mesa não encontrada", code: "NaoEncontrado" });
      }
      const numeros = (await listarMesas()).map((m) => m.numero_mesa);
      expect(numeros).toEqual([...numeros].sort((a, b) => a - b));
    });
  });

  describe("comandas", () => {
    test("abrir, adicionar, fechar: mesa ocupada e livre, totais em SQL, estoque e movimentos", async () => {
      const mesa = await novaMesa(device, { numero_mesa: 70 });
      const chopp = await criarProduto(db(), usuarioId, {
        nome: "Chopp Pilsen 500ml",
        preco_venda: "12.90",
        estoque_atual: 10,
      });
      const agua = await criarProduto(db(), usuarioId, {
        nome: "Água",
        preco_venda: "4.00",
        estoque_atual: 3,
      });

      const comanda = await abrir(mesa.id, { cliente_nome: "Maria", cliente_telefone: "(11) 98765-4321" });
      expect(comanda).toMatchObject({
        numero_comanda: expect.stringMatching(/^CMD\d{6}$/),
        status: "aberta",
        mesa: { id: mesa.id, numero_mesa: 70, nome_mesa: null },
        cliente_nome: "Maria",
        cliente_telefone: "(11) 98765-4321",
        subtotal: "0.00",
        desconto: "0.00",
        total: "0.00",
        forma_pagamento: null,
        data_fechamento: null,
        itens: [],
      });
      expect((await mesaNoBanco(db(), mesa.id)).status).toBe("ocupada");
      const naLista = (await listarMesas()).find((m) => m.id === mesa.id)!;
      expect(naLista).toMatchObject({
        status: "ocupada",
        comanda_aberta: { id: comanda.id, numero_comanda: comanda.numero_comanda },
      });

      // Another tab on an occupied table: 409.
      const ocupada = await device.post("/api/comandas", { mesa_id: mesa.id });
      expect(ocupada.status).toBe(409);
      expect(await json(ocupada)).toEqual({ error: "Esta mesa não está livre", code: "MesaNaoLivre" });

      const r1 = await adicionar(comanda.id, chopp.id, 3);
      expect(r1.status).toBe(201);
      expect(Comanda.parse(await json(r1))).toMatchObject({ subtotal: "38.70", total: "38.70" });
      const r2 = await adicionar(comanda.id, agua.id, "1");
      const depois = Comanda.parse(await json(r2));
      expect([depois.subtotal, depois.total]).toEqual(["42.70", "42.70"]);
      expect(depois.itens.map((i) => [i.produto.nome, i.quantidade, i.preco_unitario, i.subtotal])).toEqual([
        ["Chopp Pilsen 500ml", 3, "12.90", "38.70"],
        ["Água", 1, "4.00", "4.00"],
      ]);
      // Nothing is deducted until the tab closes.
      expect(await estoqueDe(db(), chopp.id)).toBe(10);

      const abertas = Comanda.array().parse(await json(await device.get("/api/comandas")));
      expect(abertas.find((c) => c.id === comanda.id)).toEqual(depois);
      const explicitas = Comanda.array().parse(await json(await device.get("/api/comandas?status=aberta")));
      expect(explicitas).toEqual(abertas);

      // An open tab's note is the bill so far, with the settings' 10 % service (decision 150): the pre-bill.
      const previa = ComandaComNota.parse(await json(await device.get(`/api/comandas/${comanda.id}`)));
      expect(previa.comanda).toEqual(depois);
      expect(previa.nota).toMatchObject({
        tipo: "comanda",
        formaPagamento: null,
        taxaServico: { percentual: "10.00", valor: "4.27" },
        total: "46.97",
        conferencia: { pessoas: 1 },
      });

      const fechada = await fechar(comanda.id, { forma_pagamento: "cartao_credito", desconto: "2,70" });
      expect(fechada.status).toBe(200);
      const { comanda: final, nota } = ComandaComNota.parse(await json(fechada));
      expect(final).toMatchObject({
        status: "fechada",
        subtotal: "42.70",
        desconto: "2.70",
        total: "40.00",
        taxa_servico: "4.00",
        total_a_pagar: "44.00",
        pago: "44.00",
        falta_pagar: "0.00",
        forma_pagamento: "cartao_credito",
        data_fechamento: expect.any(String),
      });
      expect(nota).toEqual({
        tipo: "comanda",
        dataHora: final.data_fechamento,
        nomeEstabelecimento: "Bar da Esquina",
        cnpjCpfEstabelecimento: expect.stringMatching(/^\d{11}$/),
        enderecoEstabelecimento: null,
        telefoneEstabelecimento: null,
        numeroVenda: null,
        numeroComanda: comanda.numero_comanda,
        numeroMesa: 70,
        nomeCliente: "Maria",
        telefoneCliente: "(11) 98765-4321",
        itens: [
          { nome: "Chopp Pilsen 500ml", preco: "12.90", quantidade: 3, total: "38.70", observacoes: null },
          { nome: "Água", preco: "4.00", quantidade: 1, total: "4.00", observacoes: null },
        ],
        subtotal: "42.70",
        desconto: "2.70",
        taxaServico: { percentual: "10.00", valor: "4.00" },
        couvert: null,
        total: "44.00",
        formaPagamento: "cartao_credito",
        pagamentos: [
          { formaPagamento: "cartao_credito", valor: "44.00", valorRecebido: null, troco: "0.00" },
        ],
        conferencia: null,
        observacoes: null,
        cancelamento: null,
        pixCopiaECola: null,
      });
      expect(montarRecibo(nota)).toContain("COMANDA ELETRÔNICA");

      expect((await mesaNoBanco(db(), mesa.id)).status).toBe("livre");
      expect(await estoqueDe(db(), chopp.id)).toBe(7);
      expect(await estoqueDe(db(), agua.id)).toBe(2);
      const [mov] = await movimentosDoProduto(db(), chopp.id);
      expect(mov).toMatchObject({
        tipo: "saida",
        motivo: "venda",
        quantidade: 3,
        preco_unitario: "12.90",
        valor_total: "38.70",
        responsavel: "Bar da Esquina",
        responsavel_id: usuarioId,
        observacao: `Comanda ${comanda.numero_comanda}`,
        status: "concluida",
        comanda_id: comanda.id,
        venda_id: null,
      });
      // Closed tabs leave the default list; they can still be read and reprinted.
      const aindaAbertas = Comanda.array().parse(await json(await device.get("/api/comandas")));
      expect(aindaAbertas.map((c) => c.id)).not.toContain(comanda.id);
      const fechadas = Comanda.array().parse(await json(await device.get("/api/comandas?status=fechada")));
      expect(fechadas[0]).toEqual(final);
      const reimpressao = ComandaComNota.parse(await json(await device.get(`/api/comandas/${comanda.id}`)));
      expect(reimpressao).toMatchObject({ comanda: final, nota });
      expect(reimpressao.historico.map((e) => [e.tipo, e.produto, e.quantidade])).toEqual([
        ["item_adicionado", "Chopp Pilsen 500ml", 3],
        ["item_adicionado", "Água", 1],
        ["comanda_fechada", null, null],
      ]);

      // Closed twice, or added to after closing: 409, and nothing changes.
      const denovo = await fechar(comanda.id, { forma_pagamento: "pix" });
      expect(denovo.status).toBe(409);
      expect(await json(denovo)).toEqual({ error: "Comanda já está fechada", code: "ComandaFechada" });
      const item = await adicionar(comanda.id, chopp.id, 1);
      expect(item.status).toBe(409);
      expect(await json(item)).toEqual({ error: "Comanda já está fechada", code: "ComandaFechada" });
      expect(await estoqueDe(db(), chopp.id)).toBe(7);
      expect(await movimentosDoProduto(db(), chopp.id)).toHaveLength(1);
      expect(await comandaNoBanco(db(), comanda.id)).toMatchObject({
        forma_pagamento: "cartao_credito",
        total: "40.00",
      });

      // The table is free again: a new tab, with the next number.
      const segunda = await abrir(mesa.id);
      const n = (numero: string) => Number(numero.slice(3));
      expect(n(segunda.numero_comanda)).toBe(n(comanda.numero_comanda) + 1);
    });

    test("fechar sem itens: 400; desconto maior que o subtotal: total 0; estoque para em 0", async () => {
      const mesa = await novaMesa();
      const p = await criarProduto(db(), usuarioId, { preco_venda: "5.00", estoque_atual: 2 });
      const comanda = await abrir(mesa.id);
      const vazia = await fechar(comanda.id, { forma_pagamento: "dinheiro" });
      expect(vazia.status).toBe(400);
      expect(await json(vazia)).toEqual({
        error: "Adicione itens à comanda antes de fechar",
        code: "ComandaSemItens",
      });
      expect(await comandaNoBanco(db(), comanda.id)).toMatchObject({ status: "aberta" });
      expect((await mesaNoBanco(db(), mesa.id)).status).toBe("ocupada");

      // Two additions of 2 with 2 in stock: each is allowed (≤ stock) and they make one line of 4
      // (decision 134); the close deducts 4 and stops at 0.
      expect((await adicionar(comanda.id, p.id, 2)).status).toBe(201);
      expect((await adicionar(comanda.id, p.id, 2)).status).toBe(201);
      const r = await fechar(comanda.id, { desconto: 50 });
      const { comanda: final } = ComandaComNota.parse(await json(r));
      expect([final.subtotal, final.desconto, final.total, final.forma_pagamento]).toEqual([
        "20.00",
        "50.00",
        "0.00",
        "dinheiro",
      ]);
      expect(await estoqueDe(db(), p.id)).toBe(0);
      expect((await movimentosDoProduto(db(), p.id)).map((m) => m.quantidade)).toEqual([4]);
    });

    test("validação e mensagens de abrir, adicionar e fechar", async () => {
      for (const body of [{}, { mesa_id: "" }, { mesa_id: "abc" }]) {
        const r = await device.post("/api/comandas", body);
        expect(r.status).toBe(400);
        expect(await json(r)).toEqual({
          error: "Selecione uma mesa",
          code: "EntradaInvalida",
          campos: { mesa_id: "Selecione uma mesa" },
        });
      }
      const semMesa = await device.post("/api/comandas", { mesa_id: "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f" });
      expect(semMesa.status).toBe(404);
      expect(await json(semMesa)).toEqual({ error: "Mesa não encontrada", code: "NaoEncontrado" });

      const mesa = await novaMesa();
      const p = await criarProduto(db(), usuarioId, {
        nome: "Heineken",
        preco_venda: "9.90",
        estoque_atual: 3,
      });
      const comanda = await abrir(mesa.id);
      const casos: [unknown, number, ErroApi][] = [
        [
          0,
          400,
          {
            error: "Quantidade deve ser maior que zero",
            code: "EntradaInvalida",
            campos: { "itens.0.quantidade": "Quantidade deve ser maior que zero" },
          },
        ],
        [
          1.5,
          400,
          {
            error: "Quantidade deve ser um número inteiro",
            code: "EntradaInvalida",
            campos: { "itens.0.quantidade": "Quantidade deve ser um número inteiro" },
          },
        ],
        [
          4,
          409,
          {
            error: "Estoque insuficiente: há 3 unidade(s) de Heineken em estoque",
            code: "EstoqueInsuficiente",
          },
        ],
      ];
      for (const [quantidade, status, erro] of casos) {
        const r = await adicionar(comanda.id, p.id, quantidade);
        expect(r.status).toBe(status);
        expect(await json(r)).toEqual(erro);
      }
      const semProduto = await adicionar(comanda.id, "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f", 1);
      expect(semProduto.status).toBe(404);
      expect(await json(semProduto)).toEqual({ error: "Produto não encontrado", code: "NaoEncontrado" });
      const precoDoCliente = await device.post(
        `/api/comandas/${comanda.id}/itens`,
        pedidoInput([{ produto_id: p.id, quantidade: 1, preco_unitario: "0.01" }]),
      );
      expect(await json<ErroApi>(precoDoCliente)).toMatchObject({
        campos: { "itens.0.preco_unitario": "Campo não permitido" },
      });
      expect((await comandaNoBanco(db(), comanda.id)).subtotal).toBe("0.00");

      expect((await adicionar(comanda.id, p.id, 3)).status).toBe(201);
      const fechamentos: [unknown, Record<string, string>][] = [
        [{ forma_pagamento: "transferencia" }, { forma_pagamento: "Forma de pagamento inválida" }],
        [{ desconto: -1 }, { desconto: "Desconto não pode ser negativo" }],
        [{ total: "0" }, { total: "Campo não permitido" }],
      ];
      for (const [body, campos] of fechamentos) {
        const r = await fechar(comanda.id, body);
        expect(r.status).toBe(400);
        expect(await json(r)).toEqual({ error: Object.values(campos)[0], code: "EntradaInvalida", campos });
      }
      expect(await comandaNoBanco(db(), comanda.id)).toMatchObject({ status: "aberta" });
      for (const id of ["x", "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f"]) {
        for (const r of [
          await device.get(`/api/comandas/${id}`),
          await fechar(id),
          await adicionar(id, p.id, 1),
        ]) {
          expect(r.status).toBe(404);
          expect(await json(r)).toEqual({ error: "Comanda não encontrada", code: "NaoEncontrado" });
        }
      }
      expect((await device.get("/api/comandas?status=todas")).status).toBe(400);
    });

    test("excluir mesa com comanda aberta: 409 MesaComComandaAberta; depois de fechar, pode", async () => {
      const mesa = await novaMesa();
      const p = await criarProduto(db(), usuarioId, { estoque_atual: 5 });
      const comanda = await abrir(mesa.id);
      const r = await device.request("DELETE", `/api/mesas/${mesa.id}`);
      expect(r.status).toBe(409);
      expect(await json(r)).toEqual({ error: "Mesa possui comandas ativas", code: "MesaComComandaAberta" });
      expect(await mesaNoBanco(db(), mesa.id)).toMatchObject({ ativo: true, status: "ocupada" });

      await adicionar(comanda.id, p.id, 1);
      expect((await fechar(comanda.id)).status).toBe(200);
      expect((await device.request("DELETE", `/api/mesas/${mesa.id}`)).status).toBe(204);
      // The closed tab still shows its (deleted) table.
      const { comanda: lida } = ComandaComNota.parse(
        await json(await device.get(`/api/comandas/${comanda.id}`)),
      );
      expect(lida.mesa).toMatchObject({ id: mesa.id });
    });
  });
});
