/**
 * The daily summary per payment method (decision 156) through the API: another account's ids change
 * nothing in it, a restore rebuilds it exactly from the restored bills (its own backup, another
 * account's, a file from before it existed), and on PostgreSQL tills selling in parts with the methods
 * in opposite orders, while tabs close and sales are cancelled, neither deadlock nor lose a centavo.
 */

import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Backup } from "@/shared/backups/schemas";
import { Comanda, ComandaComNota, Venda, VendaComNota } from "@/shared/pos/schemas";
import { Relatorio } from "@/shared/reports/schemas";
import { createTestApp, type Device, json, type TestApp } from "../../../../tests/support/app";
import { contaLogada, criarProduto } from "../../../../tests/support/factories";
import { pagarPelaApi, pedidoInput, prng, vendaInput } from "../../../../tests/support/pos";
import { resumoDiario, resumoRecomputado } from "../../../../tests/support/resumo-diario";
import { retratoDoBanco } from "../../../../tests/support/retrato";
import {
  createTestDatabase,
  databaseKinds,
  describeEachDatabase,
  type TestDatabase,
} from "../../../../tests/support/test-db";
import type { Database } from "../../db/client";
import { sha256 } from "../backups/backups.arquivo";
import { VERSOES_SCHEMA } from "../backups/backups.versoes";

type Conta = { usuarioId: string; device: Device; produto: string };

/**
 * A sale of 3 split in PIX R$ 10,00 + cash, a sale cancelled, and a tab of 2 (with the new account's
 * 10 % service charge) paid R$ 5,00 on debit and the rest on PIX: every kind of row the summary reads.
 */
async function movimentar(db: Database, conta: Conta, preco: number) {
  const { device, produto } = conta;
  const vender = (quantidade: number, extra: object) =>
    device.post("/api/vendas", vendaInput([{ produto_id: produto, quantidade }], extra));
  const vendida = await vender(3, {
    pagamentos: [
      { forma_pagamento: "pix", valor: "10.00" },
      { forma_pagamento: "dinheiro", valor: (3 * preco - 10).toFixed(2) },
    ],
  });
  expect(vendida.status, await vendida.clone().text()).toBe(201);
  const errada = VendaComNota.parse(await json(await vender(1, { forma_pagamento: "pix" }))).venda;
  expect((await device.post(`/api/vendas/${errada.id}/cancelar`, { motivo: "Errada" })).status).toBe(200);

  const aberta = Comanda.parse(
    await json(await device.post("/api/comandas", { mesa_id: null, cliente_nome: "Ana" })),
  );
  await device.post(
    `/api/comandas/${aberta.id}/itens`,
    pedidoInput([{ produto_id: produto, quantidade: 2 }]),
  );
  const parte = await pagarPelaApi(device, aberta.id, { forma_pagamento: "cartao_debito", valor: "5" });
  const { falta_pagar } = ComandaComNota.parse(await json(parte)).comanda;
  const ultimo = await pagarPelaApi(device, aberta.id, { forma_pagamento: "pix", valor: falta_pagar });
  expect(ComandaComNota.parse(await json(ultimo)).comanda.status).toBe("fechada");

  expect(await resumoDiario(db, conta.usuarioId)).toEqual(await resumoRecomputado(db, conta.usuarioId));
  return { venda: Venda.parse(VendaComNota.parse(await json(vendida)).venda), comanda: aberta.id };
}

describeEachDatabase("resumo diário entre contas e backups", (getDb) => {
  let t: TestApp;
  let a: Conta;
  let b: Conta;
  const db = () => getDb().db;

  beforeAll(async () => {
    t = createTestApp(getDb().db, { rateLimit: false });
    const nova = async (nome: string, preco: string) => {
      const conta = await contaLogada(t, { nomeEstabelecimento: nome });
      const p = await criarProduto(db(), conta.usuarioId, { preco_venda: preco, estoque_atual: 500 });
      return { usuarioId: conta.usuarioId, device: conta.device, produto: p.id };
    };
    a = await nova("Bar A", "20.00");
    b = await nova("Bar B", "30.00");
  });
  afterAll(() => t.close());

  test("os ids de outra conta: 404 e nada muda; cada conta vê só o seu resumo", async () => {
    const deA = await movimentar(db(), a, 20);
    await movimentar(db(), b, 30);
    const antes = await retratoDoBanco(db());
    const resumoA = await resumoDiario(db(), a.usuarioId);
    expect((await b.device.post(`/api/vendas/${deA.venda.id}/cancelar`, { motivo: "Alheia" })).status).toBe(
      404,
    );
    expect(
      (await b.device.post(`/api/comandas/${deA.comanda}/cancelar`, { motivo: "Alheia", versao: 99 })).status,
    ).toBe(404);
    expect(await retratoDoBanco(db())).toEqual(antes);
    expect(await resumoDiario(db(), a.usuarioId)).toEqual(resumoA);

    // A's report and cards: A's 60 + 40 of revenue (the tab's R$ 4,00 of service apart), A's payments.
    const relatorio = Relatorio.parse(await json(await a.device.get("/api/relatorios?periodo=7dias")));
    expect(relatorio.resumo).toMatchObject({ receitaTotal: "100.00", numeroVendas: 2, taxaServico: "4.00" });
    expect(relatorio.receitaPorPagamento).toEqual([
      { forma_pagamento: "dinheiro", receita: "50.00", vendas: 1 },
      { forma_pagamento: "pix", receita: "49.00", vendas: 2 },
      { forma_pagamento: "cartao_debito", receita: "5.00", vendas: 1 },
    ]);
    // The all-time cards: a run across São Paulo's midnight empties "hoje", not these.
    const cards = await json(await a.device.get("/api/pdv/resumo"));
    expect(cards).toMatchObject({ total_vendas: 2, receita_total: "100.00" });
  });

  test("restaurar refaz o resumo: o próprio backup, o de outra conta e um arquivo de antes do resumo", async () => {
    const backup = await json<Backup>(await a.device.post("/api/backups"));
    const noBackup = await resumoDiario(db(), a.usuarioId);
    expect(noBackup.length).toBeGreaterThan(0);
    // After the backup: one more sale and one cancelled — the summary moves on.
    const mais = await movimentar(db(), a, 20);
    expect((await a.device.post(`/api/vendas/${mais.venda.id}/cancelar`, { motivo: "Errada" })).status).toBe(
      200,
    );
    expect(await resumoDiario(db(), a.usuarioId)).not.toEqual(noBackup);

    const r = await a.device.post("/api/backups/restaurar", {
      backup_id: backup.id,
      confirmacao: "RESTAURAR",
    });
    expect(r.status, await r.clone().text()).toBe(200);
    expect(await resumoDiario(db(), a.usuarioId)).toEqual(noBackup);
    expect(noBackup).toEqual(await resumoRecomputado(db(), a.usuarioId));

    // The file, as from the version before this summary, into a new account: rebuilt from its bills.
    const arquivo = new Uint8Array(
      await (await a.device.get(`/api/backups/${backup.id}/arquivo`)).arrayBuffer(),
    );
    const texto = gunzipSync(arquivo);
    const fim = texto.indexOf(0x0a);
    const dados = texto.subarray(fim + 1);
    const cabecalho = {
      ...JSON.parse(texto.subarray(0, fim).toString()),
      versao_schema: VERSOES_SCHEMA.at(-2),
    };
    cabecalho.sha256 = sha256(dados);
    expect(JSON.parse(dados.toString()).restaurar).not.toHaveProperty("vendas_diarias_pagamento");
    const antigo = gzipSync(Buffer.concat([Buffer.from(`${JSON.stringify(cabecalho)}\n`), dados]));
    const c = await contaLogada(t, { nomeEstabelecimento: "Bar C" });
    const form = new FormData();
    form.set("arquivo", new File([new Uint8Array(antigo)], "backup.json.gz", { type: "application/gzip" }));
    form.set("confirmacao", "RESTAURAR");
    const corpo = new Response(form);
    const restaurada = await c.device.request("POST", "/api/backups/restaurar", {
      rawBody: Buffer.from(await corpo.arrayBuffer()) as unknown as string,
      headers: { "content-type": corpo.headers.get("content-type")! },
    });
    expect(restaurada.status, await restaurada.clone().text()).toBe(200);
    expect(await resumoDiario(db(), c.usuarioId)).toEqual(noBackup);
    expect(await resumoDiario(db(), c.usuarioId)).toEqual(await resumoRecomputado(db(), c.usuarioId));
    // B's summary never moved.
    expect(await resumoDiario(db(), b.usuarioId)).toEqual(await resumoRecomputado(db(), b.usuarioId));
  });
});

describe.runIf(databaseKinds.includes("postgres"))("resumo diário concorrente [postgres]", () => {
  let banco: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    banco = await createTestDatabase("postgres");
    t = createTestApp(banco.db, { rateLimit: false });
  });
  afterAll(async () => {
    t?.close();
    await banco?.close();
  });

  test("12 caixas dividindo pagamentos em ordens opostas, comandas fechando e vendas canceladas: resumo = linhas", async () => {
    const conta = await contaLogada(t);
    const { usuarioId, device } = conta;
    const produtos: string[] = [];
    for (let i = 0; i < 4; i++)
      produtos.push(
        (await criarProduto(banco.db, usuarioId, { preco_venda: `${i + 5}.50`, estoque_atual: 100_000 })).id,
      );
    const comandas: string[] = [];
    for (let i = 0; i < 6; i++) {
      const c = Comanda.parse(
        await json(await device.post("/api/comandas", { mesa_id: null, cliente_nome: `C${i}` })),
      );
      await device.post(
        `/api/comandas/${c.id}/itens`,
        pedidoInput([{ produto_id: produtos[i % 4]!, quantidade: 2 }]),
      );
      comandas.push(c.id);
    }
    const formas = ["pix", "dinheiro", "cartao_credito", "cartao_debito"] as const;
    const caixas = Array.from({ length: 12 }, async (_, caixa) => {
      const rnd = prng(500 + caixa);
      const status: number[] = [];
      for (let n = 0; n < 8; n++) {
        const quantidade = rnd.int(1, 3);
        const produto = rnd.int(0, 3);
        const total = quantidade * (produto + 5.5);
        // Two methods, in the order this till happens to pick: the summary's rows of both, each sale.
        const [x, y] = [formas[rnd.int(0, 3)]!, formas[rnd.int(0, 3)]!];
        const r = await device.post(
          "/api/vendas",
          vendaInput([{ produto_id: produtos[produto]!, quantidade }], {
            pagamentos: [
              { forma_pagamento: x, valor: "1.00" },
              { forma_pagamento: y, valor: (total - 1).toFixed(2) },
            ],
          }),
        );
        status.push(r.status);
        if (n % 3 === 2 && r.status === 201) {
          const { venda } = VendaComNota.parse(await json(r));
          status.push((await device.post(`/api/vendas/${venda.id}/cancelar`, { motivo: "Teste" })).status);
        }
      }
      return status;
    });
    const fechamentos = comandas.map(async (id, i) => {
      const pago = await pagarPelaApi(device, id, { forma_pagamento: formas[i % 4], valor: "2.00" });
      const { falta_pagar } = ComandaComNota.parse(await json(pago)).comanda;
      return (await pagarPelaApi(device, id, { forma_pagamento: formas[(i + 1) % 4], valor: falta_pagar }))
        .status;
    });
    const [vendas, fechadas] = await Promise.all([Promise.all(caixas), Promise.all(fechamentos)]);
    expect(vendas.flat().every((s) => s === 201 || s === 200)).toBe(true);
    expect(fechadas).toEqual([201, 201, 201, 201, 201, 201]);
    const { rows } = await banco.db.execute<{ n: number }>(
      sql`select count(*)::int as n from vendas where usuario_id = ${usuarioId} and status = 'cancelada'`,
    );
    expect(rows[0]!.n).toBe(12 * 2);
    expect(await resumoDiario(banco.db, usuarioId)).toEqual(await resumoRecomputado(banco.db, usuarioId));
  });
});
