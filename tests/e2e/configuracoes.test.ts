/**
 * Journey: Configurações — change the establishment's data and see it in the user menu and on a receipt;
 * export the settings file and import it back; wrong files; restore defaults; the first read's defaults.
 * At 1280 and 390 px, with screenshots in test-results/ to look at.
 * Spec: accounts-plans-settings.md §2 (settings screen), §3 (exported file), §5, §8 (toasts), §9.
 */

import { mkdirSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { authSessions, configuracoes } from "@/server/db/schema";
import { setupE2e, type ViewportName } from "../support/e2e";
import { criarConta, criarProduto } from "../support/factories";
import { entrarPelaTela, esperarToast as toast } from "../support/paginas";

const e2e = setupE2e({ deps: { rateLimit: false } });
const RESULTADOS = path.resolve("test-results");

async function abrirConfiguracoes(viewport: ViewportName, nomeEstabelecimento: string) {
  const conta = await criarConta(e2e.app().db, { nomeEstabelecimento });
  // The load-failure step cuts the connection on purpose; Chromium logs that as a console error.
  const page = await e2e.newPage({ viewport, allowConsoleErrors: [/net::ERR_FAILED/] });
  await entrarPelaTela(e2e, page, conta, "/app/configuracoes");
  await page.getByRole("heading", { level: 1, name: "Configurações" }).waitFor();
  await page.getByLabel("Nome do estabelecimento").waitFor();
  return { page, conta };
}

async function retrato(page: Page, nome: string) {
  mkdirSync(RESULTADOS, { recursive: true });
  await page.screenshot({ path: path.join(RESULTADOS, `${nome}.png`), fullPage: true });
}

const secao = (page: Page, nome: string) => page.getByRole("region", { name: nome, exact: true });

/** Runs `acao` and returns the text of the receipt window it opens (read before it closes itself). */
async function recibo(page: Page, acao: () => Promise<void>): Promise<string> {
  const [popup] = await Promise.all([page.waitForEvent("popup"), acao()]);
  const pre = popup.locator("pre");
  await pre.waitFor();
  const texto = (await pre.textContent()) ?? "";
  await popup.waitForEvent("close", { timeout: 10_000 });
  return texto;
}

describe("configurações", () => {
  test("1280 px: salvar o estabelecimento muda o menu do usuário e o recibo; exportar e importar", async () => {
    const { page, conta } = await abrirConfiguracoes("desktop", "Bar do Zé");
    const produto = await criarProduto(e2e.app().db, conta.usuarioId, {
      nome: "Cerveja Artesanal Índia Pale Ale Edição Especial 500ml",
      preco_venda: "25.00",
      estoque_atual: 10,
    });

    // Every section and text of §2, the subscription card above them.
    await page.getByRole("heading", { name: "Assinatura atual" }).waitFor();
    for (const nome of ["Estabelecimento", "Notificações", "Estoque", "Backup"])
      await secao(page, nome).waitFor();
    expect(await page.getByLabel("Nome do estabelecimento").inputValue()).toBe("Bar do Zé");
    expect(await page.getByLabel("E-mail de contato").inputValue()).toBe(conta.email);
    expect(await page.getByLabel("Estoque mínimo padrão").inputValue()).toBe("20");
    expect(await page.getByLabel("Alerta de estoque crítico").inputValue()).toBe("5");
    for (const rotulo of ["Alertas de estoque baixo", "Notificações por e-mail", "Backup automático"]) {
      expect(await page.getByRole("switch", { name: rotulo }).getAttribute("aria-checked")).toBe("true");
    }
    await secao(page, "Backup").getByText("Nunca realizado").waitFor();
    await secao(page, "Backup").getByText("Nenhum backup guardado ainda.").waitFor();
    expect(await page.getByRole("button", { name: "Backup manual" }).isEnabled()).toBe(true);

    // Bad input: a message under each field and the save toast; nothing is sent.
    await page.getByLabel("Nome do estabelecimento").fill("");
    await page.getByLabel("CNPJ/CPF").fill("123");
    await page.getByRole("button", { name: "Salvar Configurações" }).click();
    await page.getByText("Nome do estabelecimento é obrigatório").waitFor();
    await page.getByText("CPF ou CNPJ inválido").waitFor();
    await toast(page, "Erro ao salvar configurações");

    await page.getByLabel("Nome do estabelecimento").fill("Choperia Central");
    await page.getByLabel("CNPJ/CPF").fill("11222333000181");
    expect(await page.getByLabel("CNPJ/CPF").inputValue()).toBe("11.222.333/0001-81");
    await page.getByLabel("Telefone").fill("(11) 3333-4444");
    await page.getByLabel("Endereço").fill("Rua Augusta, 100 - São Paulo/SP");
    await page.getByRole("switch", { name: "Notificações por e-mail" }).click();
    await page.getByRole("button", { name: "Salvar Configurações" }).click();
    await toast(page, "Configurações salvas com sucesso");
    // The shell's user menu shows the new name at once.
    await page.getByRole("button", { name: "Menu do usuário: Choperia Central" }).waitFor();
    await retrato(page, "configuracoes-1280");

    // Export: the spec's file, downloaded.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Exportar Configurações" }).click(),
    ]);
    await toast(page, "Configurações exportadas com sucesso");
    expect(download.suggestedFilename()).toMatch(/^configuracoes-\d{4}-\d{2}-\d{2}\.json$/);
    const arquivo = path.join(RESULTADOS, download.suggestedFilename());
    await download.saveAs(arquivo);
    const conteudo = JSON.parse(await readFile(arquivo, "utf8"));
    expect(Object.keys(conteudo).sort()).toEqual(["configuracoes", "dataExport", "versao"]);
    expect(conteudo.versao).toBe("1.0");
    expect(conteudo.configuracoes).toMatchObject({
      nome_estabelecimento: "Choperia Central",
      notificacao_email: false,
    });

    // Change something, then import the file: the form shows the file's values again.
    await page.getByLabel("Estoque mínimo padrão").fill("50");
    await page.getByRole("button", { name: "Salvar Configurações" }).click();
    await toast(page, "Configurações salvas com sucesso");
    await page.getByLabel("Arquivo de configurações").setInputFiles(arquivo);
    await toast(page, "Configurações importadas com sucesso");
    await expect.poll(() => page.getByLabel("Estoque mínimo padrão").inputValue()).toBe("20");

    // A file that is not a settings file changes nothing.
    const errado = path.join(RESULTADOS, "nao-e-configuracao.json");
    await writeFile(errado, '{"produtos": []}');
    await page.getByLabel("Arquivo de configurações").setInputFiles(errado);
    await toast(page, "Erro ao importar configurações. Verifique o arquivo.", "Arquivo inválido");
    const quebrado = path.join(RESULTADOS, "quebrado.json");
    await writeFile(quebrado, "isto não é JSON");
    await page.getByLabel("Arquivo de configurações").setInputFiles(quebrado);
    await toast(page, "Erro ao importar configurações. Verifique o arquivo.", "Arquivo inválido");
    expect(await page.getByLabel("Nome do estabelecimento").inputValue()).toBe("Choperia Central");

    // Restore defaults: preferences back to §9, the establishment's data kept.
    await page.getByRole("button", { name: "Restaurar Padrão" }).click();
    await toast(page, "Configurações restauradas para o padrão");
    expect(
      await page.getByRole("switch", { name: "Notificações por e-mail" }).getAttribute("aria-checked"),
    ).toBe("true");
    expect(await page.getByLabel("Nome do estabelecimento").inputValue()).toBe("Choperia Central");

    // A sale's receipt: the new name, the CNPJ, not a fiscal document, the long name whole.
    await page
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Vendas" })
      .click();
    await page.getByRole("heading", { level: 1, name: "PDV - Ponto de Venda" }).waitFor();
    await page
      .getByRole("list", { name: "Produtos" })
      .getByRole("button", { name: new RegExp(`^${produto.nome}`) })
      .click();
    const adicionar = page.getByRole("dialog", { name: "Adicionar ao carrinho" });
    await adicionar.getByRole("button", { name: "Adicionar", exact: true }).click();
    await adicionar.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Finalizar Venda" }).click();
    const finalizar = page.getByRole("dialog", { name: "Finalizar Venda" });
    const texto = await recibo(page, () =>
      finalizar.getByRole("button", { name: "Confirmar Venda" }).click(),
    );
    const linhas = texto.split("\n");
    expect(linhas.slice(0, 9)).toEqual([
      "================================",
      "        Choperia Central",
      "    CNPJ: 11.222.333/0001-81",
      "Rua Augusta, 100 - São Paulo/SP",
      "      Tel: (11) 3333-4444",
      "--------------------------------",
      "      COMPROVANTE DE VENDA",
      "     NÃO É DOCUMENTO FISCAL",
      "================================",
    ]);
    expect(linhas).toContain("Cerveja Artesanal Índia Pale Ale");
    expect(linhas).toContain("  Edição Especial 500ml");
    expect(texto).not.toContain("CUPOM FISCAL");
  });

  test("390 px: padrões criados na primeira leitura, tudo cabe na tela, salvar muda o menu; falhas de leitura e de sessão", async () => {
    const { page, conta } = await abrirConfiguracoes("mobile", "Bar da Praia");
    // An account whose row is gone: the next read creates the defaults and says so.
    await e2e.app().db.delete(configuracoes).where(eq(configuracoes.usuario_id, conta.usuarioId));
    await page.reload();
    await toast(page, "Configurações criadas");
    expect(await page.getByLabel("Nome do estabelecimento").inputValue()).toBe("Bar da Praia");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await retrato(page, "configuracoes-390");

    await page.getByLabel("Nome do estabelecimento").fill("Quiosque da Praia");
    await page.getByLabel("Alerta de estoque crítico").fill("3");
    await page.getByRole("button", { name: "Salvar Configurações" }).click();
    await toast(page, "Configurações salvas com sucesso");
    await page
      .getByRole("banner")
      .getByRole("button", { name: "Menu do usuário: Quiosque da Praia" })
      .waitFor();
    await page.reload();
    await page.getByLabel("Alerta de estoque crítico").waitFor();
    expect(await page.getByLabel("Alerta de estoque crítico").inputValue()).toBe("3");

    // The settings cannot be read (no connection): the toast, and a way to try again.
    await page.route("**/api/configuracoes", (route) => route.abort());
    await page.reload();
    await toast(page, "Erro ao carregar configurações");
    await page.unroute("**/api/configuracoes");
    await page.getByRole("button", { name: "Tentar novamente" }).click();
    await page.getByLabel("Nome do estabelecimento").waitFor();

    // The session ended elsewhere: saving says so, nothing is written, and the app goes to the login.
    await e2e.app().db.delete(authSessions).where(eq(authSessions.userId, conta.usuarioId));
    await page.getByLabel("Nome do estabelecimento").fill("Não deve salvar");
    await page.getByRole("button", { name: "Salvar Configurações" }).click();
    await toast(page, "Usuário não autenticado ou configurações não carregadas");
    await page.waitForURL((url) => url.pathname === "/login");
    const [linha] = await e2e
      .app()
      .db.select({ nome: configuracoes.nome_estabelecimento })
      .from(configuracoes)
      .where(eq(configuracoes.usuario_id, conta.usuarioId));
    expect(linha?.nome).toBe("Quiosque da Praia");
  });
});
