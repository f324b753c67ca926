/**
 * Journey: the card is refused in the sandbox checkout; the error page explains it, the buyer goes back
 * to the same payment and pays; the error page of that purchase then gives way to success.
 * Spec: accounts-plans-settings.md §2 (error page: error, message, payment_id; Tentar Novamente, Início,
 * Suporte), §8.
 */
import { describe, expect, test } from "vitest";
import { setupE2e } from "../support/e2e";
import { retratarTela } from "../support/telas";

const e2e = setupE2e({ deps: { rateLimit: false } });

describe("cartão recusado", () => {
  test("a recusa mostra a página de erro, e o comprador volta ao pagamento e paga", async () => {
    const page = await e2e.newPage();
    await page.goto(e2e.url("/planos"));
    await page.getByRole("button", { name: "Prefiro pagar agora, sem teste grátis" }).click();
    await page.waitForURL((url) => url.pathname === "/assinar/plano-mensal-balcao");
    await page.getByLabel("E-mail").fill("adega@exemplo.com.br");
    await page.getByLabel("Nome do estabelecimento").fill("Adega da Esquina");
    await page.getByLabel("CPF ou CNPJ").fill("52998224725");
    await page.getByLabel("Telefone").fill("21987654321");
    await page.getByRole("button", { name: "Ir para o pagamento" }).click();

    await page.waitForURL((url) => url.pathname.startsWith("/checkout/"));
    const checkout = page.url();
    await page.getByText("Cartão de crédito", { exact: true }).click();
    await page.getByRole("button", { name: /Marcar como recusado/ }).click();

    await page.waitForURL((url) => url.pathname === "/pagamento/erro");
    const compraId = new URL(page.url()).searchParams.get("payment_id");
    await page.getByRole("heading", { name: "Pagamento não aprovado" }).waitFor();
    await page.getByText("Pagamento recusado pela operadora do cartão.").waitFor();
    const detalhes = page.getByRole("region", { name: "Detalhes" });
    await detalhes.getByText("Mensal", { exact: true }).waitFor();
    await detalhes.getByText("R$ 89,90").waitFor();
    await detalhes.getByText("Pagamento recusado", { exact: true }).waitFor();
    await page.getByRole("link", { name: "Tentar Novamente" }).waitFor();
    expect(await page.getByRole("link", { name: "Suporte", exact: true }).getAttribute("href")).toContain(
      encodeURIComponent(`ID ${compraId}`),
    );
    await retratarTela(page, "pagamento-erro");

    // The refused card left the charge open: the buyer returns to it and pays.
    await page.getByRole("link", { name: "Voltar ao pagamento" }).click();
    await page.waitForURL(checkout);
    await page.getByRole("button", { name: /Marcar como pago/ }).click();
    await page.waitForURL((url) => url.pathname === "/pagamento/sucesso");
    await page.getByRole("heading", { name: "Pagamento aprovado!" }).waitFor();

    // The old error address of a paid purchase tells the truth instead.
    await page.goto(e2e.url(`/pagamento/erro?payment_id=${compraId}&error=recusado`));
    await page.waitForURL((url) => url.pathname === "/pagamento/sucesso");
    await page.getByRole("heading", { name: "Pagamento aprovado!" }).waitFor();
  });
});
