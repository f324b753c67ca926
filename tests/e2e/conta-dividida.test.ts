/**
 * Journey: the Brazilian bill (decisions 150–154). The owner turns on a R$ 15,00 couvert and sets the PIX
 * key; a table of 4 opens a tab, the cashier prints the pre-bill (10 % service and 4 couverts, total per
 * person), removes and restores the service charge with one click, splits the bill equally and takes it
 * as two PIX payments (each with its own QR) and two cash payments with change — another device sees the
 * partial payments without a reload — and the last one closes the tab. Relatórios keep the service charge
 * and the couvert apart from the revenue. At the till, a direct sale is paid R$ 50,00 by PIX and the rest
 * by card. Runs on the demo account (Heineken Long Neck 330ml at R$ 12,00).
 */
import { parsePix } from "pix-utils";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { DEMO_EMAIL, DEMO_PASSWORD } from "@/server/demo/seed-demo";
import { setupE2e } from "../support/e2e";
import { entrarPelaTela, esperarToast as toast } from "../support/paginas";
import { retratarTela } from "../support/telas";

const e2e = setupE2e({ demo: true, deps: { rateLimit: false } });

/** A receipt line as montarRecibo draws it: the label, then the amount against the right edge. */
const aDireita = (rotulo: string, valor: string) =>
  rotulo + " ".repeat(32 - Array.from(rotulo).length - valor.length) + valor;

/** The text the print window got, read before it closes itself. */
async function impresso(page: Page, acao: () => Promise<void>): Promise<string[]> {
  const [popup] = await Promise.all([page.waitForEvent("popup"), acao()]);
  await popup.locator("pre").first().waitFor();
  const texto = (await popup.locator("pre").allTextContents()).join("");
  await popup.waitForEvent("close", { timeout: 10_000 });
  return texto.split("\n");
}

async function entrar(viewport: "desktop" | "mobile" = "desktop"): Promise<Page> {
  const page = await e2e.newPage({ viewport });
  await entrarPelaTela(e2e, page, { email: DEMO_EMAIL, password: DEMO_PASSWORD });
  await page.getByRole("heading", { level: 1, name: "PDV - Ponto de Venda" }).waitFor();
  return page;
}

describe("a conta brasileira", () => {
  test("mesa de 4 com couvert e 10 %: conferência, divide igualmente, paga com PIX e dinheiro com troco", async () => {
    const page = await entrar();

    // Configurações: a R$ 15,00 couvert per person and the PIX key (the service charge is on by default).
    await page.goto(e2e.url("/app/configuracoes"));
    const conta = page.getByRole("region", { name: "Conta", exact: true });
    expect(
      await conta.getByRole("switch", { name: "Cobrar taxa de serviço" }).getAttribute("aria-checked"),
    ).toBe("true");
    expect(await conta.getByLabel("Taxa de serviço (%)").inputValue()).toBe("10,00");
    await conta.getByRole("switch", { name: "Cobrar couvert artístico" }).click();
    await conta.getByLabel("Couvert por pessoa (R$)").fill("15");
    const pix = page.getByRole("region", { name: "PIX", exact: true });
    await pix.getByLabel("Tipo da chave").click();
    await page.getByRole("option", { name: "E-mail" }).click();
    await pix.getByLabel("Chave PIX").fill("caixa@bardoze.com.br");
    await pix.getByLabel("Nome do recebedor").fill("Bar do Ze");
    await pix.getByLabel("Cidade do recebedor").fill("Sao Paulo");
    await page.getByRole("button", { name: "Salvar Configurações" }).click();
    await toast(page, "Configurações salvas com sucesso");
    await conta.scrollIntoViewIfNeeded();
    await retratarTela(page, "conta-configuracoes");

    // Table 4, four people.
    await page
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Vendas" })
      .click();
    await page.getByRole("tab", { name: "Mesas" }).click();
    await page
      .getByRole("article", { name: "Mesa 4" })
      .getByRole("button", { name: "Abrir Comanda" })
      .click();
    const abrir = page.getByRole("dialog", { name: "Abrir Comanda" });
    await abrir.getByRole("button", { name: "Aumentar quantidade" }).click({ clickCount: 3 });
    expect(await abrir.getByLabel("Pessoas").inputValue()).toBe("4");
    await abrir.getByRole("button", { name: "Abrir Comanda" }).click();
    await toast(page, "Comanda CMD000001 aberta para mesa 4");

    const detalhes = page.getByRole("dialog", { name: "Detalhes da Comanda" });
    await detalhes.getByRole("button", { name: "Adicionar Item" }).click();
    const item = page.getByRole("dialog", { name: "Adicionar Item à Comanda" });
    await item.getByLabel("Buscar produto").fill("heineken");
    await item.getByRole("option", { name: /^Heineken Long Neck 330ml/ }).click();
    await item.getByLabel("Quantidade de Heineken Long Neck 330ml").fill("10");
    await item.getByRole("button", { name: "Adicionar", exact: true }).click();
    await item.waitFor({ state: "detached" });

    // The bill: R$ 120,00 + 10 % + 4 × R$ 15,00.
    const linha = (rotulo: string | RegExp) => detalhes.locator("dl > div").filter({ hasText: rotulo });
    await expect.poll(() => linha(/^Total/).innerText()).toMatch(/R\$\s192,00/);
    expect(await linha("Taxa de serviço (10%)").innerText()).toMatch(/R\$\s12,00/);
    expect(await linha("Couvert (4 × R$").innerText()).toMatch(/R\$\s60,00/);

    // The pre-bill for the table: marked, with the total per person.
    const conferencia = await impresso(page, () =>
      detalhes.getByRole("button", { name: "Imprimir conferência" }).click(),
    );
    await toast(page, "Conferência impressa", "Não é comprovante de pagamento");
    expect(conferencia).toContain("          CONFERÊNCIA");
    expect(conferencia).toContain(" NÃO É COMPROVANTE DE PAGAMENTO");
    expect(conferencia).toContain(aDireita("Taxa de serviço (10%):", "R$ 12,00"));
    expect(conferencia).toContain(aDireita("Couvert (4 x R$ 15,00):", "R$ 60,00"));
    expect(conferencia).toContain(aDireita("TOTAL:", "R$ 192,00"));
    expect(conferencia).toContain(aDireita("Total por pessoa (4):", "R$ 48,00"));

    // The service charge is the customer's choice: one click takes it off, one puts it back.
    await detalhes.getByRole("button", { name: "Remover a taxa de serviço" }).click();
    await expect.poll(() => linha(/^Total/).innerText()).toMatch(/R\$\s180,00/);
    await detalhes.getByRole("button", { name: "Cobrar a taxa de serviço" }).click();
    await expect.poll(() => linha(/^Total/).innerText()).toMatch(/R\$\s192,00/);
    await detalhes
      .getByRole("region", { name: "Histórico da comanda" })
      .getByText("Taxa de serviço removida")
      .waitFor();

    // Another device follows the tab.
    const outro = await entrar("mobile");
    await outro.getByRole("tab", { name: /Comandas/ }).click();
    await outro
      .getByRole("article", { name: "Comanda CMD000001" })
      .getByRole("button", { name: "Ver Detalhes" })
      .click();
    const noOutro = outro.getByRole("dialog", { name: "Detalhes da Comanda" });
    await noOutro.getByText("Heineken Long Neck 330ml", { exact: true }).waitFor();

    // Split equally by the 4: R$ 48,00 each.
    const valor = detalhes.getByLabel("Valor", { exact: true });
    await detalhes.getByRole("button", { name: "Dividir igualmente" }).click();
    await detalhes.getByText("4 × R$ 48,00").waitFor();
    await expect.poll(() => valor.inputValue()).toBe("48,00");

    // First and second by PIX, each with the QR of its own R$ 48,00 and its own txid.
    for (const [n, txid] of [
      [1, "CMD000001"],
      [2, "CMD000001P2"],
    ] as const) {
      await detalhes.getByRole("radio", { name: "PIX" }).check();
      const qr = detalhes.getByRole("region", { name: "QR Code PIX de R$ 48,00" });
      await qr.getByRole("img", { name: "QR Code PIX de R$ 48,00" }).waitFor();
      const copiaECola = await qr.getByLabel("PIX copia e cola").inputValue();
      expect(parsePix(copiaECola)).toMatchObject({ transactionAmount: 48, txid });
      await detalhes.getByRole("button", { name: "PIX recebido · Registrar pagamento" }).click();
      await toast(page, "Pagamento registrado", `Falta pagar: R$ ${192 - 48 * n},00`);
    }
    // The other device shows the payments, live.
    await noOutro.getByRole("region", { name: "Pagamentos" }).getByText("R$ 48,00").nth(1).waitFor();
    await expect
      .poll(() => noOutro.getByRole("status").filter({ hasText: "Falta pagar" }).innerText())
      .toMatch(/R\$\s96,00/);

    // Third in cash: R$ 50,00 handed over, R$ 2,00 change.
    await detalhes.getByRole("radio", { name: "Dinheiro" }).check();
    await expect.poll(() => valor.inputValue()).toBe("48,00");
    await detalhes.getByLabel("Valor recebido").fill("50");
    await detalhes.getByText("Troco: R$ 2,00").waitFor();
    await detalhes.getByRole("button", { name: "Registrar pagamento" }).click();
    await toast(page, "Pagamento registrado", "Falta pagar: R$ 48,00");
    const pagamentos = detalhes.getByRole("region", { name: "Pagamentos" });
    await pagamentos.getByText("Recebido R$ 50,00 · Troco R$ 2,00").waitFor();

    // The last one, R$ 100,00 in cash: the payment that pays the rest closes the tab.
    await detalhes.getByLabel("Valor recebido").fill("100");
    await detalhes.getByText("Troco: R$ 52,00").waitFor();
    await detalhes.getByRole("region", { name: "Pagamentos" }).scrollIntoViewIfNeeded();
    await retratarTela(page, "conta-dividida-comanda");
    const recibo = await impresso(page, () =>
      detalhes.getByRole("button", { name: "Fechar Comanda" }).click(),
    );
    await toast(page, "Comanda fechada e nota impressa!");
    await detalhes.waitFor({ state: "detached" });
    expect(recibo).toContain("       COMANDA ELETRÔNICA");
    expect(recibo).toContain(aDireita("TOTAL:", "R$ 192,00"));
    const inicio = recibo.indexOf("PAGAMENTOS");
    expect(recibo.slice(inicio, inicio + 9)).toEqual([
      "PAGAMENTOS",
      aDireita("PIX", "R$ 48,00"),
      aDireita("PIX", "R$ 48,00"),
      aDireita("DINHEIRO", "R$ 48,00"),
      aDireita("  Recebido:", "R$ 50,00"),
      aDireita("  Troco:", "R$ 2,00"),
      aDireita("DINHEIRO", "R$ 48,00"),
      aDireita("  Recebido:", "R$ 100,00"),
      aDireita("  Troco:", "R$ 52,00"),
    ]);
    await page.getByRole("article", { name: "Mesa 4" }).getByText("Livre").waitFor();

    // Relatórios: R$ 120,00 of revenue; the service charge and the couvert apart; each payment by its method.
    await page.goto(e2e.url("/app/relatorios"));
    const receita = page.getByRole("region", { name: /^Receita Total/ });
    await receita.getByText("R$ 120,00").waitFor();
    await receita.getByText("R$ 12,00").waitFor();
    await receita.getByText("R$ 60,00").waitFor();
    const porForma = page.getByRole("list", { name: "Recebido por forma de pagamento" });
    await porForma.getByRole("listitem").first().waitFor();
    // A tie: the server orders it by the method's name.
    expect(await porForma.getByRole("listitem").allInnerTexts()).toEqual([
      expect.stringMatching(/^Dinheiro[\s\S]*R\$\s96,00/),
      expect.stringMatching(/^PIX[\s\S]*R\$\s96,00/),
    ]);
  }, 150_000);

  test("venda direta: R$ 50,00 no PIX e o resto no cartão", async () => {
    const page = await entrar();
    await page.getByRole("searchbox", { name: "Buscar produtos" }).fill("heineken");
    await page
      .getByRole("list", { name: "Produtos" })
      .getByRole("button", { name: /^Heineken Long Neck 330ml/ })
      .click();
    const adicionar = page.getByRole("dialog", { name: "Adicionar ao carrinho" });
    await adicionar.getByRole("spinbutton", { name: "Quantidade" }).fill("10");
    await adicionar.getByRole("button", { name: "Adicionar", exact: true }).click();
    await adicionar.waitFor({ state: "detached" });
    await page
      .getByRole("region", { name: /^Carrinho/ })
      .getByRole("button", { name: "Finalizar Venda" })
      .click();

    const finalizar = page.getByRole("dialog", { name: "Finalizar Venda" });
    const valor = finalizar.getByLabel("Valor", { exact: true });
    expect(await valor.inputValue()).toBe("120,00");
    await finalizar.getByRole("radio", { name: "PIX" }).check();
    await valor.fill("50");
    await finalizar.getByRole("region", { name: "QR Code PIX de R$ 50,00" }).waitFor();
    await finalizar.getByRole("button", { name: "PIX recebido · Adicionar pagamento" }).click();
    await finalizar.getByRole("status").filter({ hasText: "Falta pagar" }).getByText("R$ 70,00").waitFor();
    await expect.poll(() => valor.inputValue()).toBe("70,00");
    await finalizar.getByRole("radio", { name: "Cartão de Débito" }).check();
    await retratarTela(page, "conta-dividida-venda");

    const recibo = await impresso(page, () =>
      finalizar.getByRole("button", { name: "Confirmar Venda" }).click(),
    );
    await toast(page, "Venda VEN000001 realizada com sucesso!", "Total R$ 120,00 · PIX + Cartão de Débito");
    const inicio = recibo.indexOf("PAGAMENTOS");
    expect(recibo.slice(inicio, inicio + 3)).toEqual([
      "PAGAMENTOS",
      aDireita("PIX", "R$ 50,00"),
      aDireita("CARTÃO DÉBITO", "R$ 70,00"),
    ]);
  });
});
