/**
 * Migration 0017 gives every sale and closed tab made before it one payment (decision 153), so that the
 * reports by method read one source; it adds only what is missing.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { Comanda, Mesa, VendaComNota } from "@/shared/pos/schemas";
import { createTestApp, json, type TestApp } from "../../../../tests/support/app";
import { contaLogada, criarProduto } from "../../../../tests/support/factories";
import { fecharPelaApi, pagamentosNoBanco, pedidoInput, vendaInput } from "../../../../tests/support/pos";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { pagamentos } from "../../db/schema";
import { BACKFILL_PAGAMENTOS } from "./pagamentos-backfill";

test("a migração roda exatamente o preenchimento exportado", () => {
  const pasta = path.join(import.meta.dirname, "../../db/migrations");
  const arquivo = readFileSync(path.join(pasta, "meta/_journal.json"), "utf8");
  const tag = (JSON.parse(arquivo) as { entries: { tag: string }[] }).entries
    .map((e) => e.tag)
    .find((t) => t.endsWith("_conta_brasileira"))!;
  const migracao = readFileSync(path.join(pasta, `${tag}.sql`), "utf8");
  for (const comando of BACKFILL_PAGAMENTOS) expect(migracao).toContain(`${comando};`);
});

describeEachDatabase("pagamentos de antes", (getDb) => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp(getDb().db);
  });
  afterAll(() => t.close());

  test("uma venda e uma comanda fechada sem pagamentos ganham um, com a forma e o total; de novo, nada", async () => {
    const db = getDb().db;
    const { device, usuarioId } = await contaLogada(t, { nomeEstabelecimento: "Bar Antigo" });
    const p = await criarProduto(db, usuarioId, { preco_venda: "8.00", estoque_atual: 20 });
    const { venda } = VendaComNota.parse(
      await json(
        await device.post(
          "/api/vendas",
          vendaInput([{ produto_id: p.id, quantidade: 2 }], { forma_pagamento: "pix" }),
        ),
      ),
    );
    const mesa = Mesa.parse(await json(await device.post("/api/mesas", { numero_mesa: 1 })));
    const comanda = Comanda.parse(await json(await device.post("/api/comandas", { mesa_id: mesa.id })));
    await device.post(
      `/api/comandas/${comanda.id}/itens`,
      pedidoInput([{ produto_id: p.id, quantidade: 1 }]),
    );
    await fecharPelaApi(device, comanda.id, { forma_pagamento: "cartao_debito" });
    const aberta = Comanda.parse(
      await json(await device.post("/api/comandas", { mesa_id: null, cliente_nome: "Ana" })),
    );
    // As before the table existed: no payment rows.
    await db.delete(pagamentos).where(eq(pagamentos.usuario_id, usuarioId));

    for (let vez = 0; vez < 2; vez++) {
      for (const comando of BACKFILL_PAGAMENTOS) await db.execute(sql.raw(comando));
      const daVenda = await pagamentosNoBanco(db, { vendaId: venda.id });
      expect(daVenda.map((x) => [x.forma_pagamento, x.valor, x.registrado_por, x.created_at])).toEqual([
        ["pix", "16.00", "Bar Antigo", new Date(venda.data_venda)],
      ]);
      const daComanda = await pagamentosNoBanco(db, { comandaId: comanda.id });
      // R$ 8,00 and the settings' 10 %: what the table paid.
      expect(daComanda.map((x) => [x.forma_pagamento, x.valor])).toEqual([["cartao_debito", "8.80"]]);
      expect(await pagamentosNoBanco(db, { comandaId: aberta.id })).toEqual([]);
    }
  });
});
