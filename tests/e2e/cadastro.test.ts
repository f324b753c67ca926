/**
 * Journey: sign up from the plans page's link (/auth?plano=…) and land in the app shell.
 * Spec: accounts-plans-settings.md §2 (auth page, plans page, app shell), §4 (sign-up flow), §5 (sign-up
 * rules; the password follows the first-access rule, decision 092).
 */
import { eq } from "drizzle-orm";
import type { Locator } from "playwright-core";
import { describe, expect, test } from "vitest";
import { usuarios } from "@/server/db/schema";
import { setupE2e } from "../support/e2e";

// Rate limits are the API tests' business; here they would only make the suite order-dependent.
const e2e = setupE2e({ deps: { rateLimit: false } });

/** The message shown under a field: the element its aria-describedby points to. */
function mensagemDoCampo(campo: Locator): Promise<string> {
  return campo.evaluate((el) => {
    const id = el.getAttribute("aria-describedby");
    return ((id && document.getElementById(id)?.textContent) || "").trim();
  });
}

describe("cadastro", () => {
  test("cria a conta do plano Mensal a partir de /auth?plano= e entra no app", async () => {
    const page = await e2e.newPage();
    await page.goto(e2e.url("/auth?plano=plano-mensal-balcao"));

    await page.getByRole("heading", { name: "Criar sua conta" }).waitFor();
    const plano = page.getByRole("region", { name: "Plano selecionado" });
    await plano.getByText("Plano Mensal").waitFor();
    await plano.getByText("7 dias de teste grátis, sem cartão de crédito").waitFor();
    await page.getByRole("link", { name: "Voltar aos Planos" }).waitFor();
    expect(await page.getByRole("link", { name: "Ver Planos Disponíveis" }).count()).toBe(0);

    const email = `bar-do-ze-${Date.now()}@exemplo.com.br`;
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Senha", { exact: true }).fill("cerveja123");
    await page.getByLabel("Nome do estabelecimento").fill("Bar do Zé");

    // Typed as digits, shown with the CPF mask. 123.456.789-00 has wrong check digits (…-09 is right).
    const documento = page.getByLabel("CPF ou CNPJ");
    await documento.pressSequentially("12345678900");
    expect(await documento.inputValue()).toBe("123.456.789-00");

    const criar = page.getByRole("button", { name: "Criar conta e começar teste grátis" });
    await criar.click();
    await expect.poll(() => mensagemDoCampo(documento)).toBe("CPF ou CNPJ inválido");
    expect(await documento.getAttribute("aria-invalid")).toBe("true");
    // The password follows the same rule as first access and reset: one message, and the checklist.
    const senha = page.getByLabel("Senha", { exact: true });
    expect(await mensagemDoCampo(senha)).toBe("Deve conter pelo menos uma letra maiúscula");
    const requisitos = page.getByRole("list", { name: "Requisitos da senha" });
    expect(await requisitos.getByText("(pendente)").count()).toBe(2);
    // The e-mail was right: it does not complain, and nobody was signed in.
    expect(await mensagemDoCampo(page.getByLabel("E-mail"))).toBe("");
    expect(new URL(page.url()).pathname).toBe("/auth");

    await senha.fill("Cerveja#2026");
    await page.getByText("Muito Forte · 100%", { exact: true }).waitFor();
    expect(await requisitos.getByText("(atendido)").count()).toBe(5);

    await documento.clear();
    await documento.pressSequentially("52998224725");
    expect(await documento.inputValue()).toBe("529.982.247-25");
    await criar.click();

    await page.waitForURL((url) => url.pathname === "/app/vendas");
    await page.getByRole("heading", { level: 1, name: "PDV - Ponto de Venda" }).waitFor();

    const menu = page.getByRole("button", { name: "Menu do usuário: Bar do Zé" });
    await menu.click();
    const aberto = page.getByRole("menu");
    await aberto.getByText("Bar do Zé", { exact: true }).waitFor();
    await aberto.getByText(email, { exact: true }).waitFor();
    await aberto.getByRole("menuitem", { name: "Sair" }).waitFor();

    // Only the digits of the masked document reach the database.
    const [perfil] = await e2e
      .app()
      .db.select({ cnpj_cpf: usuarios.cnpj_cpf, plano_id: usuarios.plano_id })
      .from(usuarios)
      .where(eq(usuarios.email, email));
    expect(perfil).toEqual({ cnpj_cpf: "52998224725", plano_id: "plano-mensal-balcao" });
  });

  test("sem plano, o cadastro oferece Ver Planos Disponíveis e não cria a conta", async () => {
    const page = await e2e.newPage();
    await page.goto(e2e.url("/auth"));

    // Without ?plano= the page opens on login; the footer link switches to sign-up.
    await page.getByRole("heading", { name: "Entrar na sua conta" }).waitFor();
    await page.getByRole("button", { name: "Criar conta", exact: true }).click();
    await page.getByRole("heading", { name: "Criar sua conta" }).waitFor();
    expect(await page.getByRole("link", { name: "Voltar aos Planos" }).count()).toBe(0);

    const email = `sem-plano-${Date.now()}@exemplo.com.br`;
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Senha", { exact: true }).fill("Cerveja#2026");
    await page.getByLabel("Nome do estabelecimento").fill("Bar Sem Plano");
    await page.getByLabel("CPF ou CNPJ").pressSequentially("11222333000181");
    expect(await page.getByLabel("CPF ou CNPJ").inputValue()).toBe("11.222.333/0001-81");
    await page.getByRole("button", { name: "Criar conta", exact: true }).click();
    await page.getByText("Por favor, selecione um plano antes de criar sua conta.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth");
    const contas = await e2e.app().db.select().from(usuarios).where(eq(usuarios.email, email));
    expect(contas).toEqual([]);

    await page.getByRole("link", { name: "Ver Planos Disponíveis" }).click();
    await page.waitForURL((url) => url.pathname === "/planos");
  });

  test("em /planos, Começar com Plano Mensal leva ao cadastro com o teste grátis", async () => {
    const page = await e2e.newPage();
    await page.goto(e2e.url("/planos"));

    // The monthly plan starts selected; the other plans are bought before the account exists.
    await page.getByText("Anual", { exact: true }).click();
    await page.getByRole("button", { name: "Assinar Plano Anual" }).waitFor();
    await page.getByText("Mensal", { exact: true }).click();
    expect(await page.getByRole("radio", { name: "Mensal" }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Começar com Plano Mensal" }).click();

    await page.waitForURL((url) => url.pathname === "/auth");
    expect(new URL(page.url()).searchParams.get("plano")).toBe("plano-mensal-balcao");
    await page.getByRole("heading", { name: "Criar sua conta" }).waitFor();
    await page.getByRole("region", { name: "Plano selecionado" }).getByText("Plano Mensal").waitFor();
    await page.getByRole("button", { name: "Criar conta e começar teste grátis" }).waitFor();

    await page.getByRole("link", { name: "Voltar aos Planos" }).click();
    await page.waitForURL((url) => url.pathname === "/planos");
  });
});
