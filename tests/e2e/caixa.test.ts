/**
 * Journey: a shift at the till — the cashier opens the caixa with its float, puts coins in (suprimento),
 * sells with PIX (the QR of exactly the amount), closes the caixa with R$ 1,50 short in cash and prints
 * the closing ("Fechamento de Caixa", 80 mm); the closing is listed with its difference. With the caixa
 * closed, the next sale is refused and the PDV offers to open a caixa right there; so does Comandas when
 * a tab is closed (the tests run in order on one database).
 * Runs on the demo account (Heineken Long Neck 330ml at R$ 12,00), with its PIX key set.
 */
import { eq } from "drizzle-orm";
import { parsePix } from "pix-utils";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { configuracoes, mesas, produtos } from "@/server/db/schema";
import { DEMO_EMAIL, DEMO_PASSWORD } from "@/server/demo/seed-demo";
import { setupE2e } from "../support/e2e";
import { entrarPelaTela, esperarToast as toast } from "../support/paginas";
import { retratarTela } from "../support/telas";

const e2e = setupE2e({ demo: true, deps: { rateLimit: false } });

async function venderHeineken(page: Page, quantidade: number) {
  await page.getByRole("searchbox", { name: "Buscar produtos" }).fill("heineken");
  await page
    .getByRole("list", { name: "Produtos" })
    .getByRole("button", { name: /^Heineken Long Neck 330ml/ })
    .click();
  const adicionar = page.getByRole("dialog", { name: "Adicionar ao carrinho" });
  await adicionar.getByRole("spinbutton", { name: "Quantidade" }).fill(String(quantidade));
  await adicionar.getByRole("button", { name: "Adicionar", exact: true }).click();
  await adicionar.waitFor({ state: "detached" });
  await page
    .getByRole("region", { name: /^Carrinho/ })
    .getByRole("button", { name: "Finalizar Venda" })
    .click();
  return page.getByRole("dialog", { name: "Finalizar Venda" });
}

/** A print window's text and page, read before it closes itself. */
async function impressao(page: Page, acao: () => Promise<void>) {
  const [popup] = await Promise.all([page.waitForEvent("popup"), acao()]);
  await popup.locator("pre").first().waitFor();
  const texto = (await popup.locator("pre").allTextContents()).join("");
  const html = await popup.content();
  await popup.waitForEvent("close", { timeout: 10_000 });
  return { texto, html };
}

describe("caixa", () => {
  test("abrir, suprimento, venda em PIX, fechar com diferença, imprimir o fechamento e vê-lo na lista", async () => {
    const { db } = e2e.app();
    await db
      .update(configuracoes)
      .set({
        pix_tipo_chave: "email",
        pix_chave: "caixa@bardemo.com.br",
        pix_nome_recebedor: "BAR DEMO",
        pix_cidade: "SAO PAULO",
      })
      .where(eq(configuracoes.email_contato, DEMO_EMAIL));
    const page = await e2e.newPage();
    await entrarPelaTela(e2e, page, { email: DEMO_EMAIL, password: DEMO_PASSWORD });

    // The PDV says the till has no caixa; the Caixa screen opens one with the float.
    await page
      .getByRole("region", { name: "Caixa do terminal" })
      .getByText("Caixa 1: sem caixa aberto")
      .waitFor();
    await page
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Caixa" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Caixa" }).waitFor();
    await page.getByText("O terminal Caixa 1 está sem caixa aberto.").waitFor();
    await page.getByRole("button", { name: "Abrir Caixa" }).click();
    const abrir = page.getByRole("dialog", { name: "Abrir Caixa" });
    expect(await abrir.getByLabel("Terminal").inputValue()).toBe("Caixa 1");
    await abrir.getByLabel("Fundo de troco (R$)").fill("100,00");
    await abrir.getByRole("button", { name: "Abrir Caixa" }).click();
    await toast(page, "Caixa aberto", "Caixa 1 · fundo de troco R$ 100,00");
    const caixa = page.getByRole("region", { name: "Terminal Caixa 1" });
    await caixa.getByText("Aberto", { exact: true }).waitFor();

    await caixa.getByRole("button", { name: "Suprimento" }).click();
    const suprimento = page.getByRole("dialog", { name: "Suprimento" });
    await suprimento.getByLabel("Valor (R$)").fill("20");
    await suprimento.getByLabel("Motivo").fill("Moedas para troco");
    await suprimento.getByRole("button", { name: "Registrar suprimento" }).click();
    await toast(page, "Suprimento registrado", "Dinheiro esperado no caixa: R$ 120,00");
    await caixa.getByText("Moedas para troco").waitFor();

    // A PIX sale: the QR of exactly R$ 24,00; the PDV shows the till's caixa open.
    await page
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Vendas" })
      .click();
    await page
      .getByRole("region", { name: "Caixa do terminal" })
      .getByText("Caixa 1: caixa aberto")
      .waitFor();
    const finalizar = await venderHeineken(page, 2);
    await finalizar.getByRole("radio", { name: "PIX" }).check();
    const qr = finalizar.getByRole("region", { name: "QR Code PIX de R$ 24,00" });
    await qr.getByRole("img", { name: "QR Code PIX de R$ 24,00" }).waitFor();
    expect(parsePix(await qr.getByLabel("PIX copia e cola").inputValue())).toMatchObject({
      pixKey: "caixa@bardemo.com.br",
      transactionAmount: 24,
    });
    await impressao(page, () =>
      finalizar.getByRole("button", { name: "PIX recebido · Confirmar Venda" }).click(),
    );
    await toast(page, "Venda VEN000001 realizada com sucesso!", "Total R$ 24,00 · PIX");

    // The caixa expects R$ 120,00 in cash and R$ 24,00 in PIX; the cashier counts R$ 1,50 short.
    await page
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Caixa" })
      .click();
    await caixa.getByText("PIX (1)").waitFor();
    await retratarTela(page, "caixa-aberto");
    await caixa.getByRole("button", { name: "Fechar Caixa" }).click();
    const fechar = page.getByRole("dialog", { name: "Fechar Caixa" });
    await fechar.getByLabel("Contado em Dinheiro").fill("118,50");
    await fechar.getByLabel("Contado em PIX").fill("24,00");
    await fechar.getByText("Falta R$ 1,50").first().waitFor();
    await fechar.getByLabel("Observações").fill("Troco dado a mais na mesa 3");
    await retratarTela(page, "caixa-fechar");
    const papel = await impressao(page, () => fechar.getByRole("button", { name: "Fechar Caixa" }).click());
    await toast(page, "Caixa fechado e fechamento impresso", "Caixa 1");
    const linhas = papel.texto.split("\n");
    expect(linhas.map((l) => l.trim())).toContain("FECHAMENTO DE CAIXA");
    expect(papel.texto).toMatch(/ {2}Fundo de troco: +R\$ 100,00\n/);
    expect(papel.texto).toMatch(
      / {2}Esperado: +R\$ 120,00\n {2}Contado: +R\$ 118,50\n {2}Diferença: +-R\$ 1,50\n/,
    );
    expect(papel.texto).toMatch(/PIX \(1\)\n {2}Recebido: +R\$ 24,00\n {2}Esperado: +R\$ 24,00\n/);
    expect(papel.texto).toMatch(/DIFERENÇA: +-R\$ 1,50\n/);
    expect(papel.texto).toContain("Obs: Troco dado a mais na mesa 3");
    expect(linhas.every((l) => Array.from(l).length <= 32)).toBe(true);

    // Listed with its difference; the till has no caixa again.
    const fechamento = page.getByRole("article", { name: /^Fechamento Caixa 1/ });
    await fechamento.getByText("Falta R$ 1,50").first().waitFor();
    await fechamento.getByText("Dinheiro: Falta R$ 1,50").waitFor();
    await page.getByText("O terminal Caixa 1 está sem caixa aberto.").waitFor();
    await retratarTela(page, "caixa-fechamentos");
    const folha = await e2e.newPage();
    await folha.setContent(papel.html);
    await retratarTela(folha, "caixa-fechamento-impresso");
    // Several screens at two widths each: a time limit for a hang, not a measure of speed.
  }, 120_000);

  test("sem caixa aberto, a venda é recusada e o PDV abre o caixa ali mesmo", async () => {
    // The account opened its first caixa in the test above: it now requires one to sell.
    const page = await e2e.newPage();
    await entrarPelaTela(e2e, page, { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    await page
      .getByRole("region", { name: "Caixa do terminal" })
      .getByText("Caixa 1: sem caixa aberto")
      .waitFor();
    const semCaixa = await venderHeineken(page, 1);
    await semCaixa.getByRole("button", { name: "Confirmar Venda", exact: true }).click();
    const pedido = page.getByRole("dialog", { name: "Abrir Caixa" });
    await pedido
      .getByText("O terminal Caixa 1 está sem caixa aberto. Abra o caixa para receber pagamentos.")
      .waitFor();
    await retratarTela(page, "caixa-pedido-no-pdv");
    await pedido.getByLabel("Fundo de troco (R$)").fill("50");
    await pedido.getByRole("button", { name: "Abrir Caixa" }).click();
    await toast(page, "Caixa aberto", "Caixa 1 · fundo de troco R$ 50,00");
    await impressao(page, () =>
      semCaixa.getByRole("button", { name: "Confirmar Venda", exact: true }).click(),
    );
    await toast(page, "Venda VEN000002 realizada com sucesso!", "Total R$ 12,00 · Dinheiro");
  });

  test("sem caixa aberto, fechar uma comanda em Comandas abre o caixa ali mesmo", async () => {
    const { db } = e2e.app();
    const [heineken] = await db.select().from(produtos).where(eq(produtos.nome, "Heineken Long Neck 330ml"));
    const [mesa] = await db.select().from(mesas).where(eq(mesas.numero_mesa, 2));
    const page = await e2e.newPage();
    await entrarPelaTela(e2e, page, { email: DEMO_EMAIL, password: DEMO_PASSWORD }, "/app/comandas");
    // Set up through the API, as other devices would: the caixa is closed, table 2 orders two Heinekens.
    const api = (caminho: string, corpo: object) =>
      page.evaluate(
        async ([c, b]) => {
          const r = await fetch(c, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(b),
          });
          return { status: r.status, body: await r.json() };
        },
        [caminho, corpo] as const,
      );
    const abertos = await page.evaluate(async () => (await fetch("/api/caixas/abertos")).json());
    const fechado = await api(`/api/caixas/${abertos[0].id}/fechar`, {
      contado: { dinheiro: "62.00" },
      chave_idempotencia: crypto.randomUUID(),
    });
    expect(fechado.status).toBe(200);
    const comanda = await api("/api/comandas", { mesa_id: mesa!.id });
    expect(comanda.status).toBe(201);
    const pedido = await api(`/api/comandas/${comanda.body.id}/itens`, {
      itens: [{ produto_id: heineken!.id, quantidade: 2 }],
      chave_idempotencia: crypto.randomUUID(),
    });
    expect(pedido.status).toBe(201);

    await page
      .getByRole("article", { name: /^Comanda CMD/ })
      .getByRole("button", { name: "Ver Detalhes" })
      .click();
    const detalhes = page.getByRole("dialog", { name: "Detalhes da Comanda" });
    await detalhes.getByText("R$ 24,00").first().waitFor();
    await detalhes.getByRole("button", { name: "Fechar Comanda" }).click();
    const abrir = page.getByRole("dialog", { name: "Abrir Caixa" });
    await abrir
      .getByText("O terminal Caixa 1 está sem caixa aberto. Abra o caixa para receber pagamentos.")
      .waitFor();
    await abrir.getByLabel("Fundo de troco (R$)").fill("50");
    await abrir.getByRole("button", { name: "Abrir Caixa" }).click();
    await toast(page, "Caixa aberto", "Caixa 1 · fundo de troco R$ 50,00");
    await impressao(page, () => detalhes.getByRole("button", { name: "Fechar Comanda" }).click());
    await toast(page, "Comanda fechada e nota impressa!");
  });
});
