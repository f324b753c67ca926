/**
 * Journey: a sale takes a product below its minimum — the bell counts it and lists it (critical), its
 * link opens the product in Estoque, and adding it to the cart again warns. Desktop (1280) and phone (390).
 * Spec: issue 10 "Low-stock alerts"; decision 113.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { setupE2e, type ViewportName } from "../support/e2e";
import { criarConta, criarProduto } from "../support/factories";
import { entrarPelaTela, esperarToast as toast } from "../support/paginas";

const e2e = setupE2e({ deps: { rateLimit: false } });
const PASTA = path.resolve("test-results/alertas-estoque");

async function retrato(page: Page, nome: string) {
  mkdirSync(PASTA, { recursive: true });
  await page.screenshot({ path: path.join(PASTA, `${nome}.png`) });
}

/** The visible bell: the sidebar's on desktop, the top bar's on a phone. */
const sino = (page: Page) =>
  page.getByRole("button", { name: /^Alertas de estoque/ }).locator("visible=true");

async function adicionarAoCarrinho(page: Page, nome: string, quantidade: number) {
  await page.getByRole("searchbox", { name: "Buscar produtos" }).fill(nome);
  await page
    .getByRole("list", { name: "Produtos" })
    .getByRole("button", { name: new RegExp(`^${nome}`) })
    .click();
  const dialogo = page.getByRole("dialog", { name: "Adicionar ao carrinho" });
  await dialogo.getByRole("spinbutton", { name: "Quantidade" }).fill(String(quantidade));
  await dialogo.getByRole("button", { name: "Adicionar", exact: true }).click();
  await dialogo.waitFor({ state: "detached" });
}

describe("alertas de estoque baixo", () => {
  for (const viewport of ["desktop", "mobile"] as ViewportName[]) {
    test(`${viewport}: vender abaixo do mínimo acende o sino e o PDV avisa`, async () => {
      const { db } = e2e.app();
      const conta = await criarConta(db);
      await criarProduto(db, conta.usuarioId, {
        nome: "Heineken Long Neck",
        marca: "Heineken",
        estoque_atual: 12,
        estoque_minimo: 10,
      });
      await criarProduto(db, conta.usuarioId, {
        nome: "Água Mineral",
        estoque_atual: 50,
        estoque_minimo: 10,
      });
      const page = await e2e.newPage({ viewport });
      await entrarPelaTela(e2e, page, conta, "/app/vendas");

      await sino(page).waitFor();
      expect(await sino(page).getAttribute("aria-label")).toBe("Alertas de estoque: nenhum");

      // Sell 9 of 12: 3 left, at or below the critical threshold (5).
      await adicionarAoCarrinho(page, "Heineken Long Neck", 9);
      const carrinho = page.getByRole("region", { name: /^Carrinho/ });
      if (viewport === "mobile") await carrinho.scrollIntoViewIfNeeded();
      await carrinho.getByRole("button", { name: "Finalizar Venda" }).click();
      const finalizar = page.getByRole("dialog", { name: "Finalizar Venda" });
      await Promise.all([
        page.waitForEvent("popup"),
        finalizar.getByRole("button", { name: "Confirmar Venda" }).click(),
      ]);
      await toast(page, "Venda VEN000001 realizada com sucesso!");

      await page.waitForFunction(() =>
        [...document.querySelectorAll("[data-testid=alertas-contagem]")].some((e) => e.textContent === "1"),
      );
      expect(await sino(page).getAttribute("aria-label")).toBe("Alertas de estoque: 1");

      // The PDV warns when the critical product goes into the cart again.
      await adicionarAoCarrinho(page, "Heineken Long Neck", 1);
      await toast(page, "Estoque crítico: Heineken Long Neck tem 3 unidades.");
      await adicionarAoCarrinho(page, "Água Mineral", 1);
      await toast(page, "Produto adicionado", "Água Mineral foi adicionado ao carrinho");
      expect(await page.locator("[data-sonner-toast]").filter({ hasText: "Água Mineral tem" }).count()).toBe(
        0,
      );
      await retrato(page, `pdv-aviso-${viewport}`);

      // The bell's list: the product, its stock and minimum, critical; its link opens it in Estoque.
      await sino(page).click();
      const lista = page.getByRole("list", { name: "Alertas" });
      const item = lista.getByRole("link", { name: /Heineken Long Neck/ });
      await item.getByText("Estoque 3 · mínimo 10").waitFor();
      await item.getByText("Crítico").waitFor();
      expect(await lista.getByRole("link").count()).toBe(1);
      await retrato(page, `sino-${viewport}`);
      await item.click();
      await page.waitForURL((url) => url.pathname === "/app/estoque");
      await page.getByRole("dialog", { name: "Heineken Long Neck" }).waitFor();
      await retrato(page, `estoque-produto-${viewport}`);

      if (viewport === "desktop") {
        // The narrow sidebar keeps the bell, above the user menu.
        await page.keyboard.press("Escape");
        await page.getByRole("button", { name: "Recolher menu lateral" }).click();
        expect(await sino(page).getAttribute("aria-label")).toBe("Alertas de estoque: 1");
        await retrato(page, "sino-menu-recolhido-desktop");
      }
    });
  }
});
