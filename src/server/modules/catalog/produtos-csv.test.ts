import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseCsv } from "@/shared/catalog/csv";
import { Catalogo, ImportacaoPrevia, type Produto } from "@/shared/catalog/schemas";
import { createTestApp, type Device, type ErroApi, json, type TestApp } from "../../../../tests/support/app";
import { contaLogada, criarConta, criarProduto } from "../../../../tests/support/factories";
import { describeEachDatabase } from "../../../../tests/support/test-db";

const CABECALHO =
  "nome;marca;volume;categoria;preco_compra;preco_venda;estoque_atual;estoque_minimo;codigo_barras;fornecedor;descricao;imagem_url;data_validade";

describeEachDatabase("produtos: CSV", (getDb) => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp(getDb().db);
  });
  afterAll(() => t.close());

  const listar = async (d: Device) => Catalogo.parse(await json(await d.get("/api/produtos"))).produtos;
  const previa = async (d: Device, csv: string) => {
    const response = await d.post("/api/produtos/importar/previa", { csv });
    expect(response.status).toBe(200);
    return ImportacaoPrevia.parse(await json(response));
  };

  describe("exportar", () => {
    test("UTF-8 com BOM, ';', vírgula decimal, CRLF; só produtos ativos da conta, por nome", async () => {
      const { device, usuarioId } = await contaLogada(t);
      const db = getDb().db;
      await criarProduto(db, usuarioId, {
        nome: "Skol Lata 350ml",
        marca: "Skol",
        preco_compra: "2.99",
        preco_venda: "6",
        estoque_atual: 120,
        estoque_minimo: 48,
        codigo_barras: "0789114910048",
        fornecedor: "Ambev",
        descricao: 'Pilsen; "estupidamente" gelada\nna lata',
        data_validade: "2026-06-30",
      });
      await criarProduto(db, usuarioId, {
        nome: '=HYPERLINK("http://mal.example")',
        codigo_barras: "INT-01",
        categoria: "Outros",
      });
      const excluido = await criarProduto(db, usuarioId, { nome: "Excluído" });
      await device.request("DELETE", `/api/produtos/${excluido.id}`);
      const outraConta = await criarConta(db);
      await criarProduto(db, outraConta.usuarioId, { nome: "De outra conta" });

      const response = await device.get("/api/produtos/exportar.csv");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="produtos-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
      expect(text.startsWith(`\uFEFF${CABECALHO}\r\n`)).toBe(true);

      const [cabecalho, ...linhas] = parseCsv(text, ";");
      expect(cabecalho!.join(";")).toBe(CABECALHO);
      expect(linhas).toEqual([
        // Excel runs cells starting with "=" as formulas: the export defuses them with "'".
        [
          '\'=HYPERLINK("http://mal.example")',
          "Marca Teste",
          "350ml",
          "Outros",
          "3,19",
          "6,00",
          "100",
          "10",
          "INT-01",
          "Distribuidora Teste",
          "",
          "",
          "",
        ],
        [
          "Skol Lata 350ml",
          "Skol",
          "350ml",
          "Cerveja",
          "2,99",
          "6,00",
          "120",
          "48",
          // Digits as ="…" so Excel keeps the leading zero and all 13 digits.
          '="0789114910048"',
          "Ambev",
          'Pilsen; "estupidamente" gelada\nna lata',
          "",
          "2026-06-30",
        ],
      ]);
    });

    test("exportar e importar em outra conta recria o mesmo catálogo", async () => {
      const a = await contaLogada(t);
      const db = getDb().db;
      await criarProduto(db, a.usuarioId, {
        nome: "Heineken Long Neck",
        preco_compra: "5.39",
        preco_venda: "12",
        codigo_barras: "0789604530011",
        descricao: "Linha 1\r\nLinha 2; com separador",
        imagem_url: "https://exemplo.com/heineken.png",
        data_validade: "2026-01-31",
      });
      await criarProduto(db, a.usuarioId, {
        nome: "-Promoção",
        marca: "@casa",
        categoria: "Petisco",
        codigo_barras: "",
        estoque_atual: 0,
        estoque_minimo: 0,
      });
      const csv = await (await a.device.get("/api/produtos/exportar.csv")).text();

      const b = await contaLogada(t);
      const importado = await b.device.post("/api/produtos/importar", { csv });
      expect(importado.status).toBe(201);
      expect(await json(importado)).toEqual({ importados: 2 });

      const semIds = (lista: Produto[]) =>
        lista.map(({ id: _id, created_at: _c, updated_at: _u, ...resto }) => resto);
      expect(semIds(await listar(b.device))).toEqual(semIds(await listar(a.device)));
    });
  });

  describe("prévia", () => {
    test("mostra cada linha com o produto ou os erros, e não salva nada", async () => {
      const { device, usuarioId } = await contaLogada(t);
      await criarProduto(getDb().db, usuarioId, {
        nome: "Já cadastrado",
        marca: "Marca",
        volume: "1L",
        codigo_barras: "7890000000017",
      });
      const csv = [
        // Headers as a person writes them, in another order, with an unknown column.
        "Nome;Marca;Volume;Categoria;Preço de Venda;Preço de Compra;Código de Barras;Validade;Observação",
        "Guaraná Antarctica 2L;Antarctica;2L;refrigerante;R$ 1.234,56;4,5;7891991000826;31/12/2026;x",
        "Sem preço;Marca;1L;Cerveja;;;;;",
        ";Marca;1L;Cerveja;-5;;;;",
        "Cachaça;Marca;1L;Cachaça;10;;;;",
        "Notação;Marca;1L;Cerveja;10;;7,89115E+12;;",
        "Repetido;Marca;1L;Cerveja;10;;7891991000826;;",
        "Conflito;Marca;1L;Cerveja;10;;7890000000017;;",
        "já cadastrado;marca;1l;Cerveja;10;;;;",
        "Água;Crystal;500ml;agua;3,50;;;2026-02-30;",
        ";;;;;;;;",
        "",
      ].join("\r\n");

      const p = await previa(device, csv);
      expect(p).toMatchObject({
        separador: ";",
        colunas: [
          "nome",
          "marca",
          "volume",
          "categoria",
          "preco_venda",
          "preco_compra",
          "codigo_barras",
          "data_validade",
        ],
        erros: [],
        avisos: ["Coluna ignorada: Observação"],
        total: 9,
        validas: 2,
        invalidas: 7,
        pode_importar: false,
      });
      const porLinha = Object.fromEntries(p.linhas.map((l) => [l.linha, l]));
      expect(porLinha[2]).toEqual({
        linha: 2,
        nome: "Guaraná Antarctica 2L",
        produto: {
          nome: "Guaraná Antarctica 2L",
          marca: "Antarctica",
          volume: "2L",
          categoria: "Refrigerante",
          preco_compra: "4.50",
          preco_venda: "1234.56",
          estoque_atual: 0,
          estoque_minimo: 10,
          codigo_barras: "7891991000826",
          fornecedor: null,
          descricao: null,
          imagem_url: null,
          data_validade: "2026-12-31",
        },
        erros: {},
        avisos: [],
      });
      const erros = (linha: number) => porLinha[linha]!.erros;
      expect(erros(3)).toEqual({ preco_venda: "Preço de venda é obrigatório" });
      expect(erros(4)).toEqual({
        nome: "Nome é obrigatório",
        preco_venda: "Preço de venda não pode ser negativo",
      });
      expect(erros(5)).toEqual({ categoria: "Categoria inválida" });
      // A row with errors still says which product it is; a row with no name says nothing.
      expect(porLinha[10]!.nome).toBe("Água");
      expect(porLinha[4]!.nome).toBeNull();
      expect(erros(6).codigo_barras).toMatch(/^Código de barras em notação científica/);
      expect(erros(7)).toEqual({ codigo_barras: "Código de barras repetido (já está na linha 2)" });
      expect(erros(8)).toEqual({ codigo_barras: "Já existe um produto com este código de barras" });
      expect(porLinha[9]).toMatchObject({
        erros: {},
        avisos: ["Já existe um produto com o mesmo nome, marca e volume"],
      });
      expect(porLinha[9]!.produto).not.toBeNull();
      expect(erros(10)).toEqual({ data_validade: "Data de validade inválida" });
      for (const l of p.linhas) expect(l.produto === null).toBe(Object.keys(l.erros).length > 0);

      expect((await listar(device)).map((x) => x.nome)).toEqual(["Já cadastrado"]);
    });

    test("arquivo com ',' e aspas, como o Google Planilhas exporta", async () => {
      const { device } = await contaLogada(t);
      const csv =
        'nome,marca,volume,categoria,preco_venda,estoque_atual\n"Vinho Tinto, Seco",Casa,750ml,Vinho,"49,90",1.500\n';
      const p = await previa(device, csv);
      expect(p).toMatchObject({ separador: ",", pode_importar: true, validas: 1 });
      expect(p.linhas[0]!.produto).toMatchObject({
        nome: "Vinho Tinto, Seco",
        preco_venda: "49.90",
        estoque_atual: 1500,
      });
    });

    test("problemas do arquivo inteiro: coluna obrigatória ausente, repetida, aspas abertas, vazio", async () => {
      const { device } = await contaLogada(t);
      expect((await previa(device, "nome;marca;categoria\nX;Y;Cerveja\n")).erros).toEqual([
        "Coluna obrigatória ausente: volume",
        "Coluna obrigatória ausente: preco_venda",
      ]);
      expect((await previa(device, "nome;nome;marca;volume;categoria;preco\n")).erros).toEqual([
        "Coluna repetida: nome",
        "O arquivo não tem produtos",
      ]);
      const aberto = await previa(device, `${CABECALHO}\n"Sem fim;x;1L;Cerveja;1\n`);
      expect(aberto).toMatchObject({ erros: ["Aspas sem fechamento no arquivo CSV"], pode_importar: false });
      expect((await previa(device, "\uFEFF\r\n\r\n")).erros).toEqual(["O arquivo está vazio"]);

      const semCsv = await device.post("/api/produtos/importar/previa", { csv: "" });
      expect(semCsv.status).toBe(400);
      expect((await json<ErroApi>(semCsv)).campos).toEqual({ csv: "O arquivo está vazio" });
    });

    test("mais de 5 MB: 413", async () => {
      const { device } = await contaLogada(t);
      const response = await device.post("/api/produtos/importar/previa", {
        csv: "x".repeat(5 * 1024 * 1024),
      });
      expect(response.status).toBe(413);
      expect(await json(response)).toMatchObject({ code: "ArquivoMuitoGrande" });
    });
  });

  describe("importar", () => {
    test("tudo ou nada: uma linha com erro recusa o arquivo e nada é salvo", async () => {
      const { device } = await contaLogada(t);
      const csv = [
        "nome;marca;volume;categoria;preco_venda",
        "Boa 1;M;1L;Cerveja;10",
        "Ruim;M;1L;Cerveja;-1",
        "Boa 2;M;1L;Cerveja;12",
      ].join("\n");
      const response = await device.post("/api/produtos/importar", { csv });
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({
        error: "A importação tem erros: nenhum produto foi salvo. Corrija a planilha e tente de novo.",
        code: "ImportacaoInvalida",
        campos: { "linhas.3.preco_venda": "Preço de venda não pode ser negativo" },
      });
      expect(await listar(device)).toEqual([]);

      const semColuna = await device.post("/api/produtos/importar", { csv: "nome\nX\n" });
      expect(semColuna.status).toBe(400);
      expect((await json<ErroApi>(semColuna)).campos).toMatchObject({
        csv: "Coluna obrigatória ausente: marca",
      });
      expect(await listar(device)).toEqual([]);
    });

    test("arquivo válido: cria todos os produtos com os padrões", async () => {
      const { device } = await contaLogada(t);
      const csv = [
        "nome;marca;volume;categoria;preco_venda;estoque_atual;codigo_barras",
        "Brahma Lata;Brahma;350ml;Cerveja;6,00;144;7891149100316",
        "Porção de Fritas;Da Casa;500g;Petisco;32,90;;",
      ].join("\r\n");
      const response = await device.post("/api/produtos/importar", { csv });
      expect(response.status).toBe(201);
      expect(await json(response)).toEqual({ importados: 2 });
      expect(await listar(device)).toEqual([
        expect.objectContaining({
          nome: "Brahma Lata",
          preco_venda: "6.00",
          preco_compra: "0.00",
          estoque_atual: 144,
          estoque_minimo: 10,
          codigo_barras: "7891149100316",
        }),
        expect.objectContaining({ nome: "Porção de Fritas", estoque_atual: 0, codigo_barras: null }),
      ]);

      // The same file again: every barcode is taken now, so nothing more is created.
      const denovo = await device.post("/api/produtos/importar", { csv });
      expect(denovo.status).toBe(400);
      expect((await json<ErroApi>(denovo)).campos).toEqual({
        "linhas.2.codigo_barras": "Já existe um produto com este código de barras",
      });
      expect(await listar(device)).toHaveLength(2);
    });
  });
});
