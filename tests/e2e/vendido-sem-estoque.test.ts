/**
 * Journey: a sale beyond the stock — the PDV sells more than the count says; Fluxo marks the exit's units
 * sold without stock and Estoque warns about the product until an entry brings the count back.
 * Spec: daily-operations.md §4 (stock never below 0 on sale); decision 013.
 */
import { describe, expect, test } from "vitest";
import { setupE2e } from "../support/e2e";
import { escolherNoSelect, linhaDoProduto } from "../support/estoque-paginas";
import { criarConta, criarProduto } from "../support/factories";
import { cartaoMostra, entrarPelaTela, esperarToast as toast } from "../support/paginas";

const e2e = setupE2e({ deps: { rateLimit: false } });

describe("vendido sem estoque", () => {
  test("vende além do estoque no PDV: o Fluxo marca a saída sem estoque e o Estoque avisa até a entrada", async () => {
    const conta = await criarConta(e2e.app().db);
    await criarProduto(e2e.app().db, conta.usuarioId, {
      nome: "Gin Tônica Lata 269ml",
      preco_venda: "95.00",
      estoque_atual: 4,
      estoque_minimo: 6,
    });
    const page = await e2e.newPage();
    await entrarPelaTela(e2e, page, conta, "/app/vendas");

    // The add dialog stops at the 4 on screen; the cart's plus does not (the beer is already served).
    await page.getByRole("searchbox", { name: "Buscar produtos" }).fill("gin");
    await page
      .getByRole("list", { name: "Produtos" })
      .getByRole("button", { name: /^Gin Tônica/ })
      .click();
    const adicionar = page.getByRole("dialog", { name: "Adicionar ao carrinho" });
    await adicionar.getByRole("spinbutton", { name: "Quantidade" }).fill("4");
    await adicionar.getByRole("button", { name: "Adicionar", exact: true }).click();
    await adicionar.waitFor({ state: "detached" });
    const carrinho = page.getByRole("region", { name: /^Carrinho/ });
    for (let i = 0; i < 6; i++)
      await carrinho.getByRole("button", { name: "Aumentar Gin Tônica Lata 269ml" }).click();
    await carrinho.getByText("R$ 950,00").first().waitFor();
    await carrinho.getByRole("button", { name: "Finalizar Venda" }).click();
    const finalizar = page.getByRole("dialog", { name: "Finalizar Venda" });
    await Promise.all([
      page.waitForEvent("popup"),
      finalizar.getByRole("button", { name: "Confirmar Venda" }).click(),
    ]);
    await toast(page, "Venda VEN000001 realizada com sucesso!");

    // Fluxo: the sale's exit says how many of the 10 were not in stock; the revenue is all ten.
    await page
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Fluxo" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Fluxo de Produtos", exact: true }).waitFor();
    const saida = page
      .getByRole("table", { name: "Movimentações" })
      .getByRole("row")
      .filter({ hasText: "Gin Tônica" });
    await saida.getByText("−10").waitFor();
    await saida.getByText("6 sem estoque").waitFor();
    expect(await saida.getByText("6 sem estoque").getAttribute("title")).toBe(
      "Vendido sem estoque: 6 de 10 unidades saíram com o estoque já em 0",
    );
    await cartaoMostra(page, "Receita", "R$ 950,00");

    // Estoque: the stock stopped at 0, and the product says it was sold without stock.
    await page
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Estoque" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Estoque" }).waitFor();
    const linha = linhaDoProduto(page, "Gin Tônica Lata 269ml");
    await linha.getByText("0", { exact: true }).waitFor();
    await linha.getByText("Vendido sem estoque: 6").waitFor();
    await linha.getByRole("button", { name: "Gin Tônica Lata 269ml", exact: true }).click();
    await page
      .getByRole("dialog", { name: "Gin Tônica Lata 269ml" })
      .getByText("6 unidades foram vendidas com o estoque já em 0 desde a última entrada", { exact: false })
      .waitFor();
    await page.keyboard.press("Escape");

    // The missing delivery is registered: the warning goes; the Fluxo history keeps the mark.
    await page.goto(e2e.url("/app/fluxo"));
    await page.getByRole("button", { name: "Nova Movimentação" }).click();
    const dialogo = page.getByRole("dialog", { name: "Nova Movimentação" });
    await dialogo.getByRole("combobox", { name: "Produto" }).click();
    await page.getByRole("option", { name: /Gin Tônica/ }).click();
    await escolherNoSelect(page, dialogo.getByRole("combobox", { name: "Motivo" }), "Compra");
    await dialogo.getByLabel("Quantidade").fill("12");
    await dialogo.getByRole("button", { name: "Registrar Entrada" }).click();
    await toast(page, "Entrada registrada com sucesso!");
    await page.getByRole("table", { name: "Movimentações" }).getByText("6 sem estoque").waitFor();
    await page
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Estoque" })
      .click();
    await linha.getByText("12", { exact: true }).waitFor();
    expect(await linha.getByText("Vendido sem estoque").count()).toBe(0);
  });
});
