/**
 * Journey: forgot password → the e-mail in the development outbox → its link → a new password → log in.
 * Spec: accounts-plans-settings.md §2 (reset dialog, /reset-password), §5 (new-password rules), §8.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { setupE2e } from "../support/e2e";
import { criarConta } from "../support/factories";

const e2e = setupE2e({ deps: { rateLimit: false } });

const ASSUNTO = "Redefinição de senha — Balcão";

/** The message shown under a field: the element its aria-describedby points to. */
function mensagemDoCampo(page: Page, rotulo: string): Promise<string> {
  return page.getByLabel(rotulo, { exact: true }).evaluate((el) => {
    const id = el.getAttribute("aria-describedby");
    return ((id && document.getElementById(id)?.textContent) || "").trim();
  });
}

async function tentarEntrar(page: Page, email: string, senha: string) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(senha);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
}

describe("esqueci minha senha", () => {
  test("o link do e-mail abre /reset-password, a nova senha vale e a antiga não", async () => {
    const conta = await criarConta(e2e.app().db, { nomeEstabelecimento: "Choperia Central" });
    const page = await e2e.newPage();

    await page.goto(e2e.url("/login"));
    await page.getByRole("button", { name: "Esqueci minha senha" }).click();
    const dialogo = page.getByRole("dialog", { name: "Redefinir senha" });
    await dialogo.getByLabel("E-mail").fill(conta.email);
    await dialogo.getByRole("button", { name: "Enviar Instruções" }).click();
    const enviado = page.getByRole("dialog", { name: "E-mail enviado com sucesso" });
    await enviado.getByText(conta.email).waitFor();
    await enviado.getByText("spam", { exact: false }).waitFor();
    await enviado.getByRole("button", { name: "Entendi" }).click();
    await enviado.waitFor({ state: "detached" });

    // The outbox lists the newest message first; the request may still be writing it, so reload until it is there.
    const maisRecente = page.getByRole("listitem").first().getByRole("link");
    await expect
      .poll(async () => {
        await page.goto(e2e.url("/dev/emails"));
        return maisRecente.count();
      })
      .toBe(1);
    const resumo = await maisRecente.innerText();
    expect(resumo).toContain(ASSUNTO);
    expect(resumo).toContain(conta.email);
    await maisRecente.click();
    await page.getByRole("heading", { name: ASSUNTO }).waitFor();

    const email = page.getByTitle(ASSUNTO).contentFrame();
    await email.getByText("Olá, Choperia Central!").waitFor();
    const botao = email.getByRole("link", { name: "Redefinir minha senha" });
    const linkDoEmail = await botao.getAttribute("href");
    await botao.click();
    await page.waitForURL((url) => url.pathname === "/reset-password");
    await page.getByRole("heading", { name: "Criar nova senha" }).waitFor();

    // A weak password: only the first failing rule of §5 is shown, under the field.
    await page.getByLabel("Nova senha", { exact: true }).fill("chope1");
    await page.getByLabel("Confirmar nova senha", { exact: true }).fill("chope1");
    const redefinir = page.getByRole("button", { name: "Redefinir senha" });
    await redefinir.click();
    await expect.poll(() => mensagemDoCampo(page, "Nova senha")).toBe("Deve ter pelo menos 8 caracteres");
    expect(await redefinir.isDisabled()).toBe(true);

    await page.getByLabel("Nova senha", { exact: true }).fill("Chopeira2025");
    expect(await mensagemDoCampo(page, "Nova senha")).toBe("");
    await page.getByLabel("Confirmar nova senha", { exact: true }).fill("Chopeira2025");
    await redefinir.click();
    await expect
      .poll(() => mensagemDoCampo(page, "Nova senha"))
      .toBe("Deve conter pelo menos um caractere especial");

    const novaSenha = "Chopeira#2025";
    await page.getByLabel("Nova senha", { exact: true }).fill(novaSenha);
    await page.getByLabel("Confirmar nova senha", { exact: true }).fill(novaSenha);
    await redefinir.click();
    await page.getByText("Senha alterada com sucesso!").waitFor();
    await page.waitForURL((url) => url.pathname === "/login");

    await tentarEntrar(page, conta.email, conta.password);
    await page.getByText("E-mail ou senha incorretos.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");

    await tentarEntrar(page, conta.email, novaSenha);
    await page.waitForURL((url) => url.pathname === "/app/vendas");
    await page.getByRole("heading", { level: 1, name: "PDV - Ponto de Venda" }).waitFor();

    // The link works once: opened again from the e-mail, it says so and offers a new one.
    expect(linkDoEmail).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const outra = await e2e.newPage();
    await outra.goto(linkDoEmail!);
    await outra.getByRole("heading", { name: "Link inválido ou expirado" }).waitFor();
    await outra.getByRole("button", { name: "Solicitar novo link" }).waitFor();
  });
});
