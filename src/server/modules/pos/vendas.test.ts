import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Produto } from "@/shared/catalog/schemas";
import { fromCentavos, toCentavos } from "@/shared/money";
import { montarRecibo } from "@/shared/pos/recibo";
import { Venda, VendaComNota, VendaInput, VendaRegistrada } from "@/shared/pos/schemas";
import { createTestApp, type Device, type ErroApi, json, type TestApp } from "../../../../tests/support/app";
import { contaLogada, criarConta, criarProduto, entrar } from "../../../../tests/support/factories";
import {
  estoqueDe,
  itensDaVenda,
  movimentosDaConta,
  movimentosDoProduto,
  prng,
  vendaInput,
  vendasDaConta,
} from "../../../../tests/support/pos";
import { retratoDoBanco } from "../../../../tests/support/retrato";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { vendas } from "../../db/schema";
import { MENSAGEM_CHAVE_REUTILIZADA } from "./pos.errors";
import { registrarVenda } from "./vendas.service";

describeEachDatabase("vendas (PDV)", (getDb) => {
  let t: TestApp;
  /** One signed-in account for most tests; each test uses its own products. */
  let device: Device;
  let usuarioId: string;

  beforeAll(async () => {
    t = createTestApp(getDb().db);
    ({ usuarioId, device } = await contaLogada(t, { nomeEstabelecimento: "Bar do Zé" }));
  });
  afterAll(() => t.close());

  const db = () => getDb().db;
  const vender = (d: Device, body: unknown) => d.post("/api/vendas", body);
  const produto = (overrides: Parameters<typeof criarProduto>[2] = {}) =>
    criarProduto(db(), usuarioId, overrides);

  describe("venda direta", () => {
    test("a resposta traz o estoque novo de cada produto vendido, também quando a chave se repete", async () => {
      const gelo = await produto({ nome: "Gelo", preco_venda: "8.00", estoque_atual: 2 });
      const agua = await produto({ nome: "Água", preco_venda: "4.00", estoque_atual: 10 });
      const corpo = vendaInput([
        { produto_id: agua.id, quantidade: 3 },
        { produto_id: gelo.id, quantidade: 5 },
      ]);
      const primeira = await vender(device, corpo);
      expect(primeira.status).toBe(201);
      const esperado = [
        { id: agua.id, estoque_atual: 7 },
        // Sold beyond its stock: it stops at 0 (decision 013).
        { id: gelo.id, estoque_atual: 0 },
      ];
      expect(VendaRegistrada.parse(await json(primeira)).estoque).toEqual(esperado);
      expect(await estoqueDe(db(), agua.id)).toBe(7);

      const repetida = await vender(device, corpo);
      expect(repetida.status).toBe(200);
      const estoque = VendaRegistrada.parse(await json(repetida)).estoque;
      expect(estoque).toEqual([...esperado].sort((a, b) => (a.id < b.id ? -1 : 1)));
    });

    test("uma transação: venda finalizada, itens com preço do banco, estoque e movimentos; nota de impressão", async () => {
      const brahma = await produto({
        nome: "Brahma Lata",
        preco_venda: "6.00",
        preco_compra: "3.19",
        estoque_atual: 10,
      });
      const porcao = await produto({ nome: "Porção de Fritas", preco_venda: "29.90", estoque_atual: 5 });
      const response = await vender(
        device,
        vendaInput(
          [
            { produto_id: brahma.id, quantidade: 3 },
            { produto_id: porcao.id, quantidade: 1 },
          ],
          { desconto: "5,90", forma_pagamento: "pix", observacoes: "Mesa do canto" },
        ),
      );
      expect(response.status).toBe(201);
      const { venda, nota } = VendaComNota.parse(await json(response));
      expect(venda).toMatchObject({
        numero_venda: expect.stringMatching(/^VEN\d{6}$/),
        subtotal: "47.90",
        desconto: "5.90",
        total: "42.00",
        forma_pagamento: "pix",
        status: "finalizada",
        observacoes: "Mesa do canto",
        // The seller is the person signed in: the owner, named after the establishment until renamed.
        vendedor: "Bar do Zé",
      });
      expect(venda.itens).toEqual([
        {
          id: expect.any(String),
          produto_id: brahma.id,
          quantidade: 3,
          preco_unitario: "6.00",
          desconto_item: "0.00",
          subtotal: "18.00",
          produto: { nome: "Brahma Lata", marca: "Marca Teste", categoria: "Cerveja" },
        },
        {
          id: expect.any(String),
          produto_id: porcao.id,
          quantidade: 1,
          preco_unitario: "29.90",
          desconto_item: "0.00",
          subtotal: "29.90",
          produto: { nome: "Porção de Fritas", marca: "Marca Teste", categoria: "Cerveja" },
        },
      ]);
      expect(nota).toEqual({
        tipo: "venda_direta",
        dataHora: venda.data_venda,
        nomeEstabelecimento: "Bar do Zé",
        cnpjCpfEstabelecimento: expect.stringMatching(/^\d{11}$/),
        enderecoEstabelecimento: null,
        telefoneEstabelecimento: null,
        numeroVenda: venda.numero_venda,
        numeroComanda: null,
        numeroMesa: null,
        nomeCliente: null,
        telefoneCliente: null,
        itens: [
          { nome: "Brahma Lata", preco: "6.00", quantidade: 3, total: "18.00", observacoes: null },
          { nome: "Porção de Fritas", preco: "29.90", quantidade: 1, total: "29.90", observacoes: null },
        ],
        subtotal: "47.90",
        desconto: "5.90",
        taxaServico: null,
        couvert: null,
        total: "42.00",
        formaPagamento: "pix",
        pagamentos: [{ formaPagamento: "pix", valor: "42.00", valorRecebido: null, troco: "0.00" }],
        conferencia: null,
        observacoes: "Mesa do canto",
        cancelamento: null,
        // No PIX key in this account's settings: PIX is taken without a QR.
        pixCopiaECola: null,
      });
      expect(montarRecibo(nota)).toContain("Pagamento: PIX");

      expect(await estoqueDe(db(), brahma.id)).toBe(7);
      expect(await estoqueDe(db(), porcao.id)).toBe(4);
      const [linha] = await itensDaVenda(db(), venda.id);
      expect(linha).toMatchObject({ preco_unitario: "6.00", preco_custo: "3.19", usuario_id: usuarioId });
      const [mov] = await movimentosDoProduto(db(), brahma.id);
      expect(mov).toMatchObject({
        usuario_id: usuarioId,
        tipo: "saida",
        motivo: "venda",
        quantidade: 3,
        quantidade_sem_estoque: 0,
        preco_unitario: "6.00",
        valor_total: "18.00",
        responsavel: "Bar do Zé",
        responsavel_id: usuarioId,
        observacao: `Venda ${venda.numero_venda}`,
        status: "concluida",
        venda_id: venda.id,
        comanda_id: null,
      });

      // Reprint: the same sale and the same note, by id and in the recent list.
      const reimpressao = await device.get(`/api/vendas/${venda.id}`);
      expect(reimpressao.status).toBe(200);
      expect(VendaComNota.parse(await json(reimpressao))).toEqual({ venda, nota });
      const recentes = Venda.array().parse(await json(await device.get("/api/vendas?limite=1")));
      expect(recentes).toEqual([venda]);
    });

    test("vendedor e responsável: a pessoa que vendeu (id e nome); nome do estabelecimento no recibo", async () => {
      const conta = await criarConta(db(), { nomeEstabelecimento: "Choperia Central" });
      const p = await criarProduto(db(), conta.usuarioId, { estoque_atual: 3 });
      const { resultado } = await registrarVenda(db(), {
        usuarioId: conta.usuarioId,
        autor: { id: "pessoa-ana", nome: "Ana Souza" },
        dados: VendaInput.parse(vendaInput([{ produto_id: p.id, quantidade: 1 }])),
      });
      expect(resultado.venda.vendedor).toBe("Ana Souza");
      expect(resultado.nota.nomeEstabelecimento).toBe("Choperia Central");
      const [venda] = await db().select().from(vendas).where(eq(vendas.id, resultado.venda.id));
      expect(venda).toMatchObject({ vendedor: "Ana Souza", vendedor_id: "pessoa-ana" });
      const [mov] = await movimentosDoProduto(db(), p.id);
      expect(mov).toMatchObject({ responsavel: "Ana Souza", responsavel_id: "pessoa-ana" });
    });

    test("o mesmo produto em duas linhas vira uma linha; a ordem do carrinho é mantida", async () => {
      const a = await produto({ nome: "Zé Cerveja", preco_venda: "5.00", estoque_atual: 50 });
      const b = await produto({ nome: "Água", preco_venda: "3.00", estoque_atual: 50 });
      const response = await vender(
        device,
        vendaInput([
          { produto_id: a.id, quantidade: 2 },
          { produto_id: b.id, quantidade: 1 },
          { produto_id: a.id, quantidade: "3" },
        ]),
      );
      const { venda } = VendaComNota.parse(await json(response));
      expect(venda.itens.map((i) => [i.produto.nome, i.quantidade, i.subtotal])).toEqual([
        ["Zé Cerveja", 5, "25.00"],
        ["Água", 1, "3.00"],
      ]);
      expect(venda.total).toBe("28.00");
      expect(await estoqueDe(db(), a.id)).toBe(45);
      const reimpressao = VendaComNota.parse(await json(await device.get(`/api/vendas/${venda.id}`)));
      expect(reimpressao.venda.itens.map((i) => i.produto.nome)).toEqual(["Zé Cerveja", "Água"]);
    });

    test("desconto maior que o subtotal: total 0, nunca negativo", async () => {
      const p = await produto({ preco_venda: "6.00", estoque_atual: 10 });
      const response = await vender(
        device,
        vendaInput([{ produto_id: p.id, quantidade: 1 }], { desconto: 10 }),
      );
      expect(response.status).toBe(201);
      const { venda } = VendaComNota.parse(await json(response));
      expect([venda.subtotal, venda.desconto, venda.total]).toEqual(["6.00", "10.00", "0.00"]);
    });

    test("estoque menor que o vendido: a venda vale e o estoque para em 0; o movimento registra o vendido e a falta", async () => {
      const p = await produto({ preco_venda: "6.00", estoque_atual: 2 });
      const response = await vender(device, vendaInput([{ produto_id: p.id, quantidade: 5 }]));
      expect(response.status).toBe(201);
      expect(await estoqueDe(db(), p.id)).toBe(0);
      const [mov] = await movimentosDoProduto(db(), p.id);
      expect(mov).toMatchObject({ quantidade: 5, quantidade_sem_estoque: 3, valor_total: "30.00" });
    });

    test("forma de pagamento: padrão dinheiro, vazio vira dinheiro, todas as cinco aceitas", async () => {
      const p = await produto({ estoque_atual: 100 });
      const item = [{ produto_id: p.id, quantidade: 1 }];
      const formas = [
        undefined,
        "",
        null,
        "dinheiro",
        "pix",
        "cartao_debito",
        "cartao_credito",
        "transferencia",
      ];
      const esperado = [
        "dinheiro",
        "dinheiro",
        "dinheiro",
        "dinheiro",
        "pix",
        "cartao_debito",
        "cartao_credito",
        "transferencia",
      ];
      const obtido = [];
      for (const forma_pagamento of formas) {
        const response = await vender(device, { ...vendaInput(item), forma_pagamento });
        expect(response.status).toBe(201);
        obtido.push(VendaComNota.parse(await json(response)).venda.forma_pagamento);
      }
      expect(obtido).toEqual(esperado);
    });
  });

  describe("totais ao centavo", () => {
    test("propriedade: 200 carrinhos e descontos aleatórios batem com a conta em centavos", async () => {
      const rng = prng(20250314);
      // Prices that float arithmetic gets wrong (0.10, 0.29, 19.99...) and some random ones.
      const precos = ["0.10", "0.29", "0.01", "19.99", "6.00", "1234.56", "7.35", "3.33"];
      for (let i = 0; i < 4; i++) precos.push(fromCentavos(rng.int(1, 99_999)));
      const catalogo: Produto[] = [];
      for (const preco_venda of precos)
        catalogo.push(await produto({ preco_venda, estoque_atual: 1_000_000 }));
      const vendido = new Map<string, number>();
      const esperadas = new Map<string, { subtotal: string; total: string }>();

      for (let n = 0; n < 200; n++) {
        const linhas = Array.from({ length: rng.int(1, 6) }, () => ({
          produto: catalogo[rng.int(0, catalogo.length - 1)]!,
          quantidade: rng.int(1, 25),
        }));
        const subtotal = linhas.reduce((s, l) => s + l.quantidade * toCentavos(l.produto.preco_venda), 0);
        const sorteio = rng.next();
        const descontoCentavos =
          sorteio < 0.3 ? 0 : sorteio < 0.85 ? rng.int(0, subtotal) : subtotal + rng.int(1, 5000);
        // The discount travels in the forms a client may send it.
        const formato = rng.int(0, 2);
        const desconto =
          formato === 0
            ? fromCentavos(descontoCentavos)
            : formato === 1
              ? fromCentavos(descontoCentavos).replace(".", ",")
              : descontoCentavos / 100;
        const response = await vender(
          device,
          vendaInput(
            linhas.map((l) => ({ produto_id: l.produto.id, quantidade: l.quantidade })),
            { desconto },
          ),
        );
        expect(response.status).toBe(201);
        const { venda } = VendaComNota.parse(await json(response));
        const total = Math.max(subtotal - descontoCentavos, 0);
        expect([venda.subtotal, venda.desconto, venda.total]).toEqual([
          fromCentavos(subtotal),
          fromCentavos(descontoCentavos),
          fromCentavos(total),
        ]);
        const somaItens = venda.itens.reduce((s, i) => s + toCentavos(i.subtotal), 0);
        expect(somaItens).toBe(subtotal);
        for (const l of linhas) vendido.set(l.produto.id, (vendido.get(l.produto.id) ?? 0) + l.quantidade);
        esperadas.set(venda.id, { subtotal: fromCentavos(subtotal), total: fromCentavos(total) });
      }

      for (const p of catalogo)
        expect(await estoqueDe(db(), p.id)).toBe(1_000_000 - (vendido.get(p.id) ?? 0));
      // The rows agree with the answers, and the movements with the lines.
      const linhasVenda = (await vendasDaConta(db(), usuarioId)).filter((v) => esperadas.has(v.id));
      expect(linhasVenda).toHaveLength(200);
      for (const v of linhasVenda)
        expect({ subtotal: v.subtotal, total: v.total }).toEqual(esperadas.get(v.id));
      const ids = new Set(catalogo.map((p) => p.id));
      const movimentos = (await movimentosDaConta(db(), usuarioId)).filter((m) => ids.has(m.produto_id));
      const somaMovimentos = movimentos.reduce((s, m) => s + toCentavos(m.valor_total), 0);
      const somaSubtotais = [...vendido].reduce(
        (s, [id, q]) => s + q * toCentavos(catalogo.find((p) => p.id === id)!.preco_venda),
        0,
      );
      expect(somaMovimentos).toBe(somaSubtotais);
    }, 120_000);

    test("venda acima do que numeric(12,2) guarda: 400 e nada é escrito", async () => {
      const p = await produto({ preco_venda: "9999999.99", estoque_atual: 10 });
      const response = await vender(device, vendaInput([{ produto_id: p.id, quantidade: 2000 }]));
      expect(response.status).toBe(400);
      expect(await json<ErroApi>(response)).toMatchObject({
        campos: { itens: "Valor total da venda muito alto" },
      });
      expect(await estoqueDe(db(), p.id)).toBe(10);
      expect(await movimentosDoProduto(db(), p.id)).toEqual([]);
    });
  });

  describe("idempotência e números", () => {
    test("a mesma chave repetida devolve a primeira venda (200) e não escreve nada", async () => {
      const p = await produto({ estoque_atual: 10 });
      const body = vendaInput([{ produto_id: p.id, quantidade: 2 }]);
      const primeira = await vender(device, body);
      expect(primeira.status).toBe(201);
      const original = VendaComNota.parse(await json(primeira));
      for (let i = 0; i < 3; i++) {
        const repetida = await vender(device, body);
        expect(repetida.status).toBe(200);
        expect(VendaComNota.parse(await json(repetida))).toEqual(original);
      }
      expect(await estoqueDe(db(), p.id)).toBe(8);
      expect(await movimentosDoProduto(db(), p.id)).toHaveLength(1);
      const rows = (await vendasDaConta(db(), usuarioId)).filter(
        (v) => v.chave_idempotencia === body.chave_idempotencia,
      );
      expect(rows).toHaveLength(1);
    });

    test("a mesma chave com outro carrinho: 422 e nada é escrito", async () => {
      const a = await produto({ estoque_atual: 10 });
      const b = await produto({ estoque_atual: 10 });
      const body = vendaInput(
        [
          { produto_id: a.id, quantidade: 2 },
          { produto_id: b.id, quantidade: 1 },
        ],
        { desconto: "1.50", forma_pagamento: "pix", observacoes: "Balcão" },
      );
      const primeira = await vender(device, body);
      expect(primeira.status).toBe(201);
      const antes = await retratoDoBanco(db());

      const outros: VendaInput[] = [
        { ...body, itens: [{ produto_id: a.id, quantidade: 5 }] },
        { ...body, itens: [...body.itens, { produto_id: b.id, quantidade: 1 }] },
        { ...body, itens: [{ produto_id: a.id, quantidade: 2 }] },
        { ...body, desconto: "1.51" },
        { ...body, forma_pagamento: "dinheiro" },
        { ...body, observacoes: "Mesa 3" },
        { ...body, observacoes: null },
      ];
      for (const outro of outros) {
        const response = await vender(device, outro);
        expect(response.status).toBe(422);
        expect(await json<ErroApi>(response)).toEqual({
          error: MENSAGEM_CHAVE_REUTILIZADA,
          code: "ChaveIdempotenciaReutilizada",
        });
      }
      expect(await retratoDoBanco(db())).toEqual(antes);
    });

    test("a mesma chave com o mesmo carrinho escrito de outro jeito é a mesma venda (200)", async () => {
      const a = await produto({ estoque_atual: 10 });
      const b = await produto({ estoque_atual: 10 });
      const body = vendaInput(
        [
          { produto_id: a.id, quantidade: 3 },
          { produto_id: b.id, quantidade: 1 },
        ],
        { desconto: "5.90", forma_pagamento: "dinheiro", observacoes: "Balcão" },
      );
      const original = VendaComNota.parse(await json(await vender(device, body)));
      const antes = await retratoDoBanco(db());
      const mesmos: VendaInput[] = [
        // Lines in another order, or one product split over two lines.
        { ...body, itens: [body.itens[1]!, body.itens[0]!] },
        {
          ...body,
          itens: [
            { produto_id: a.id, quantidade: 1 },
            { produto_id: b.id, quantidade: "1" },
            { produto_id: a.id, quantidade: 2 },
          ],
        },
        // The same values as the form may type them.
        { ...body, desconto: "5,90" },
        { ...body, desconto: 5.9 },
        { ...body, forma_pagamento: "" },
        { ...body, forma_pagamento: undefined },
        { ...body, observacoes: "  Balcão " },
      ];
      for (const mesmo of mesmos) {
        const response = await vender(device, mesmo);
        expect(response.status).toBe(200);
        expect(VendaComNota.parse(await json(response))).toEqual(original);
      }
      expect(await retratoDoBanco(db())).toEqual(antes);
    });

    test("a chave de outra conta não é vista: cada conta tem as suas", async () => {
      const p = await produto({ estoque_atual: 10 });
      const body = vendaInput([{ produto_id: p.id, quantidade: 2 }]);
      expect((await vender(device, body)).status).toBe(201);
      const outra = await contaLogada(t);
      const dela = await criarProduto(db(), outra.usuarioId, { estoque_atual: 10 });
      const response = await vender(outra.device, {
        ...body,
        itens: [{ produto_id: dela.id, quantidade: 3 }],
      });
      expect(response.status).toBe(201);
      expect(await estoqueDe(db(), dela.id)).toBe(7);
      expect(await estoqueDe(db(), p.id)).toBe(8);
    });

    test("uma venda de antes do hash guardado: a chave repetida devolve a venda, com qualquer carrinho", async () => {
      const p = await produto({ estoque_atual: 10 });
      const body = vendaInput([{ produto_id: p.id, quantidade: 2 }]);
      const original = VendaComNota.parse(await json(await vender(device, body)));
      await db().update(vendas).set({ hash_requisicao: null }).where(eq(vendas.id, original.venda.id));
      const outra = await vender(device, { ...body, itens: [{ produto_id: p.id, quantidade: 5 }] });
      expect(outra.status).toBe(200);
      expect(VendaComNota.parse(await json(outra))).toEqual(original);
      expect(await estoqueDe(db(), p.id)).toBe(8);
    });

    test("a mesma chave enviada ao mesmo tempo com dois carrinhos: uma venda; o mesmo carrinho recebe 200, o outro 422", async () => {
      const p = await produto({ preco_venda: "5.00", estoque_atual: 100 });
      for (let rodada = 0; rodada < 3; rodada++) {
        const chave = randomUUID();
        const corpos = [1, 7].map((quantidade) =>
          vendaInput([{ produto_id: p.id, quantidade }], { chave_idempotencia: chave }),
        );
        const enviados = Array.from({ length: 10 }, (_, i) => corpos[i % 2]!);
        const respostas = await Promise.all(enviados.map((body) => vender(device, body)));
        const vencedora = respostas.findIndex((r) => r.status === 201);
        expect(respostas.filter((r) => r.status === 201)).toHaveLength(1);
        const { venda } = VendaComNota.parse(await json(respostas[vencedora]!));
        for (const [i, r] of respostas.entries()) {
          if (i === vencedora) continue;
          if (enviados[i] === enviados[vencedora]) {
            expect(r.status).toBe(200);
            expect(VendaComNota.parse(await json(r)).venda.id).toBe(venda.id);
          } else {
            expect(r.status).toBe(422);
            expect((await json<ErroApi>(r)).code).toBe("ChaveIdempotenciaReutilizada");
          }
        }
        const linhas = (await vendasDaConta(db(), usuarioId)).filter((v) => v.chave_idempotencia === chave);
        expect(linhas).toHaveLength(1);
      }
      const vendido = (await movimentosDoProduto(db(), p.id)).reduce((s, m) => s + m.quantidade, 0);
      expect(await estoqueDe(db(), p.id)).toBe(100 - vendido);
      expect(await movimentosDoProduto(db(), p.id)).toHaveLength(3);
    });

    test("números sequenciais por conta, sem repetir; uma venda recusada não gasta número", async () => {
      const conta = await criarConta(db());
      const outro = t.device();
      await entrar(outro, conta);
      const p = await criarProduto(db(), conta.usuarioId, { estoque_atual: 100 });
      const numeros: string[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await vender(outro, vendaInput([{ produto_id: p.id, quantidade: 1 }]));
        numeros.push(VendaComNota.parse(await json(r)).venda.numero_venda);
      }
      // A sale that fails (unknown product) rolls its number back with it.
      const falha = await vender(
        outro,
        vendaInput([
          { produto_id: p.id, quantidade: 1 },
          { produto_id: "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f", quantidade: 1 },
        ]),
      );
      expect(falha.status).toBe(404);
      const r = await vender(outro, vendaInput([{ produto_id: p.id, quantidade: 1 }]));
      numeros.push(VendaComNota.parse(await json(r)).venda.numero_venda);
      expect(numeros).toEqual(["VEN000001", "VEN000002", "VEN000003", "VEN000004"]);
      expect(await estoqueDe(db(), p.id)).toBe(96);
    });
  });
});
