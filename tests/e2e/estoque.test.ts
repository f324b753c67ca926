/**
 * Journey: the stock room — products on the Estoque page, entries and exits on the Fluxo page, CSV
 * import and export.
 * Spec: daily-operations.md §2.4, §2.5, §2.7, §4 (soft delete, badges, barcode scan), §5 (product and
 * movement forms, barcode rules), §8 (messages).
 */
import { readFile } from "node:fs/promises";
import { describe, expect, test } from "vitest";
import { setupE2e } from "../support/e2e";
import { contaComPagina, escolherNoSelect, linhaDoProduto, nomesNaTabela } from "../support/estoque-paginas";
import { criarProduto } from "../support/factories";
import { cartaoMostra, esperarToast as toast } from "../support/paginas";

const e2e = setupE2e({ deps: { rateLimit: false } });

describe("estoque e fluxo de produtos", () => {
  test("cadastra um produto pelo formulário (com erro antes), encontra pela busca e pela categoria e edita", async () => {
    const { page, conta } = await contaComPagina(e2e, "/app/estoque");
    await criarProduto(e2e.app().db, conta.usuarioId, {
      nome: "Água Mineral Crystal 500ml",
      categoria: "Água",
    });
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Estoque" }).waitFor();
    await cartaoMostra(page, "Total de Produtos", "1");

    await page.getByRole("button", { name: "Novo Produto" }).click();
    const dialogo = page.getByRole("dialog", { name: "Novo Produto" });
    for (const secao of ["Informações do Produto", "Preços", "Estoque", "Informações Opcionais"]) {
      await dialogo.getByRole("group", { name: secao }).waitFor();
    }
    await dialogo.getByLabel("Nome").fill("Cerveja Colorado Appia");
    await dialogo.getByLabel("Volume").fill("600ml");
    await dialogo.getByLabel("Preço de venda").fill("-5");
    await dialogo.getByRole("button", { name: "Criar Produto" }).click();
    // The errors appear under each field; nothing was sent.
    await dialogo.getByText("Marca é obrigatória").waitFor();
    await dialogo.getByText("Categoria é obrigatória").waitFor();
    await dialogo.getByText("Preço de venda não pode ser negativo").waitFor();
    expect(await dialogo.getByLabel("Marca").getAttribute("aria-invalid")).toBe("true");

    await dialogo.getByLabel("Marca").fill("Colorado");
    await escolherNoSelect(page, dialogo.getByRole("combobox", { name: "Categoria" }), "Cerveja");
    await dialogo.getByLabel("Preço de compra").fill("12,50");
    await dialogo.getByLabel("Preço de venda").fill("24,90");
    await dialogo.getByLabel("Estoque atual").fill("5");
    await dialogo.getByLabel("Estoque mínimo").fill("12");
    await dialogo.getByLabel("Código de barras").fill("7896099000019");
    await dialogo.getByRole("button", { name: "Criar Produto" }).click();
    await toast(page, "Produto criado com sucesso!");
    await dialogo.waitFor({ state: "detached" });

    await cartaoMostra(page, "Total de Produtos", "2");
    // 5 of a minimum of 12 is below half: Crítico.
    await cartaoMostra(page, "Estoque Crítico", "1");
    const linha = linhaDoProduto(page, "Cerveja Colorado Appia");
    await linha.getByText("Crítico").waitFor();
    await linha.getByText("R$ 24,90").waitFor();

    // Search: by name without accents, by brand, by barcode.
    const busca = page.getByRole("searchbox", { name: "Buscar produtos" });
    await busca.fill("agua");
    await expect.poll(() => nomesNaTabela(page)).toEqual(["Água Mineral Crystal 500ml"]);
    await busca.fill("colorado");
    await expect.poll(() => nomesNaTabela(page)).toEqual(["Cerveja Colorado Appia"]);
    await busca.fill("7896099000019");
    await expect.poll(() => nomesNaTabela(page)).toEqual(["Cerveja Colorado Appia"]);
    await busca.fill("nada disso");
    await page.getByRole("heading", { name: "Nenhum produto encontrado" }).waitFor();
    await page.getByRole("button", { name: "Limpar filtros" }).click();
    await expect.poll(() => nomesNaTabela(page)).toHaveLength(2);

    // Category filter: the nine categories and "Todas".
    const categoria = page.getByRole("combobox", { name: "Filtrar por categoria" });
    await categoria.click();
    expect((await page.getByRole("option").allInnerTexts()).map((t) => t.trim())).toEqual([
      "Todas as categorias",
      "Cerveja",
      "Refrigerante",
      "Água",
      "Energético",
      "Suco",
      "Vinho",
      "Destilado",
      "Petisco",
      "Outros",
    ]);
    await page.getByRole("option", { name: "Cerveja", exact: true }).click();
    await expect.poll(() => nomesNaTabela(page)).toEqual(["Cerveja Colorado Appia"]);
    await escolherNoSelect(page, categoria, "Vinho");
    await page.getByRole("heading", { name: "Nenhum produto encontrado" }).waitFor();
    await escolherNoSelect(page, categoria, "Todas as categorias");
    await expect.poll(() => nomesNaTabela(page)).toHaveLength(2);

    // Edit: the current stock is shown, not editable (only movements change it).
    await linha.getByRole("button", { name: "Ações de Cerveja Colorado Appia" }).click();
    await page.getByRole("menuitem", { name: "Editar" }).click();
    const edicao = page.getByRole("dialog", { name: "Editar Produto" });
    await edicao.getByText("5 un.").waitFor();
    expect(await edicao.getByLabel("Estoque atual").count()).toBe(0);
    expect(await edicao.getByLabel("Nome").inputValue()).toBe("Cerveja Colorado Appia");
    expect(await edicao.getByLabel("Preço de venda").inputValue()).toBe("24,90");
    await edicao.getByLabel("Preço de venda").fill("26,50");
    await edicao.getByLabel("Estoque mínimo").fill("4");
    await edicao.getByRole("button", { name: "Salvar Alterações" }).click();
    await toast(page, "Produto atualizado com sucesso!");
    await edicao.waitFor({ state: "detached" });
    await linha.getByText("R$ 26,50").waitFor();
    await linha.getByText("Normal").waitFor();
    await cartaoMostra(page, "Estoque Crítico", "0");

    // Details ("Visualizar").
    await linha.getByRole("button", { name: "Ações de Cerveja Colorado Appia" }).click();
    await page.getByRole("menuitem", { name: "Visualizar" }).click();
    const detalhes = page.getByRole("dialog", { name: "Cerveja Colorado Appia" });
    await detalhes.getByText("7896099000019").waitFor();
    await detalhes.getByText("R$ 26,50").waitFor();
  });

  test("registra uma entrada e uma saída, vê o estoque e os cartões mudarem, e o estoque insuficiente", async () => {
    const { page, conta } = await contaComPagina(e2e, "/app/fluxo", "desktop", "Bar da Esquina");
    await criarProduto(e2e.app().db, conta.usuarioId, {
      nome: "Heineken Long Neck 330ml",
      marca: "Heineken",
      preco_compra: "5.39",
      preco_venda: "12.00",
      estoque_atual: 10,
      estoque_minimo: 12,
    });
    await page.reload();
    await page.getByRole("heading", { name: "Nenhuma movimentação encontrada" }).waitFor();
    await cartaoMostra(page, "Total", "0");

    // Entrada.
    await page.getByRole("button", { name: "Nova Movimentação" }).click();
    const dialogo = page.getByRole("dialog", { name: "Nova Movimentação" });
    const registrarEntrada = dialogo.getByRole("button", { name: "Registrar Entrada" });
    expect(await registrarEntrada.isDisabled()).toBe(true);
    // The responsible person is whoever is signed in (here the owner, named after the establishment),
    // shown and never typed.
    const responsavel = dialogo.getByLabel("Responsável");
    expect(await responsavel.inputValue()).toBe("Bar da Esquina");
    expect(await responsavel.getAttribute("readonly")).not.toBeNull();
    await dialogo.getByRole("combobox", { name: "Produto" }).click();
    await page.getByLabel("Buscar produto", { exact: true }).fill("heine");
    const opcao = page.getByRole("option", { name: /Heineken Long Neck 330ml/ });
    await opcao.getByText("10 un.").waitFor();
    await opcao.click();
    await dialogo.getByText("Estoque atual: 10 un.").first().waitFor();
    // Entries start at the purchase price.
    expect(await dialogo.getByLabel("Preço unitário").inputValue()).toBe("5,39");
    await dialogo.getByLabel("Quantidade").fill("24");
    expect(await registrarEntrada.isDisabled()).toBe(true);
    await escolherNoSelect(page, dialogo.getByRole("combobox", { name: "Motivo" }), "Compra");
    await dialogo.getByLabel("Fornecedor").fill("Distribuidora Central");
    expect(await registrarEntrada.isDisabled()).toBe(false);
    await registrarEntrada.click();
    await toast(page, "Entrada registrada com sucesso!");
    await dialogo.waitFor({ state: "detached" });
    await cartaoMostra(page, "Entradas", "1");
    await cartaoMostra(page, "Investido", "R$ 129,36");
    const historico = page.getByRole("table", { name: "Movimentações" });
    await historico.getByRole("row").filter({ hasText: "Distribuidora Central" }).getByText("+24").waitFor();

    // Saída larger than the stock: the server refuses and nothing changes.
    await page.getByRole("button", { name: "Nova Movimentação" }).click();
    await dialogo.getByRole("tab", { name: "Saída" }).click();
    expect(await dialogo.getByLabel("Fornecedor").count()).toBe(0);
    await dialogo.getByRole("combobox", { name: "Produto" }).click();
    await page.getByRole("option", { name: /Heineken Long Neck 330ml/ }).click();
    // Exits start at the sale price; the picker shows the new stock.
    expect(await dialogo.getByLabel("Preço unitário").inputValue()).toBe("12,00");
    await dialogo.getByText("Estoque atual: 34 un.").first().waitFor();
    await escolherNoSelect(page, dialogo.getByRole("combobox", { name: "Motivo" }), "Venda");
    await dialogo.getByLabel("Quantidade").fill("35");
    await dialogo.getByRole("button", { name: "Registrar Saída" }).click();
    await toast(page, "Estoque insuficiente para esta operação");
    // The dialog stays open with what was typed; the stock check above (34 + nothing) is verified on the
    // Estoque page at the end: 10 + 24 − 4 = 30, so the refused exit wrote nothing.
    expect(await dialogo.getByLabel("Quantidade").inputValue()).toBe("35");

    await dialogo.getByLabel("Quantidade").fill("4");
    await dialogo.getByRole("button", { name: "Registrar Saída" }).click();
    await toast(page, "Saída registrada com sucesso!");
    await dialogo.waitFor({ state: "detached" });
    await cartaoMostra(page, "Total", "2");
    await cartaoMostra(page, "Saídas", "1");
    await cartaoMostra(page, "Receita", "R$ 48,00");
    const saida = historico.getByRole("row").filter({ hasText: "Venda" });
    await saida.getByText("−4").waitFor();
    await saida.getByText("R$ 48,00").waitFor();
    await saida.getByText("Concluída").waitFor();

    // The type filter.
    await escolherNoSelect(page, page.getByRole("combobox", { name: "Filtrar por tipo" }), "Entradas");
    await expect.poll(() => historico.locator("tbody tr").count()).toBe(1);
    await historico.getByText("Compra").waitFor();

    // The Estoque page shows the new stock: 10 + 24 − 4 = 30 (no reload: the movement refreshed it).
    await page
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Estoque" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Estoque" }).waitFor();
    await linhaDoProduto(page, "Heineken Long Neck 330ml").getByText("30", { exact: true }).waitFor();
    await linhaDoProduto(page, "Heineken Long Neck 330ml").getByText("Normal").waitFor();
  });

  test("exclui um produto depois de confirmar", async () => {
    const { page, conta } = await contaComPagina(e2e, "/app/estoque");
    await criarProduto(e2e.app().db, conta.usuarioId, { nome: "Produto Para Excluir" });
    await criarProduto(e2e.app().db, conta.usuarioId, { nome: "Produto Que Fica" });
    await page.reload();
    const linha = linhaDoProduto(page, "Produto Para Excluir");

    await linha.getByRole("button", { name: "Ações de Produto Para Excluir" }).click();
    await page.getByRole("menuitem", { name: "Excluir" }).click();
    const confirmacao = page.getByRole("alertdialog", { name: "Excluir produto" });
    expect((await confirmacao.getByText(/^Tem certeza/).innerText()).replace(/\s+/g, " ").trim()).toBe(
      "Tem certeza que deseja excluir o produto Produto Para Excluir? Esta ação não pode ser desfeita.",
    );
    // Cancelar keeps it.
    await confirmacao.getByRole("button", { name: "Cancelar" }).click();
    await confirmacao.waitFor({ state: "detached" });
    await linha.waitFor();

    await linha.getByRole("button", { name: "Ações de Produto Para Excluir" }).click();
    await page.getByRole("menuitem", { name: "Excluir" }).click();
    await confirmacao.getByRole("button", { name: "Excluir" }).click();
    await toast(page, "Produto removido com sucesso");
    await linha.waitFor({ state: "detached" });
    await cartaoMostra(page, "Total de Produtos", "1");

    await page.reload();
    await linhaDoProduto(page, "Produto Que Fica").waitFor();
    expect(await nomesNaTabela(page)).toEqual(["Produto Que Fica"]);
  });

  test("importa um CSV pequeno (com prévia e erros por linha) e exporta o catálogo", async () => {
    const { page } = await contaComPagina(e2e, "/app/estoque");
    await page.getByRole("heading", { name: "Nenhum produto encontrado" }).waitFor();

    await page.getByRole("button", { name: "CSV", exact: true }).click();
    await page.getByRole("menuitem", { name: "Importar CSV" }).click();
    const dialogo = page.getByRole("dialog", { name: "Importar CSV" });
    const confirmar = dialogo.getByRole("button", { name: "Confirmar importação" });

    // A file with a bad row: the preview says where, and nothing can be imported.
    const comErro = [
      "nome;marca;volume;categoria;preco_compra;preco_venda;estoque_atual;codigo_barras",
      "Cerveja Artesanal IPA;Dogma;473ml;Cerveja;9,50;22,00;24;7899999000011",
      "Suco de Laranja;Natural One;1L;Suco;6,00;-4;10;",
    ].join("\r\n");
    await dialogo.getByLabel("Arquivo CSV").setInputFiles({
      name: "produtos.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(comErro, "utf8"),
    });
    const previa = dialogo.getByRole("table", { name: "Prévia da importação" });
    await previa.getByText("Preço de venda não pode ser negativo").waitFor();
    const linha3 = previa.getByRole("row").filter({ hasText: "Preço de venda não pode ser negativo" });
    expect((await linha3.getByRole("cell").first().innerText()).trim()).toBe("3");
    expect(await confirmar.isDisabled()).toBe(true);
    // The preview saved nothing, not even the valid row.
    await dialogo.getByRole("button", { name: "Cancelar" }).click();
    await dialogo.waitFor({ state: "detached" });
    await page.getByRole("heading", { name: "Nenhum produto encontrado" }).waitFor();
    await cartaoMostra(page, "Total de Produtos", "0");

    await page.getByRole("button", { name: "CSV", exact: true }).click();
    await page.getByRole("menuitem", { name: "Importar CSV" }).click();
    // The corrected file, saved by Excel for Windows (Windows-1252, accents included).
    const corrigido = [
      "nome;marca;volume;categoria;preco_compra;preco_venda;estoque_atual;codigo_barras",
      "Cerveja Artesanal IPA;Dogma;473ml;Cerveja;9,50;22,00;24;7899999000011",
      "Água Tônica;Schweppes;350ml;Refrigerante;2,10;6,50;48;7899999000028",
    ].join("\r\n");
    await dialogo.getByLabel("Arquivo CSV").setInputFiles({
      name: "produtos-corrigido.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(corrigido, "latin1"),
    });
    await previa.getByText("Água Tônica").waitFor();
    await dialogo.getByText("2 produtos prontos para importar.", { exact: false }).waitFor();
    await confirmar.click();
    await toast(page, "2 produtos importados com sucesso!");
    await dialogo.waitFor({ state: "detached" });
    await expect.poll(() => nomesNaTabela(page)).toEqual(["Água Tônica", "Cerveja Artesanal IPA"]);
    await cartaoMostra(page, "Total de Produtos", "2");

    // Export: the server's file, downloaded.
    await page.getByRole("button", { name: "CSV", exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "Exportar CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^produtos-\d{4}-\d{2}-\d{2}\.csv$/);
    const arquivo = await readFile((await download.path())!, "utf8");
    expect(arquivo).toContain("Água Tônica");
    expect(arquivo).toContain("Cerveja Artesanal IPA");
  });

  test("no celular (390 px), produtos e movimentações viram cartões, sem rolagem lateral", async () => {
    const { page, conta } = await contaComPagina(e2e, "/app/estoque", "mobile");
    await criarProduto(e2e.app().db, conta.usuarioId, {
      nome: "Skol Pilsen Lata 350ml",
      estoque_atual: 3,
      estoque_minimo: 48,
    });
    await page.reload();
    const cartoes = page.getByRole("list", { name: "Produtos" });
    const cartao = cartoes.getByRole("listitem").filter({ hasText: "Skol Pilsen Lata 350ml" });
    await cartao.getByText("Crítico").waitFor();
    expect(await page.getByRole("table", { name: "Produtos" }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await cartao.getByRole("button", { name: "Ações de Skol Pilsen Lata 350ml" }).click();
    await page.getByRole("menuitem", { name: "Visualizar" }).click();
    await page.getByRole("dialog", { name: "Skol Pilsen Lata 350ml" }).waitFor();
    await page.keyboard.press("Escape");

    await page.goto(e2e.url("/app/fluxo"));
    await page.getByRole("button", { name: "Nova Movimentação" }).click();
    const dialogo = page.getByRole("dialog", { name: "Nova Movimentação" });
    await dialogo.getByRole("combobox", { name: "Produto" }).click();
    await page.getByRole("option", { name: /Skol Pilsen/ }).click();
    await escolherNoSelect(page, dialogo.getByRole("combobox", { name: "Motivo" }), "Compra");
    await dialogo.getByLabel("Quantidade").fill("48");
    await dialogo.getByRole("button", { name: "Registrar Entrada" }).click();
    await toast(page, "Entrada registrada com sucesso!");
    const movimentacoes = page.getByRole("list", { name: "Movimentações" });
    await movimentacoes
      .getByRole("listitem")
      .filter({ hasText: "Skol Pilsen Lata 350ml" })
      .getByText("+48")
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The narrowest phone the guide supports.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(e2e.url("/app/estoque"));
    await cartoes.getByText("Skol Pilsen Lata 350ml").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
