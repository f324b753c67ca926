/**
 * Journey: correcting the bill — a direct sale is cancelled with a reason (its stock comes back, the
 * reprint says CANCELADA, Relatórios leave it out), and a tab changed on a waiter's phone while the
 * cashier looked at it is not closed for more than the cashier saw: the 409 message and the new total
 * show, an item is removed with a reason (kept in the history), and the cashier closes again.
 * Decisions 132–134. Runs on the demo account (no sales yet; tables 1–8).
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { DEMO_EMAIL, DEMO_PASSWORD } from "@/server/demo/seed-demo";
import { setupE2e, type ViewportName } from "../support/e2e";
import { cartaoMostra, entrarPelaTela, esperarToast as toast } from "../support/paginas";
import { retratarTela } from "../support/telas";

const e2e = setupE2e({ demo: true, deps: { rateLimit: false } });

async function entrarNoPdv(
  viewport: ViewportName = "desktop",
  { semAoVivo = false }: { semAoVivo?: boolean } = {},
): Promise<Page> {
  // Without live updates (a device whose connection to the stream is down), Chromium logs each refused
  // reconnection; the app handles them.
  const page = await e2e.newPage({ viewport, allowConsoleErrors: semAoVivo ? [/ERR_FAILED/] : undefined });
  if (semAoVivo) await page.route("**/api/eventos", (route) => route.abort());
  await entrarPelaTela(e2e, page, { email: DEMO_EMAIL, password: DEMO_PASSWORD });
  await page.getByRole("heading", { level: 1, name: "PDV - Ponto de Venda" }).waitFor();
  return page;
}

/** Runs `acao` and returns the text of the receipt window it opens (read before it closes itself). */
async function recibo(page: Page, acao: () => Promise<void>): Promise<string> {
  const [popup] = await Promise.all([page.waitForEvent("popup"), acao()]);
  const pre = popup.locator("pre");
  await pre.waitFor();
  const texto = (await pre.textContent()) ?? "";
  await popup.waitForEvent("close", { timeout: 10_000 });
  return texto;
}

async function venderPeloPdv(page: Page, busca: string, nome: string, quantidade: number) {
  await page.getByRole("searchbox", { name: "Buscar produtos" }).fill(busca);
  await page
    .getByRole("list", { name: "Produtos" })
    .getByRole("button", { name: new RegExp(`^${nome}`) })
    .click();
  const adicionar = page.getByRole("dialog", { name: "Adicionar ao carrinho" });
  await adicionar.getByRole("spinbutton", { name: "Quantidade" }).fill(String(quantidade));
  await adicionar.getByRole("button", { name: "Adicionar", exact: true }).click();
  await adicionar.waitFor({ state: "detached" });
  await page
    .getByRole("region", { name: /^Carrinho/ })
    .getByRole("button", { name: "Finalizar Venda" })
    .click();
  const finalizar = page.getByRole("dialog", { name: /Finalizar Venda/ });
  await recibo(page, () => finalizar.getByRole("button", { name: "Confirmar Venda" }).click());
  await finalizar.waitFor({ state: "detached" });
}

async function irPara(page: Page, link: "Estoque" | "Relatórios" | "Vendas") {
  await page.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: link }).click();
}

describe("Correções da conta", () => {
  test("cancelar uma venda: motivo obrigatório, Cancelada na lista, estoque de volta, fora dos Relatórios", async () => {
    const page = await entrarNoPdv();
    // Two sales: 4 Heineken (to be cancelled) and 2 Brahma (kept).
    await venderPeloPdv(page, "heineken", "Heineken Long Neck 330ml", 4);
    await venderPeloPdv(page, "brahma", "Brahma Chopp Lata 350ml", 2);
    // The all-time cards: a run across São Paulo's midnight moves the day's, not these.
    await cartaoMostra(page, "Total de Vendas", "2");

    await page.getByRole("button", { name: "Últimas vendas" }).click();
    const ultimas = page.getByRole("dialog", { name: "Últimas vendas" });
    const venda = ultimas.getByRole("listitem", { name: "VEN000001" });
    await venda.getByText("R$ 48,00").waitFor();
    await venda.getByRole("button", { name: "Cancelar VEN000001" }).click();

    const cancelar = page.getByRole("dialog", { name: "Cancelar venda VEN000001" });
    await cancelar.getByText(/O estoque dos produtos volta/).waitFor();
    await cancelar.getByRole("button", { name: "Cancelar venda" }).click();
    await cancelar.getByText("Informe o motivo").waitFor();
    await cancelar.getByLabel("Motivo").fill("Cliente pagou duas vezes");
    await retratarTela(page, "cancelar-venda-dialogo");
    await cancelar.getByRole("button", { name: "Cancelar venda" }).click();
    await toast(page, "Venda VEN000001 cancelada");
    await cancelar.waitFor({ state: "detached" });

    // Still listed, marked Cancelada, without "Cancelar"; the reprint says CANCELADA with the reason.
    await venda.getByText("Cancelada", { exact: true }).waitFor();
    await retratarTela(page, "ultimas-vendas-com-cancelada");
    expect(await venda.getByRole("button", { name: "Cancelar VEN000001" }).count()).toBe(0);
    const reimpresso = await recibo(page, () =>
      venda.getByRole("button", { name: "Reimprimir VEN000001" }).click(),
    );
    expect(reimpresso).toContain("*** CANCELADA ***");
    expect(reimpresso).toContain("Motivo: Cliente pagou duas");
    await page.keyboard.press("Escape");
    await ultimas.waitFor({ state: "detached" });

    // The cards count only the kept sale: 1 sale of R$ 12,00.
    await cartaoMostra(page, "Total de Vendas", "1");
    await cartaoMostra(page, "Faturamento Total", "R$ 12,00");

    // The 4 Heineken are back (72), through an entry marked as a cancellation.
    await irPara(page, "Estoque");
    await page.getByRole("heading", { level: 1, name: "Estoque" }).waitFor();
    await page
      .getByRole("table", { name: "Produtos" })
      .getByRole("row")
      .filter({ hasText: "Heineken Long Neck 330ml" })
      .getByText("72", { exact: true })
      .waitFor();

    // Relatórios: only the Brahma sale.
    await irPara(page, "Relatórios");
    await page.getByRole("heading", { level: 1, name: "Relatórios", exact: true }).waitFor();
    const receita = page.getByRole("region", { name: /^Receita Total/ });
    await receita.getByText("R$ 12,00", { exact: true }).waitFor();
    await receita.getByText("1 venda", { exact: true }).waitFor();
    expect(await page.getByText("Heineken Long Neck 330ml").count()).toBe(0);
  });

  test("comanda alterada no celular do garçom: o caixa vê a mensagem e o novo total, remove um item e fecha", async () => {
    // The cashier's live updates are down (flaky Wi-Fi): its screen keeps what it saw, and the version
    // guard is what keeps the close safe.
    const caixa = await entrarNoPdv("desktop", { semAoVivo: true });

    // The cashier opens a tab on table 1 with 2 Brahma (R$ 12,00) and looks at its details.
    await caixa.getByRole("tab", { name: "Mesas" }).click();
    await caixa
      .getByRole("article", { name: "Mesa 1" })
      .getByRole("button", { name: "Abrir Comanda" })
      .click();
    const abrir = caixa.getByRole("dialog", { name: "Abrir Comanda" });
    await abrir.getByRole("button", { name: "Abrir Comanda" }).click();
    const detalhes = caixa.getByRole("dialog", { name: "Detalhes da Comanda" });
    const adicionarItem = async (
      page: Page,
      dialogo: typeof detalhes,
      busca: string,
      nome: string,
      q: number,
    ) => {
      await dialogo.getByRole("button", { name: "Adicionar Item" }).click();
      const item = page.getByRole("dialog", { name: "Adicionar Item à Comanda" });
      await item.getByLabel("Buscar produto").fill(busca);
      await item.getByRole("option", { name: new RegExp(`^${nome}`) }).click();
      await item.getByLabel(`Quantidade de ${nome}`).fill(String(q));
      await item.getByRole("button", { name: "Adicionar", exact: true }).click();
      await item.waitFor({ state: "detached" });
    };
    await adicionarItem(caixa, detalhes, "brahma", "Brahma Chopp Lata 350ml", 2);
    await detalhes.getByText("R$ 12,00").first().waitFor();

    // Meanwhile the waiter's phone adds 3 Heineken and 1 more Brahma to the same tab.
    const garcom = await entrarNoPdv("mobile");
    await garcom.getByRole("tab", { name: /Comandas/ }).click();
    await garcom
      .getByRole("article", { name: /^Comanda CMD/ })
      .getByRole("button", { name: "Ver Detalhes" })
      .click();
    const noCelular = garcom.getByRole("dialog", { name: "Detalhes da Comanda" });
    await adicionarItem(garcom, noCelular, "heineken", "Heineken Long Neck 330ml", 3);
    await adicionarItem(garcom, noCelular, "brahma", "Brahma Chopp Lata 350ml", 1);
    // The same product twice is one line of 3.
    await noCelular.getByText("3×").first().waitFor();
    await noCelular.getByText("R$ 54,00").first().waitFor();

    // The cashier, still seeing R$ 12,00, closes: refused, with the message and the new total.
    await detalhes.getByRole("button", { name: "Fechar Comanda" }).click();
    const aviso = detalhes.getByRole("alert").filter({ hasText: "alterada em outro aparelho" });
    await aviso.getByText("A comanda foi alterada em outro aparelho. Confira o novo total.").waitFor();
    // R$ 54,00 of items and the 10 % service charge: what the table pays now, and all of it is left.
    await aviso.getByText("R$ 59,40").first().waitFor();
    await detalhes.getByText("Heineken Long Neck 330ml", { exact: true }).waitFor();
    await retratarTela(caixa, "comanda-alterada");
    // Nothing was closed: the tab still takes items and removals.

    // The table did not order the Heineken: one comes off, with the reason.
    await detalhes.getByRole("button", { name: "Remover Heineken Long Neck 330ml" }).click();
    const remover = caixa.getByRole("dialog", { name: "Remover item" });
    await remover.getByLabel("Quantidade a remover").fill("1");
    await remover.getByLabel("Motivo").fill("Lançada na mesa errada");
    await retratarTela(caixa, "remover-item-dialogo");
    await remover.getByRole("button", { name: "Remover", exact: true }).click();
    await toast(caixa, "Item removido da comanda");
    await remover.waitFor({ state: "detached" });
    const historico = detalhes.getByRole("region", { name: "Histórico da comanda" });
    await historico.getByText("Motivo: Lançada na mesa errada").waitFor();
    await detalhes.getByText("R$ 42,00").first().waitFor();
    // The warning was about the version before the removal: it is gone with it.
    expect(await aviso.count()).toBe(0);
    await historico.scrollIntoViewIfNeeded();
    await retratarTela(caixa, "detalhes-da-comanda");

    // Confirmed again, at the total now on screen.
    const texto = await recibo(caixa, () => detalhes.getByRole("button", { name: "Fechar Comanda" }).click());
    await toast(caixa, "Comanda fechada e nota impressa!");
    expect(texto).toContain("TOTAL:");
    expect(texto).toContain("R$ 42,00");
    await caixa.getByRole("article", { name: "Mesa 1" }).getByText("Livre").waitFor();
  });

  test("comanda aberta por engano, vazia: cancelada com motivo e a mesa fica livre", async () => {
    const page = await entrarNoPdv("mobile");
    await page.getByRole("tab", { name: "Mesas" }).click();
    const mesa = page.getByRole("article", { name: "Mesa 2" });
    await mesa.getByRole("button", { name: "Abrir Comanda" }).click();
    await page
      .getByRole("dialog", { name: "Abrir Comanda" })
      .getByRole("button", { name: "Abrir Comanda" })
      .click();
    const detalhes = page.getByRole("dialog", { name: "Detalhes da Comanda" });
    await detalhes.getByText("Nenhum item na comanda").waitFor();
    await detalhes.getByRole("button", { name: "Cancelar comanda" }).click();
    const cancelar = page.getByRole("dialog", { name: /^Cancelar comanda CMD/ });
    await cancelar.getByText("A comanda é cancelada e a mesa 2 fica livre. Nada sai do estoque.").waitFor();
    await cancelar.getByLabel("Motivo").fill("Aberta na mesa errada");
    await cancelar.getByRole("button", { name: "Cancelar comanda" }).click();
    await toast(page, "cancelada");
    await detalhes
      .getByRole("alert")
      .filter({ hasText: "Comanda cancelada" })
      .getByText("Motivo: Aberta na mesa errada")
      .waitFor();
    await detalhes
      .getByRole("region", { name: "Histórico da comanda" })
      .getByText("Motivo: Aberta na mesa errada")
      .waitFor();
    await page.keyboard.press("Escape");
    await mesa.getByText("Livre").waitFor();
  });
});
