/**
 * Migration 0015 turns the repeated lines of the tabs open when it ships into one (decision 134), and
 * leaves closed tabs as their receipts printed them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { toCentavos } from "@/shared/money";
import { Comanda, Mesa } from "@/shared/pos/schemas";
import { createTestApp, json, type TestApp } from "../../../../tests/support/app";
import { contaLogada, criarProduto } from "../../../../tests/support/factories";
import { fecharPelaApi, pedidoInput } from "../../../../tests/support/pos";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { itensComanda } from "../../db/schema";
import { AGRUPAR_LINHAS_DAS_COMANDAS_ABERTAS } from "./agrupar-linhas";

test("a migração 0015 roda exatamente o agrupamento exportado", () => {
  const migracao = readFileSync(
    path.join(import.meta.dirname, "../../db/migrations/0015_correcoes_da_conta.sql"),
    "utf8",
  );
  for (const comando of AGRUPAR_LINHAS_DAS_COMANDAS_ABERTAS) expect(migracao).toContain(`${comando};`);
});

describeEachDatabase("linhas repetidas das comandas abertas", (getDb) => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp(getDb().db);
  });
  afterAll(() => t.close());
  const db = () => getDb().db;

  test("a comanda aberta fica com uma linha somada; a fechada, como foi impressa", async () => {
    const { usuarioId, device } = await contaLogada(t);
    const p = await criarProduto(db(), usuarioId, { preco_venda: "7.50", estoque_atual: 50 });
    const outro = await criarProduto(db(), usuarioId, { preco_venda: "3.00", estoque_atual: 50 });
    /** A tab whose product was added as two lines, as before decision 134. */
    const comandaComLinhasRepetidas = async (numero: number) => {
      const mesa = Mesa.parse(await json(await device.post("/api/mesas", { numero_mesa: numero })));
      const comanda = Comanda.parse(await json(await device.post("/api/comandas", { mesa_id: mesa.id })));
      await device.post(
        `/api/comandas/${comanda.id}/itens`,
        pedidoInput([{ produto_id: p.id, quantidade: 2 }]),
      );
      await device.post(
        `/api/comandas/${comanda.id}/itens`,
        pedidoInput([{ produto_id: outro.id, quantidade: 1 }]),
      );
      const [linha] = await db()
        .select()
        .from(itensComanda)
        .where(eq(itensComanda.produto_id, p.id))
        .limit(1);
      const { id: _, created_at: __, ...resto } = linha!;
      await db()
        .insert(itensComanda)
        .values({
          ...resto,
          comanda_id: comanda.id,
          quantidade: 3,
          subtotal: "22.50",
          created_at: new Date(),
        });
      return comanda.id;
    };
    const aberta = await comandaComLinhasRepetidas(1);
    const fechada = await comandaComLinhasRepetidas(2);
    expect((await fecharPelaApi(device, fechada)).status).toBe(200);
    const linhas = (id: string) =>
      db()
        .select({
          produto_id: itensComanda.produto_id,
          quantidade: itensComanda.quantidade,
          subtotal: itensComanda.subtotal,
        })
        .from(itensComanda)
        .where(eq(itensComanda.comanda_id, id))
        .orderBy(asc(itensComanda.created_at), asc(itensComanda.id));
    const fechadaAntes = await linhas(fechada);
    const abertaAntes = await linhas(aberta);
    expect(fechadaAntes).toHaveLength(3);

    for (const comando of AGRUPAR_LINHAS_DAS_COMANDAS_ABERTAS) await db().execute(sql.raw(comando));

    expect(await linhas(aberta)).toEqual([
      { produto_id: p.id, quantidade: 5, subtotal: "37.50" },
      { produto_id: outro.id, quantidade: 1, subtotal: "3.00" },
    ]);
    expect(await linhas(fechada)).toEqual(fechadaAntes);
    // The bill itself does not change: the same units at the same prices.
    const soma = (ls: { subtotal: string }[]) => ls.reduce((t, l) => t + toCentavos(l.subtotal), 0);
    expect(soma(await linhas(aberta))).toBe(soma(abertaAntes));
  });
});
