/**
 * Journey: the owner invites a cashier and a waiter; each creates a password through the e-mailed link
 * on its own device and lands on its own screen; the waiter's phone shows only what a waiter does, and
 * Relatórios is refused by the screen and by the API; the owner disables the waiter, whose next click
 * goes to the login.
 * Issue "Staff": roles, invitations, disabling; decision 125 (roles on the web).
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { criarMesa } from "@/server/modules/pos/mesas.service";
import { MesaInput } from "@/shared/pos/schemas";
import { setupE2e } from "../support/e2e";
import { convidar, criarSenhaPeloConvite, entrarNaTela } from "../support/equipe-paginas";
import { criarConta, criarProduto } from "../support/factories";
import { entrarPelaTela, esperarToast } from "../support/paginas";
import { retratarTela } from "../support/telas";

const e2e = setupE2e({ deps: { rateLimit: false } });

const ESTABELECIMENTO = "Bar do Largo";
const CAIXA = { nome: "Carla Caixa", email: "carla.caixa@exemplo.com.br", senha: "Carla#Caixa2026" };
const GARCOM = { nome: "Gabriel Garçom", email: "gabriel.garcom@exemplo.com.br", senha: "Gabriel#Mesa2026" };

const textos = async (page: Page, nome: string) =>
  (await page.getByRole("navigation", { name: nome }).getByRole("link").allInnerTexts()).map((t) => t.trim());

describe("equipe", () => {
  test("o dono convida caixa e garçom; cada um entra na sua tela; o garçom não abre Relatórios; desativado, sai", async () => {
    const { db } = e2e.app();
    const conta = await criarConta(db, { nomeEstabelecimento: ESTABELECIMENTO });
    await criarProduto(db, conta.usuarioId, { nome: "Chopp Pilsen 300ml", preco_venda: "9.00" });
    await criarMesa(db, { usuarioId: conta.usuarioId, dados: MesaInput.parse({ numero_mesa: 4 }) });
    const dono = await e2e.newPage({ viewport: "desktop" });
    await entrarPelaTela(e2e, dono, conta);
    await dono.getByRole("complementary").getByRole("link", { name: "Equipe" }).click();
    await dono.getByRole("heading", { level: 1, name: "Equipe" }).waitFor();
    const tabela = dono.getByRole("table", { name: "Pessoas da equipe" });
    await tabela.getByRole("row").filter({ hasText: "(você)" }).getByText("Dono", { exact: true }).waitFor();

    // The form says what is missing, under each field, before anything is sent.
    await dono.getByRole("button", { name: "Convidar pessoa" }).click();
    const dialogo = dono.getByRole("dialog", { name: "Convidar pessoa" });
    await dialogo.getByRole("button", { name: "Enviar convite" }).click();
    await dialogo.getByText("Nome é obrigatório").waitFor();
    await dialogo.getByText("Escolha a função: gerente, caixa ou garçom").waitFor();
    await dialogo.getByText("Não fecha, não cancela, não vê relatórios.").waitFor();
    await retratarTela(dono, "equipe-convidar");
    await dialogo.getByRole("button", { name: "Cancelar" }).click();

    await convidar(dono, CAIXA, "Caixa");
    await convidar(dono, GARCOM, "Garçom");
    const linhaGarcom = tabela.getByRole("row").filter({ hasText: GARCOM.nome });
    await linhaGarcom.getByText("Convite pendente").waitFor();
    await tabela
      .getByRole("row")
      .filter({ hasText: CAIXA.nome })
      .getByText("Caixa", { exact: true })
      .waitFor();

    // The cashier, on its own computer: the PDV, and a menu without Fluxo, Relatórios or Configurações.
    const caixa = await e2e.newPage({ viewport: "desktop" });
    await criarSenhaPeloConvite(e2e, caixa, CAIXA, ESTABELECIMENTO);
    await entrarNaTela(caixa, CAIXA, "/app/vendas");
    await caixa.getByRole("heading", { level: 1, name: "PDV - Ponto de Venda" }).waitFor();
    expect(await textos(caixa, "Menu principal")).toEqual(["Vendas", "Caixa", "Atendimento", "Estoque"]);
    // Estoque to read: no product editing, no purchase prices.
    await caixa
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Estoque" })
      .click();
    await caixa.getByRole("heading", { level: 1, name: "Estoque" }).waitFor();
    const linhaProduto = caixa.getByRole("row").filter({ hasText: "Chopp Pilsen 300ml" });
    await linhaProduto.getByText("R$ 9,00").waitFor();
    expect(await linhaProduto.getByText(/custo/).count()).toBe(0);
    expect(await caixa.getByRole("button", { name: "Novo Produto" }).count()).toBe(0);
    await linhaProduto.getByRole("button", { name: "Ações de Chopp Pilsen 300ml" }).click();
    await caixa.getByRole("menuitem", { name: "Visualizar" }).waitFor();
    expect(await caixa.getByRole("menuitem", { name: "Editar" }).count()).toBe(0);
    await caixa.keyboard.press("Escape");

    // The waiter, on a phone: the tabs, and only Comandas and Estoque anywhere in the menus.
    const garcom = await e2e.newPage({ viewport: "mobile" });
    await criarSenhaPeloConvite(e2e, garcom, GARCOM, ESTABELECIMENTO);
    await entrarNaTela(garcom, GARCOM, "/app/atendimento");
    await garcom.getByRole("heading", { level: 1, name: "Atendimento" }).waitFor();
    expect(await textos(garcom, "Menu principal")).toEqual(["Atendimento", "Comandas", "Estoque"]);
    await garcom
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Comandas" })
      .click();
    await garcom.getByRole("heading", { level: 1, name: "Comandas" }).waitFor();
    expect(await garcom.getByRole("tab", { name: "Venda Direta" }).count()).toBe(0);
    await garcom.getByRole("button", { name: `Menu do usuário: ${GARCOM.nome}` }).click();
    const menu = garcom.getByRole("menu");
    await menu.getByRole("menuitem", { name: "Sair" }).waitFor();
    await menu.getByText("Função: Garçom").waitFor();
    expect(await menu.getByRole("menuitem", { name: "Configurações" }).count()).toBe(0);
    expect(await menu.getByRole("menuitem", { name: "Relatórios" }).count()).toBe(0);
    await garcom.keyboard.press("Escape");

    // The waiter opens a tab on a table and adds an item; closing it is the cashier's.
    await retratarTela(garcom, "comandas-do-garcom");
    await garcom.getByRole("tab", { name: "Mesas" }).click();
    const mesa = garcom.getByRole("article", { name: "Mesa 4" });
    expect(await garcom.getByRole("button", { name: "Nova Mesa" }).count()).toBe(0);
    expect(await mesa.getByRole("button", { name: "Ações da Mesa 4" }).count()).toBe(0);
    await mesa.getByRole("button", { name: "Abrir Comanda" }).click();
    const abrir = garcom.getByRole("dialog", { name: "Abrir Comanda" });
    await abrir.getByRole("button", { name: "Abrir Comanda" }).click();
    const detalhes = garcom.getByRole("dialog", { name: "Detalhes da Comanda" });
    await detalhes.getByRole("button", { name: "Adicionar Item" }).click();
    const item = garcom.getByRole("dialog", { name: "Adicionar Item à Comanda" });
    await item.getByLabel("Buscar produto").fill("chopp");
    await item.getByRole("option", { name: /^Chopp Pilsen 300ml/ }).click();
    await item.getByRole("button", { name: "Adicionar", exact: true }).click();
    await item.waitFor({ state: "detached" });
    await detalhes.getByText("R$ 9,00").first().waitFor();
    await detalhes.getByText("O fechamento e o pagamento são feitos pelo caixa.").waitFor();
    expect(await detalhes.getByRole("button", { name: "Fechar Comanda" }).count()).toBe(0);
    expect(await detalhes.getByRole("radio").count()).toBe(0);
    await retratarTela(garcom, "comanda-do-garcom");
    await detalhes.getByRole("button", { name: "Voltar" }).click();
    await detalhes.waitFor({ state: "detached" });

    // By address: a clear page with the way back, and the API refuses too.
    // The refused screen is not mounted: none of its requests leaves the browser.
    const pedidos: string[] = [];
    garcom.on("request", (pedido) => pedidos.push(new URL(pedido.url()).pathname));
    await garcom.goto(e2e.url("/app/relatorios"));
    await garcom.getByRole("heading", { name: "Sua função não dá acesso a esta tela." }).waitFor();
    expect(pedidos).toContain("/api/contas/sessao");
    expect(pedidos.filter((caminho) => caminho.startsWith("/api/relatorios"))).toEqual([]);
    await retratarTela(garcom, "sem-acesso-garcom");
    const api = await garcom.request.get(e2e.url("/api/relatorios"));
    expect(api.status()).toBe(403);
    expect((await api.json()).code).toBe("SemPermissao");
    await garcom.getByRole("link", { name: "Voltar para a minha tela" }).click();
    await garcom.waitForURL((url) => url.pathname === "/app/atendimento");
    await garcom.getByRole("heading", { level: 1, name: "Atendimento" }).waitFor();

    // Both have signed in: no invitation pending any more.
    await dono.reload();
    await linhaGarcom.getByText("Ativo", { exact: true }).waitFor();
    await retratarTela(dono, "equipe");

    // The owner disables the waiter: confirmed, and said plainly that it leaves at once.
    await linhaGarcom.getByRole("button", { name: `Ações de ${GARCOM.nome}` }).click();
    await dono.getByRole("menuitem", { name: "Desativar" }).click();
    const confirmacao = dono.getByRole("alertdialog", { name: "Desativar pessoa" });
    await confirmacao.getByText("sai do sistema na hora").waitFor();
    await confirmacao.getByRole("button", { name: "Desativar" }).click();
    await esperarToast(dono, "Pessoa desativada");
    await linhaGarcom.getByText("Desativado").waitFor();

    // The waiter's next action (opening Estoque) finds its session ended and goes to the login.
    await garcom
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Estoque" })
      .click();
    await garcom.waitForURL((url) => url.pathname === "/login");

    // The cashier, still signed in, is untouched.
    await caixa.reload();
    await caixa.getByRole("heading", { level: 1, name: "Estoque" }).waitFor();

    // "Reenviar acesso": a new link by e-mail.
    await tabela
      .getByRole("row")
      .filter({ hasText: CAIXA.nome })
      .getByRole("button", { name: `Ações de ${CAIXA.nome}` })
      .click();
    await dono.getByRole("menuitem", { name: "Reenviar acesso" }).click();
    await esperarToast(dono, "Acesso reenviado", CAIXA.email);
  });

  test("o gerente vê as Configurações sem a assinatura e sem restaurar backup, e não abre a Equipe", async () => {
    const estabelecimento = "Bar da Esquina";
    const gerente = { nome: "Gina Gerente", email: "gina.gerente@exemplo.com.br", senha: "Gina#Gerente2026" };
    const conta = await criarConta(e2e.app().db, { nomeEstabelecimento: estabelecimento });
    const dono = await e2e.newPage({ viewport: "desktop" });
    await entrarPelaTela(e2e, dono, conta, "/app/equipe");
    await dono.getByRole("heading", { level: 1, name: "Equipe" }).waitFor();
    await convidar(dono, gerente, "Gerente");

    const page = await e2e.newPage({ viewport: "desktop" });
    await criarSenhaPeloConvite(e2e, page, gerente, estabelecimento);
    await entrarNaTela(page, gerente, "/app/vendas");
    await page.getByRole("heading", { level: 1, name: "PDV - Ponto de Venda" }).waitFor();
    expect(await textos(page, "Menu principal")).toEqual([
      "Vendas",
      "Caixa",
      "Atendimento",
      "Estoque",
      "Fluxo",
      "Relatórios",
      "Configurações",
    ]);

    await page
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Configurações" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Configurações" }).waitFor();
    await page.getByRole("button", { name: "Backup manual" }).waitFor();
    await page.getByText("Restaurar um backup substitui todos os dados da conta: só o dono pode.").waitFor();
    expect(await page.getByRole("button", { name: "Restaurar de um arquivo" }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Histórico de pagamentos" }).count()).toBe(0);
    expect(await page.getByText("Período de teste").count()).toBe(0);

    await page.goto(e2e.url("/app/equipe"));
    await page.getByRole("heading", { name: "Sua função não dá acesso a esta tela." }).waitFor();
    const api = await page.request.get(e2e.url("/api/equipe"));
    expect(api.status()).toBe(403);
  });
});

describe("equipe com os níveis de plano ligados (FEATURE_GATING=on)", () => {
  const comNiveis = setupE2e({ deps: { rateLimit: false }, env: { FEATURE_GATING: "on" } });

  test("no plano mensal cabem 2 pessoas: a tela conta as vagas e o convite a mais é recusado com a explicação", async () => {
    const conta = await criarConta(comNiveis.app().db, { nomeEstabelecimento: "Bar do Plano Mensal" });
    const dono = await comNiveis.newPage({ viewport: "desktop" });
    await entrarPelaTela(comNiveis, dono, conta, "/app/equipe");
    await dono.getByText("1 de 2 pessoas do seu plano").waitFor();

    await convidar(dono, { nome: "Carla Caixa", email: "carla@plano-mensal.com.br" }, "Caixa");
    await dono.getByText("2 de 2 pessoas do seu plano").waitFor();
    await dono
      .getByText("Para convidar mais alguém, desative uma pessoa ou mude para um plano maior.")
      .waitFor();

    await dono.getByRole("button", { name: "Convidar pessoa" }).click();
    const dialogo = dono.getByRole("dialog", { name: "Convidar pessoa" });
    await dialogo.getByLabel("Nome").fill("Gabriel Garçom");
    await dialogo.getByLabel("E-mail").fill("gabriel@plano-mensal.com.br");
    await dialogo.getByRole("radio", { name: /^Garçom/ }).check();
    await dialogo.getByRole("button", { name: "Enviar convite" }).click();
    const recusa = dialogo.getByRole("alert").filter({ hasText: "Limite de pessoas do plano" });
    await recusa.getByText("Seu plano permite 2 pessoas ativas na equipe, contando você.").waitFor();
    await recusa.getByRole("link", { name: "Ver planos" }).waitFor();
    await retratarTela(dono, "equipe-limite");
    await dialogo.getByRole("button", { name: "Cancelar" }).click();
    expect(
      await dono.getByRole("table", { name: "Pessoas da equipe" }).getByText("Gabriel Garçom").count(),
    ).toBe(0);
  });
});
