/**
 * How the caixa meets the rest of the point of sale: "Exigir caixa aberto para vender" and how it starts
 * (decision 161); cancelling a sale or a tab whose money went through a caixa, open or closed since
 * (decision 163); a backup restored with its shifts.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Caixa, CaixaComNota } from "@/shared/caixa/schemas";
import { Comanda, ComandaComNota, VendaComNota } from "@/shared/pos/schemas";
import { Configuracoes } from "@/shared/settings/schemas";
import { createTestApp, type Device, type ErroApi, json, type TestApp } from "../../../../tests/support/app";
import {
  caixaAberto,
  caixaNoBanco,
  fecharCaixaPelaApi,
  movimentosNoBanco,
} from "../../../../tests/support/caixa";
import { LeitorDeEventos } from "../../../../tests/support/eventos";
import { contaLogada, criarProduto, entrar } from "../../../../tests/support/factories";
import {
  comandaNoBanco,
  definirTaxas,
  pagamentosNoBanco,
  pagarPelaApi,
  pedidoInput,
  vendaInput,
} from "../../../../tests/support/pos";
import { describeEachDatabase } from "../../../../tests/support/test-db";

const linha = (caixa: Caixa, forma: string) => caixa.resumo.linhas.find((l) => l.forma_pagamento === forma)!;

describeEachDatabase("caixa e o resto do PDV", (getDb) => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp(getDb().db);
  });
  afterAll(() => t.close());
  const db = () => getDb().db;

  /** A new account with one product at R$ 10,00 and no service charge. */
  async function novaConta() {
    const conta = await contaLogada(t);
    await definirTaxas(db(), conta.usuarioId, { taxa_servico_ativa: false });
    const produto = await criarProduto(db(), conta.usuarioId, { preco_venda: "10.00", estoque_atual: 100 });
    const vender = async (body: Parameters<typeof vendaInput>[1] = {}) =>
      conta.device.post("/api/vendas", vendaInput([{ produto_id: produto.id, quantidade: 1 }], body));
    return { ...conta, produto, vender };
  }
  const lerCaixa = async (d: Device, id: string) =>
    CaixaComNota.parse(await json(await d.get(`/api/caixas/${id}`))).caixa;
  const configuracoes = async (d: Device) =>
    Configuracoes.parse(
      (await json<{ configuracoes: unknown }>(await d.get("/api/configuracoes"))).configuracoes,
    );
  const salvar = async (d: Device, mudancas: Partial<Configuracoes>) => {
    const {
      id: _,
      usuario_id: __,
      ultimo_backup: ___,
      created_at: ____,
      updated_at: _____,
      ...form
    } = await configuracoes(d);
    const r = await d.request("PUT", "/api/configuracoes", { body: { ...form, ...mudancas } });
    expect(r.status, await r.clone().text()).toBe(200);
  };

  describe("exigir caixa aberto para vender", () => {
    test("uma conta que nunca abriu caixa vende sem caixa; o primeiro caixa liga a regra; desligada, vende sem caixa de novo", async () => {
      const conta = await novaConta();
      expect((await configuracoes(conta.device)).exigir_caixa_aberto).toBe(false);
      const semCaixa = VendaComNota.parse(await json(await conta.vender())).venda;
      expect((await pagamentosNoBanco(db(), { vendaId: semCaixa.id }))[0]!.caixa_id).toBeNull();

      const caixa = await caixaAberto(conta.device, { terminal: "Caixa 1" });
      expect((await configuracoes(conta.device)).exigir_caixa_aberto).toBe(true);
      // Another till of the account has no caixa: refused, nothing sold.
      const outroTerminal = await conta.vender({ terminal: "Caixa 2" });
      expect(outroTerminal.status).toBe(409);
      expect(await json<ErroApi>(outroTerminal)).toMatchObject({
        code: "CaixaNaoAberto",
        terminal: "Caixa 2",
      });
      expect((await fecharCaixaPelaApi(conta.device, caixa.id, {})).status).toBe(200);

      // The owner turns it off: selling without a caixa again; "Restaurar Padrão" puts the rule back (on).
      await salvar(conta.device, { exigir_caixa_aberto: false });
      const livre = VendaComNota.parse(await json(await conta.vender())).venda;
      expect((await pagamentosNoBanco(db(), { vendaId: livre.id }))[0]!.caixa_id).toBeNull();
      expect((await conta.device.post("/api/configuracoes/restaurar-padrao")).status).toBe(200);
      expect((await configuracoes(conta.device)).exigir_caixa_aberto).toBe(true);
      expect((await conta.vender()).status).toBe(409);
    });

    test("a comanda: pagar e fechar pedem o caixa do terminal; a comanda não muda quando recusada", async () => {
      const conta = await novaConta();
      const caixa = await caixaAberto(conta.device);
      const aberta = Comanda.parse(
        await json(await conta.device.post("/api/comandas", { mesa_id: null, cliente_nome: "Léo" })),
      );
      await conta.device.post(
        `/api/comandas/${aberta.id}/itens`,
        pedidoInput([{ produto_id: conta.produto.id, quantidade: 3 }]),
      );
      const semCaixa = await pagarPelaApi(conta.device, aberta.id, {
        forma_pagamento: "pix",
        valor: "10",
        terminal: "Mesa do fundo",
      });
      expect(semCaixa.status).toBe(409);
      expect((await json<ErroApi>(semCaixa)).code).toBe("CaixaNaoAberto");
      const fecharSemCaixa = await conta.device.post(`/api/comandas/${aberta.id}/fechar`, {
        forma_pagamento: "dinheiro",
        versao: (await comandaNoBanco(db(), aberta.id)).versao,
        chave_idempotencia: randomUUID(),
        terminal: "Mesa do fundo",
      });
      expect(fecharSemCaixa.status).toBe(409);
      expect(await comandaNoBanco(db(), aberta.id)).toMatchObject({ status: "aberta", versao: 1 });
      expect(await pagamentosNoBanco(db(), { comandaId: aberta.id })).toHaveLength(0);

      expect(
        (await pagarPelaApi(conta.device, aberta.id, { forma_pagamento: "pix", valor: "10" })).status,
      ).toBe(201);
      const fechada = await conta.device.post(`/api/comandas/${aberta.id}/fechar`, {
        forma_pagamento: "cartao_credito",
        versao: (await comandaNoBanco(db(), aberta.id)).versao,
        chave_idempotencia: randomUUID(),
      });
      expect(ComandaComNota.parse(await json(fechada)).comanda.status).toBe("fechada");
      const pagos = await pagamentosNoBanco(db(), { comandaId: aberta.id });
      expect(pagos.map((p) => [p.forma_pagamento, p.valor, p.caixa_id])).toEqual([
        ["pix", "10.00", caixa.id],
        ["cartao_credito", "20.00", caixa.id],
      ]);
    });
  });

  describe("cancelar com o caixa", () => {
    test("venda de um caixa já fechado: o estorno vai para o caixa aberto do terminal, o fechado não muda", async () => {
      const conta = await novaConta();
      const antigo = await caixaAberto(conta.device, { fundo_troco: "50" });
      const venda = VendaComNota.parse(
        await json(
          await conta.vender({
            pagamentos: [{ forma_pagamento: "dinheiro", valor: "10.00", valor_recebido: "20" }],
          }),
        ),
      ).venda;
      expect((await fecharCaixaPelaApi(conta.device, antigo.id, { dinheiro: "60" })).status).toBe(200);
      const fechado = await lerCaixa(conta.device, antigo.id);

      // No caixa on the till: the cancellation is refused and nothing is undone.
      const recusado = await conta.device.post(`/api/vendas/${venda.id}/cancelar`, {
        motivo: "Lançada errada",
      });
      expect(recusado.status).toBe(409);
      expect(await json<ErroApi>(recusado)).toMatchObject({
        code: "CaixaNaoAberto",
        error:
          "O terminal Caixa 1 está sem caixa aberto. Abra o caixa para cancelar: o valor pago volta por ele.",
      });
      expect(
        VendaComNota.parse(await json(await conta.device.get(`/api/vendas/${venda.id}`))).venda.status,
      ).toBe("finalizada");

      const novo = await caixaAberto(conta.device, { fundo_troco: "100" });
      const cancelada = await conta.device.post(`/api/vendas/${venda.id}/cancelar`, {
        motivo: "Lançada errada",
      });
      expect(VendaComNota.parse(await json(cancelada)).venda.status).toBe("cancelada");
      const depois = await lerCaixa(conta.device, novo.id);
      expect(depois.movimentos.map((m) => [m.tipo, m.forma_pagamento, m.valor, m.motivo])).toEqual([
        ["estorno", "dinheiro", "10.00", `Cancelamento da venda ${venda.numero_venda}: Lançada errada`],
      ]);
      expect(linha(depois, "dinheiro")).toMatchObject({ estornos: "10.00", esperado: "90.00" });
      // The closed caixa keeps every figure it closed with.
      expect(await lerCaixa(conta.device, antigo.id)).toEqual(fechado);
      expect(await movimentosNoBanco(db(), antigo.id)).toHaveLength(0);

      // Twice is a no-op: no second refund.
      expect(
        (await conta.device.post(`/api/vendas/${venda.id}/cancelar`, { motivo: "De novo" })).status,
      ).toBe(200);
      expect(await movimentosNoBanco(db(), novo.id)).toHaveLength(1);
    });

    test("comanda paga em PIX e cartão, cancelada no mesmo turno: um estorno por forma; o esperado volta a zero", async () => {
      const conta = await novaConta();
      const caixa = await caixaAberto(conta.device, { fundo_troco: "0" });
      const aberta = Comanda.parse(
        await json(await conta.device.post("/api/comandas", { mesa_id: null, cliente_nome: "Ivo" })),
      );
      await conta.device.post(
        `/api/comandas/${aberta.id}/itens`,
        pedidoInput([{ produto_id: conta.produto.id, quantidade: 5 }]),
      );
      await pagarPelaApi(conta.device, aberta.id, { forma_pagamento: "pix", valor: "20" });
      await pagarPelaApi(conta.device, aberta.id, { forma_pagamento: "cartao_debito", valor: "30" });
      const { versao } = await comandaNoBanco(db(), aberta.id);
      const r = await conta.device.post(`/api/comandas/${aberta.id}/cancelar`, {
        motivo: "Cliente contestou",
        versao,
      });
      expect(ComandaComNota.parse(await json(r)).comanda.status).toBe("cancelada");
      const depois = await lerCaixa(conta.device, caixa.id);
      expect(depois.movimentos.map((m) => [m.tipo, m.forma_pagamento, m.valor])).toEqual(
        expect.arrayContaining([
          ["estorno", "pix", "20.00"],
          ["estorno", "cartao_debito", "30.00"],
        ]),
      );
      expect(depois.movimentos).toHaveLength(2);
      expect(depois.resumo.total_esperado).toBe("0.00");
      expect(depois.resumo.taxa_servico).toBe("0.00");
    });

    test("uma venda sem caixa (antes da regra) cancela sem estorno e sem pedir caixa", async () => {
      const conta = await novaConta();
      const venda = VendaComNota.parse(await json(await conta.vender())).venda;
      const r = await conta.device.post(`/api/vendas/${venda.id}/cancelar`, {
        motivo: "Teste",
        terminal: "Outro",
      });
      expect(r.status).toBe(200);
    });
  });

  test("ao vivo: outro aparelho da conta é avisado da abertura, da sangria e do fechamento", async () => {
    const conta = await novaConta();
    const outro = t.device();
    await entrar(outro, conta);
    const resposta = await outro.get("/api/eventos");
    expect(resposta.status).toBe(200);
    const leitor = await new LeitorDeEventos(resposta).pronto();
    try {
      const caixa = await caixaAberto(conta.device);
      // The first caixa also turns the settings' rule on.
      expect(await leitor.proximaMudanca()).toEqual({ tipo: "configuracoes" });
      expect(await leitor.proximaMudanca()).toEqual({ tipo: "caixa", id: caixa.id });
      await conta.device.post(`/api/caixas/${caixa.id}/movimentos`, {
        tipo: "sangria",
        valor: "1",
        motivo: "Cofre",
        chave_idempotencia: randomUUID(),
      });
      expect(await leitor.proximaMudanca()).toEqual({ tipo: "caixa", id: caixa.id });
      expect((await fecharCaixaPelaApi(conta.device, caixa.id, {})).status).toBe(200);
      expect(await leitor.proximaMudanca()).toEqual({ tipo: "caixa", id: caixa.id });
    } finally {
      await leitor.fechar();
    }
  });

  test("backup e restauração levam os caixas, seus movimentos e os pagamentos ligados a eles", async () => {
    const conta = await novaConta();
    const caixa = await caixaAberto(conta.device, { fundo_troco: "30" });
    await conta.vender({ forma_pagamento: "pix" });
    await conta.device.post(`/api/caixas/${caixa.id}/movimentos`, {
      tipo: "suprimento",
      valor: "5",
      motivo: "Moedas",
      chave_idempotencia: randomUUID(),
    });
    const antes = await lerCaixa(conta.device, caixa.id);
    const backup = await json<{ id: string }>(await conta.device.post("/api/backups"));
    expect((await fecharCaixaPelaApi(conta.device, caixa.id, {})).status).toBe(200);

    const r = await conta.device.post("/api/backups/restaurar", {
      backup_id: backup.id,
      confirmacao: "RESTAURAR",
    });
    expect(r.status, await r.clone().text()).toBe(200);
    expect(await json<{ linhas: Record<string, number> }>(r)).toMatchObject({
      linhas: { caixas: 1, caixa_movimentos: 1 },
    });
    // Back to the moment of the backup: the caixa open again, with its payment and its suprimento.
    expect(await lerCaixa(conta.device, caixa.id)).toEqual(antes);
    expect((await caixaNoBanco(db(), caixa.id)).status).toBe("aberto");
  });
});
