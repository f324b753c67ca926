/**
 * Sales racing the close of their caixa, on PostgreSQL only (PGlite is one connection: nothing races
 * there). Decision 161: a payment takes its till's open caixa FOR SHARE, the close takes it FOR UPDATE,
 * so each payment lands in exactly one caixa and never in one whose figures were already counted.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { toCentavos } from "@/shared/money";
import { createTestApp, type Device, type ErroApi, json, type TestApp } from "../../../../tests/support/app";
import { caixaAberto, caixaNoBanco, fecharCaixaPelaApi } from "../../../../tests/support/caixa";
import { contaLogada, criarProduto } from "../../../../tests/support/factories";
import { definirTaxas, vendaInput } from "../../../../tests/support/pos";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../../../tests/support/test-db";
import { caixas, pagamentos, vendas } from "../../db/schema";
import { travarCaixaDoTerminal } from "./caixa.queries";

describe.runIf(databaseKinds.includes("postgres"))("caixa concorrente [postgres]", () => {
  let banco: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    banco = await createTestDatabase("postgres");
    t = createTestApp(banco.db);
  });
  afterAll(async () => {
    await t?.close();
    await banco?.close();
  });

  async function conta() {
    const c = await contaLogada(t);
    await definirTaxas(banco.db, c.usuarioId, { taxa_servico_ativa: false });
    const produto = await criarProduto(banco.db, c.usuarioId, {
      preco_venda: "7.35",
      estoque_atual: 100_000,
    });
    return { ...c, produto };
  }

  /** Until `n` requests of this database wait on a lock (what the test arranged), never by time. */
  async function esperarBloqueados(n: number) {
    for (;;) {
      const { rows } = await banco.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (rows[0]!.n >= n) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const vendaNoTerminal = (device: Device, produtoId: string, forma = "dinheiro") =>
    device.post(
      "/api/vendas",
      vendaInput([{ produto_id: produtoId, quantidade: 1 }], {
        forma_pagamento: forma as "dinheiro",
        terminal: "Caixa 1",
      }),
    );

  test("a venda que espera o fechamento encontra o caixa fechado: recusada, nada vendido", async () => {
    const { device, produto, usuarioId } = await conta();
    const caixa = await caixaAberto(device, { fundo_troco: "0" });
    let venda: Promise<Response> | undefined;
    await banco.db.transaction(async (tx) => {
      // What the close does first: the caixa's row FOR UPDATE; then the sale arrives and waits on it.
      await tx.select().from(caixas).where(eq(caixas.id, caixa.id)).for("update");
      venda = vendaNoTerminal(device, produto.id);
      await esperarBloqueados(1);
      await tx.execute(sql`update caixas set status = 'fechado', fechado_em = now(), chave_fechamento = ${randomUUID()},
        esperado_dinheiro = 0, esperado_pix = 0, esperado_cartao_debito = 0, esperado_cartao_credito = 0,
        esperado_transferencia = 0, contado_dinheiro = 0, contado_pix = 0, contado_cartao_debito = 0,
        contado_cartao_credito = 0, contado_transferencia = 0, taxa_servico = 0, couvert = 0
        where id = ${caixa.id}`);
    });
    const resposta = await venda!;
    expect(resposta.status).toBe(409);
    expect((await json<ErroApi>(resposta)).code).toBe("CaixaNaoAberto");
    expect(await banco.db.select().from(vendas).where(eq(vendas.usuario_id, usuarioId))).toHaveLength(0);
  });

  test("o fechamento espera a venda em andamento e a conta; a venda que chega depois espera o fechamento", async () => {
    const { device, produto, usuarioId } = await conta();
    const caixa = await caixaAberto(device, { fundo_troco: "10" });
    let fechamento: Promise<Response> | undefined;
    let depois: Promise<Response> | undefined;
    await banco.db.transaction(async (tx) => {
      // A payment in flight, as the sale takes it: the till's caixa, then its payment row.
      expect((await travarCaixaDoTerminal(tx, { usuarioId, terminal: "Caixa 1" })).caixaId).toBe(caixa.id);
      const [venda] = await tx
        .insert(vendas)
        .values({
          usuario_id: usuarioId,
          numero_venda: "VEN900001",
          subtotal: "7.35",
          total: "7.35",
          forma_pagamento: "dinheiro",
          vendedor: "Em andamento",
        })
        .returning({ id: vendas.id });
      await tx.insert(pagamentos).values({
        usuario_id: usuarioId,
        venda_id: venda!.id,
        forma_pagamento: "dinheiro",
        valor: "7.35",
        registrado_por: "Em andamento",
        caixa_id: caixa.id,
      });
      // The close must wait for it; a sale that comes after the close asked queues behind the close.
      fechamento = fecharCaixaPelaApi(device, caixa.id, { dinheiro: "17.35" });
      await esperarBloqueados(1);
      depois = vendaNoTerminal(device, produto.id);
      await esperarBloqueados(2);
    });
    const fechado = await fechamento!;
    expect(fechado.status).toBe(200);
    expect(await caixaNoBanco(banco.db, caixa.id)).toMatchObject({
      status: "fechado",
      esperado_dinheiro: "17.35",
      contado_dinheiro: "17.35",
    });
    const tarde = await depois!;
    expect(tarde.status).toBe(409);
    expect((await json<ErroApi>(tarde)).code).toBe("CaixaNaoAberto");
  });

  test("8 caixas vendendo enquanto o terminal fecha e reabre 6 vezes: cada pagamento em exatamente um caixa, e cada fechamento contou exatamente os seus", async () => {
    const { device, produto, usuarioId } = await conta();
    const formas = ["dinheiro", "pix", "cartao_debito", "cartao_credito"] as const;
    let fim = false;
    let recusadas = 0;
    // Opened before the first sale: from here on the account requires an open caixa to sell.
    let atual = await caixaAberto(device, { fundo_troco: "0" });

    const vendedores = Array.from({ length: 8 }, async (_, i) => {
      let vendidas = 0;
      while (!fim || vendidas < 5) {
        const r = await vendaNoTerminal(device, produto.id, formas[(i + vendidas) % formas.length]);
        if (r.status === 201) vendidas++;
        else {
          // Between a close and the next opening the till has no caixa: refused, nothing written.
          expect((await json<ErroApi>(r)).code).toBe("CaixaNaoAberto");
          recusadas++;
        }
      }
      return vendidas;
    });
    const turnos = (async () => {
      for (let turno = 1; turno <= 6; turno++) {
        // Let a few sales land in the open caixa, then close it while the others keep selling.
        await new Promise((resolve) => setTimeout(resolve, 150));
        expect((await fecharCaixaPelaApi(device, atual.id, {})).status).toBe(200);
        atual = await caixaAberto(device, { fundo_troco: String(turno) });
      }
      fim = true;
    })();
    const [vendidas] = await Promise.all([Promise.all(vendedores), turnos]);
    const total = vendidas.reduce((s, n) => s + n, 0);

    const todos = await banco.db.select().from(pagamentos).where(eq(pagamentos.usuario_id, usuarioId));
    expect(todos).toHaveLength(total);
    expect(todos.every((p) => p.caixa_id !== null)).toBe(true);
    const vendidasNoBanco = await banco.db.select().from(vendas).where(eq(vendas.usuario_id, usuarioId));
    expect(vendidasNoBanco).toHaveLength(total);

    // Each closed caixa froze exactly the payments attached to it: none joined after its close counted.
    const fechados = await banco.db
      .select()
      .from(caixas)
      .where(and(eq(caixas.usuario_id, usuarioId), eq(caixas.status, "fechado")));
    expect(fechados).toHaveLength(6);
    for (const caixa of fechados) {
      const deste = todos.filter((p) => p.caixa_id === caixa.id);
      const soma = (forma: string) =>
        deste.filter((p) => p.forma_pagamento === forma).reduce((s, p) => s + toCentavos(p.valor), 0);
      expect(toCentavos(caixa.esperado_dinheiro!)).toBe(toCentavos(caixa.fundo_troco) + soma("dinheiro"));
      expect(toCentavos(caixa.esperado_pix!)).toBe(soma("pix"));
      expect(toCentavos(caixa.esperado_cartao_debito!)).toBe(soma("cartao_debito"));
      expect(toCentavos(caixa.esperado_cartao_credito!)).toBe(soma("cartao_credito"));
    }
    // The sellers met the till between shifts, or the race was not run.
    expect(recusadas).toBeGreaterThan(0);
  }, 120_000);
});
