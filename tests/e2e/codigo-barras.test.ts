/**
 * Journey: the barcode helper on the Estoque page — a keyboard-wedge scanner typing a code (with the
 * scanner's gaps between keys, sent through Chromium's input protocol so a loaded machine cannot change
 * them), a person typing in the search box, and the manual dialog.
 * Spec: daily-operations.md §2.7, §4 (barcode scan), §5 (barcode rules), §8 (messages).
 */
import { describe, expect, test } from "vitest";
import { setupE2e } from "../support/e2e";
import { contaComPagina, linhaDoProduto, nomesNaTabela } from "../support/estoque-paginas";
import { criarProduto } from "../support/factories";
import { esperarToast as toast } from "../support/paginas";
import { digitarComIntervalo } from "../support/teclado";

const e2e = setupE2e({ deps: { rateLimit: false } });

describe("leitor de código de barras", () => {
  test("acha um produto pelo leitor de código de barras (teclado) e pelo diálogo manual", async () => {
    const { page, conta } = await contaComPagina(e2e, "/app/estoque");
    await criarProduto(e2e.app().db, conta.usuarioId, {
      nome: "Brahma Chopp Lata 350ml",
      codigo_barras: "7891149100316",
    });
    await page.reload();
    await linhaDoProduto(page, "Brahma Chopp Lata 350ml").waitFor();

    const escanear = page.getByRole("button", { name: "Escanear", exact: true });
    await escanear.click();
    expect(await escanear.getAttribute("aria-pressed")).toBe("true");
    await page.getByText("Leitor ativo.").waitFor();

    // A scanner types fast and ends with Enter. The focus is on the toggle: the Enter must not click it.
    await digitarComIntervalo(page, "7891149100316", 8);
    await toast(page, "Produto encontrado!");
    const detalhes = page.getByRole("dialog", { name: "Brahma Chopp Lata 350ml" });
    await detalhes.getByText("7891149100316").waitFor();
    // Escape inside the dialog closes the dialog, and the scanner keeps listening.
    await page.keyboard.press("Escape");
    await detalhes.waitFor({ state: "detached" });
    expect(await escanear.getAttribute("aria-pressed")).toBe("true");

    // An unknown code.
    await page.getByRole("heading", { level: 1, name: "Estoque" }).click();
    await digitarComIntervalo(page, "7890000000000", 8);
    await toast(page, "Produto não encontrado: Nenhum produto encontrado com o código de barras");

    // Escape stops listening.
    await page.keyboard.press("Escape");
    await expect.poll(() => escanear.getAttribute("aria-pressed")).toBe("false");

    // The manual dialog: trimmed, not empty.
    await page.getByRole("button", { name: "Inserir código de barras" }).click();
    const manual = page.getByRole("dialog", { name: "Inserir Código de Barras" });
    await manual.getByRole("button", { name: "Buscar" }).click();
    await manual.getByText("Informe o código de barras").waitFor();
    await manual.getByLabel("Código de barras").fill("   7891149100316  ");
    await manual.getByRole("button", { name: "Buscar" }).click();
    await manual.waitFor({ state: "detached" });
    await page.getByRole("dialog", { name: "Brahma Chopp Lata 350ml" }).waitFor();
  });

  test("o leitor não confunde uma pessoa digitando na busca com um código lido", async () => {
    const { page, conta } = await contaComPagina(e2e, "/app/estoque");
    await criarProduto(e2e.app().db, conta.usuarioId, {
      nome: "Guaraná Antarctica 2L",
      codigo_barras: "7891991000833",
    });
    await page.reload();
    await page.getByRole("button", { name: "Escanear", exact: true }).click();

    const buscasPorCodigo: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/api/produtos/codigo-barras/")) buscasPorCodigo.push(pathname);
    });

    const busca = page.getByRole("searchbox", { name: "Buscar produtos" });
    await busca.click();
    // A person: 90 ms between keys. The text stays in the box and no lookup happens.
    await digitarComIntervalo(page, "7891991000833", 90);
    await expect.poll(() => nomesNaTabela(page)).toEqual(["Guaraná Antarctica 2L"]);
    expect(await busca.inputValue()).toBe("7891991000833");
    await page.waitForTimeout(300);
    expect(await page.getByRole("dialog").count()).toBe(0);

    // The scanner, into the same box: found, and the code stays in the box.
    await busca.fill("");
    await digitarComIntervalo(page, "7891991000833", 5);
    await page.getByRole("dialog", { name: "Guaraná Antarctica 2L" }).waitFor();
    // The open dialog hides the rest of the page from the accessibility tree.
    const buscaAtras = page.getByRole("searchbox", { name: "Buscar produtos", includeHidden: true });
    expect(await buscaAtras.inputValue()).toBe("7891991000833");
    // One lookup in all: the scanner's, not the person's.
    expect(buscasPorCodigo).toEqual(["/api/produtos/codigo-barras/7891991000833"]);
  });
});
