/**
 * Low-stock alerts (decision 113): one per crossing of the minimum, written in the transaction of the
 * sale, tab close or movement; resolved back above the minimum; GET /api/alertas per account.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { alertasEstoque, configuracoes } from "@/server/db/schema";
import { Comanda, Mesa } from "@/shared/pos/schemas";
import { Alertas } from "@/shared/stock/schemas";
import { createTestApp, type Device, json, type TestApp } from "../../../../tests/support/app";
import { contaLogada, criarProduto, produtoInput } from "../../../../tests/support/factories";
import { fecharPelaApi, pedidoInput, vendaInput } from "../../../../tests/support/pos";
import { describeEachDatabase } from "../../../../tests/support/test-db";

const AGORA = new Date("2026-06-10T15:00:00Z");

describeEachDatabase("alertas de estoque baixo", (getDb) => {
  let t: TestApp;
  let device: Device;
  let usuarioId: string;
  let numeroMesa = 1;

  beforeAll(async () => {
    t = createTestApp(getDb().db, { now: () => AGORA });
    ({ usuarioId, device } = await contaLogada(t));
  });
  afterAll(() => t.close());

  const db = () => getDb().db;
  const produto = (overrides: Parameters<typeof criarProduto>[2] = {}, conta = usuarioId) =>
    criarProduto(db(), conta, { estoque_atual: 15, estoque_minimo: 10, ...overrides });
  const linhas = (produtoId: string) =>
    db()
      .select()
      .from(alertasEstoque)
      .where(eq(alertasEstoque.produto_id, produtoId))
      .orderBy(asc(alertasEstoque.criado_em), asc(alertasEstoque.id));
  const alertas = async (d = device) => {
    const response = await d.get("/api/alertas");
    expect(response.status).toBe(200);
    return Alertas.parse(await json(response));
  };
  const mover = async (produto_id: string, tipo: "entrada" | "saida", quantidade: number, d = device) =>
    d.post("/api/movimentacoes", {
      produto_id,
      tipo,
      motivo: tipo === "entrada" ? "compra" : "quebra",
      quantidade,
    });
  const vender = async (itens: { produto_id: string; quantidade: number }[]) =>
    expect((await device.post("/api/vendas", vendaInput(itens))).status).toBe(201);

  test("a saída que chega ao mínimo abre um alerta; mais vendas enquanto baixo não abrem outro", async () => {
    const p = await produto();
    expect(await linhas(p.id)).toHaveLength(0);

    expect((await mover(p.id, "saida", 4)).status).toBe(201); // 11: above
    expect(await linhas(p.id)).toHaveLength(0);
    expect((await mover(p.id, "saida", 1)).status).toBe(201); // 10: at the minimum
    await vender([{ produto_id: p.id, quantidade: 1 }]); // 9
    await vender([{ produto_id: p.id, quantidade: 2 }]); // 7
    expect((await mover(p.id, "saida", 1)).status).toBe(201); // 6

    const rows = await linhas(p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ usuario_id: usuarioId, nivel: "baixo", resolvido_em: null });

    const { estoque } = await alertas();
    expect(estoque.find((a) => a.produto_id === p.id)).toEqual({
      produto_id: p.id,
      nome: p.nome,
      marca: p.marca,
      estoque_atual: 6,
      estoque_minimo: 10,
      nivel: "baixo",
      desde: rows[0]!.criado_em.toISOString(),
    });
  });

  test("no limite crítico da conta o mesmo alerta fica crítico; a entrada acima do mínimo o resolve; cruzar de novo abre outro", async () => {
    const p = await produto({ estoque_atual: 12 });
    await vender([{ produto_id: p.id, quantidade: 3 }]); // 9: baixo
    await vender([{ produto_id: p.id, quantidade: 4 }]); // 5: crítico (threshold 5)
    let rows = await linhas(p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.nivel).toBe("critico");

    expect((await mover(p.id, "entrada", 3)).status).toBe(201); // 8: baixo again, same alert
    rows = await linhas(p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.nivel).toBe("baixo");

    expect((await mover(p.id, "entrada", 3)).status).toBe(201); // 11: above
    rows = await linhas(p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.resolvido_em).not.toBeNull();
    expect((await alertas()).estoque.some((a) => a.produto_id === p.id)).toBe(false);

    await vender([{ produto_id: p.id, quantidade: 1 }]); // 10: crossing again
    rows = await linhas(p.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ nivel: "baixo", resolvido_em: null });
    expect((await alertas()).estoque.filter((a) => a.produto_id === p.id)).toHaveLength(1);
  });

  test("vendas simultâneas que cruzam o mínimo: um alerta só", async () => {
    const p = await produto({ estoque_atual: 14 });
    const respostas = await Promise.all(
      Array.from({ length: 8 }, () =>
        device.post("/api/vendas", vendaInput([{ produto_id: p.id, quantidade: 1 }])),
      ),
    );
    expect(respostas.map((r) => r.status)).toEqual(Array(8).fill(201));
    const rows = await linhas(p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ nivel: "baixo", resolvido_em: null });
  });

  test("o limite crítico vem das configurações da conta", async () => {
    await db()
      .update(configuracoes)
      .set({ alerta_estoque_critico: 8 })
      .where(eq(configuracoes.usuario_id, usuarioId));
    try {
      const p = await produto();
      await vender([{ produto_id: p.id, quantidade: 7 }]); // 8
      expect((await linhas(p.id))[0]!.nivel).toBe("critico");
    } finally {
      await db()
        .update(configuracoes)
        .set({ alerta_estoque_critico: 5 })
        .where(eq(configuracoes.usuario_id, usuarioId));
    }
  });

  test("uma venda com vários produtos: um alerta para cada um que cruzou, nenhum para o que não cruzou", async () => {
    const [a, b, c] = await Promise.all([produto(), produto(), produto({ estoque_atual: 100 })]);
    await vender([
      { produto_id: a.id, quantidade: 5 },
      { produto_id: b.id, quantidade: 14 },
      { produto_id: c.id, quantidade: 5 },
    ]);
    expect((await linhas(a.id)).map((r) => r.nivel)).toEqual(["baixo"]);
    expect((await linhas(b.id)).map((r) => r.nivel)).toEqual(["critico"]);
    expect(await linhas(c.id)).toHaveLength(0);
  });

  test("o fechamento da comanda abre o alerta", async () => {
    const p = await produto();
    const mesa = Mesa.parse(await json(await device.post("/api/mesas", { numero_mesa: numeroMesa++ })));
    const comanda = Comanda.parse(await json(await device.post("/api/comandas", { mesa_id: mesa.id })));
    for (const quantidade of [3, 3])
      expect(
        (
          await device.post(
            `/api/comandas/${comanda.id}/itens`,
            pedidoInput([{ produto_id: p.id, quantidade }]),
          )
        ).status,
      ).toBe(201);
    expect(await linhas(p.id)).toHaveLength(0); // adding to a tab does not move stock
    const fechada = await fecharPelaApi(device, comanda.id, { forma_pagamento: "pix" });
    expect(fechada.status).toBe(200);
    expect((await linhas(p.id)).map((r) => r.nivel)).toEqual(["baixo"]);
  });

  test("cadastrar já baixo abre; editar o mínimo para baixo do estoque resolve; excluir resolve", async () => {
    const p = await produto({ estoque_atual: 3 });
    expect((await linhas(p.id)).map((r) => r.nivel)).toEqual(["critico"]);
    const editado = await device.request("PUT", `/api/produtos/${p.id}`, {
      body: {
        ...produtoInput({ nome: p.nome, codigo_barras: p.codigo_barras ?? undefined }),
        estoque_atual: undefined,
        estoque_minimo: 2,
      },
    });
    expect(editado.status).toBe(200);
    expect((await linhas(p.id))[0]!.resolvido_em).not.toBeNull();

    const q = await produto({ estoque_atual: 8 });
    expect((await device.request("DELETE", `/api/produtos/${q.id}`)).status).toBe(204);
    expect((await linhas(q.id))[0]!.resolvido_em).not.toBeNull();
  });

  test("produtos que vencem em até 7 dias (São Paulo) entram na lista", async () => {
    // 2026-06-10 12:00 in São Paulo: "today" is the 10th.
    const hoje = await produto({ data_validade: "2026-06-10" });
    const emSete = await produto({ data_validade: "2026-06-17" });
    const emOito = await produto({ data_validade: "2026-06-18" });
    const vencido = await produto({ data_validade: "2026-06-09" });
    const { validade, estoque, total } = await alertas();
    expect(validade.filter((v) => [hoje.id, emSete.id].includes(v.produto_id))).toEqual([
      { produto_id: hoje.id, nome: hoje.nome, marca: hoje.marca, data_validade: "2026-06-10", dias: 0 },
      { produto_id: emSete.id, nome: emSete.nome, marca: emSete.marca, data_validade: "2026-06-17", dias: 7 },
    ]);
    expect(validade.some((v) => v.produto_id === emOito.id || v.produto_id === vencido.id)).toBe(false);
    expect(total).toBe(estoque.length + validade.length);
  });

  describe("outra conta", () => {
    test("não vê os alertas desta e não cria alerta com os ids desta", async () => {
      const b = await contaLogada(t);
      const p = await produto();
      expect((await mover(p.id, "saida", 5, b.device)).status).toBe(404);
      await vender([{ produto_id: p.id, quantidade: 6 }]);
      const [meu] = await linhas(p.id);
      expect(meu!.usuario_id).toBe(usuarioId);

      const dela = await alertas(b.device);
      expect(dela).toEqual({ estoque: [], validade: [], total: 0 });
      const doB = await produto({ estoque_atual: 2 }, b.usuarioId);
      expect((await alertas(b.device)).estoque.map((a) => a.produto_id)).toEqual([doB.id]);
      expect((await alertas()).estoque.some((a) => a.produto_id === doB.id)).toBe(false);
    });

    test("sem sessão: 401", async () => {
      expect((await t.device().get("/api/alertas")).status).toBe(401);
    });
  });
});
