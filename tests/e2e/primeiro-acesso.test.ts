/**
 * Journey: an account created with a temporary password must choose a personal one before using the app.
 * Spec: accounts-plans-settings.md §2 (trocar-senha page, route guard), §4 (first access), §5 (new-password
 * rules, strength meter), §8 ('Senha alterada com sucesso!').
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { setupE2e } from "../support/e2e";
import { criarConta } from "../support/factories";

const e2e = setupE2e({ deps: { rateLimit: false } });

/** The message shown under a field: the element its aria-describedby points to. */
function mensagemDoCampo(page: Page, rotulo: string): Promise<string> {
  return page.getByLabel(rotulo, { exact: true }).evaluate((el) => {
    const id = el.getAttribute("aria-describedby");
    return ((id && document.getElementById(id)?.textContent) || "").trim();
  });
}

async function entrar(page: Page, email: string, senha: string) {
  await page.goto(e2e.url("/login"));
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(senha);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
}

describe("primeiro acesso", () => {
  test("obriga a trocar a senha provisória e depois entra direto no app", async () => {
    const conta = await criarConta(e2e.app().db, {
      primeiroAcesso: true,
      password: "Provisoria#1",
      nomeEstabelecimento: "Cervejaria Lúpulo",
    });
    const page = await e2e.newPage();

    await entrar(page, conta.email, conta.password);
    await page.waitForURL((url) => url.pathname === "/trocar-senha");
    await page.getByRole("heading", { name: "Primeiro acesso: defina sua senha pessoal" }).waitFor();
    await page.getByText(conta.email, { exact: true }).waitFor();

    // The app stays closed until the password is changed.
    await page.goto(e2e.url("/app/vendas"));
    await page.waitForURL((url) => url.pathname === "/trocar-senha");
    await page.getByRole("heading", { name: "Primeiro acesso: defina sua senha pessoal" }).waitFor();

    // The meter follows the requirements met as the person types (§5).
    const novaSenha = page.getByLabel("Nova senha", { exact: true });
    const forca = async (texto: string, esperado: string) => {
      await novaSenha.pressSequentially(texto);
      await page.getByText(esperado, { exact: true }).waitFor();
    };
    await forca("a", "Muito Fraca · 20%");
    await forca("B", "Fraca · 40%");
    await forca("1", "Média · 60%");
    await forca("!", "Forte · 80%");
    await forca("lupu", "Muito Forte · 100%");
    const requisitos = page.getByRole("list", { name: "Requisitos da senha" });
    expect(await requisitos.getByRole("listitem").count()).toBe(5);
    expect(await requisitos.getByText("(atendido)").count()).toBe(5);

    const salvar = page.getByRole("button", { name: "Salvar senha e continuar" });
    const confirmacao = page.getByLabel("Confirmar nova senha", { exact: true });
    await confirmacao.fill("aB1!lupx");
    await salvar.click();
    await expect.poll(() => mensagemDoCampo(page, "Confirmar nova senha")).toBe("As senhas não conferem");
    expect(await salvar.isDisabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/trocar-senha");

    const escolhida = "aB1!lupu";
    await confirmacao.fill(escolhida);
    expect(await mensagemDoCampo(page, "Confirmar nova senha")).toBe("As senhas conferem");
    await salvar.click();
    await page.getByText("Senha alterada com sucesso!").waitFor();
    await page.waitForURL((url) => url.pathname === "/app/vendas");
    await page.getByRole("heading", { level: 1, name: "PDV - Ponto de Venda" }).waitFor();

    // Later: sign out and back in with the personal password, straight into the app.
    await page.getByRole("button", { name: "Menu do usuário: Cervejaria Lúpulo" }).click();
    await page.getByRole("menuitem", { name: "Sair" }).click();
    await page.waitForURL((url) => url.pathname === "/login");

    await entrar(page, conta.email, conta.password);
    await page.getByText("E-mail ou senha incorretos.").waitFor();

    const depois = await e2e.newPage();
    await entrar(depois, conta.email, escolhida);
    await depois.waitForURL((url) => url.pathname === "/app/vendas");
    await depois.getByRole("heading", { level: 1, name: "PDV - Ponto de Venda" }).waitFor();
    await depois.goto(e2e.url("/trocar-senha"));
    await depois.waitForURL((url) => url.pathname === "/app/vendas");
    await depois.getByRole("heading", { level: 1, name: "PDV - Ponto de Venda" }).waitFor();
  });
});
