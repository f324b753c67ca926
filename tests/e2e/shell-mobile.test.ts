/**
 * Journey: moving around the app shell — on a phone (390 px: top bar, bottom bar) and on a desktop
 * (1280 px: collapsible sidebar), plus the shell's redirects.
 * Spec: accounts-plans-settings.md §2 (route table, app shell, user menu).
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { setupE2e } from "../support/e2e";
import { criarConta } from "../support/factories";
import { entrarPelaTela } from "../support/paginas";

const e2e = setupE2e({ deps: { rateLimit: false } });

async function entrar(page: Page, conta: { email: string; password: string }) {
  await entrarPelaTela(e2e, page, conta);
  await page.getByRole("heading", { level: 1, name: "PDV - Ponto de Venda" }).waitFor();
}

function larguraDaPagina(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

const PAGINAS = [
  { link: "Vendas", caminho: "/app/vendas", titulo: "PDV - Ponto de Venda", construida: true },
  { link: "Atendimento", caminho: "/app/atendimento", titulo: "Atendimento", construida: true },
  { link: "Estoque", caminho: "/app/estoque", titulo: "Estoque", construida: true },
  { link: "Fluxo", caminho: "/app/fluxo", titulo: "Fluxo de Produtos", construida: true },
  { link: "Relatórios", caminho: "/app/relatorios", titulo: "Relatórios", construida: true },
];

describe("shell do app", () => {
  test("no celular (390 px), a barra inferior navega e o menu do usuário fica na barra superior", async () => {
    const conta = await criarConta(e2e.app().db, { nomeEstabelecimento: "Bar da Praia" });
    const page = await e2e.newPage({ viewport: "mobile" });
    await entrar(page, conta);

    // The desktop sidebar is not shown; the bottom bar is, pinned to the bottom of the screen.
    expect(await page.getByRole("button", { name: "Recolher menu lateral" }).count()).toBe(0);
    const barraInferior = page.getByRole("navigation", { name: "Menu principal" });
    expect((await barraInferior.getByRole("link").allInnerTexts()).map((t) => t.trim())).toEqual(
      PAGINAS.map((p) => p.link),
    );
    const caixa = await barraInferior.boundingBox();
    expect(caixa).not.toBeNull();
    expect(caixa!.y + caixa!.height).toBeCloseTo(844, 0);

    for (const pagina of [...PAGINAS.slice(1), PAGINAS[0]!]) {
      const link = barraInferior.getByRole("link", { name: pagina.link });
      await link.click();
      await page.waitForURL((url) => url.pathname === pagina.caminho);
      await page.getByRole("heading", { level: 1, name: pagina.titulo, exact: true }).waitFor();
      // Vendas, Atendimento, Estoque, Fluxo and Relatórios are built; any other
      // screen still says it is not.
      if (!pagina.construida) {
        await page.getByRole("heading", { name: "Esta tela ainda não foi construída" }).waitFor();
      }
      expect(await link.getAttribute("aria-current")).toBe("page");
      expect(await larguraDaPagina(page)).toBeLessThanOrEqual(390);
    }

    await page.getByRole("banner").getByRole("button", { name: "Menu do usuário: Bar da Praia" }).click();
    const menu = page.getByRole("menu");
    await menu.getByText("Bar da Praia", { exact: true }).waitFor();
    await menu.getByText(conta.email, { exact: true }).waitFor();
    await menu.getByRole("menuitem", { name: "Sair" }).waitFor();
    const caixaDoMenu = await menu.boundingBox();
    expect(caixaDoMenu!.x).toBeGreaterThanOrEqual(0);
    expect(caixaDoMenu!.x + caixaDoMenu!.width).toBeLessThanOrEqual(390);

    // Configurações is reached from the user menu on the phone.
    await menu.getByRole("menuitem", { name: "Configurações" }).click();
    await page.waitForURL((url) => url.pathname === "/app/configuracoes");
    await page.getByRole("heading", { level: 1, name: "Configurações" }).waitFor();
    expect(await larguraDaPagina(page)).toBeLessThanOrEqual(390);

    // The narrowest phone the guide supports.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(e2e.url("/app/vendas"));
    await page.getByRole("heading", { level: 1, name: "PDV - Ponto de Venda" }).waitFor();
    expect(await larguraDaPagina(page)).toBeLessThanOrEqual(360);
  });

  test("no computador (1280 px), o menu lateral recolhe e lembra a escolha depois de recarregar", async () => {
    const conta = await criarConta(e2e.app().db);
    const page = await e2e.newPage({ viewport: "desktop" });
    await entrar(page, conta);

    const lateral = page.getByRole("complementary");
    const largura = async () => (await lateral.boundingBox())?.width ?? 0;
    const nav = lateral.getByRole("navigation", { name: "Menu principal" });
    // Caixa sits beside the PDV in the sidebar; on a phone it is in the user menu.
    expect((await nav.getByRole("link").allInnerTexts()).map((t) => t.trim())).toEqual([
      PAGINAS[0]!.link,
      "Caixa",
      ...PAGINAS.slice(1).map((p) => p.link),
      "Equipe",
      "Configurações",
    ]);
    expect(await largura()).toBeGreaterThan(200);

    await page.getByRole("button", { name: "Recolher menu lateral" }).click();
    await page.getByRole("button", { name: "Expandir menu lateral" }).waitFor();
    await expect.poll(largura).toBeLessThan(100);
    // Narrow: icons only, each still named for whoever cannot see it.
    expect((await nav.getByRole("link").allInnerTexts()).every((t) => t.trim() === "")).toBe(true);
    await nav.getByRole("link", { name: "Estoque" }).click();
    await page.waitForURL((url) => url.pathname === "/app/estoque");
    await page.getByRole("heading", { level: 1, name: "Estoque" }).waitFor();

    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Estoque" }).waitFor();
    await page.getByRole("button", { name: "Expandir menu lateral" }).waitFor();
    await expect.poll(largura).toBeLessThan(100);

    await page.getByRole("button", { name: "Expandir menu lateral" }).click();
    await page.getByRole("button", { name: "Recolher menu lateral" }).waitFor();
    await page.reload();
    await page.getByRole("button", { name: "Recolher menu lateral" }).waitFor();
    await expect.poll(largura).toBeGreaterThan(200);

    await page.goto(e2e.url("/app"));
    await page.waitForURL((url) => url.pathname === "/app/vendas");
    await page.getByRole("heading", { level: 1, name: "PDV - Ponto de Venda" }).waitFor();

    // An unknown path goes to the landing page, which sends a signed-in user on to the app.
    await page.goto(e2e.url("/caminho/que/nao/existe"));
    await page.waitForURL((url) => url.pathname === "/app/vendas");
    await page.getByRole("heading", { level: 1, name: "PDV - Ponto de Venda" }).waitFor();
  });

  test("um caminho desconhecido leva à página inicial", async () => {
    const page = await e2e.newPage();
    await page.goto(e2e.url("/caminho/que/nao/existe"));
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("heading", { level: 1, name: /O controle do seu bar/ }).waitFor();
    await page.getByRole("link", { name: "Já tenho uma conta" }).waitFor();
  });
});
