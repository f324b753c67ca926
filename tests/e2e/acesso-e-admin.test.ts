/**
 * Journeys: an account the subscription rule blocks (a trial past its end; a suspension mid-session)
 * sees the blocking screen with the rule's message and the way to pay; and the super admin's console —
 * promoted by the operator's command, searches an account, suspends it with a reason, reads it in the
 * audit log.
 * Spec: accounts-plans-settings.md §4 (access rule, its messages), §2 (app shell); decisions 105, 107.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { executarComandoAdmin } from "@/server/admin/admin-command";
import { suspenderAssinatura } from "@/server/modules/billing/assinaturas.service";
import { MENSAGENS_ASSINATURA } from "@/shared/billing/assinatura";
import { setupE2e, type ViewportName } from "../support/e2e";
import { criarConta, criarProduto } from "../support/factories";
import { entrarPelaTela, esperarToast } from "../support/paginas";

const e2e = setupE2e({ deps: { rateLimit: false } });
const DIA = 24 * 60 * 60 * 1000;

/** Screenshots to look at (test-results/ is not committed). */
async function capturar(page: Page, nome: string) {
  const dir = path.resolve("test-results");
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `acesso-e-admin-${nome}.png`), fullPage: true });
}

describe("acesso bloqueado pela assinatura", () => {
  for (const viewport of ["desktop", "mobile"] as ViewportName[]) {
    const desfecho = viewport === "desktop" ? "paga nas Configurações e vende de novo" : "Sair";
    test(`teste grátis vencido (${viewport}): tela de bloqueio com a mensagem, o caminho para pagar; ${desfecho}`, async () => {
      const conta = await criarConta(e2e.app().db, {
        nomeEstabelecimento: "Bar do Teste Vencido",
        now: new Date(Date.now() - 8 * DIA),
      });
      await criarProduto(e2e.app().db, conta.usuarioId, { nome: "Chope da Casa", estoque_atual: 20 });
      const page = await e2e.newPage({ viewport });
      await entrarPelaTela(e2e, page, conta);

      const bloqueio = page.getByRole("region", { name: "Acesso bloqueado" });
      await bloqueio.getByText(MENSAGENS_ASSINATURA.pendente).waitFor();
      expect(await page.getByRole("heading", { name: "PDV - Ponto de Venda" }).count()).toBe(0);
      await capturar(page, `bloqueio-${viewport}`);

      // Every screen of the app is the blocking screen, Estoque included.
      await page.goto(e2e.url("/app/estoque"));
      await bloqueio.waitFor();
      expect(await page.getByRole("heading", { name: "Estoque", exact: true }).count()).toBe(0);

      // The way to pay: the billing area of the settings, which a blocked account still reaches.
      await bloqueio.getByRole("link", { name: "Pagar em Configurações" }).click();
      await page.waitForURL((url) => url.pathname === "/app/configuracoes");
      await page.getByRole("heading", { level: 1, name: "Configurações" }).waitFor();
      await page.getByRole("alert").filter({ hasText: MENSAGENS_ASSINATURA.pendente }).waitFor();
      await page.getByRole("button", { name: "Pagar agora" }).waitFor();
      await capturar(page, `configuracoes-bloqueada-${viewport}`);

      if (viewport === "mobile") {
        await page.goto(e2e.url("/app/vendas"));
        await bloqueio.getByRole("button", { name: "Sair" }).click();
        await page.waitForURL((url) => url.pathname === "/login");
        return;
      }

      // Pays in the sandbox checkout, and sells again.
      await page.getByRole("button", { name: "Pagar agora" }).click();
      await page.waitForURL((url) => url.pathname.startsWith("/checkout/"));
      await page.getByRole("button", { name: /Marcar como pago/ }).click();
      await page.waitForURL((url) => url.pathname === "/pagamento/sucesso");
      await page.getByRole("heading", { name: "Pagamento aprovado!" }).waitFor();
      await page.goto(e2e.url("/app/vendas"));
      await page.getByRole("heading", { level: 1, name: "PDV - Ponto de Venda" }).waitFor();
      expect(await bloqueio.count()).toBe(0);
      await page
        .getByRole("list", { name: "Produtos" })
        .getByRole("button", { name: /^Chope da Casa/ })
        .click();
      const adicionar = page.getByRole("dialog", { name: "Adicionar ao carrinho" });
      await adicionar.getByRole("button", { name: "Adicionar", exact: true }).click();
      await adicionar.waitFor({ state: "detached" });
      await page.getByRole("button", { name: "Finalizar Venda" }).click();
      const [recibo] = await Promise.all([
        page.waitForEvent("popup"),
        page
          .getByRole("dialog", { name: "Finalizar Venda" })
          .getByRole("button", { name: "Confirmar Venda" })
          .click(),
      ]);
      await recibo.locator("pre").waitFor();
      expect(await recibo.locator("pre").textContent()).toContain("Chope da Casa");
      await recibo.waitForEvent("close", { timeout: 10_000 });
    });
  }

  test("um teste em curso mostra os dias restantes; um 402 no meio do uso leva à tela de bloqueio", async () => {
    const db = e2e.app().db;
    const conta = await criarConta(db, { nomeEstabelecimento: "Bar em Teste" });
    const page = await e2e.newPage();
    await entrarPelaTela(e2e, page, conta);
    await page.getByRole("heading", { level: 1, name: "PDV - Ponto de Venda" }).waitFor();
    await page.getByText("7 dias restantes").waitFor();
    await capturar(page, "teste-dias-restantes-desktop");

    // The sweep (or a super admin) suspends it while the page is open: the next call answers 402.
    await suspenderAssinatura(db, { usuarioId: conta.usuarioId, autoria: { origem: "varredura" } });
    await page
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Estoque" })
      .click();
    await page
      .getByRole("region", { name: "Acesso bloqueado" })
      .getByText(MENSAGENS_ASSINATURA.suspensa)
      .waitFor();
  });
});

describe("console do super admin", () => {
  test("promovido pelo comando do operador: busca uma conta, suspende com motivo e vê na auditoria", async () => {
    const db = e2e.app().db;
    const admin = await criarConta(db, { nomeEstabelecimento: "Operação Balcão" });
    const promovido = await executarComandoAdmin(db, { acao: "promover", email: admin.email });
    expect(promovido.ok).toBe(true);
    const alvo = await criarConta(db, { nomeEstabelecimento: "Choperia Alvo da Busca" });
    await criarConta(db, { nomeEstabelecimento: "Outro Bar Qualquer" });

    const page = await e2e.newPage();
    await entrarPelaTela(e2e, page, admin);
    await page.getByRole("button", { name: /^Menu do usuário/ }).click();
    await page.getByRole("menuitem", { name: "Console do super admin" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByRole("heading", { level: 1, name: "Console do super admin" }).waitFor();

    await page.getByLabel("Buscar contas").fill("alvo da busca");
    const contas = page.getByRole("region", { name: "Contas" });
    await contas.getByText(alvo.email).waitFor();
    await contas.getByText("Outro Bar Qualquer").waitFor({ state: "detached" });
    const linha = contas.getByRole("row").filter({ hasText: alvo.email });
    await linha.getByText("Pendente").waitFor();
    await capturar(page, "admin-contas-desktop");

    await linha.getByRole("button", { name: `Ações de ${alvo.email}` }).click();
    await page.getByRole("menuitem", { name: "Suspender…" }).click();
    const dialogo = page.getByRole("dialog", { name: "Suspender assinatura" });
    await dialogo.getByRole("button", { name: "Suspender" }).click();
    await dialogo.getByText("Informe o motivo da suspensão").waitFor();
    await dialogo.getByLabel("Motivo").fill("Chargeback confirmado pelo banco");
    await dialogo.getByRole("button", { name: "Suspender" }).click();
    await esperarToast(page, "Assinatura suspensa");
    await linha.getByText("Suspensa").waitFor();
    await linha.getByText("Chargeback confirmado pelo banco").waitFor();

    await page.getByRole("tab", { name: "Auditoria" }).click();
    const registro = page
      .getByRole("region", { name: "Auditoria" })
      .getByRole("row")
      .filter({ hasText: alvo.email })
      .first();
    await registro.getByText("suspender").waitFor();
    await registro.getByText("Chargeback confirmado pelo banco").waitFor();
    expect(await registro.innerText()).toContain(admin.email);
    await capturar(page, "admin-auditoria-desktop");

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("tab", { name: "Contas" }).click();
    // The search survived the look at the audit log.
    expect(await page.getByLabel("Buscar contas").inputValue()).toBe("alvo da busca");
    await contas.getByText(alvo.email).waitFor();
    await capturar(page, "admin-contas-mobile");
  });

  test("quem não é super admin não tem console: /admin vai para a página inicial", async () => {
    const conta = await criarConta(e2e.app().db);
    const page = await e2e.newPage();
    await entrarPelaTela(e2e, page, conta);
    await page.getByRole("button", { name: /^Menu do usuário/ }).click();
    await page.getByRole("menuitem", { name: "Configurações" }).waitFor();
    expect(await page.getByRole("menuitem", { name: "Console do super admin" }).count()).toBe(0);
    await page.goto(e2e.url("/admin"));
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.getByRole("heading", { name: "Console do super admin" }).count()).toBe(0);
  });
});

describe("níveis de plano ligados (FEATURE_GATING=on)", () => {
  const comNiveis = setupE2e({ deps: { rateLimit: false }, env: { FEATURE_GATING: "on" } });

  test("no plano mensal, Mesas e Comandas mostram Funcionalidade Bloqueada e nem são pedidas ao servidor", async () => {
    const conta = await criarConta(comNiveis.app().db, { nomeEstabelecimento: "Bar do Plano Mensal" });
    const page = await comNiveis.newPage();
    const pedidas: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/api/comandas") || pathname.startsWith("/api/mesas")) pedidas.push(pathname);
    });
    await entrarPelaTela(comNiveis, page, conta);
    await page.getByRole("heading", { level: 1, name: "PDV - Ponto de Venda" }).waitFor();
    await page.getByRole("tab", { name: /Comandas/ }).click();
    const bloqueio = page.getByRole("region", { name: "Funcionalidade Bloqueada" });
    await bloqueio.getByText("Comandas não está incluída no seu plano atual.").waitFor();
    await bloqueio.getByText("Nível 2 (Semestral)").waitFor();
    await capturar(page, "funcionalidade-bloqueada-desktop");
    await page.getByRole("tab", { name: "Mesas" }).click();
    await bloqueio.waitFor();
    await page.getByRole("tab", { name: "Venda Direta" }).click();
    await page.getByRole("heading", { name: "Funcionalidade Bloqueada" }).waitFor({ state: "detached" });
    expect(pedidas).toEqual([]);
  });
});
