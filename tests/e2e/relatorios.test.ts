/**
 * Journey: the reports page — sales made at the counter show up as the four cards, the charts' legends
 * and the top 5; the period is chosen and kept in the URL; the report is printed and downloaded as a PDF.
 * Spec: daily-operations.md §2.6 (reports page), §3 (report data), §8 ("Erro ao carregar dados dos
 * relatórios", "Erro ao gerar relatório PDF", "PDF Gerado"), §9 (periods, formulas, PDF window).
 * The sales and the tab are made through the HTTP API (the PDV screen has
 * its own journey); everything the test then checks is what a person reads on the page.
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { DEMO_ESTABELECIMENTO as DEMO_NOME } from "@/server/demo/demo-data";
import { DEMO_EMAIL, DEMO_PASSWORD } from "@/server/demo/seed-demo";
import type { Produto } from "@/shared/catalog/schemas";
import { toCentavos } from "@/shared/money";
import { setupE2e, type ViewportName } from "../support/e2e";
import { criarConta } from "../support/factories";
import { entrarPelaTela, esperarToast as toast } from "../support/paginas";
import { retratarTela } from "../support/telas";

const e2e = setupE2e({ demo: true, deps: { rateLimit: false } });

/** A signed-in HTTP client of the app under test (cookie kept, Origin set as a browser would). */
async function clienteApi(conta: { email: string; password: string }) {
  const origem = e2e.app().url;
  let cookie = "";
  async function req<T>(method: string, caminho: string, body?: unknown): Promise<T> {
    const resposta = await fetch(origem + caminho, {
      method,
      headers: { "Content-Type": "application/json", Origin: origem, Cookie: cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const novos = resposta.headers.getSetCookie();
    if (novos.length > 0) cookie = novos.map((c) => c.split(";")[0]).join("; ");
    const texto = await resposta.text();
    if (!resposta.ok) throw new Error(`${method} ${caminho}: ${resposta.status} ${texto}`);
    return (texto ? JSON.parse(texto) : null) as T;
  }
  await req("POST", "/api/auth/sign-in/email", { email: conta.email, password: conta.password });
  return req;
}

async function entrar(page: Page, conta: { email: string; password: string }, caminho: string) {
  await entrarPelaTela(e2e, page, conta, caminho);
  await page.getByRole("heading", { level: 1, name: "Relatórios", exact: true }).waitFor();
}

async function paginaDemo(caminho = "/app/relatorios", viewport: ViewportName = "desktop") {
  const page = await e2e.newPage({ viewport });
  await entrar(page, { email: DEMO_EMAIL, password: DEMO_PASSWORD }, caminho);
  return page;
}

/** The summary card whose title starts with `titulo` (its accessible name also has the small print). */
const cartao = (page: Page, titulo: string) => page.getByRole("region", { name: new RegExp(`^${titulo}`) });

async function escolherPeriodo(page: Page, rotulo: string) {
  await page.getByRole("combobox", { name: "Período" }).click();
  await page.getByRole("option", { name: rotulo, exact: true }).click();
}

const brl = (centavos: number) =>
  sp(new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(centavos / 100));
/** Exact centavos ÷ n, half up (as the server rounds). */
const dividir = (centavos: number, n: number) => Math.round(centavos / n);
/** Intl puts a no-break space after "R$"; innerText keeps it. */
const sp = (texto: string) => texto.replace(/\u00a0/g, " ");
const umaCasa = (n: number) => `${n.toFixed(1).replace(".", ",")}%`;

/** What the sales below add up to, computed here from the products' prices. */
interface Esperado {
  receita: number;
  unidades: number;
  vendas: number;
  margem: number;
  ranking: { nome: string; categoria: string; unidades: number; receita: number }[];
  pix: number;
  dinheiro: number;
  credito: number;
  /** The card paid the tab with its 10 % service charge (decisions 150, 153). */
  creditoRecebido: number;
}

let esperado: Esperado;

describe("relatórios", () => {
  beforeAll(async () => {
    const api = await clienteApi({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const { produtos } = await api<{ produtos: Produto[] }>("GET", "/api/produtos");
    const porNome = (nome: string) => {
      const p = produtos.find((x) => x.nome === nome);
      if (!p) throw new Error(`Produto da demonstração não encontrado: ${nome}`);
      return p;
    };
    const heineken = porNome("Heineken Long Neck 330ml");
    const brahma = porNome("Brahma Chopp Lata 350ml");
    const batata = porNome("Porção de Batata Frita");
    const preco = (p: Produto) => toCentavos(p.preco_venda);
    const custo = (p: Produto) => toCentavos(p.preco_compra!);

    // Sale 1: 3 Heineken + 1 Brahma, PIX, R$ 2,00 off.
    await api("POST", "/api/vendas", {
      itens: [
        { produto_id: heineken.id, quantidade: 3 },
        { produto_id: brahma.id, quantidade: 1 },
      ],
      desconto: "2.00",
      forma_pagamento: "pix",
      chave_idempotencia: randomUUID(),
    });
    // Sale 2: 2 Heineken, cash.
    await api("POST", "/api/vendas", {
      itens: [{ produto_id: heineken.id, quantidade: 2 }],
      desconto: "0",
      forma_pagamento: "dinheiro",
      chave_idempotencia: randomUUID(),
    });
    // A tab closed on credit card: 4 portions of fries + 1 Brahma.
    const mesas = await api<{ id: string; status: string }[]>("GET", "/api/mesas");
    const [mesa, outraMesa] = mesas.filter((m) => m.status === "livre");
    const comanda = await api<{ id: string }>("POST", "/api/comandas", { mesa_id: mesa!.id });
    const vista = await api<{ versao: number }>("POST", `/api/comandas/${comanda.id}/itens`, {
      itens: [
        { produto_id: batata.id, quantidade: 4 },
        { produto_id: brahma.id, quantidade: 1 },
      ],
      chave_idempotencia: randomUUID(),
    });
    await api("POST", `/api/comandas/${comanda.id}/fechar`, {
      forma_pagamento: "cartao_credito",
      desconto: "0",
      versao: vista.versao,
      chave_idempotencia: randomUUID(),
    });
    // Not revenue: a tab still open, and bottles broken in the stock room.
    const aberta = await api<{ id: string }>("POST", "/api/comandas", { mesa_id: outraMesa!.id });
    await api("POST", `/api/comandas/${aberta.id}/itens`, {
      itens: [{ produto_id: heineken.id, quantidade: 6 }],
      chave_idempotencia: randomUUID(),
    });
    await api("POST", "/api/movimentacoes", {
      produto_id: brahma.id,
      tipo: "saida",
      motivo: "quebra",
      quantidade: 2,
      preco_unitario: brahma.preco_venda,
    });

    const pix = 3 * preco(heineken) + preco(brahma) - 200;
    const dinheiro = 2 * preco(heineken);
    const credito = 4 * preco(batata) + preco(brahma);
    const receita = pix + dinheiro + credito;
    const custoTotal = 5 * custo(heineken) + 2 * custo(brahma) + 4 * custo(batata);
    esperado = {
      receita,
      unidades: 11,
      vendas: 3,
      margem: Math.round(((receita - custoTotal) * 1000) / receita) / 10,
      // By units: Heineken 5, fries 4, Brahma 2 (line revenue, before the sale's discount).
      ranking: [
        { nome: heineken.nome, categoria: heineken.categoria, unidades: 5, receita: 5 * preco(heineken) },
        { nome: batata.nome, categoria: batata.categoria, unidades: 4, receita: 4 * preco(batata) },
        { nome: brahma.nome, categoria: brahma.categoria, unidades: 2, receita: 2 * preco(brahma) },
      ],
      pix,
      dinheiro,
      credito,
      creditoRecebido: credito + Math.floor((credito * 1000 + 5000) / 10_000),
    };
  });

  /** The four cards and the ranking show the sales above (every period contains today). */
  async function confereNumeros(page: Page) {
    await cartao(page, "Receita Total").getByText(brl(esperado.receita), { exact: true }).waitFor();
    await cartao(page, "Receita Total").getByText("3 vendas").waitFor();
    await cartao(page, "Produtos Vendidos").getByText("11", { exact: true }).waitFor();
    await cartao(page, "Ticket Médio")
      .getByText(brl(dividir(esperado.receita, esperado.unidades)), { exact: true })
      .waitFor();
    expect(sp(await cartao(page, "Ticket Médio").innerText())).toContain(
      `Receita por venda: ${brl(dividir(esperado.receita, esperado.vendas))}`,
    );
    await cartao(page, "Margem de Lucro").getByText(umaCasa(esperado.margem), { exact: true }).waitFor();
    // Nothing before today: no growth to show, and never "Infinity" or "NaN".
    for (const titulo of ["Receita Total", "Produtos Vendidos", "Ticket Médio", "Margem de Lucro"]) {
      await cartao(page, titulo).getByText("— sem dados do período anterior").waitFor();
    }
    expect(await page.locator("main").innerText()).not.toMatch(/Infinity|NaN/);

    const itens = page.getByRole("list", { name: "Ranking de produtos" }).getByRole("listitem");
    await expect.poll(() => itens.count()).toBe(3);
    for (const [i, p] of esperado.ranking.entries()) {
      const texto = sp(await itens.nth(i).innerText());
      expect(texto).toContain(`${i + 1}º`);
      expect(texto).toContain(p.nome);
      expect(texto).toContain(p.categoria);
      expect(texto).toContain(`${p.unidades} unidades`);
      expect(texto).toContain(brl(p.receita));
    }

    // Per person: the demo's owner made the two sales and closed the tab.
    const atendentes = page.getByRole("table", { name: "Vendas por atendente" }).getByRole("row");
    await expect.poll(() => atendentes.count()).toBe(2);
    const linha = sp(await atendentes.nth(1).innerText());
    expect(linha).toContain(DEMO_NOME);
    expect(linha).toMatch(/\b2\s+1\b/);
    expect(linha).toContain(brl(esperado.receita));
  }

  test("mostra as vendas e a comanda fechada nos cartões, nos gráficos e no ranking, em cada período", async () => {
    const page = await paginaDemo();
    await confereNumeros(page);
    await retratarTela(page, "relatorios-por-atendente");
    expect(new URL(page.url()).searchParams.get("periodo")).toBeNull();
    await expect.poll(() => page.getByRole("combobox", { name: "Período" }).innerText()).toContain("30 dias");
    await page.getByText("Últimos 30 dias", { exact: true }).waitFor();

    // The charts (loaded after the cards) with their legends: what each method took in, the tab's service
    // charge with it.
    await page.getByRole("heading", { name: "Receita por dia" }).waitFor();
    const pagamentos = page.getByRole("list", { name: "Recebido por forma de pagamento" });
    await pagamentos.getByRole("listitem").first().waitFor();
    const legenda = sp(await pagamentos.innerText());
    for (const [rotulo, centavos] of [
      ["PIX", esperado.pix],
      ["Dinheiro", esperado.dinheiro],
      ["Cartão de Crédito", esperado.creditoRecebido],
    ] as const) {
      expect(legenda).toContain(rotulo);
      expect(legenda).toContain(brl(centavos));
    }
    // One sale each.
    expect(legenda.match(/1 venda\b/g)).toHaveLength(3);
    await page.getByRole("heading", { name: "Receita por categoria" }).waitFor();

    // Another period: kept in the URL, same sales (all made today).
    await escolherPeriodo(page, "7 dias");
    await page.waitForURL((url) => url.searchParams.get("periodo") === "7dias");
    await page.getByText("Últimos 7 dias", { exact: true }).waitFor();
    await confereNumeros(page);
    await escolherPeriodo(page, "1 ano");
    await page.waitForURL((url) => url.searchParams.get("periodo") === "1ano");
    await page.getByText("Último ano", { exact: true }).waitFor();
    await confereNumeros(page);
    await escolherPeriodo(page, "30 dias");
    await page.waitForURL((url) => !url.searchParams.has("periodo"));
    await page.getByText("Últimos 30 dias", { exact: true }).waitFor();

    // A link with the period opens on it.
    await page.goto(e2e.url("/app/relatorios?periodo=90dias"));
    await page.getByText("Últimos 90 dias", { exact: true }).waitFor();
    await expect.poll(() => page.getByRole("combobox", { name: "Período" }).innerText()).toContain("90 dias");
    await confereNumeros(page);
  });

  test("exporta: a janela de impressão com o relatório, e o arquivo PDF baixado", async () => {
    const page = await paginaDemo("/app/relatorios?periodo=7dias");
    await cartao(page, "Receita Total").getByText(brl(esperado.receita), { exact: true }).waitFor();

    // The printable window: summary, top 5, date and period label; it closes itself after printing.
    const [janela] = await Promise.all([
      page.waitForEvent("popup"),
      page.getByRole("button", { name: "Exportar PDF" }).click(),
    ]);
    const titulo = janela.getByRole("heading", { level: 1, name: "Relatório de Vendas" });
    await titulo.waitFor();
    // The report's <style> and the bars' style attributes apply under the CSP the window inherits.
    expect(await titulo.evaluate((el) => getComputedStyle(el).fontSize)).toBe("22px");
    const barras = janela.locator(".barras span");
    expect(await barras.evaluateAll((spans) => spans.some((s) => s.getBoundingClientRect().height > 0))).toBe(
      true,
    );
    const impresso = sp(await janela.locator("body").innerText());
    const fechou = janela.waitForEvent("close");
    expect(impresso).toContain("Bar do Zé — Demonstração");
    expect(impresso).toMatch(/Período: Últimos 7 dias \(\d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}\)/);
    expect(impresso).toMatch(/Gerado em: \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
    expect(impresso).toContain(brl(esperado.receita));
    expect(impresso).toContain(umaCasa(esperado.margem));
    for (const p of esperado.ranking) expect(impresso).toContain(p.nome);
    expect(impresso).toContain("— sem dados do período anterior");
    await toast(page, "PDF Gerado");
    await fechou;

    // The PDF file.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Baixar PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^relatorio-7dias-\d{4}-\d{2}-\d{2}\.pdf$/);
    const caminho = await download.path();
    const arquivo = await readFile(caminho);
    expect(arquivo.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(arquivo.length).toBeGreaterThan(2000);
    await toast(page, "PDF Gerado", download.suggestedFilename());
  });

  test("janela de impressão bloqueada: avisa que não gerou o relatório", async () => {
    const page = await paginaDemo();
    await page.evaluate(() => {
      window.open = () => null;
    });
    await cartao(page, "Receita Total").getByText(brl(esperado.receita), { exact: true }).waitFor();
    await page.getByRole("button", { name: "Exportar PDF" }).click();
    await toast(page, "Erro ao gerar relatório PDF", "Não foi possível abrir janela de impressão");
  });

  test("falha ao carregar: avisa e deixa tentar de novo", async () => {
    const page = await e2e.newPage({ allowConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });
    await page.route("**/api/relatorios**", (route) => route.abort("failed"));
    await page.goto(e2e.url("/login"));
    await page.getByLabel("E-mail").fill(DEMO_EMAIL);
    await page.getByLabel("Senha", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/app/vendas");
    await page.goto(e2e.url("/app/relatorios"));
    await toast(page, "Erro ao carregar dados dos relatórios");
    const alerta = page.getByRole("alert").filter({ hasText: "Erro ao carregar dados dos relatórios" });
    await alerta.waitFor();
    await page.unroute("**/api/relatorios**");
    await alerta.getByRole("button", { name: "Tentar de novo" }).click();
    await cartao(page, "Receita Total").getByText(brl(esperado.receita), { exact: true }).waitFor();
  });

  test("conta sem vendas: cartões sem variação, o aviso no lugar dos gráficos e o ranking vazio (celular)", async () => {
    const conta = await criarConta(e2e.app().db);
    const page = await e2e.newPage({ viewport: "mobile" });
    await entrar(page, conta, "/app/relatorios");
    await cartao(page, "Receita Total").getByText("R$ 0,00", { exact: true }).waitFor();
    await cartao(page, "Margem de Lucro").getByText("—", { exact: true }).waitFor();
    await cartao(page, "Margem de Lucro").getByText("sem vendas no período").waitFor();
    for (const titulo of ["Receita Total", "Produtos Vendidos", "Ticket Médio", "Margem de Lucro"]) {
      await cartao(page, titulo).getByText("— sem dados do período anterior").waitFor();
    }
    await page.getByRole("heading", { name: "Nenhuma venda no período" }).waitFor();
    await page.getByRole("heading", { name: "Nenhum produto vendido" }).waitFor();
    await page.getByText("Registre algumas vendas para ver o ranking de produtos").waitFor();
    expect(await page.locator("main").innerText()).not.toMatch(/Infinity|NaN/);
    // Nothing sold anywhere: the page did not load the charts.
    expect(await page.getByRole("heading", { name: "Receita por dia" }).count()).toBe(0);
  });
});
