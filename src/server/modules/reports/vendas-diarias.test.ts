/**
 * The per-day, per-product summary (decision 051) against the lines it summarises: by hand for a small
 * mix, by recomputation from itens_venda / itens_comanda everywhere, and under 20 racing tills on
 * PostgreSQL. The report's own figures from the summary are proven by relatorios.test.ts.
 */

import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type ProdutoInput, ProdutoUpdateInput } from "@/shared/catalog/schemas";
import { AbrirComandaInput, ItensComandaInput, MesaInput, VendaInput } from "@/shared/pos/schemas";
import { MovimentacaoInput } from "@/shared/stock/schemas";
import { createTestApp, type Device, type TestApp } from "../../../../tests/support/app";
import { criarConta, criarProduto, entrar, produtoInput } from "../../../../tests/support/factories";
import { dadosFechamento, fecharPelaApi, pedidoInput, prng, vendaInput } from "../../../../tests/support/pos";
import {
  createTestDatabase,
  databaseKinds,
  describeEachDatabase,
  type TestDatabase,
} from "../../../../tests/support/test-db";
import type { Database } from "../../db/client";
import { editarProduto } from "../catalog/catalog.service";
import { abrirComanda, adicionarItensComanda } from "../pos/comandas.service";
import { fecharComanda } from "../pos/fechamento.service";
import { criarMesa } from "../pos/mesas.service";
import { registrarVenda } from "../pos/vendas.service";
import { registrarMovimentacao } from "../stock/stock.service";
import { BACKFILL_VENDAS_DIARIAS_PRODUTO } from "./vendas-diarias.queries";

/** A São Paulo wall-clock time ("2025-03-08T00:01") as an instant. */
const sp = (local: string) => new Date(`${local}:00-03:00`);

type Linha = { dia: string; produto_id: string; unidades: string; receita: string; custo: string };

/** What the summary holds for an account, in a comparable order. */
async function resumo(db: Database, usuarioId: string): Promise<Linha[]> {
  const result = await db.execute<Linha>(sql`
    select dia::text as dia, produto_id, unidades::text as unidades, receita::text as receita,
      custo::text as custo
    from vendas_diarias_produto where usuario_id = ${usuarioId}
    order by dia, produto_id`);
  return result.rows;
}

/** The same figures recomputed from the sold lines (the definition the summary must keep equal to). */
async function recomputado(db: Database, usuarioId: string): Promise<Linha[]> {
  const result = await db.execute<Linha>(sql`
    select dia::text as dia, produto_id, sum(quantidade)::text as unidades,
      sum(quantidade * preco_unitario)::text as receita, sum(quantidade * preco_custo)::text as custo
    from (
      select (v.data_venda at time zone 'America/Sao_Paulo')::date as dia, i.produto_id, i.quantidade,
        i.preco_unitario, i.preco_custo
      from itens_venda i join vendas v on v.id = i.venda_id
      where v.usuario_id = ${usuarioId} and v.status = 'finalizada'
      union all
      select (c.data_fechamento at time zone 'America/Sao_Paulo')::date, i.produto_id, i.quantidade,
        i.preco_unitario, i.preco_custo
      from itens_comanda i join comandas c on c.id = i.comanda_id
      where c.usuario_id = ${usuarioId} and c.status = 'fechada'
    ) as linhas
    group by 1, 2
    order by 1, 2`);
  return result.rows;
}

test("a migração 0004 roda exatamente o backfill exportado (o mesmo texto que o bench usa)", () => {
  const migracao = readFileSync(
    path.join(import.meta.dirname, "../../db/migrations/0004_vendas_diarias_produto.sql"),
    "utf8",
  );
  expect(migracao).toContain(`${BACKFILL_VENDAS_DIARIAS_PRODUTO};`);
});

describeEachDatabase("Resumo diário por produto", (getDb) => {
  const db = () => getDb().db;
  let usuarioId: string;
  let usuarioB: string;
  const ids: Record<string, string> = {};
  let comandaAberta: string;

  /**
   * By hand (R$; purchase / sale):  A 4.00 / 10.00 → 5.00 / 12.00 after S3;  B 2.50 / 6.00;  C 8.00 / 25.00
   *
   *   S1  03-07 23:59  A×2, B×1, A×1 (merged into A×3), discount 1.00 (the lines' revenue ignores it)
   *   S2  03-08 00:01  A×1, C×2
   *   S3  03-08 20:00  B×4
   *   T1  tab: A×2 at 10.00, then (new price) A×1 at 12.00, C×1; closed 03-09 00:30 (opened on the 8th)
   *   T2  tab: B×2, left open
   *   exit of A×5 by breakage on the 8th — never a sale
   */
  beforeAll(async () => {
    usuarioId = (await criarConta(db())).usuarioId;
    usuarioB = (await criarConta(db())).usuarioId;
    const entradas: Record<string, Partial<ProdutoInput>> = {
      A: { nome: "Chopp", preco_compra: "4.00", preco_venda: "10.00" },
      B: { nome: "Coca-Cola", categoria: "Refrigerante", preco_compra: "2.50", preco_venda: "6.00" },
      C: { nome: "Fritas", categoria: "Petisco", preco_compra: "8.00", preco_venda: "25.00" },
    };
    for (const [k, input] of Object.entries(entradas))
      ids[k] = (await criarProduto(db(), usuarioId, { ...input, estoque_atual: 100 })).id;
    const vender = (now: string, itens: [string, number][], extra = {}) =>
      registrarVenda(db(), {
        usuarioId,
        autor: { id: usuarioId, nome: "Dono" },
        dados: VendaInput.parse(
          vendaInput(
            itens.map(([p, quantidade]) => ({ produto_id: ids[p]!, quantidade })),
            extra,
          ),
        ),
        now: sp(now),
      });

    await vender(
      "2025-03-07T23:59",
      [
        ["A", 2],
        ["B", 1],
        ["A", 1],
      ],
      { desconto: "1.00" },
    );
    await vender("2025-03-08T00:01", [
      ["A", 1],
      ["C", 2],
    ]);
    await vender("2025-03-08T20:00", [["B", 4]]);

    const mesa1 = await criarMesa(db(), { usuarioId, dados: MesaInput.parse({ numero_mesa: 1 }) });
    const t1 = await abrirComanda(db(), {
      usuarioId,
      autor: { id: usuarioId, nome: "Dono" },
      dados: AbrirComandaInput.parse({ mesa_id: mesa1.id }),
      now: sp("2025-03-08T21:00"),
    });
    await adicionarItensComanda(db(), {
      usuarioId,
      autor: { id: usuarioId, nome: "Dono" },
      id: t1.id,
      dados: ItensComandaInput.parse(pedidoInput([{ produto_id: ids.A, quantidade: 2 }])),
    });
    const { estoque_atual: _, ...inputA } = produtoInput({ ...entradas.A });
    await editarProduto(db(), {
      usuarioId,
      id: ids.A!,
      dados: ProdutoUpdateInput.parse({ ...inputA, preco_compra: "5.00", preco_venda: "12.00" }),
    });
    await adicionarItensComanda(db(), {
      usuarioId,
      autor: { id: usuarioId, nome: "Dono" },
      id: t1.id,
      dados: ItensComandaInput.parse(pedidoInput([{ produto_id: ids.A, quantidade: 1 }])),
    });
    await adicionarItensComanda(db(), {
      usuarioId,
      autor: { id: usuarioId, nome: "Dono" },
      id: t1.id,
      dados: ItensComandaInput.parse(pedidoInput([{ produto_id: ids.C, quantidade: 1 }])),
    });
    await fecharComanda(db(), {
      usuarioId,
      autor: { id: usuarioId, nome: "Dono" },
      id: t1.id,
      dados: await dadosFechamento(db(), t1.id, { desconto: "3.00", forma_pagamento: "pix" }),
      now: sp("2025-03-09T00:30"),
    });

    const mesa2 = await criarMesa(db(), { usuarioId, dados: MesaInput.parse({ numero_mesa: 2 }) });
    const t2 = await abrirComanda(db(), {
      usuarioId,
      autor: { id: usuarioId, nome: "Dono" },
      dados: AbrirComandaInput.parse({ mesa_id: mesa2.id }),
      now: sp("2025-03-09T19:00"),
    });
    await adicionarItensComanda(db(), {
      usuarioId,
      autor: { id: usuarioId, nome: "Dono" },
      id: t2.id,
      dados: ItensComandaInput.parse(pedidoInput([{ produto_id: ids.B, quantidade: 2 }])),
    });
    comandaAberta = t2.id;

    await registrarMovimentacao(db(), {
      usuarioId,
      autor: { id: usuarioId, nome: "Dono" },
      dados: MovimentacaoInput.parse({
        produto_id: ids.A,
        tipo: "saida",
        motivo: "quebra",
        quantidade: 5,
      }),
      now: sp("2025-03-08T18:00"),
    });

    const pb = await criarProduto(db(), usuarioB, {
      preco_compra: "3.00",
      preco_venda: "9.00",
      estoque_atual: 10,
    });
    await registrarVenda(db(), {
      usuarioId: usuarioB,
      autor: { id: usuarioB, nome: "Dono" },
      dados: VendaInput.parse(vendaInput([{ produto_id: pb.id, quantidade: 2 }])),
      now: sp("2025-03-08T12:00"),
    });
  });

  const linha = (dia: string, p: string, unidades: number, receita: string, custo: string): Linha => ({
    dia,
    produto_id: ids[p]!,
    unidades: String(unidades),
    receita,
    custo,
  });
  const ordenar = (linhas: Linha[]) =>
    [...linhas].sort((a, b) => a.dia.localeCompare(b.dia) || a.produto_id.localeCompare(b.produto_id));

  test("vendas e comanda fechada somadas pelo dia de São Paulo; comanda aberta e quebra não contam", async () => {
    expect(await resumo(db(), usuarioId)).toEqual(
      ordenar([
        linha("2025-03-07", "A", 3, "30.00", "12.00"),
        linha("2025-03-07", "B", 1, "6.00", "2.50"),
        linha("2025-03-08", "A", 1, "10.00", "4.00"),
        linha("2025-03-08", "C", 2, "50.00", "16.00"),
        linha("2025-03-08", "B", 4, "24.00", "10.00"),
        // T1: the A lines keep the prices of when they were added; the day is the closing one.
        linha("2025-03-09", "A", 3, "32.00", "13.00"),
        linha("2025-03-09", "C", 1, "25.00", "8.00"),
      ]),
    );
    expect(await resumo(db(), usuarioId)).toEqual(await recomputado(db(), usuarioId));
    expect(await resumo(db(), usuarioB)).toHaveLength(1);
  });

  test("a comanda aberta entra no dia em que é fechada, e só então", async () => {
    await fecharComanda(db(), {
      usuarioId,
      autor: { id: usuarioId, nome: "Dono" },
      id: comandaAberta,
      dados: await dadosFechamento(db(), comandaAberta, { desconto: "0", forma_pagamento: "dinheiro" }),
      now: sp("2025-03-10T01:00"),
    });
    const linhas = await resumo(db(), usuarioId);
    expect(linhas.filter((l) => l.dia === "2025-03-10")).toEqual([
      linha("2025-03-10", "B", 2, "12.00", "5.00"),
    ]);
    expect(linhas).toEqual(await recomputado(db(), usuarioId));
  });

  test("o backfill da migração reconstrói o mesmo resumo e pode rodar de novo", async () => {
    const antes = { a: await resumo(db(), usuarioId), b: await resumo(db(), usuarioB) };
    await db().execute(sql.raw(BACKFILL_VENDAS_DIARIAS_PRODUTO));
    expect(await resumo(db(), usuarioId)).toEqual(antes.a);
    await db().execute(sql`delete from vendas_diarias_produto`);
    await db().execute(sql.raw(BACKFILL_VENDAS_DIARIAS_PRODUTO));
    expect(await resumo(db(), usuarioId)).toEqual(antes.a);
    expect(await resumo(db(), usuarioB)).toEqual(antes.b);
  });
});

describe.runIf(databaseKinds.includes("postgres"))("Resumo diário concorrente [postgres]", () => {
  let banco: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    banco = await createTestDatabase("postgres");
    t = createTestApp(banco.db);
  });
  afterAll(async () => {
    t?.close();
    await banco?.close();
  });

  test("20 caixas com carrinhos sobrepostos em ordens diferentes, e comandas fechando junto: resumo = itens, sem deadlock", async () => {
    const conta = await criarConta(banco.db);
    const device: Device = t.device();
    await entrar(device, conta);
    const { usuarioId } = conta;
    const produtos: string[] = [];
    for (let i = 0; i < 8; i++) {
      const p = await criarProduto(banco.db, usuarioId, {
        preco_compra: `${i + 1}.25`,
        preco_venda: `${i + 3}.90`,
        estoque_atual: 100_000,
      });
      produtos.push(p.id);
    }
    // Tabs with several lines of the same products, closed while the tills sell.
    const comandas: string[] = [];
    for (let m = 1; m <= 5; m++) {
      const mesa = await criarMesa(banco.db, { usuarioId, dados: MesaInput.parse({ numero_mesa: m }) });
      const c = await abrirComanda(banco.db, {
        usuarioId,
        autor: { id: usuarioId, nome: "Dono" },
        dados: AbrirComandaInput.parse({ mesa_id: mesa.id }),
      });
      for (const p of [produtos[m % 8]!, produtos[(m + 3) % 8]!, produtos[m % 8]!])
        await adicionarItensComanda(banco.db, {
          usuarioId,
          autor: { id: usuarioId, nome: "Dono" },
          id: c.id,
          dados: ItensComandaInput.parse(pedidoInput([{ produto_id: p, quantidade: m }])),
        });
      comandas.push(c.id);
    }

    const fechamentos = comandas.map((id, i) =>
      fecharPelaApi(device, id, { forma_pagamento: "pix", desconto: String(i) }),
    );
    const caixas = Array.from({ length: 20 }, async (_, caixa) => {
      const rnd = prng(1000 + caixa);
      const status: number[] = [];
      for (let n = 0; n < 10; n++) {
        // 3 to 6 of the 8 products, in a shuffled order, so carts overlap in opposite orders.
        const cart = [...produtos].sort(() => rnd.next() - 0.5).slice(0, rnd.int(3, 6));
        const r = await device.post(
          "/api/vendas",
          vendaInput(cart.map((produto_id) => ({ produto_id, quantidade: rnd.int(1, 4) }))),
        );
        status.push(r.status);
      }
      return status;
    });
    const [vendas, fechadas] = await Promise.all([Promise.all(caixas), Promise.all(fechamentos)]);
    expect(vendas.flat().filter((s) => s === 201)).toHaveLength(200);
    expect(fechadas.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);

    const linhas = await resumo(banco.db, usuarioId);
    expect(linhas.length).toBeGreaterThan(0);
    expect(linhas).toEqual(await recomputado(banco.db, usuarioId));
  }, 120_000);
});
