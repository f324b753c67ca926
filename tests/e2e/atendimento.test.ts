/**
 * Journey: the waiter's phone (360 px, one hand) — open a tab for a table, add two products, one with
 * the note "sem gelo", send the order in one request, and find the items, the note and the total on the
 * tab; the cashier's "Detalhes da Comanda" shows the note too.
 * Spec: daily-operations.md §2.1, §2.2, §3 (itens_comanda.observacoes), §4 (comanda); decisions 130, 131.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { itensComanda, pedidosComanda } from "@/server/db/schema";
import { criarMesa } from "@/server/modules/pos/mesas.service";
import { MesaInput } from "@/shared/pos/schemas";
import { setupE2e } from "../support/e2e";
import { criarConta, criarProduto } from "../support/factories";
import { entrarPelaTela, esperarToast } from "../support/paginas";
import { retratarTela } from "../support/telas";

const e2e = setupE2e({ deps: { rateLimit: false } });
const CELULAR = { width: 360, height: 740 };

function larguraDaPagina(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** The narrowest phone, saved beside retratarTela's 390 and 1280 px pictures. */
async function retratar360(page: Page, nome: string) {
  const pasta = path.resolve("test-results/telas");
  mkdirSync(pasta, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(pasta, `${nome}-360.png`), fullPage: true });
}

/** The whole box is on screen, above the app's bottom bar: reachable by a thumb without scrolling. */
async function aoAlcanceDoPolegar(page: Page, nome: string) {
  const botao = await page.getByRole("button", { name: nome }).boundingBox();
  const barra = await page.getByRole("navigation", { name: "Menu principal" }).boundingBox();
  expect(botao).not.toBeNull();
  expect(botao!.x).toBeGreaterThanOrEqual(0);
  expect(botao!.x + botao!.width).toBeLessThanOrEqual(CELULAR.width);
  expect(botao!.height).toBeGreaterThanOrEqual(48);
  expect(botao!.y + botao!.height).toBeLessThanOrEqual(barra!.y);
  expect(botao!.y).toBeGreaterThan(CELULAR.height / 2);
}

describe("atendimento no celular", () => {
  test("abre a comanda da mesa, adiciona dois produtos (um sem gelo) e envia o pedido de uma vez", async () => {
    const db = e2e.app().db;
    const conta = await criarConta(db, { nomeEstabelecimento: "Bar do Zé" });
    await criarProduto(db, conta.usuarioId, { nome: "Chopp Pilsen 500ml", preco_venda: "12.90" });
    await criarProduto(db, conta.usuarioId, { nome: "Água sem Gás 500ml", preco_venda: "4.00" });
    await criarProduto(db, conta.usuarioId, { nome: "Porção de Fritas", preco_venda: "32.00" });
    for (const numero_mesa of [1, 2, 3, 4, 5])
      await criarMesa(db, { usuarioId: conta.usuarioId, dados: MesaInput.parse({ numero_mesa }) });

    const page = await e2e.newPage({ viewport: "mobile" });
    await page.setViewportSize(CELULAR);
    await entrarPelaTela(e2e, page, conta);
    await page
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Atendimento" })
      .click();
    await page.waitForURL((url) => url.pathname === "/app/atendimento");
    await page.getByRole("heading", { level: 1, name: "Atendimento" }).waitFor();
    await page.getByText("Nenhuma comanda ativa").waitFor();
    expect(await larguraDaPagina(page)).toBeLessThanOrEqual(CELULAR.width);
    await retratar360(page, "atendimento-lista");

    // A free table asks to open a tab; the name is optional.
    await page.getByRole("button", { name: "Mesa 5, Livre" }).click();
    const abrir = page.getByRole("dialog", { name: "Abrir comanda · Mesa 5" });
    await abrir.getByLabel("Nome do cliente (opcional)").fill("Ana");
    await abrir.getByRole("button", { name: "Abrir comanda" }).click();
    await esperarToast(page, "Comanda CMD000001 aberta para mesa 5");
    await page.getByRole("heading", { level: 1, name: "Mesa 5" }).waitFor();
    await page.getByText("Nenhum item na comanda").waitFor();

    // Search, tap: two chopes (two taps) and a water with a note.
    const busca = page.getByRole("searchbox", { name: "Buscar produto" });
    await busca.fill("chopp");
    const chopp = page.getByRole("button", { name: "Adicionar Chopp Pilsen 500ml" });
    await chopp.click();
    await chopp.click();
    await busca.fill("agua");
    await page.getByRole("button", { name: "Adicionar Água sem Gás 500ml" }).click();
    const pedido = page.getByRole("list", { name: "Itens do pedido" });
    const linhaChopp = pedido.getByRole("listitem", { name: "Pedido: Chopp Pilsen 500ml" });
    expect(await linhaChopp.getByLabel("Quantidade de Chopp Pilsen 500ml").inputValue()).toBe("2");
    await pedido
      .getByRole("listitem", { name: "Pedido: Água sem Gás 500ml" })
      .getByLabel("Observação (opcional)")
      .fill("sem gelo");
    await page.getByRole("heading", { name: "Pedido (3)" }).waitFor();
    await page.getByRole("button", { name: /Enviar pedido.*3 itens · R\$\s29,80/ }).waitFor();
    await aoAlcanceDoPolegar(page, "Enviar pedido");
    expect(await larguraDaPagina(page)).toBeLessThanOrEqual(CELULAR.width);
    await retratar360(page, "atendimento-pedido");
    await retratarTela(page, "atendimento-pedido");

    await page.getByRole("button", { name: /Enviar pedido/ }).click();
    await esperarToast(page, "Pedido enviado", "3 itens na comanda CMD000001");
    await page.getByRole("heading", { level: 1, name: "Atendimento" }).waitFor();
    const cartao = page.getByRole("button", { name: "Comanda CMD000001, Mesa 5" });
    // What the table pays: R$ 29,80 and the 10 % service charge (decision 150).
    await cartao.getByText("R$ 32,78").waitFor();
    await cartao.getByText(/3 itens/).waitFor();
    await page.getByRole("button", { name: "Mesa 5, Ocupada" }).waitFor();

    // The tab: both lines, the note under the water, the right total.
    await cartao.click();
    const naComanda = page.getByRole("list", { name: "Itens da comanda" });
    await naComanda.getByText("Chopp Pilsen 500ml").waitFor();
    expect(
      (await naComanda.getByRole("listitem").allInnerTexts()).map((t) => t.replace(/\s+/g, " ")),
    ).toEqual([
      expect.stringMatching(/^2× Chopp Pilsen 500ml R\$ 12,90 cada R\$ 25,80$/),
      expect.stringMatching(/^1× Água sem Gás 500ml R\$ 4,00 cada Obs: sem gelo R\$ 4,00$/),
    ]);
    // R$ 29,80 and the 10 % service charge: what the table pays (decision 150).
    expect(await page.getByTestId("total-comanda").innerText()).toMatch(/R\$\s32,78/);
    expect(await larguraDaPagina(page)).toBeLessThanOrEqual(CELULAR.width);
    await retratar360(page, "atendimento-comanda");
    await retratarTela(page, "atendimento-comanda");

    // One request, one order: two lines stored with their notes.
    expect(
      await db.select().from(pedidosComanda).where(eq(pedidosComanda.usuario_id, conta.usuarioId)),
    ).toHaveLength(1);
    const linhas = await db.select().from(itensComanda).where(eq(itensComanda.usuario_id, conta.usuarioId));
    expect(linhas.map((l) => [l.quantidade, l.observacoes]).sort()).toEqual([
      [1, "sem gelo"],
      [2, null],
    ]);

    // The cashier's "Detalhes da Comanda" (PDV, 1280 px) shows the note under the item.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(e2e.url("/app/vendas"));
    await page.getByRole("tab", { name: /Comandas/ }).click();
    await page
      .getByRole("article", { name: "Comanda CMD000001" })
      .getByRole("button", { name: "Ver Detalhes" })
      .click();
    const detalhes = page.getByRole("dialog", { name: "Detalhes da Comanda" });
    await detalhes.getByText("Obs: sem gelo").waitFor();
  });

  test("comanda no balcão: pede o nome do cliente e abre sem mesa", async () => {
    const db = e2e.app().db;
    const conta = await criarConta(db);
    const page = await e2e.newPage({ viewport: "mobile" });
    await page.setViewportSize(CELULAR);
    await entrarPelaTela(e2e, page, conta, "/app/atendimento");
    await page.getByText("Nenhuma mesa cadastrada", { exact: false }).waitFor();

    await page.getByRole("button", { name: "Comanda no balcão" }).click();
    const abrir = page.getByRole("dialog", { name: "Comanda no balcão" });
    await abrir.getByRole("button", { name: "Abrir comanda" }).click();
    await abrir.getByText("Informe o nome do cliente para a comanda no balcão").waitFor();
    await abrir.getByLabel("Nome do cliente").fill("Carlos");
    await abrir.getByRole("button", { name: "Abrir comanda" }).click();
    await esperarToast(page, "Comanda CMD000001 aberta no balcão");
    await page.getByRole("heading", { level: 1, name: "Balcão · Carlos" }).waitFor();

    // The phone's back gesture returns to the list, where the tab is.
    await page.goBack();
    await page.getByRole("button", { name: "Comanda CMD000001, Balcão · Carlos" }).waitFor();
    expect(await larguraDaPagina(page)).toBeLessThanOrEqual(CELULAR.width);
  });
});
