import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { statusEstoque } from "@/shared/catalog/estoque-status";
import {
  Catalogo,
  MENSAGEM_ESTOQUE_SO_POR_MOVIMENTACAO,
  Produto,
  ResumoEstoque,
} from "@/shared/catalog/schemas";
import { toCentavos } from "@/shared/money";
import { createTestApp, type Device, type ErroApi, json, type TestApp } from "../../../../tests/support/app";
import { contaLogada, criarProduto, produtoInput } from "../../../../tests/support/factories";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { produtos } from "../../db/schema";

describeEachDatabase("produtos", (getDb) => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp(getDb().db);
  });
  afterAll(() => t.close());

  /** A new account, signed in on its own device. */
  const put = (d: Device, path: string, body: unknown) => d.request("PUT", path, { body });
  const del = (d: Device, path: string) => d.request("DELETE", path);
  const listar = async (d: Device) => Catalogo.parse(await json(await d.get("/api/produtos"))).produtos;

  describe("CRUD", () => {
    test("cria, lê, lista por nome (à brasileira), altera e exclui", async () => {
      const { device } = await contaLogada(t);

      const criado = await device.post(
        "/api/produtos",
        produtoInput({ nome: "  Zé Cerveja Artesanal  ", data_validade: "2026-12-31" }),
      );
      expect(criado.status).toBe(201);
      const produto = Produto.parse(await json(criado));
      expect(produto).toMatchObject({
        nome: "Zé Cerveja Artesanal",
        preco_compra: "3.19",
        preco_venda: "6.00",
        estoque_atual: 100,
        data_validade: "2026-12-31",
      });

      await device.post("/api/produtos", produtoInput({ nome: "Água Mineral 500ml", categoria: "Água" }));
      await device.post("/api/produtos", produtoInput({ nome: "cerveja lata" }));
      await device.post("/api/produtos", produtoInput({ nome: "Amendoim", categoria: "Petisco" }));
      expect((await listar(device)).map((p) => p.nome)).toEqual([
        "Água Mineral 500ml",
        "Amendoim",
        "cerveja lata",
        "Zé Cerveja Artesanal",
      ]);

      const lido = Produto.parse(await json(await device.get(`/api/produtos/${produto.id}`)));
      expect(lido).toEqual(produto);

      const { estoque_atual: _, ...form } = produtoInput({
        nome: "Zé Cerveja IPA",
        preco_venda: "14,90",
        fornecedor: "",
        codigo_barras: produto.codigo_barras,
      });
      const alterado = await put(device, `/api/produtos/${produto.id}`, form);
      expect(alterado.status).toBe(200);
      const novo = Produto.parse(await json(alterado));
      expect(novo).toMatchObject({
        id: produto.id,
        nome: "Zé Cerveja IPA",
        preco_venda: "14.90",
        fornecedor: null,
        // The form does not change the stock; movements do.
        estoque_atual: 100,
        // PUT is the whole form: what it leaves out goes back to the default.
        data_validade: null,
        created_at: produto.created_at,
      });
      expect(new Date(novo.updated_at).getTime()).toBeGreaterThanOrEqual(
        new Date(produto.updated_at).getTime(),
      );

      const excluido = await del(device, `/api/produtos/${produto.id}`);
      expect(excluido.status).toBe(204);
      expect(await excluido.text()).toBe("");
    });

    test("aplica os padrões e guarda campos opcionais vazios como null", async () => {
      const { device } = await contaLogada(t);
      const response = await device.post("/api/produtos", {
        nome: "Coxinha",
        marca: "Da Casa",
        volume: "1 un",
        categoria: "Petisco",
        preco_venda: 8,
        fornecedor: "   ",
        codigo_barras: "",
        descricao: "",
        imagem_url: null,
        data_validade: "",
      });
      expect(response.status).toBe(201);
      expect(Produto.parse(await json(response))).toMatchObject({
        preco_compra: "0.00",
        preco_venda: "8.00",
        estoque_atual: 0,
        estoque_minimo: 10,
        fornecedor: null,
        codigo_barras: null,
        descricao: null,
        imagem_url: null,
        data_validade: null,
      });
    });

    test("preços aceitam vírgula, ponto e número, e voltam exatos com dois decimais", async () => {
      const { device } = await contaLogada(t);
      for (const [enviado, guardado] of [
        ["12,5", "12.50"],
        ["0.1", "0.10"],
        [0.29, "0.29"],
        ["9999999999.99", "9999999999.99"],
      ] as const) {
        const response = await device.post("/api/produtos", produtoInput({ preco_venda: enviado }));
        expect(response.status).toBe(201);
        expect(Produto.parse(await json(response)).preco_venda).toBe(guardado);
      }
    });

    test("sem sessão: 401", async () => {
      const anonimo = t.device();
      const response = await anonimo.get("/api/produtos");
      expect(response.status).toBe(401);
      expect(await json(response)).toMatchObject({ code: "NaoAutenticado" });
    });

    test("id que não é uuid: 404, não 500", async () => {
      const { device } = await contaLogada(t);
      for (const response of [
        await device.get("/api/produtos/nao-e-uuid"),
        await put(device, "/api/produtos/nao-e-uuid", produtoInput({ estoque_atual: undefined })),
        await del(device, "/api/produtos/123"),
      ]) {
        expect(response.status).toBe(404);
        expect(await json(response)).toEqual({ error: "Produto não encontrado", code: "NaoEncontrado" });
      }
    });
  });

  describe("validação (uma mensagem por campo)", () => {
    const longo = (n: number) => "x".repeat(n);
    const casos: [string, Record<string, unknown>, string][] = [
      ["nome", { nome: undefined }, "Nome é obrigatório"],
      ["nome", { nome: "   " }, "Nome é obrigatório"],
      ["nome", { nome: longo(256) }, "Nome muito longo"],
      ["marca", { marca: "" }, "Marca é obrigatória"],
      ["marca", { marca: longo(256) }, "Marca muito longa"],
      ["volume", { volume: undefined }, "Volume é obrigatório"],
      ["volume", { volume: longo(51) }, "Volume muito longo"],
      ["categoria", { categoria: undefined }, "Categoria é obrigatória"],
      ["categoria", { categoria: "" }, "Categoria é obrigatória"],
      ["categoria", { categoria: "Cachaça" }, "Categoria inválida"],
      ["preco_venda", { preco_venda: undefined }, "Preço de venda é obrigatório"],
      ["preco_venda", { preco_venda: "" }, "Preço de venda é obrigatório"],
      ["preco_venda", { preco_venda: "   " }, "Preço de venda é obrigatório"],
      ["preco_venda", { preco_venda: "-0.01" }, "Preço de venda não pode ser negativo"],
      ["preco_venda", { preco_venda: "doze" }, "Preço de venda inválido"],
      ["preco_venda", { preco_venda: "1.234" }, "Preço de venda inválido"],
      ["preco_venda", { preco_venda: 0.1 + 0.2 }, "Preço de venda inválido"],
      ["preco_venda", { preco_venda: "10000000000.00" }, "Preço de venda muito alto"],
      ["preco_compra", { preco_compra: -1 }, "Preço de compra não pode ser negativo"],
      ["preco_compra", { preco_compra: "R$ 3" }, "Preço de compra inválido"],
      ["preco_compra", { preco_compra: "10000000000" }, "Preço de compra muito alto"],
      ["estoque_atual", { estoque_atual: -1 }, "Estoque atual não pode ser negativo"],
      ["estoque_atual", { estoque_atual: 1.5 }, "Estoque atual deve ser um número inteiro"],
      ["estoque_atual", { estoque_atual: 2_147_483_648 }, "Estoque atual muito alto"],
      ["estoque_minimo", { estoque_minimo: "-3" }, "Estoque mínimo não pode ser negativo"],
      ["estoque_minimo", { estoque_minimo: "dez" }, "Estoque mínimo deve ser um número inteiro"],
      ["estoque_minimo", { estoque_minimo: 2_147_483_648 }, "Estoque mínimo muito alto"],
      ["codigo_barras", { codigo_barras: longo(65) }, "Código de barras muito longo"],
      ["codigo_barras", { codigo_barras: 7891149100316 }, "Código de barras inválido"],
      ["fornecedor", { fornecedor: longo(256) }, "Fornecedor muito longo"],
      ["descricao", { descricao: longo(2001) }, "Descrição muito longa"],
      ["imagem_url", { imagem_url: "ftp://exemplo.com/a.png" }, "URL da imagem inválida"],
      ["imagem_url", { imagem_url: `https://exemplo.com/${longo(2030)}` }, "URL da imagem muito longa"],
      ["data_validade", { data_validade: "2025-02-30" }, "Data de validade inválida"],
      ["data_validade", { data_validade: "31/12/2025" }, "Data de validade inválida"],
      ["ativo", { ativo: false }, "Campo não permitido"],
      ["usuario_id", { usuario_id: "outra-conta" }, "Campo não permitido"],
    ];

    test.each(casos)("%s: %j → %s", async (campo, override, mensagem) => {
      const { device } = await contaComum();
      const response = await device.post("/api/produtos", { ...produtoInput(), ...override });
      expect(response.status).toBe(400);
      const body = await json<ErroApi>(response);
      expect(body.code).toBe("EntradaInvalida");
      expect(body.campos).toEqual({ [campo]: mensagem });
      expect(body.error).toBe(mensagem);
    });

    test("todas as mensagens de uma vez, cada uma no seu campo", async () => {
      const { device } = await contaComum();
      const response = await device.post("/api/produtos", { preco_venda: "-1", estoque_minimo: -1 });
      expect((await json<ErroApi>(response)).campos).toEqual({
        nome: "Nome é obrigatório",
        marca: "Marca é obrigatória",
        volume: "Volume é obrigatório",
        categoria: "Categoria é obrigatória",
        preco_venda: "Preço de venda não pode ser negativo",
        estoque_minimo: "Estoque mínimo não pode ser negativo",
      });
    });

    test("a edição não aceita estoque_atual: só movimentações mudam o estoque", async () => {
      const { device, usuarioId } = await contaComum();
      const produto = await criarProduto(getDb().db, usuarioId, { estoque_atual: 7 });
      const response = await put(device, `/api/produtos/${produto.id}`, produtoInput({ estoque_atual: 99 }));
      expect(response.status).toBe(400);
      expect((await json<ErroApi>(response)).campos).toEqual({
        estoque_atual: MENSAGEM_ESTOQUE_SO_POR_MOVIMENTACAO,
      });
      expect(Produto.parse(await json(await device.get(`/api/produtos/${produto.id}`))).estoque_atual).toBe(
        7,
      );
    });

    test("corpo que não é JSON, ou não é objeto: 400", async () => {
      const { device } = await contaComum();
      const naoJson = await device.request("POST", "/api/produtos", { rawBody: "nome=x" });
      expect(naoJson.status).toBe(400);
      expect((await json<ErroApi>(naoJson)).campos).toEqual({
        _: "Corpo da requisição inválido: envie JSON.",
      });
      const lista = await device.post("/api/produtos", [produtoInput()]);
      expect(lista.status).toBe(400);
      expect((await json<ErroApi>(lista)).campos).toEqual({ _: "Dados inválidos: envie um objeto JSON" });
    });

    let comum: Awaited<ReturnType<typeof contaLogada>> | undefined;
    /** One account for the validation cases: nothing is saved, so they can share it. */
    async function contaComum() {
      comum ??= await contaLogada(t);
      return comum;
    }
  });

  describe("código de barras", () => {
    test("busca encontra o produto ativo da conta; senão 404 com a mensagem do §8", async () => {
      const { device, usuarioId } = await contaLogada(t);
      const produto = await criarProduto(getDb().db, usuarioId, { codigo_barras: "7891149100316" });

      const achado = await device.get("/api/produtos/codigo-barras/7891149100316");
      expect(achado.status).toBe(200);
      expect(Produto.parse(await json(achado))).toEqual(produto);
      // Manual entry is trimmed.
      const comEspacos = await device.get("/api/produtos/codigo-barras/%207891149100316%20");
      expect(comEspacos.status).toBe(200);

      const nada = await device.get("/api/produtos/codigo-barras/0000000000000");
      expect(nada.status).toBe(404);
      expect(await json(nada)).toEqual({
        error: "Produto não encontrado: Nenhum produto encontrado com o código de barras",
        code: "NaoEncontrado",
      });
      const vazio = await device.get("/api/produtos/codigo-barras/%20%20");
      expect(vazio.status).toBe(400);
      expect((await json<ErroApi>(vazio)).campos).toEqual({ _: "Informe o código de barras" });
    });

    test("único entre os produtos ativos da conta: 409 ao criar e ao alterar", async () => {
      const { device, usuarioId } = await contaLogada(t);
      const a = await criarProduto(getDb().db, usuarioId, { codigo_barras: "7894900011517" });
      const b = await criarProduto(getDb().db, usuarioId);

      const criar = await device.post("/api/produtos", produtoInput({ codigo_barras: "7894900011517" }));
      expect(criar.status).toBe(409);
      expect(await json(criar)).toEqual({
        error: "Já existe um produto com este código de barras",
        code: "CodigoBarrasDuplicado",
        campos: { codigo_barras: "Já existe um produto com este código de barras" },
      });

      const { estoque_atual: _, ...form } = produtoInput({ codigo_barras: a.codigo_barras });
      const alterar = await put(device, `/api/produtos/${b.id}`, form);
      expect(alterar.status).toBe(409);
      expect(Produto.parse(await json(await device.get(`/api/produtos/${b.id}`)))).toEqual(b);

      // Products without a barcode do not collide with each other.
      for (let i = 0; i < 2; i++) {
        const semCodigo = await device.post("/api/produtos", produtoInput({ codigo_barras: "" }));
        expect(semCodigo.status).toBe(201);
      }
    });
  });

  describe("exclusão (soft delete)", () => {
    test("some da lista, da leitura, da busca por código e da edição; a linha fica no banco", async () => {
      const { device, usuarioId } = await contaLogada(t);
      const produto = await criarProduto(getDb().db, usuarioId, { codigo_barras: "7896045300110" });
      const outro = await criarProduto(getDb().db, usuarioId);

      expect((await del(device, `/api/produtos/${produto.id}`)).status).toBe(204);

      expect((await listar(device)).map((p) => p.id)).toEqual([outro.id]);
      expect((await device.get(`/api/produtos/${produto.id}`)).status).toBe(404);
      expect((await device.get("/api/produtos/codigo-barras/7896045300110")).status).toBe(404);
      const { estoque_atual: _, ...form } = produtoInput();
      expect((await put(device, `/api/produtos/${produto.id}`, form)).status).toBe(404);
      expect((await del(device, `/api/produtos/${produto.id}`)).status).toBe(404);
      const resumo = ResumoEstoque.parse(await json(await device.get("/api/produtos/resumo")));
      expect(resumo.total_produtos).toBe(1);

      const [linha] = await getDb()
        .db.select({ ativo: produtos.ativo, nome: produtos.nome })
        .from(produtos)
        .where(eq(produtos.id, produto.id));
      expect(linha).toEqual({ ativo: false, nome: produto.nome });

      // The barcode is free again for a new product.
      const novo = await device.post("/api/produtos", produtoInput({ codigo_barras: "7896045300110" }));
      expect(novo.status).toBe(201);
    });
  });

  describe("resumo do Estoque", () => {
    test("conta Crítico, Baixo e o valor do estoque a custo e a venda, exatos", async () => {
      const { device, usuarioId } = await contaLogada(t);
      const db = getDb().db;
      await criarProduto(db, usuarioId, {
        estoque_atual: 4,
        estoque_minimo: 10,
        preco_compra: "0.10",
        preco_venda: "0.30",
      }); // crítico
      await criarProduto(db, usuarioId, {
        estoque_atual: 5,
        estoque_minimo: 10,
        preco_compra: "0.20",
        preco_venda: "0.70",
      }); // baixo
      await criarProduto(db, usuarioId, {
        estoque_atual: 9,
        estoque_minimo: 9,
        preco_compra: "3.19",
        preco_venda: "6.00",
      }); // normal
      await criarProduto(db, usuarioId, {
        estoque_atual: 0,
        estoque_minimo: 0,
        preco_compra: "5",
        preco_venda: "9",
      }); // normal
      const excluido = await criarProduto(db, usuarioId, { estoque_atual: 0, preco_compra: "100" });
      await del(device, `/api/produtos/${excluido.id}`);

      const resumo = ResumoEstoque.parse(await json(await device.get("/api/produtos/resumo")));
      expect(resumo).toEqual({
        total_produtos: 4,
        estoque_critico: 1,
        estoque_baixo: 1,
        // 4×0.10 + 5×0.20 + 9×3.19 + 0 = 0.40 + 1.00 + 28.71
        valor_total_custo: "30.11",
        // 4×0.30 + 5×0.70 + 9×6.00 = 1.20 + 3.50 + 54.00
        valor_total_venda: "58.70",
      });

      // The SQL counts agree with the badge function the screen uses.
      const lista = await listar(device);
      const contar = (s: string) => lista.filter((p) => statusEstoque(p) === s).length;
      expect([contar("critico"), contar("baixo")]).toEqual([resumo.estoque_critico, resumo.estoque_baixo]);
      const custo = lista.reduce((s, p) => s + p.estoque_atual * toCentavos(p.preco_compra!), 0);
      expect(toCentavos(resumo.valor_total_custo!)).toBe(custo);
    });

    test("conta sem produtos: zeros", async () => {
      const { device } = await contaLogada(t);
      expect(await json(await device.get("/api/produtos/resumo"))).toEqual({
        total_produtos: 0,
        estoque_critico: 0,
        estoque_baixo: 0,
        valor_total_custo: "0.00",
        valor_total_venda: "0.00",
      });
    });
  });

  describe("entre contas", () => {
    test("a conta B recebe 404 nos ids da conta A, e nada de A muda", async () => {
      const a = await contaLogada(t);
      const b = await contaLogada(t);
      const produtoA = Produto.parse(
        await json(await a.device.post("/api/produtos", produtoInput({ codigo_barras: "7891000100103" }))),
      );
      const antes = await getDb().db.select().from(produtos).where(eq(produtos.id, produtoA.id));

      const { estoque_atual: _, ...form } = produtoInput({ nome: "Roubado" });
      for (const response of [
        await b.device.get(`/api/produtos/${produtoA.id}`),
        await put(b.device, `/api/produtos/${produtoA.id}`, form),
        await del(b.device, `/api/produtos/${produtoA.id}`),
        await b.device.get("/api/produtos/codigo-barras/7891000100103"),
      ]) {
        expect(response.status).toBe(404);
      }
      expect(await listar(b.device)).toEqual([]);
      expect(ResumoEstoque.parse(await json(await b.device.get("/api/produtos/resumo"))).total_produtos).toBe(
        0,
      );

      // Barcodes are unique per account: B may use the same code for its own product.
      const deB = await b.device.post("/api/produtos", produtoInput({ codigo_barras: "7891000100103" }));
      expect(deB.status).toBe(201);

      const depois = await getDb().db.select().from(produtos).where(eq(produtos.id, produtoA.id));
      expect(depois).toEqual(antes);
      expect(Produto.parse(await json(await a.device.get(`/api/produtos/${produtoA.id}`)))).toEqual(produtoA);
      const [deA] = await getDb()
        .db.select({ id: produtos.id })
        .from(produtos)
        .where(and(eq(produtos.usuario_id, a.usuarioId), eq(produtos.codigo_barras, "7891000100103")));
      expect(deA?.id).toBe(produtoA.id);
    });
  });
});
