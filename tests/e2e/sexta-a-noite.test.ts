/**
 * Journey: one bar on a Friday night, three people on three devices of one account. The waiter, on a
 * 390 px phone, sends an order with a note; the cashier, whose "Detalhes da Comanda" is open, sees it and
 * the next order arrive without a reload and closes the tab; the owner finds the sale under the cashier
 * in Relatórios "Vendas por atendente". The waiter can open neither Relatórios nor Configurações, on
 * screen or through the API.
 * Issue "Staff" and "Live screens"; decisions 121, 125, 127, 130.
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

const ESTABELECIMENTO = "Choperia do Porto";
const CAIXA = { nome: "Carla Caixa", email: "carla@choperiadoporto.com.br", senha: "Carla#Caixa2026" };
const GARCOM = { nome: "Gabriel Garçom", email: "gabriel@choperiadoporto.com.br", senha: "Gabriel#Mesa2026" };

/** The waiter's order on the Atendimento screen: tap each product, note on the last line, send. */
async function enviarPedido(garcom: Page, itens: { busca: string; nome: string; observacao?: string }[]) {
  const busca = garcom.getByRole("searchbox", { name: "Buscar produto" });
  for (const item of itens) {
    await busca.fill(item.busca);
    await garcom.getByRole("button", { name: `Adicionar ${item.nome}` }).click();
    if (item.observacao) {
      await garcom
        .getByRole("list", { name: "Itens do pedido" })
        .getByRole("listitem", { name: `Pedido: ${item.nome}` })
        .getByLabel("Observação (opcional)")
        .fill(item.observacao);
    }
  }
  await garcom.getByRole("button", { name: /Enviar pedido/ }).click();
  await esperarToast(garcom, "Pedido enviado");
  await garcom.getByRole("heading", { level: 1, name: "Atendimento" }).waitFor();
}

/** The total at the bottom of the cashier's open tab. */
function totalDaComanda(page: Page) {
  return page
    .getByRole("dialog", { name: "Detalhes da Comanda" })
    .locator("dl div")
    .filter({ hasText: /^Total/ })
    .locator("dd");
}

describe("sexta à noite: dono, caixa e garçom", () => {
  test("o garçom lança com observação, o caixa vê ao vivo e fecha, o dono vê a venda por atendente", async () => {
    const { db } = e2e.app();
    const conta = await criarConta(db, { nomeEstabelecimento: ESTABELECIMENTO });
    await criarProduto(db, conta.usuarioId, { nome: "Chopp Pilsen 500ml", preco_venda: "12.90" });
    await criarProduto(db, conta.usuarioId, { nome: "Água sem Gás 500ml", preco_venda: "4.00" });
    await criarMesa(db, { usuarioId: conta.usuarioId, dados: MesaInput.parse({ numero_mesa: 7 }) });

    // The owner invites the cashier and the waiter.
    const dono = await e2e.newPage({ viewport: "desktop" });
    await entrarPelaTela(e2e, dono, conta);
    await dono.goto(e2e.url("/app/equipe"));
    await dono.getByRole("heading", { level: 1, name: "Equipe" }).waitFor();
    await convidar(dono, CAIXA, "Caixa");
    await convidar(dono, GARCOM, "Garçom");

    const caixa = await e2e.newPage({ viewport: "desktop" });
    await criarSenhaPeloConvite(e2e, caixa, CAIXA, ESTABELECIMENTO);
    await entrarNaTela(caixa, CAIXA, "/app/vendas");
    const garcom = await e2e.newPage({ viewport: "mobile" });
    await criarSenhaPeloConvite(e2e, garcom, GARCOM, ESTABELECIMENTO);
    await entrarNaTela(garcom, GARCOM, "/app/atendimento");

    // The waiter opens table 7's tab and sends two chopes and a water "sem gelo".
    await garcom.getByRole("button", { name: "Mesa 7, Livre" }).click();
    const abrir = garcom.getByRole("dialog", { name: "Abrir comanda · Mesa 7" });
    await abrir.getByRole("button", { name: "Abrir comanda" }).click();
    await garcom.getByRole("heading", { level: 1, name: "Mesa 7" }).waitFor();
    await enviarPedido(garcom, [
      { busca: "chopp", nome: "Chopp Pilsen 500ml" },
      { busca: "chopp", nome: "Chopp Pilsen 500ml" },
      { busca: "agua", nome: "Água sem Gás 500ml", observacao: "sem gelo" },
    ]);

    // The cashier's PDV shows the tab without a reload, and keeps its details open.
    await caixa.getByRole("tab", { name: /Comandas/ }).click();
    const cartao = caixa.getByRole("article", { name: "Comanda CMD000001" });
    await cartao.getByRole("button", { name: "Ver Detalhes" }).click();
    const detalhes = caixa.getByRole("dialog", { name: "Detalhes da Comanda" });
    await detalhes.getByText("Obs: sem gelo").waitFor();
    // R$ 29,80 and the 10 % service charge (decision 150).
    await expect.poll(() => totalDaComanda(caixa).innerText()).toMatch(/R\$\s32,78/);

    // Another round from the phone: the open dialog follows it, live.
    await garcom.getByRole("button", { name: "Comanda CMD000001, Mesa 7" }).click();
    await enviarPedido(garcom, [{ busca: "chopp", nome: "Chopp Pilsen 500ml" }]);
    await expect.poll(() => totalDaComanda(caixa).innerText()).toMatch(/R\$\s46,97/);
    await retratarTela(caixa, "sexta-caixa-ao-vivo");

    // The cashier closes it at the total seen.
    await detalhes.getByRole("radio", { name: "Dinheiro" }).check();
    const [recibo] = await Promise.all([
      caixa.waitForEvent("popup"),
      detalhes.getByRole("button", { name: "Fechar Comanda" }).click(),
    ]);
    await esperarToast(caixa, "Comanda fechada e nota impressa!");
    await recibo.waitForEvent("close", { timeout: 10_000 });

    // The owner: the sale under the cashier who closed it.
    await dono.goto(e2e.url("/app/relatorios"));
    await dono.getByRole("heading", { level: 1, name: "Relatórios", exact: true }).waitFor();
    const atendentes = dono.getByRole("table", { name: "Vendas por atendente" }).getByRole("row");
    const linhaCaixa = atendentes.filter({ hasText: CAIXA.nome });
    await expect.poll(() => linhaCaixa.innerText()).toMatch(/0\s+1\s+R\$\s42,70/);
    // The service charge is not revenue: it goes to the waiter who opened and served the table.
    const linhaGarcom = atendentes.filter({ hasText: GARCOM.nome });
    await expect.poll(() => linhaGarcom.innerText()).toMatch(/0\s+0\s+R\$\s0,00\s+R\$\s4,27/);
    await retratarTela(dono, "sexta-dono-por-atendente");

    // The waiter: neither Relatórios nor Configurações, on screen or through the API.
    for (const tela of ["/app/relatorios", "/app/configuracoes"]) {
      await garcom.goto(e2e.url(tela));
      await garcom.getByRole("heading", { name: "Sua função não dá acesso a esta tela." }).waitFor();
    }
    for (const rota of ["/api/relatorios", "/api/configuracoes"]) {
      const resposta = await garcom.request.get(e2e.url(rota));
      expect(resposta.status()).toBe(403);
      expect((await resposta.json()).code).toBe("SemPermissao");
    }
    await retratarTela(garcom, "sexta-garcom-sem-acesso");
  });
});
