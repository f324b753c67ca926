/**
 * Journey: two devices of one bar on the same account, live (decision 127). The cashier keeps a tab's
 * "Detalhes da Comanda" open on the desktop; the waiter, on a phone, adds items to that tab; the cashier's
 * screen shows them and the new total without a reload. A sale made on one device appears in the other's
 * open "Últimas vendas". Spec: daily-operations.md §2.2; runs on the demo account.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { DEMO_EMAIL, DEMO_PASSWORD } from "@/server/demo/seed-demo";
import { setupE2e, type ViewportName } from "../support/e2e";
import { entrarPelaTela, esperarToast as toast } from "../support/paginas";
import { retratarTela } from "../support/telas";

const e2e = setupE2e({ demo: true, deps: { rateLimit: false } });

async function entrarNoPdv(viewport: ViewportName, allowConsoleErrors?: RegExp[]): Promise<Page> {
  const page = await e2e.newPage({ viewport, allowConsoleErrors });
  await entrarPelaTela(e2e, page, { email: DEMO_EMAIL, password: DEMO_PASSWORD });
  await page.getByRole("heading", { level: 1, name: "PDV - Ponto de Venda" }).waitFor();
  return page;
}

/** The big total at the bottom of the tab's financial summary. */
function totalDaComanda(page: Page) {
  return page
    .getByRole("dialog", { name: "Detalhes da Comanda" })
    .locator("dl div")
    .filter({ hasText: /^Total/ })
    .locator("dd");
}

async function lancarItem(page: Page, busca: string, nome: string, quantidade: number) {
  const detalhes = page.getByRole("dialog", { name: "Detalhes da Comanda" });
  await detalhes.getByRole("button", { name: "Adicionar Item" }).click();
  const dialogo = page.getByRole("dialog", { name: "Adicionar Item à Comanda" });
  await dialogo.getByLabel("Buscar produto").fill(busca);
  await dialogo.getByRole("option", { name: new RegExp(`^${nome}`) }).click();
  await dialogo.getByLabel(`Quantidade de ${nome}`).fill(String(quantidade));
  await dialogo.getByRole("button", { name: "Adicionar", exact: true }).click();
  await toast(page, "Item adicionado", `${quantidade}× ${nome}`);
  await dialogo.waitFor({ state: "detached" });
}

/** A direct sale of one Heineken at the till, as the cashier makes it (the receipt window closes itself). */
async function venderUmaHeineken(caixa: Page, numero: string) {
  await caixa.getByRole("searchbox", { name: "Buscar produtos" }).fill("heineken");
  await caixa
    .getByRole("list", { name: "Produtos" })
    .getByRole("button", { name: /^Heineken Long Neck 330ml/ })
    .click();
  const adicionar = caixa.getByRole("dialog", { name: "Adicionar ao carrinho" });
  await adicionar.getByRole("button", { name: "Adicionar", exact: true }).click();
  await adicionar.waitFor({ state: "detached" });
  await caixa
    .getByRole("region", { name: /^Carrinho/ })
    .getByRole("button", { name: "Finalizar Venda" })
    .click();
  const finalizar = caixa.getByRole("dialog", { name: "Finalizar Venda" });
  const [recibo] = await Promise.all([
    caixa.waitForEvent("popup"),
    finalizar.getByRole("button", { name: "Confirmar Venda" }).click(),
  ]);
  await toast(caixa, `Venda ${numero} realizada com sucesso!`);
  await recibo.waitForEvent("close", { timeout: 10_000 });
}

describe("telas ao vivo entre dois aparelhos", () => {
  test("o item que o garçom lança no celular aparece na comanda aberta no caixa, com o novo total", async () => {
    const caixa = await entrarNoPdv("desktop");
    const garcom = await entrarNoPdv("mobile");

    // The waiter watches the open tabs: none yet.
    await garcom.getByRole("tab", { name: /Comandas/ }).click();
    await garcom.getByText("Nenhuma comanda ativa").waitFor();

    // The cashier opens a tab on table 1 and keeps its details open.
    await caixa.getByRole("tab", { name: "Mesas" }).click();
    await caixa
      .getByRole("article", { name: "Mesa 1" })
      .getByRole("button", { name: "Abrir Comanda" })
      .click();
    await caixa
      .getByRole("dialog", { name: "Abrir Comanda" })
      .getByRole("button", { name: "Abrir Comanda" })
      .click();
    await toast(caixa, "Comanda CMD000001 aberta para mesa 1");
    const detalhesNoCaixa = caixa.getByRole("dialog", { name: "Detalhes da Comanda" });
    await detalhesNoCaixa.getByText("Nenhum item na comanda").waitFor();

    // The new tab appears on the waiter's phone by itself, and the waiter adds items to it.
    const cartao = garcom.getByRole("article", { name: "Comanda CMD000001" });
    await cartao.getByText("Mesa 1").waitFor();
    await cartao.getByRole("button", { name: "Ver Detalhes" }).click();
    await lancarItem(garcom, "brahma", "Brahma Chopp Lata 350ml", 3);

    // The cashier's open dialog shows the item and the new total, with no reload and no click.
    await detalhesNoCaixa.getByText("Brahma Chopp Lata 350ml", { exact: true }).waitFor();
    // The items and the 10 % service charge (decision 150): R$ 18,00 + R$ 1,80.
    await totalDaComanda(caixa).getByText("R$ 19,80", { exact: true }).waitFor();
    await lancarItem(garcom, "coca lata", "Coca-Cola Lata 350ml", 2);
    await detalhesNoCaixa.getByText("Coca-Cola Lata 350ml", { exact: true }).waitFor();
    await totalDaComanda(caixa).getByText("R$ 33,00", { exact: true }).waitFor();
    await detalhesNoCaixa.getByText("Itens (5)").waitFor();

    await retratarTela(caixa, "ao-vivo-comanda-no-caixa");
    await retratarTela(garcom, "ao-vivo-comanda-no-celular");
  });

  test("uma venda feita no caixa aparece nas Últimas vendas abertas no celular", async () => {
    const caixa = await entrarNoPdv("desktop");
    const celular = await entrarNoPdv("mobile");

    await celular.getByRole("button", { name: "Últimas vendas" }).click();
    const ultimas = celular.getByRole("dialog", { name: "Últimas vendas" });
    await ultimas.getByText("Nenhuma venda ainda").waitFor();

    await venderUmaHeineken(caixa, "VEN000001");

    // The phone's open list shows it, by itself.
    await ultimas.getByRole("listitem", { name: "VEN000001" }).getByText("R$ 12,00").waitFor();
    await retratarTela(celular, "ao-vivo-ultimas-vendas-no-celular");
  });

  test("caído o stream, o celular mostra o aviso; ao voltar, mostra a venda feita enquanto isso", async () => {
    // Chromium logs the cut streams and each refused reconnection; the app handles them.
    const caixa = await entrarNoPdv("desktop", [/ERR_INCOMPLETE_CHUNKED_ENCODING/]);
    const celular = await entrarNoPdv("mobile", [/ERR_INCOMPLETE_CHUNKED_ENCODING|ERR_FAILED/]);
    await celular.getByRole("button", { name: "Últimas vendas" }).click();
    const ultimas = celular.getByRole("dialog", { name: "Últimas vendas" });
    await ultimas.getByRole("listitem", { name: "VEN000001" }).waitFor();

    // The phone's stream is cut and cannot come back for now; the rest of its network works, so nothing
    // but the stream's own reconnection can refresh the list (no browser "online" event).
    await celular.route("**/api/eventos", (route) => route.abort());
    e2e.app().cortarConexoes();
    // Beside the bell (the open dialog hides the rest of the page from the accessibility tree).
    const aviso = celular.locator('[data-testid="ao-vivo-reconectando"]:visible');
    await aviso.waitFor();
    expect(await aviso.getAttribute("aria-label")).toBe("Atualização automática interrompida. Reconectando…");
    // The icon as it shows on the page, the dialog closed; then the list again (as it was, not refetched).
    await celular.keyboard.press("Escape");
    await ultimas.waitFor({ state: "detached" });
    await retratarTela(celular, "ao-vivo-reconectando");
    await celular.getByRole("button", { name: "Últimas vendas" }).click();
    await ultimas.getByRole("listitem", { name: "VEN000001" }).waitFor();

    // The notice of this sale never reaches the phone.
    await venderUmaHeineken(caixa, "VEN000002");
    await celular.unroute("**/api/eventos");

    // The stream comes back by itself and everything on screen is asked again.
    await ultimas.getByRole("listitem", { name: "VEN000002" }).waitFor();
    await aviso.waitFor({ state: "detached" });
  });
});
