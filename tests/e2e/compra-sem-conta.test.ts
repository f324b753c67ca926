/**
 * Journey: a stranger buys the annual plan, pays in the sandbox checkout, lands on the success page,
 * follows the e-mail's link to create a password, signs in and sells.
 * Spec: accounts-plans-settings.md §2 (plans page, payment result pages), §4 (sign-up flow), §8.
 */
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { usuarios } from "@/server/db/schema";
import { setupE2e } from "../support/e2e";
import { entrarPelaTela } from "../support/paginas";
import { retratarTela } from "../support/telas";

const e2e = setupE2e({ deps: { rateLimit: false } });

const ASSUNTO = "Pagamento confirmado: crie sua senha do Balcão";

describe("compra sem conta", () => {
  test("o plano Anual pago no checkout de testes cria a conta, e o link do e-mail leva à senha e ao app", async () => {
    const email = "bar.do.porto@exemplo.com.br";
    const page = await e2e.newPage();

    await page.goto(e2e.url("/planos"));
    await page.getByRole("button", { name: "Começar com Plano Mensal" }).waitFor();
    await retratarTela(page, "planos");
    await page.getByText("Anual", { exact: true }).click();
    await page.getByRole("button", { name: "Assinar Plano Anual" }).click();

    await page.waitForURL((url) => url.pathname === "/assinar/plano-anual-balcao");
    await page.getByRole("heading", { name: "Assinar o Plano Anual" }).waitFor();
    const resumo = page.getByRole("region", { name: "Resumo da compra" });
    await resumo.getByText("R$ 838,80").waitFor();

    // The form refuses what the server would refuse, under each field, and nothing is created.
    await page.getByRole("button", { name: "Ir para o pagamento" }).click();
    await page.getByText("Email inválido").waitFor();
    await page.getByText("Telefone é obrigatório").waitFor();
    await retratarTela(page, "assinar-erros");

    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Nome do estabelecimento").fill("Bar do Porto");
    await page.getByLabel("CPF ou CNPJ").fill("11222333000181");
    await page.getByLabel("Telefone").fill("11912345678");
    expect(await page.getByLabel("Telefone").inputValue()).toBe("(11) 91234-5678");
    await page.getByRole("button", { name: "Ir para o pagamento" }).click();

    await page.waitForURL((url) => url.pathname.startsWith("/checkout/"));
    await page.getByText("Ambiente de testes — nenhuma cobrança real").waitFor();
    await page.getByRole("heading", { name: "Finalize seu pagamento" }).waitFor();
    const cobranca = page.getByRole("region", { name: "Resumo da cobrança" });
    await cobranca.getByText("Balcão — Plano Anual").waitFor();
    await cobranca.getByText("Bar do Porto").waitFor();
    await cobranca.getByText("R$ 838,80").waitFor();
    await page.getByText("Cartão de crédito", { exact: true }).click();
    expect(await page.getByRole("radio", { name: "Cartão de crédito" }).isChecked()).toBe(true);
    await retratarTela(page, "checkout");
    // No account exists before the payment is confirmed.
    expect(await e2e.app().db.select().from(usuarios).where(eq(usuarios.email, email))).toEqual([]);

    await page.getByRole("button", { name: /Marcar como pago/ }).click();
    await page.waitForURL((url) => url.pathname === "/pagamento/sucesso");
    await page.getByRole("heading", { name: "Pagamento aprovado!" }).waitFor();
    await page
      .getByText("Sua conta foi criada e enviamos para o seu e-mail o link para criar sua senha.")
      .waitFor();
    const resumoPago = page.getByRole("region", { name: "Resumo da assinatura" });
    await resumoPago.getByText("Anual", { exact: true }).waitFor();
    await resumoPago.getByText("12 meses").waitFor();
    await resumoPago.getByText("R$ 838,80").waitFor();
    await retratarTela(page, "pagamento-sucesso");
    expect(await e2e.app().db.select().from(usuarios).where(eq(usuarios.email, email))).toHaveLength(1);

    // The e-mail "with credentials": a one-time link, never a password.
    const maisRecente = page.getByRole("listitem").first().getByRole("link");
    await expect
      .poll(async () => {
        await page.goto(e2e.url("/dev/emails"));
        return maisRecente.count();
      })
      .toBe(1);
    expect(await maisRecente.innerText()).toContain(ASSUNTO);
    await maisRecente.click();
    const mensagem = page.getByTitle(ASSUNTO).contentFrame();
    await mensagem.getByText("Olá, Bar do Porto!").waitFor();
    await mensagem.getByRole("link", { name: "Criar minha senha" }).click();

    await page.waitForURL((url) => url.pathname === "/reset-password");
    const senha = "Porto#Anual2026";
    await page.getByLabel("Nova senha", { exact: true }).fill(senha);
    await page.getByLabel("Confirmar nova senha", { exact: true }).fill(senha);
    await page.getByRole("button", { name: "Redefinir senha" }).click();
    await page.waitForURL((url) => url.pathname === "/login");

    await entrarPelaTela(e2e, page, { email, password: senha });
    await page.getByRole("heading", { level: 1, name: "PDV - Ponto de Venda" }).waitFor();
  });

  test("um plano que o Balcão não vende diz que o link de pagamento não existe", async () => {
    const page = await e2e.newPage({ viewport: "mobile" });
    await page.goto(e2e.url("/assinar/plano-vitalicio"));
    await page.getByText("Link de pagamento não encontrado para este plano.").waitFor();
    await page.getByRole("link", { name: "Ver Planos Disponíveis" }).click();
    await page.waitForURL((url) => url.pathname === "/planos");
  });

  test("um payment_id que o servidor não conhece não vira pagamento aprovado", async () => {
    const page = await e2e.newPage({ viewport: "mobile" });
    await page.goto(e2e.url("/pagamento/sucesso?payment_id=00000000-0000-4000-8000-000000000000"));
    await page.getByRole("heading", { name: "Pagamento não encontrado" }).waitFor();
    await page.getByText("Confira o endereço desta página").waitFor();
    expect(await page.getByRole("heading", { name: "Pagamento aprovado!" }).count()).toBe(0);
    expect(await page.getByText("Próximos passos").count()).toBe(0);
  });
});
