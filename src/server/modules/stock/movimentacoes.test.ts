import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Catalogo } from "@/shared/catalog/schemas";
import {
  Movimentacao,
  MovimentacaoInput,
  MovimentacaoRegistrada,
  ResumoMovimentacoes,
} from "@/shared/stock/schemas";
import { createTestApp, type Device, type ErroApi, json, type TestApp } from "../../../../tests/support/app";
import { contaLogada, criarProduto } from "../../../../tests/support/factories";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { movimentacoes, produtos } from "../../db/schema";
import { registrarMovimentacao } from "./stock.service";

describeEachDatabase("movimentações", (getDb) => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp(getDb().db);
  });
  afterAll(() => t.close());

  const movimento = (produto_id: string, overrides: Partial<MovimentacaoInput> = {}): MovimentacaoInput => ({
    produto_id,
    tipo: "entrada",
    motivo: "compra",
    quantidade: 1,
    ...overrides,
  });
  const registrar = (d: Device, body: unknown) => d.post("/api/movimentacoes", body);
  const estoque = async (id: string) => {
    const [row] = await getDb()
      .db.select({ estoque: produtos.estoque_atual })
      .from(produtos)
      .where(eq(produtos.id, id));
    return row!.estoque;
  };
  const movimentosDe = (id: string) =>
    getDb().db.select().from(movimentacoes).where(eq(movimentacoes.produto_id, id));
  const historico = async (d: Device, query = "") =>
    Movimentacao.array().parse(await json(await d.get(`/api/movimentacoes${query}`)));

  describe("entrada e saída", () => {
    test("entrada sem preço usa o preço de compra; valor_total e estoque exatos", async () => {
      const { device, usuarioId } = await contaLogada(t, { nomeEstabelecimento: "Bar do Zé" });
      const produto = await criarProduto(getDb().db, usuarioId, {
        nome: "Brahma Lata",
        marca: "Brahma",
        preco_compra: "3.19",
        preco_venda: "6.00",
        estoque_atual: 10,
      });
      const response = await registrar(
        device,
        movimento(produto.id, { quantidade: 7, fornecedor: "Ambev", observacao: "NF 123" }),
      );
      expect(response.status).toBe(201);
      const { movimentacao, estoque_atual } = MovimentacaoRegistrada.parse(await json(response));
      expect(estoque_atual).toBe(17);
      expect(movimentacao).toMatchObject({
        produto_id: produto.id,
        tipo: "entrada",
        motivo: "compra",
        quantidade: 7,
        preco_unitario: "3.19",
        valor_total: "22.33",
        // The signed-in person: the owner, named after the establishment.
        responsavel: "Bar do Zé",
        fornecedor: "Ambev",
        observacao: "NF 123",
        status: "concluida",
        produto: { nome: "Brahma Lata", marca: "Brahma", categoria: "Cerveja", ativo: true },
      });
      expect(await estoque(produto.id)).toBe(17);
      expect(await historico(device)).toEqual([movimentacao]);
    });

    test("saída sem preço usa o preço de venda; fornecedor de saída é descartado", async () => {
      const { device, usuarioId } = await contaLogada(t);
      const produto = await criarProduto(getDb().db, usuarioId, { preco_venda: "6.00", estoque_atual: 10 });
      const response = await registrar(
        device,
        movimento(produto.id, { tipo: "saida", motivo: "venda", quantidade: 3, fornecedor: "Ninguém" }),
      );
      expect(response.status).toBe(201);
      const { movimentacao, estoque_atual } = MovimentacaoRegistrada.parse(await json(response));
      expect(estoque_atual).toBe(7);
      expect(movimentacao).toMatchObject({ preco_unitario: "6.00", valor_total: "18.00", fornecedor: null });
      const [linha] = await movimentosDe(produto.id);
      expect(linha).toMatchObject({ fornecedor: null, valor_total: "18.00", usuario_id: usuarioId });
    });

    test("preço informado (com vírgula) vale e o total não tem erro de ponto flutuante", async () => {
      const { device, usuarioId } = await contaLogada(t);
      const produto = await criarProduto(getDb().db, usuarioId, { estoque_atual: 0 });
      const cases: [Partial<MovimentacaoInput>, string, string][] = [
        // 3 × 0.10 is 0.30000000000000004 in floating point.
        [{ quantidade: 3, preco_unitario: "0,10" }, "0.10", "0.30"],
        [{ quantidade: 3, preco_unitario: 0.1 }, "0.10", "0.30"],
        [{ quantidade: 1000, preco_unitario: "19.99" }, "19.99", "19990.00"],
        [{ quantidade: 2, preco_unitario: "0" }, "0.00", "0.00"],
        [{ quantidade: 5, motivo: "devolucao", preco_unitario: "" }, "3.19", "15.95"],
      ];
      for (const [overrides, unitario, total] of cases) {
        const response = await registrar(device, movimento(produto.id, overrides));
        expect(response.status).toBe(201);
        const { movimentacao } = MovimentacaoRegistrada.parse(await json(response));
        expect([movimentacao.preco_unitario, movimentacao.valor_total]).toEqual([unitario, total]);
      }
      expect(await estoque(produto.id)).toBe(3 + 3 + 1000 + 2 + 5);
    });

    test("saída maior que o estoque: 409 e nada é escrito; saída de todo o estoque vai a zero", async () => {
      const { device, usuarioId } = await contaLogada(t);
      const produto = await criarProduto(getDb().db, usuarioId, { estoque_atual: 2 });

      for (const motivo of ["venda", "quebra", "degustacao", "transferencia"] as const) {
        const response = await registrar(
          device,
          movimento(produto.id, { tipo: "saida", motivo, quantidade: 3 }),
        );
        expect(response.status).toBe(409);
        expect(await json(response)).toEqual({
          error: "Estoque insuficiente para esta operação",
          code: "EstoqueInsuficiente",
        });
      }
      expect(await estoque(produto.id)).toBe(2);
      expect(await movimentosDe(produto.id)).toEqual([]);

      const tudo = await registrar(
        device,
        movimento(produto.id, { tipo: "saida", motivo: "quebra", quantidade: 2 }),
      );
      expect(tudo.status).toBe(201);
      expect(MovimentacaoRegistrada.parse(await json(tudo)).estoque_atual).toBe(0);
      const mais = await registrar(
        device,
        movimento(produto.id, { tipo: "saida", motivo: "venda", quantidade: 1 }),
      );
      expect(mais.status).toBe(409);
      expect(await estoque(produto.id)).toBe(0);
      expect(await movimentosDe(produto.id)).toHaveLength(1);
    });

    test("produto inexistente ou excluído: 404 e nada é escrito; some do seletor de produtos", async () => {
      const { device, usuarioId } = await contaLogada(t);
      const produto = await criarProduto(getDb().db, usuarioId, { estoque_atual: 5 });
      const outro = await criarProduto(getDb().db, usuarioId);
      await registrar(device, movimento(produto.id, { quantidade: 1 }));
      expect((await device.request("DELETE", `/api/produtos/${produto.id}`)).status).toBe(204);

      // The form's product picker is the product list.
      const seletor = Catalogo.parse(await json(await device.get("/api/produtos"))).produtos;
      expect(seletor.map((p) => p.id)).toEqual([outro.id]);

      for (const body of [
        movimento(produto.id),
        movimento(produto.id, { tipo: "saida", motivo: "venda" }),
        movimento("6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f"),
      ]) {
        const response = await registrar(device, body);
        expect(response.status).toBe(404);
        expect(await json(response)).toEqual({ error: "Produto não encontrado", code: "NaoEncontrado" });
      }
      expect(await estoque(produto.id)).toBe(6);
      expect(await movimentosDe(produto.id)).toHaveLength(1);

      // The history keeps the deleted product's movement, marked inactive.
      const [antigo] = await historico(device);
      expect(antigo).toMatchObject({ produto_id: produto.id, produto: { ativo: false } });
    });

    test("quantidade que estouraria o estoque ou o valor: 400 e nada é escrito", async () => {
      const { device, usuarioId } = await contaLogada(t);
      const produto = await criarProduto(getDb().db, usuarioId, { estoque_atual: 100 });
      const estouro = await registrar(device, movimento(produto.id, { quantidade: 2_147_483_600 }));
      expect(estouro.status).toBe(400);
      expect((await json<ErroApi>(estouro)).campos).toEqual({
        quantidade: "Quantidade muito alta para o estoque deste produto",
      });
      const caro = await registrar(
        device,
        movimento(produto.id, { quantidade: 2_000_000, preco_unitario: "9999999.99" }),
      );
      expect(caro.status).toBe(400);
      expect((await json<ErroApi>(caro)).campos).toEqual({
        quantidade: "Valor total da movimentação muito alto",
      });
      expect(await estoque(produto.id)).toBe(100);
      expect(await movimentosDe(produto.id)).toEqual([]);
    });
  });

  describe("validação", () => {
    const ID = "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f";
    const casos: [string, Record<string, unknown>, string][] = [
      ["produto_id", { produto_id: "abc" }, "ID do produto inválido"],
      ["produto_id", { produto_id: undefined }, "ID do produto inválido"],
      ["tipo", { tipo: "ajuste" }, "Tipo deve ser entrada ou saída"],
      ["motivo", { motivo: "" }, "Motivo é obrigatório"],
      ["motivo", { motivo: "venda" }, "Motivo inválido para entrada"],
      ["motivo", { tipo: "saida", motivo: "compra" }, "Motivo inválido para saída"],
      ["quantidade", { quantidade: 0 }, "Quantidade deve ser maior que zero"],
      ["quantidade", { quantidade: -2 }, "Quantidade deve ser maior que zero"],
      ["quantidade", { quantidade: 1.5 }, "Quantidade deve ser um número inteiro"],
      ["quantidade", { quantidade: undefined }, "Quantidade é obrigatória"],
      ["quantidade", { quantidade: 2_147_483_648 }, "Quantidade muito alta"],
      ["preco_unitario", { preco_unitario: "-1" }, "Preço unitário não pode ser negativo"],
      ["preco_unitario", { preco_unitario: "1,234" }, "Preço unitário inválido"],
      // Who moved the stock is the signed-in person, never a typed name.
      ["responsavel", { responsavel: "Zé" }, "Campo não permitido"],
      ["fornecedor", { fornecedor: "x".repeat(256) }, "Fornecedor muito longo"],
      ["observacao", { observacao: "x".repeat(1001) }, "Observação muito longa"],
      ["valor_total", { valor_total: "0.01" }, "Campo não permitido"],
      ["estoque_atual", { estoque_atual: 999 }, "Campo não permitido"],
      ["status", { status: "cancelada" }, "Campo não permitido"],
    ];
    let device: Device;
    beforeAll(async () => {
      device = (await contaLogada(t)).device;
    });

    test.each(casos)("%s: %j → %s", async (campo, override, mensagem) => {
      const response = await registrar(device, { ...movimento(ID), ...override });
      expect(response.status).toBe(400);
      const body = await json<ErroApi>(response);
      expect(body).toMatchObject({ code: "EntradaInvalida", error: mensagem });
      expect(body.campos).toEqual({ [campo]: mensagem });
    });

    test("todas as mensagens de uma vez", async () => {
      const response = await registrar(device, { tipo: "entrada", motivo: "quebra" });
      expect((await json<ErroApi>(response)).campos).toEqual({
        produto_id: "ID do produto inválido",
        motivo: "Motivo inválido para entrada",
        quantidade: "Quantidade é obrigatória",
      });
    });

    test("filtro do histórico inválido: 400", async () => {
      const response = await device.get("/api/movimentacoes?tipo=ajuste");
      expect(response.status).toBe(400);
      expect((await json<ErroApi>(response)).campos).toEqual({ tipo: "Tipo deve ser entrada ou saída" });
    });
  });

  describe("histórico e resumo", () => {
    test("as 50 mais recentes, da mais nova para a mais antiga; resumo sobre todas; filtros", async () => {
      const { device, usuarioId } = await contaLogada(t);
      const db = getDb().db;
      const cerveja = await criarProduto(db, usuarioId, {
        nome: "Original 600ml",
        preco_compra: "7.80",
        preco_venda: "16.00",
        estoque_atual: 0,
      });
      const petisco = await criarProduto(db, usuarioId, {
        nome: "Amendoim 100% torrado",
        categoria: "Petisco",
        preco_compra: "0.10",
        preco_venda: "0.70",
        estoque_atual: 0,
      });
      const inicio = Date.UTC(2025, 0, 1, 12);
      let n = 0;
      const em = () => new Date(inicio + n++ * 60_000);
      // 30 entries of 3 beers at 7.80 and 25 exits of 1 at 16.00, interleaved; 3 exits that fail.
      for (let i = 0; i < 30; i++) {
        await registrarMovimentacao(db, {
          usuarioId,
          autor: { id: usuarioId, nome: i === 0 ? "Primeira Pessoa" : "Zé" },
          dados: MovimentacaoInput.parse(movimento(cerveja.id, { quantidade: 3 })),
          now: em(),
        });
        if (i < 25) {
          await registrarMovimentacao(db, {
            usuarioId,
            autor: { id: usuarioId, nome: "Dono" },
            dados: MovimentacaoInput.parse(
              movimento(cerveja.id, { tipo: "saida", motivo: "venda", quantidade: 1 }),
            ),
            now: em(),
          });
        }
      }
      // Three entries of 0.10 and one exit, on the other product: the cents must add up exactly.
      for (let i = 0; i < 3; i++) {
        await registrarMovimentacao(db, {
          usuarioId,
          autor: { id: usuarioId, nome: "Dono" },
          dados: MovimentacaoInput.parse(movimento(petisco.id)),
          now: em(),
        });
      }
      await registrarMovimentacao(db, {
        usuarioId,
        autor: { id: usuarioId, nome: "Dono" },
        dados: MovimentacaoInput.parse(
          movimento(petisco.id, { tipo: "saida", motivo: "degustacao", observacao: "Cliente provou" }),
        ),
        now: em(),
      });

      const lista = await historico(device);
      expect(lista).toHaveLength(50);
      const datas = lista.map((m) => m.data_movimentacao);
      expect(datas).toEqual([...datas].sort().reverse());
      expect(lista[0]).toMatchObject({
        produto_id: petisco.id,
        tipo: "saida",
        motivo: "degustacao",
        data_movimentacao: new Date(inicio + (n - 1) * 60_000).toISOString(),
        produto: { nome: "Amendoim 100% torrado", categoria: "Petisco", ativo: true },
      });

      expect(ResumoMovimentacoes.parse(await json(await device.get("/api/movimentacoes/resumo")))).toEqual({
        total: 59,
        entradas: 33,
        saidas: 26,
        // 30 × 3 × 7.80 + 3 × 0.10
        investido: "702.30",
        // 25 sales × 16.00; the tasting exit (0.70) is stock that left, not revenue.
        receita: "400.00",
      });

      const entradas = await historico(device, "?tipo=entrada");
      expect(entradas).toHaveLength(33);
      expect(entradas.every((m) => m.tipo === "entrada")).toBe(true);
      // Found by the server even though it is older than the latest 50.
      const primeira = await historico(device, `?busca=${encodeURIComponent("primeira pessoa")}`);
      expect(primeira.map((m) => m.responsavel)).toEqual(["Primeira Pessoa"]);
      // "%" typed in the search box is a character, not a wildcard.
      expect(await historico(device, `?busca=${encodeURIComponent("100%")}`)).toHaveLength(4);
      expect(await historico(device, `?busca=${encodeURIComponent("%")}`)).toHaveLength(4);
      expect(await historico(device, "?tipo=saida&busca=provou")).toHaveLength(1);
      expect(await historico(device, "?busca=petisco")).toHaveLength(4);
    });

    test("conta sem movimentações: lista vazia e zeros", async () => {
      const { device } = await contaLogada(t);
      expect(await historico(device)).toEqual([]);
      expect(await json(await device.get("/api/movimentacoes/resumo"))).toEqual({
        total: 0,
        entradas: 0,
        saidas: 0,
        investido: "0.00",
        receita: "0.00",
      });
    });
  });

  describe("entre contas", () => {
    test("a conta B recebe 404 ao movimentar produto da conta A, e nada de A muda", async () => {
      const a = await contaLogada(t);
      const b = await contaLogada(t);
      const produtoA = await criarProduto(getDb().db, a.usuarioId, { estoque_atual: 10 });
      await registrar(a.device, movimento(produtoA.id, { quantidade: 2 }));

      for (const body of [
        movimento(produtoA.id, { quantidade: 5 }),
        movimento(produtoA.id, { tipo: "saida", motivo: "venda", quantidade: 5 }),
        movimento(produtoA.id, { tipo: "saida", motivo: "venda", quantidade: 500 }),
      ]) {
        const response = await registrar(b.device, body);
        expect(response.status).toBe(404);
      }
      expect(await estoque(produtoA.id)).toBe(12);
      expect(await movimentosDe(produtoA.id)).toHaveLength(1);
      expect(await historico(b.device)).toEqual([]);
      expect(
        ResumoMovimentacoes.parse(await json(await b.device.get("/api/movimentacoes/resumo"))).total,
      ).toBe(0);
      expect(await historico(a.device)).toHaveLength(1);
    });
  });
});
