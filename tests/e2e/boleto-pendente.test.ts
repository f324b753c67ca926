/**
 * Journey: a buyer chooses boleto in the sandbox checkout and leaves it pending: the pending page shows
 * the boleto wording and its countdown, asks the server again, and says "Expirado" at zero.
 * Spec: accounts-plans-settings.md §2 (pending page: boleto countdown of 259200000 ms, refreshed every
 * minute), §9.
 */
import { describe, expect, test } from "vitest";
import { setupE2e } from "../support/e2e";
import { retratarTela } from "../support/telas";

const e2e = setupE2e({ deps: { rateLimit: false } });

describe("boleto pendente", () => {
  test("o boleto deixado pendente mostra a página de pendente com a contagem regressiva", async () => {
    const page = await e2e.newPage({ viewport: "mobile" });
    await page.clock.install();

    await page.goto(e2e.url("/assinar/plano-semestral-balcao"));
    await page.getByLabel("E-mail").fill("choperia.central@exemplo.com.br");
    await page.getByLabel("Nome do estabelecimento").fill("Choperia Central");
    await page.getByLabel("CPF ou CNPJ").fill("52998224725");
    await page.getByLabel("Telefone").fill("1131234567");
    await page.getByRole("button", { name: "Ir para o pagamento" }).click();

    await page.waitForURL((url) => url.pathname.startsWith("/checkout/"));
    await page.getByText("Boleto", { exact: true }).click();
    await page.getByRole("button", { name: /Marcar como pendente/ }).click();

    await page.waitForURL((url) => url.pathname === "/pagamento/pendente");
    expect(new URL(page.url()).searchParams.get("method")).toBe("boleto");
    await page.getByRole("heading", { name: "Boleto gerado" }).waitFor();
    await page.getByText("O boleto vence em 3 dias úteis.").waitFor();
    const detalhes = page.getByRole("region", { name: "Detalhes do pagamento" });
    await detalhes.getByText("Semestral", { exact: true }).waitFor();
    await detalhes.getByText("R$ 479,40").waitFor();
    await detalhes.getByText("Boleto", { exact: true }).waitFor();
    await detalhes.getByText("Aguardando pagamento").waitFor();

    // 259200000 ms from the page's opening: 3 days, shown until the first minute's tick.
    const prazo = page.getByRole("timer");
    expect(await prazo.getAttribute("aria-label")).toBe("3 dias, 0 horas e 0 minutos restantes");
    await retratarTela(page, "pagamento-pendente-boleto");

    // Refreshed every minute (the real milliseconds the test itself takes may show as one minute less).
    await page.clock.fastForward("01:00:00");
    await expect
      .poll(() => prazo.getAttribute("aria-label"))
      .toMatch(/^2 dias, (23 horas e 0|22 horas e 59) minutos restantes$/);

    // Still pending on the server: the page stays, and at zero it says Expirado.
    await page.clock.fastForward(3 * 24 * 60 * 60 * 1000);
    await page.getByRole("timer").getByText("Expirado").waitFor();
    expect(new URL(page.url()).pathname).toBe("/pagamento/pendente");
    await page.getByRole("link", { name: "Ver boleto" }).waitFor();
  });
});
