/**
 * Journey: PIX at the counter — without a key PIX is taken as before, with a hint; the owner sets the
 * PIX key in Configurações; a PIX sale shows the QR code and the copia e cola of exactly its total, the
 * cashier confirms by hand, and the 80 mm receipt prints the same code.
 * Runs on the demo account (Heineken Long Neck 330ml at R$ 12,00).
 */
import { parsePix } from "pix-utils";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { DEMO_EMAIL, DEMO_PASSWORD } from "@/server/demo/seed-demo";
import { setupE2e } from "../support/e2e";
import { entrarPelaTela, esperarToast as toast } from "../support/paginas";
import { retratarTela } from "../support/telas";

const e2e = setupE2e({ demo: true, deps: { rateLimit: false } });

async function adicionarHeineken(page: Page, quantidade: number) {
  await page.getByRole("searchbox", { name: "Buscar produtos" }).fill("heineken");
  await page
    .getByRole("list", { name: "Produtos" })
    .getByRole("button", { name: /^Heineken Long Neck 330ml/ })
    .click();
  const adicionar = page.getByRole("dialog", { name: "Adicionar ao carrinho" });
  await adicionar.getByRole("spinbutton", { name: "Quantidade" }).fill(String(quantidade));
  await adicionar.getByRole("button", { name: "Adicionar", exact: true }).click();
  await adicionar.waitFor({ state: "detached" });
}

/** The receipt window's text (both parts) and its QR drawing, read before it closes itself. */
async function reciboPix(page: Page, acao: () => Promise<void>) {
  const [popup] = await Promise.all([page.waitForEvent("popup"), acao()]);
  await popup.locator("pre").first().waitFor();
  const partes = await popup.locator("pre").allTextContents();
  const qr = await popup.locator(".qr-pix svg path").getAttribute("d");
  const html = await popup.content();
  await popup.waitForEvent("close", { timeout: 10_000 });
  return { texto: partes.join(""), partes, qr, html };
}

describe("PIX no balcão", () => {
  test("chave nas Configurações, QR Code do valor exato na venda, copia e cola e recibo com o QR", async () => {
    const page = await e2e.newPage();
    await entrarPelaTela(e2e, page, { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: e2e.url("/") });

    // No key yet: PIX is a method as before, with a hint pointing to Configurações.
    await adicionarHeineken(page, 2);
    const carrinho = page.getByRole("region", { name: /^Carrinho/ });
    await carrinho.getByRole("button", { name: "Finalizar Venda" }).click();
    const finalizar = page.getByRole("dialog", { name: "Finalizar Venda" });
    await finalizar.getByRole("radio", { name: "PIX" }).check();
    await finalizar.getByText("PIX sem QR Code: cadastre a chave PIX em").waitFor();
    expect(await finalizar.getByRole("region", { name: /^QR Code PIX/ }).count()).toBe(0);
    await finalizar.getByRole("button", { name: "Confirmar Venda", exact: true }).waitFor();
    await finalizar.getByRole("link", { name: "Configurações" }).click();
    await page.getByRole("heading", { level: 1, name: "Configurações" }).waitFor();

    // The key: a wrong one is refused with its message; then e-mail, name and city as the BR Code takes them.
    const secao = page.getByRole("region", { name: "PIX", exact: true });
    await secao.getByLabel("Tipo da chave").click();
    await page.getByRole("option", { name: "E-mail" }).click();
    await secao.getByLabel("Chave PIX").fill("caixa@");
    await secao.getByLabel("Nome do recebedor").fill("Choperia São João");
    await secao.getByLabel("Cidade do recebedor").fill("Ribeirão Preto");
    await page.getByRole("button", { name: "Salvar Configurações" }).click();
    await secao.getByText("E-mail inválido para chave PIX").waitFor();
    await secao.getByLabel("Chave PIX").fill("Caixa@Choperia.com.br");
    await page.getByRole("button", { name: "Salvar Configurações" }).click();
    await toast(page, "Configurações salvas com sucesso");
    // What is stored is what the payer's bank shows: no accents, upper case.
    await expect.poll(() => secao.getByLabel("Nome do recebedor").inputValue()).toBe("CHOPERIA SAO JOAO");
    expect(await secao.getByLabel("Cidade do recebedor").inputValue()).toBe("RIBEIRAO PRETO");
    expect(await secao.getByLabel("Chave PIX").inputValue()).toBe("caixa@choperia.com.br");
    await retratarTela(page, "pix-configuracoes");

    // Back at the till, the same cart: the QR code and copia e cola of exactly the total.
    await page
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Vendas" })
      .click();
    await carrinho.getByRole("button", { name: "Finalizar Venda" }).click();
    await finalizar.getByRole("radio", { name: "PIX" }).check();
    const qr = finalizar.getByRole("region", { name: "QR Code PIX de R$ 24,00" });
    await qr.getByRole("img", { name: "QR Code PIX de R$ 24,00" }).waitFor();
    const copiaECola = qr.getByLabel("PIX copia e cola");
    const naTela24 = await copiaECola.inputValue();
    expect(parsePix(naTela24)).toMatchObject({
      type: "STATIC",
      pixKey: "caixa@choperia.com.br",
      merchantName: "CHOPERIA SAO JOAO",
      merchantCity: "RIBEIRAO PRETO",
      transactionAmount: 24,
    });

    // A discount changes the amount: another code, for R$ 20,50.
    await finalizar.getByLabel("Desconto").fill("3,50");
    const qr2050 = finalizar.getByRole("region", { name: "QR Code PIX de R$ 20,50" });
    await qr2050.getByRole("img", { name: "QR Code PIX de R$ 20,50" }).waitFor();
    const naTela = await qr2050.getByLabel("PIX copia e cola").inputValue();
    const cobrado = parsePix(naTela);
    expect(cobrado).toMatchObject({ transactionAmount: 20.5 });
    expect("txid" in cobrado && cobrado.txid).toMatch(/^V[0-9A-F]{24}$/);

    await retratarTela(page, "pix-venda");
    await qr2050.getByRole("button", { name: "Copiar" }).click();
    await toast(page, "Código PIX copiado", "PIX copia e cola de R$ 20,50");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(naTela);
    await qr2050.getByRole("button", { name: "Copiado" }).waitFor();

    // The cashier sees the PIX in the bank app and confirms by hand; the receipt prints the same code.
    // The sale's toast shows as the receipt window opens: read it before the window closes (4 s).
    const recibo = await reciboPix(page, async () => {
      await finalizar.getByRole("button", { name: "PIX recebido · Confirmar Venda" }).click();
      await toast(page, "Venda VEN000001 realizada com sucesso!", "Total R$ 20,50 · PIX");
    });
    expect(recibo.partes).toHaveLength(2);
    const linhas = recibo.texto.split("\n");
    expect(linhas).toContain("Pagamento: PIX");
    expect(linhas.map((l) => l.trim())).toContain("QR Code PIX - R$ 20,50");
    const inicio = linhas.indexOf("PIX COPIA E COLA");
    const fim = linhas.indexOf("=".repeat(32), inicio);
    expect(linhas.slice(inicio + 1, fim).join("")).toBe(naTela);
    expect(linhas.every((l) => Array.from(l).length <= 32)).toBe(true);
    expect(recibo.qr).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);

    // The receipt as it printed, for a person to look at.
    const folha = await e2e.newPage();
    await folha.setContent(recibo.html);
    await retratarTela(folha, "pix-recibo");
  });

  test("fechar a comanda em PIX no celular: o QR do total, com o número da comanda, e o recibo com ele", async () => {
    // The key saved by the test above is the account's (the tests run in order on one database).
    const page = await e2e.newPage({ viewport: "mobile" });
    await entrarPelaTela(e2e, page, { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    await page.getByRole("tab", { name: "Mesas" }).click();
    const mesa = page.getByRole("article", { name: "Mesa 2" });
    await mesa.getByRole("button", { name: "Abrir Comanda" }).click();
    await page
      .getByRole("dialog", { name: "Abrir Comanda" })
      .getByRole("button", { name: "Abrir Comanda" })
      .click();
    await toast(page, "Comanda CMD000001 aberta para mesa 2");
    const detalhes = page.getByRole("dialog", { name: "Detalhes da Comanda" });
    await detalhes.getByRole("button", { name: "Adicionar Item" }).click();
    const item = page.getByRole("dialog", { name: "Adicionar Item à Comanda" });
    await item.getByLabel("Buscar produto").fill("heineken");
    await item.getByRole("option", { name: /^Heineken Long Neck 330ml/ }).click();
    await item.getByLabel("Quantidade de Heineken Long Neck 330ml").fill("3");
    await item.getByRole("button", { name: "Adicionar", exact: true }).click();
    await item.waitFor({ state: "detached" });

    await detalhes.getByRole("radio", { name: "PIX" }).check();
    // R$ 36,00 and the 10 % service charge the table pays with it (decision 150).
    const qr = detalhes.getByRole("region", { name: "QR Code PIX de R$ 39,60" });
    await qr.getByRole("img", { name: "QR Code PIX de R$ 39,60" }).waitFor();
    const naTela = await qr.getByLabel("PIX copia e cola").inputValue();
    expect(parsePix(naTela)).toMatchObject({ transactionAmount: 39.6, txid: "CMD000001" });
    await retratarTela(page, "pix-comanda");

    const recibo = await reciboPix(page, () =>
      detalhes.getByRole("button", { name: "PIX recebido · Fechar Comanda" }).click(),
    );
    const linhas = recibo.texto.split("\n");
    expect(linhas).toContain("Comanda: CMD000001");
    const inicio = linhas.indexOf("PIX COPIA E COLA");
    expect(linhas.slice(inicio + 1, linhas.indexOf("=".repeat(32), inicio)).join("")).toBe(naTela);
    await detalhes.waitFor({ state: "detached" });
    await mesa.getByText("Livre").waitFor();
  });
});
