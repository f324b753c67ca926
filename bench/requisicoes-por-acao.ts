/**
 * npm run bench:requisicoes — how many HTTP requests the web makes for one action, counted in Chromium
 * on the real server (in-memory PGlite, the demo account without its month of sales, signed in as the
 * owner): a direct sale of two products, a tab (opened on a table, three items, closed in cash) and a
 * Fluxo entry. Each count runs from the action's first click until the API has been quiet for a second;
 * what the screen loaded before is not counted, what the action's own change notices make this screen
 * fetch again is. The live-event stream is left out (it is one long request). Every request is listed.
 * A benchmark: it prints figures and never fails on them.
 */
import type { Page, Request } from "playwright-core";
import { DEMO_EMAIL, DEMO_PASSWORD } from "@/server/demo/seed-demo";
import { launchBrowser, startE2eApp } from "../tests/support/e2e";

const SILENCIO_MS = 1000;

/** The API requests `acao` causes, as "METHOD /path". */
async function contar(page: Page, acao: () => Promise<void>): Promise<string[]> {
  const pedidos: string[] = [];
  let pendentes = 0;
  let ultimo = Date.now();
  const daApi = (pedido: Request) => {
    const url = new URL(pedido.url());
    return url.pathname.startsWith("/api/") && url.pathname !== "/api/eventos";
  };
  const aoPedir = (pedido: Request) => {
    if (!daApi(pedido)) return;
    pendentes++;
    ultimo = Date.now();
    pedidos.push(`${pedido.method()} ${new URL(pedido.url()).pathname}`);
  };
  const aoTerminar = (pedido: Request) => {
    if (!daApi(pedido)) return;
    pendentes--;
    ultimo = Date.now();
  };
  const context = page.context();
  context.on("request", aoPedir);
  context.on("requestfinished", aoTerminar);
  context.on("requestfailed", aoTerminar);
  try {
    await acao();
    while (pendentes > 0 || Date.now() - ultimo < SILENCIO_MS) await page.waitForTimeout(100);
    return pedidos;
  } finally {
    context.off("request", aoPedir);
    context.off("requestfinished", aoTerminar);
    context.off("requestfailed", aoTerminar);
  }
}

/** The receipt window an action opens prints and closes by itself; wait for it. */
async function comRecibo(page: Page, acao: () => Promise<void>) {
  const [janela] = await Promise.all([page.waitForEvent("popup"), acao()]);
  await janela.waitForEvent("close", { timeout: 10_000 });
}

async function venda(page: Page) {
  const busca = page.getByRole("searchbox", { name: "Buscar produtos" });
  const adicionar = page.getByRole("dialog", { name: "Adicionar ao carrinho" });
  for (const nome of ["Heineken Long Neck 330ml", "Porção de Batata Frita"]) {
    await busca.fill(nome);
    await page
      .getByRole("list", { name: "Produtos" })
      .getByRole("button", { name: new RegExp(`^${nome}`) })
      .click();
    await adicionar.getByRole("button", { name: "Adicionar", exact: true }).click();
    await adicionar.waitFor({ state: "detached" });
  }
  const carrinho = page.getByRole("region", { name: /^Carrinho/ });
  await carrinho.getByRole("button", { name: "Finalizar Venda" }).click();
  const finalizar = page.getByRole("dialog", { name: "Finalizar Venda" });
  await comRecibo(page, () => finalizar.getByRole("button", { name: "Confirmar Venda" }).click());
  await carrinho.getByText("Nenhum item no carrinho").waitFor();
}

async function comanda(page: Page) {
  await page.getByRole("tab", { name: "Mesas" }).click();
  await page.getByRole("article", { name: "Mesa 1" }).getByRole("button", { name: "Abrir Comanda" }).click();
  const abrir = page.getByRole("dialog", { name: "Abrir Comanda" });
  await abrir.getByRole("button", { name: "Abrir Comanda" }).click();
  const detalhes = page.getByRole("dialog", { name: "Detalhes da Comanda" });
  await detalhes.getByText("Nenhum item na comanda").waitFor();
  for (const [busca, nome] of [
    ["brahma", "Brahma Chopp Lata 350ml"],
    ["coca lata", "Coca-Cola Lata 350ml"],
    ["batata", "Porção de Batata Frita"],
  ] as const) {
    await detalhes.getByRole("button", { name: "Adicionar Item" }).click();
    const dialogo = page.getByRole("dialog", { name: "Adicionar Item à Comanda" });
    await dialogo.getByLabel("Buscar produto").fill(busca);
    await dialogo.getByRole("option", { name: new RegExp(`^${nome}`) }).click();
    await dialogo.getByRole("button", { name: "Adicionar", exact: true }).click();
    await dialogo.waitFor({ state: "detached" });
  }
  await detalhes.getByRole("radio", { name: "Dinheiro" }).check();
  await comRecibo(page, () => detalhes.getByRole("button", { name: "Fechar Comanda" }).click());
  await detalhes.waitFor({ state: "detached" });
}

async function entradaNoFluxo(page: Page) {
  await page.getByRole("button", { name: "Nova Movimentação" }).click();
  const dialogo = page.getByRole("dialog", { name: "Nova Movimentação" });
  await dialogo.getByRole("combobox", { name: "Produto" }).click();
  await page.getByLabel("Buscar produto", { exact: true }).fill("heine");
  await page.getByRole("option", { name: /Heineken Long Neck 330ml/ }).click();
  await dialogo.getByLabel("Quantidade").fill("24");
  await dialogo.getByRole("combobox", { name: "Motivo" }).click();
  await page.getByRole("option", { name: "Compra" }).click();
  await dialogo.getByRole("button", { name: "Registrar Entrada" }).click();
  await dialogo.waitFor({ state: "detached" });
}

const app = await startE2eApp({ demo: true, deps: { rateLimit: false } });
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${app.url}/login`);
  await page.getByLabel("E-mail").fill(DEMO_EMAIL);
  await page.getByLabel("Senha", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await page.getByRole("heading", { level: 1, name: "PDV - Ponto de Venda" }).waitFor();
  // The caixa rule starts off for a new account (decision 161): no caixa to open first.
  await page.waitForLoadState("networkidle");

  const medidas: [string, string[]][] = [];
  medidas.push(["venda direta (2 produtos)", await contar(page, () => venda(page))]);
  medidas.push(["comanda (abrir, 3 itens, fechar)", await contar(page, () => comanda(page))]);
  await page.goto(`${app.url}/app/fluxo`);
  await page.getByRole("heading", { level: 1, name: "Fluxo de Produtos" }).waitFor();
  await page.waitForLoadState("networkidle");
  medidas.push(["entrada no Fluxo", await contar(page, () => entradaNoFluxo(page))]);

  console.info("Requisições HTTP por ação, na tela de quem a faz (Chromium, servidor real):\n");
  for (const [acao, pedidos] of medidas) {
    const porRota = new Map<string, number>();
    for (const pedido of pedidos) porRota.set(pedido, (porRota.get(pedido) ?? 0) + 1);
    console.info(`${acao.padEnd(36)} ${String(pedidos.length).padStart(3)} requisições`);
    for (const [rota, vezes] of porRota) console.info(`    ${vezes}× ${rota}`);
  }
} finally {
  await browser.close();
  await app.close();
}
