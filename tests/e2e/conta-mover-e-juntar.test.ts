/**
 * Journey: moving the bill around the floor — two beers rung on table 1 belong to table 2 and are
 * transferred there; table 1's group moves to table 5; then the two groups join and pay one bill: table
 * 2's tab is merged into the other, its table freed, and the bill closes once with everything. The
 * waiter's phone moves a tab to another table from Atendimento. Decisions 136 and 138. Runs on the demo
 * account (no sales yet; tables 1–8; Brahma R$ 6,00, Heineken R$ 12,00).
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { DEMO_EMAIL, DEMO_PASSWORD } from "@/server/demo/seed-demo";
import { setupE2e, type ViewportName } from "../support/e2e";
import { entrarPelaTela, esperarToast as toast } from "../support/paginas";
import { retratarTela } from "../support/telas";

const e2e = setupE2e({ demo: true, deps: { rateLimit: false } });

async function entrarNoPdv(viewport: ViewportName = "desktop"): Promise<Page> {
  const page = await e2e.newPage({ viewport });
  await entrarPelaTela(e2e, page, { email: DEMO_EMAIL, password: DEMO_PASSWORD });
  await page.getByRole("heading", { level: 1, name: "PDV - Ponto de Venda" }).waitFor();
  return page;
}

/** Opens a tab on the table from the Mesas tab; its "Detalhes da Comanda" opens by itself. */
async function abrirComandaNaMesa(page: Page, mesa: number): Promise<Locator> {
  await page.getByRole("tab", { name: "Mesas" }).click();
  await page
    .getByRole("article", { name: `Mesa ${mesa}` })
    .getByRole("button", { name: "Abrir Comanda" })
    .click();
  const abrir = page.getByRole("dialog", { name: "Abrir Comanda" });
  await abrir.getByRole("button", { name: "Abrir Comanda" }).click();
  await abrir.waitFor({ state: "detached" });
  return page.getByRole("dialog", { name: "Detalhes da Comanda" });
}

async function adicionarItem(page: Page, detalhes: Locator, busca: string, nome: string, q: number) {
  await detalhes.getByRole("button", { name: "Adicionar Item" }).click();
  const item = page.getByRole("dialog", { name: "Adicionar Item à Comanda" });
  await item.getByLabel("Buscar produto").fill(busca);
  await item.getByRole("option", { name: new RegExp(`^${nome}`) }).click();
  await item.getByLabel(`Quantidade de ${nome}`).fill(String(q));
  await item.getByRole("button", { name: "Adicionar", exact: true }).click();
  await item.waitFor({ state: "detached" });
}

async function fecharDetalhes(page: Page, detalhes: Locator) {
  await page.keyboard.press("Escape");
  await detalhes.waitFor({ state: "detached" });
}

async function verDetalhesDaMesa(page: Page, mesa: number): Promise<Locator> {
  await page.getByRole("tab", { name: "Mesas" }).click();
  await page
    .getByRole("article", { name: `Mesa ${mesa}` })
    .getByRole("button", { name: "Ver Detalhes" })
    .click();
  return page.getByRole("dialog", { name: "Detalhes da Comanda" });
}

/** The line of a product in the tab's items, e.g. "2×" and "R$ 12,00". */
function linha(detalhes: Locator, nome: string): Locator {
  return detalhes
    .getByRole("region", { name: "Itens da comanda" })
    .getByRole("listitem")
    .filter({ has: detalhes.page().getByText(nome, { exact: true }) });
}

describe("Mover e juntar comandas", () => {
  test("transferir itens entre mesas, trocar de mesa e juntar as duas comandas numa conta só", async () => {
    const caixa = await entrarNoPdv();

    // Table 1: 3 Brahma and 1 Heineken (R$ 30,00); table 2: 1 Brahma (R$ 6,00).
    const mesa1 = await abrirComandaNaMesa(caixa, 1);
    await adicionarItem(caixa, mesa1, "brahma", "Brahma Chopp Lata 350ml", 3);
    await adicionarItem(caixa, mesa1, "heineken", "Heineken Long Neck 330ml", 1);
    await mesa1.getByText("R$ 30,00").first().waitFor();
    await fecharDetalhes(caixa, mesa1);
    const mesa2 = await abrirComandaNaMesa(caixa, 2);
    await adicionarItem(caixa, mesa2, "brahma", "Brahma Chopp Lata 350ml", 1);
    await mesa2.getByText("R$ 6,00").first().waitFor();
    await fecharDetalhes(caixa, mesa2);

    // Two of table 1's Brahmas were table 2's: transferred there.
    let detalhes = await verDetalhesDaMesa(caixa, 1);
    await detalhes.getByText("R$ 30,00").first().waitFor();
    await retratarTela(caixa, "detalhes-com-acoes-de-mover");
    await detalhes.getByRole("button", { name: "Transferir itens" }).click();
    const transferir = caixa.getByRole("dialog", { name: "Transferir itens" });
    await transferir.getByRole("radio", { name: /^Mesa 2, CMD/ }).check();
    await transferir.getByLabel("Quantidade de Brahma Chopp Lata 350ml a transferir").fill("2");
    await retratarTela(caixa, "transferir-itens-dialogo");
    await transferir.getByRole("button", { name: "Transferir 2" }).click();
    await toast(caixa, "2 itens transferidos", "Para a comanda CMD000002");
    await transferir.waitFor({ state: "detached" });
    await linha(detalhes, "Brahma Chopp Lata 350ml").getByText("1×").waitFor();
    await detalhes.getByText("R$ 18,00").first().waitFor();
    const historico = detalhes.getByRole("region", { name: "Histórico da comanda" });
    await historico.getByText("Transferido para CMD000002: 2× Brahma Chopp Lata 350ml").waitFor();

    // The group of table 1 moves to table 5.
    await detalhes.getByRole("button", { name: "Trocar de mesa" }).click();
    const trocar = caixa.getByRole("dialog", { name: "Trocar de mesa" });
    await trocar.getByRole("radio", { name: "Mesa 5" }).check();
    await retratarTela(caixa, "trocar-mesa-dialogo");
    await trocar.getByRole("button", { name: "Trocar de mesa" }).click();
    await toast(caixa, "Comanda trocada de mesa", "CMD000001 agora em: Mesa 5");
    await trocar.waitFor({ state: "detached" });
    await detalhes.getByText("Mesa 5", { exact: true }).waitFor();
    await historico.getByText("Trocou de mesa: Mesa 1 → Mesa 5").waitFor();
    await fecharDetalhes(caixa, detalhes);
    await caixa.getByRole("article", { name: "Mesa 1" }).getByText("Livre").waitFor();
    await caixa.getByRole("article", { name: "Mesa 5" }).getByText("Ocupada").waitFor();

    // Table 2 received the two Brahmas: 3 Brahma, R$ 18,00, with the history naming table 1's tab.
    detalhes = await verDetalhesDaMesa(caixa, 2);
    await linha(detalhes, "Brahma Chopp Lata 350ml").getByText("3×").waitFor();
    await detalhes.getByText("R$ 18,00").first().waitFor();
    await historico.getByText("Recebido de CMD000001: 2× Brahma Chopp Lata 350ml").waitFor();
    await fecharDetalhes(caixa, detalhes);

    // The two groups join: table 2's tab comes into table 5's.
    detalhes = await verDetalhesDaMesa(caixa, 5);
    await detalhes.getByRole("button", { name: "Juntar comandas" }).click();
    const juntar = caixa.getByRole("dialog", { name: "Juntar comandas" });
    await juntar.getByRole("radio", { name: /^Mesa 2, CMD000002/ }).check();
    await juntar
      .getByText(
        "Os 3 itens (R$ 18,00) da comanda CMD000002 (Mesa 2) passam para a CMD000001. Ela é encerrada como juntada e a mesa 2 fica livre.",
      )
      .waitFor();
    await retratarTela(caixa, "juntar-comandas-dialogo");
    await juntar.getByRole("button", { name: "Juntar comandas" }).click();
    await toast(caixa, "Comanda CMD000002 juntada a esta", "Os itens estão na comanda CMD000001");
    await juntar.waitFor({ state: "detached" });
    await linha(detalhes, "Brahma Chopp Lata 350ml").getByText("4×").waitFor();
    await detalhes.getByText("R$ 36,00").first().waitFor();
    await historico.getByText("Juntou a comanda CMD000002").waitFor();
    await historico.scrollIntoViewIfNeeded();
    await retratarTela(caixa, "detalhes-com-historico-de-movimentos");

    // One bill for everyone: closed once, at R$ 36,00; both tables free.
    const [popup] = await Promise.all([
      caixa.waitForEvent("popup"),
      detalhes.getByRole("button", { name: "Fechar Comanda" }).click(),
    ]);
    const recibo = (await popup.locator("pre").textContent()) ?? "";
    expect(recibo).toContain("R$ 36,00");
    await toast(caixa, "Comanda fechada e nota impressa!");
    await caixa.getByRole("article", { name: "Mesa 2" }).getByText("Livre").waitFor();
    await caixa.getByRole("article", { name: "Mesa 5" }).getByText("Livre").waitFor();

    // The merged tab is among the finished ones, marked, saying where its items went.
    await caixa.getByRole("tab", { name: /Comandas/ }).click();
    await caixa.getByRole("button", { name: "Comandas fechadas" }).click();
    const fechadas = caixa.getByRole("dialog", { name: "Comandas fechadas" });
    const juntada = fechadas.getByRole("listitem", { name: "CMD000002" });
    await juntada.getByText("Juntada", { exact: true }).waitFor();
    await juntada.getByText(/Juntada à CMD000001/).waitFor();
    expect(await juntada.getByRole("button", { name: "Cancelar CMD000002" }).count()).toBe(0);
    await retratarTela(caixa, "comandas-fechadas-com-juntada");
  });

  test("no celular do garçom, o Atendimento troca a comanda de mesa", async () => {
    const page = await e2e.newPage({ viewport: "mobile" });
    await entrarPelaTela(e2e, page, { email: DEMO_EMAIL, password: DEMO_PASSWORD }, "/app/atendimento");
    await page.getByRole("heading", { level: 1, name: "Atendimento" }).waitFor();
    await page.getByRole("button", { name: "Mesa 3, Livre" }).click();
    const abrir = page.getByRole("dialog", { name: "Abrir comanda · Mesa 3" });
    await abrir.getByRole("button", { name: "Abrir comanda" }).click();
    await page.getByRole("heading", { level: 1, name: "Mesa 3" }).waitFor();

    await page.getByRole("button", { name: "Trocar de mesa" }).click();
    const trocar = page.getByRole("dialog", { name: "Trocar de mesa" });
    await trocar.getByRole("radio", { name: "Mesa 6" }).check();
    await retratarTela(page, "atendimento-trocar-mesa");
    await trocar.getByRole("button", { name: "Trocar de mesa" }).click();
    await toast(page, "Comanda trocada de mesa");
    await page.getByRole("heading", { level: 1, name: "Mesa 6" }).waitFor();

    await page.getByRole("button", { name: "Voltar para as comandas" }).click();
    await page.getByRole("button", { name: "Mesa 3, Livre" }).waitFor();
    await page.getByRole("button", { name: "Mesa 6, Ocupada" }).waitFor();
  });
});
