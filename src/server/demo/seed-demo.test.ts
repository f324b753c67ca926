import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { isValidCpfOrCnpj } from "@/shared/accounts/cpf-cnpj";
import { primeiroErroSenha } from "@/shared/accounts/senha";
import { CATEGORIAS } from "@/shared/catalog/categorias";
import { createTestApp } from "../../../tests/support/app";
import { criarConta, entrar } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-db";
import {
  assinaturas,
  authUsers,
  comandas,
  configuracoes,
  equipe,
  itensComanda,
  mesas,
  movimentacoes,
  produtos,
  usuarios,
  vendas,
} from "../db/schema";
import { obterAlertas } from "../modules/stock/alertas.service";
import { DEMO_ESTABELECIMENTO, DEMO_PRODUTOS, ean13 } from "./demo-data";
import { DIAS_DE_HISTORICO } from "./historico-demo";
import { DEMO_EMAIL, DEMO_GARCOM, DEMO_PASSWORD, deleteDemo, seedDemo } from "./seed-demo";

const NOW = new Date("2026-01-31T15:00:00.000Z");

describeEachDatabase("seedDemo", (database) => {
  let usuarioId: string;
  beforeAll(async () => {
    ({ usuarioId } = await seedDemo(database().db, { now: NOW }));
  });

  test("os produtos da demo no mínimo ou abaixo já aparecem no sino", async () => {
    const db = database().db;
    const baixos = (await db.select().from(produtos).where(eq(produtos.usuario_id, usuarioId))).filter(
      (p) => p.estoque_atual <= p.estoque_minimo,
    );
    const { estoque } = await obterAlertas(db, { usuarioId, now: NOW });
    expect(baixos.length).toBeGreaterThan(0);
    expect(estoque.map((a) => a.produto_id).sort()).toEqual(baixos.map((p) => p.id).sort());
    expect(estoque.some((a) => a.nivel === "critico")).toBe(true);
  });

  test("cria a conta demo no plano mensal, ativa e sem período de teste", async () => {
    const db = database().db;
    const [user] = await db.select().from(authUsers).where(eq(authUsers.email, DEMO_EMAIL));
    expect(user?.id).toBe(usuarioId);

    const [perfil] = await db.select().from(usuarios).where(eq(usuarios.id, usuarioId));
    expect(perfil).toMatchObject({
      plano_id: "plano-mensal-balcao",
      status_assinatura: "ativa",
      em_periodo_teste: false,
      data_inicio_teste: null,
      data_fim_teste: null,
      primeiro_acesso: false,
      role: "usuario",
    });
    expect(isValidCpfOrCnpj(perfil!.cnpj_cpf!)).toBe(true);
    expect(perfil!.cnpj_cpf).toMatch(/^\d+$/);
    // 31 Jan + 1 month is the last day of February.
    expect(perfil!.data_vencimento?.toISOString()).toBe("2026-02-28T15:00:00.000Z");

    const contratos = await db.select().from(assinaturas).where(eq(assinaturas.usuario_id, usuarioId));
    expect(contratos).toHaveLength(1);
    expect(contratos[0]).toMatchObject({
      plano_id: "plano-mensal-balcao",
      status: "ativa",
      valor_mensal: "89.90",
    });
    expect(contratos[0]!.data_vencimento.toISOString()).toBe("2026-02-28T15:00:00.000Z");

    const config = await db.select().from(configuracoes).where(eq(configuracoes.usuario_id, usuarioId));
    expect(config).toHaveLength(1);
    expect(await db.select().from(equipe).where(eq(equipe.usuario_id, usuarioId))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: usuarioId, papel: "dono", email: DEMO_EMAIL }),
        expect.objectContaining({
          nome: DEMO_GARCOM.nome,
          papel: "garcom",
          email: DEMO_GARCOM.email,
          ativo: true,
          convite_pendente: false,
        }),
      ]),
    );
    // Within the monthly plan's two people, should the plan levels be enforced (decision 123).
    expect(await db.select().from(equipe).where(eq(equipe.usuario_id, usuarioId))).toHaveLength(2);
  });

  test("o dono e o garçom entram com a senha publicada no README, a única fora da regra de senha", async () => {
    expect(primeiroErroSenha(DEMO_PASSWORD)).not.toBeNull();
    // At the seed's moment, within the month the demo paid for.
    const t = createTestApp(database().db, { now: () => NOW });
    try {
      await entrar(t.device(), { email: DEMO_EMAIL, password: DEMO_PASSWORD });
      const garcom = t.device();
      await entrar(garcom, { email: DEMO_GARCOM.email, password: DEMO_PASSWORD });
      const res = await garcom.get("/api/comandas");
      expect(res.status).toBe(200);
      expect(await res.json()).toHaveLength(3);
    } finally {
      t.close();
    }
  });

  test("cadastra uns 40 produtos realistas nas nove categorias", async () => {
    const lista = await database().db.select().from(produtos);
    expect(lista.length).toBeGreaterThanOrEqual(38);
    expect(lista.length).toBeLessThanOrEqual(45);
    expect(new Set(lista.map((p) => p.categoria))).toEqual(new Set(CATEGORIAS));

    for (const p of lista) {
      expect(p.usuario_id).toBe(usuarioId);
      expect(p.ativo).toBe(true);
      expect(p.preco_venda).toMatch(/^\d+\.\d{2}$/);
      expect(p.preco_compra).toMatch(/^\d+\.\d{2}$/);
      expect(Number(p.preco_venda), p.nome).toBeGreaterThan(Number(p.preco_compra));
      expect(p.codigo_barras, p.nome).toMatch(/^\d{13}$/);
      expect(ean13(p.codigo_barras!.slice(0, 12)), p.nome).toBe(p.codigo_barras);
      expect(p.fornecedor, p.nome).toBeTruthy();
    }
    expect(new Set(lista.map((p) => p.codigo_barras)).size).toBe(lista.length);
    expect(new Set(lista.map((p) => p.nome)).size).toBe(lista.length);
  });

  test("tem alguns produtos com estoque baixo e dois ou três críticos", async () => {
    const lista = await database().db.select().from(produtos);
    // Crítico: below half the minimum (stock screen) and within the default critical alert of 5 (settings).
    const criticos = lista.filter((p) => p.estoque_atual * 2 < p.estoque_minimo);
    const baixos = lista.filter(
      (p) => p.estoque_atual < p.estoque_minimo && p.estoque_atual * 2 >= p.estoque_minimo,
    );
    expect(criticos.length).toBeGreaterThanOrEqual(2);
    expect(criticos.length).toBeLessThanOrEqual(3);
    for (const p of criticos) expect(p.estoque_atual, p.nome).toBeLessThanOrEqual(5);
    expect(baixos.length).toBeGreaterThanOrEqual(3);
    for (const p of baixos) expect(p.estoque_atual, p.nome).toBeGreaterThan(5);
    // Nobody sits exactly on the minimum, where "low" reads differently on the two screens.
    expect(lista.filter((p) => p.estoque_atual === p.estoque_minimo)).toEqual([]);
  });

  test("tem o último mês de vendas, todas até agora, e o estoque termina no da lista de preços, entregas e comandas incluídas", async () => {
    const db = database().db;
    const lista = await db.select().from(vendas).where(eq(vendas.usuario_id, usuarioId));
    expect(lista.length).toBeGreaterThan(100);
    const dia = (d: Date) => new Date(d.getTime() - 3 * 3600_000).toISOString().slice(0, 10);
    const dias = new Set(lista.map((v) => dia(v.data_venda)));
    // Today's evening has not come yet at 12h in São Paulo: the last 29 days have sales.
    expect(dias.size).toBe(DIAS_DE_HISTORICO - 1);
    expect(Math.max(...lista.map((v) => v.data_venda.getTime()))).toBeLessThanOrEqual(NOW.getTime());
    expect(new Set(lista.map((v) => v.forma_pagamento))).toEqual(
      new Set(["pix", "cartao_debito", "cartao_credito", "dinheiro"]),
    );
    expect(new Set(lista.map((v) => v.numero_venda)).size).toBe(lista.length);

    const estoque = new Map(
      (await db.select().from(produtos).where(eq(produtos.usuario_id, usuarioId))).map((p) => [
        p.nome,
        p.estoque_atual,
      ]),
    );
    for (const p of DEMO_PRODUTOS) expect(estoque.get(p.nome), p.nome).toBe(p.estoque_atual);
  });

  test("tem as entregas semanais dos fornecedores, em caixas fechadas, ao preço de custo", async () => {
    const db = database().db;
    const entradas = (
      await db.select().from(movimentacoes).where(eq(movimentacoes.usuario_id, usuarioId))
    ).filter((m) => m.tipo === "entrada");
    expect(entradas.length).toBeGreaterThan(50);
    const dia = (d: Date) => new Date(d.getTime() - 3 * 3600_000).toISOString().slice(0, 10);
    expect(new Set(entradas.map((m) => dia(m.data_movimentacao))).size).toBe(4);
    const produtosPorId = new Map(
      (await db.select().from(produtos).where(eq(produtos.usuario_id, usuarioId))).map((p) => [p.id, p]),
    );
    for (const m of entradas) {
      const produto = produtosPorId.get(m.produto_id)!;
      expect(m).toMatchObject({
        motivo: "compra",
        fornecedor: produto.fornecedor,
        preco_unitario: produto.preco_compra,
      });
      expect(m.quantidade % 6, produto.nome).toBe(0);
      expect(Number(m.valor_total)).toBeCloseTo(m.quantidade * Number(produto.preco_compra), 2);
      expect(m.data_movimentacao.getTime()).toBeLessThan(NOW.getTime());
    }
    // Every sale found its stock: nothing was sold short.
    const saidas = (
      await db.select().from(movimentacoes).where(eq(movimentacoes.usuario_id, usuarioId))
    ).filter((m) => m.tipo === "saida");
    expect(saidas.every((m) => m.quantidade_sem_estoque === 0)).toBe(true);
  });

  test("tem as comandas do último mês, abertas pelo garçom e fechadas pelo dono com a taxa de serviço", async () => {
    const db = database().db;
    const fechadas = (await db.select().from(comandas).where(eq(comandas.usuario_id, usuarioId))).filter(
      (c) => c.status === "fechada",
    );
    expect(fechadas.length).toBeGreaterThan(40);
    const dia = (d: Date) => new Date(d.getTime() - 3 * 3600_000).toISOString().slice(0, 10);
    expect(new Set(fechadas.map((c) => dia(c.data_fechamento!))).size).toBeGreaterThanOrEqual(
      DIAS_DE_HISTORICO - 1,
    );
    for (const c of fechadas) {
      expect(c).toMatchObject({ aberta_por: DEMO_GARCOM.nome, fechada_por: DEMO_ESTABELECIMENTO });
      expect(c.mesa_id).not.toBeNull();
      expect(c.data_fechamento!.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(c.data_fechamento!.getTime()).toBeGreaterThan(c.data_abertura.getTime());
      expect(Number(c.taxa_servico_percentual)).toBe(10);
      expect(Number(c.taxa_servico)).toBeCloseTo(Number(c.subtotal) / 10, 2);
      expect(Number(c.total)).toBeGreaterThan(0);
    }
    expect(new Set(fechadas.map((c) => c.forma_pagamento))).toEqual(
      new Set(["pix", "cartao_debito", "cartao_credito", "dinheiro"]),
    );
  });

  test("tem três comandas abertas agora, duas em mesas ocupadas e uma no balcão, já com pedidos", async () => {
    const db = database().db;
    const abertas = (await db.select().from(comandas).where(eq(comandas.usuario_id, usuarioId))).filter(
      (c) => c.status === "aberta",
    );
    expect(abertas).toHaveLength(3);
    expect(abertas.filter((c) => c.mesa_id === null).map((c) => c.cliente_nome)).toEqual(["Rafael"]);
    for (const c of abertas) {
      expect(c.data_abertura.getTime()).toBeLessThan(NOW.getTime());
      expect(Number(c.subtotal)).toBeGreaterThan(0);
      const itens = await db.select().from(itensComanda).where(eq(itensComanda.comanda_id, c.id));
      expect(itens.length).toBeGreaterThan(0);
      for (const item of itens) expect(item.lancado_por).toBe(DEMO_GARCOM.nome);
    }
    const ocupadas = (await db.select().from(mesas).where(eq(mesas.status, "ocupada"))).map((m) => m.id);
    expect(ocupadas.sort()).toEqual(
      abertas
        .map((c) => c.mesa_id)
        .filter((id) => id !== null)
        .sort(),
    );
  });

  test("cria 8 mesas numeradas de 1 a 8, ocupadas só as das comandas abertas", async () => {
    const lista = await database().db.select().from(mesas).orderBy(mesas.numero_mesa);
    expect(lista.map((m) => m.numero_mesa)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(lista.filter((m) => m.status === "ocupada").map((m) => m.numero_mesa)).toEqual([4, 5]);
    for (const m of lista) {
      expect(m).toMatchObject({ usuario_id: usuarioId, ativo: true });
      expect(m.capacidade_pessoas).toBeGreaterThanOrEqual(2);
      expect(m.capacidade_pessoas).toBeLessThanOrEqual(8);
    }
    expect(lista.some((m) => m.nome_mesa?.startsWith("Varanda"))).toBe(true);
  });

  test("deleteDemo apaga a conta com tudo o que ela tem, e a conta pode ser criada de novo", async () => {
    const db = database().db;
    expect(await deleteDemo(db)).toBe(true);
    expect(await db.select().from(produtos)).toEqual([]);
    expect(await db.select().from(mesas)).toEqual([]);
    expect(await db.select().from(usuarios)).toEqual([]);
    expect(await db.select().from(comandas)).toEqual([]);
    // The waiter's login goes with the account: the e-mail can sign up again.
    expect(await db.select().from(authUsers)).toEqual([]);
    expect(await deleteDemo(db)).toBe(false);

    ({ usuarioId } = await seedDemo(db, { now: NOW }));
    expect(await db.select().from(produtos).where(eq(produtos.usuario_id, usuarioId))).not.toHaveLength(0);
  });

  test("o e-mail do garçom já em outra conta: a demo é recusada com o motivo e nada dela fica", async () => {
    const db = database().db;
    await deleteDemo(db);
    const outra = await criarConta(db, { email: DEMO_GARCOM.email });

    await expect(seedDemo(db, { now: NOW })).rejects.toThrow(
      `o e-mail ${DEMO_GARCOM.email}, do garçom da demonstração, já entra em outra conta deste banco.`,
    );
    expect(await db.select({ email: authUsers.email }).from(authUsers)).toEqual([
      { email: DEMO_GARCOM.email },
    ]);
    expect(await db.select().from(produtos)).toEqual([]);
    expect((await db.select().from(usuarios)).map((u) => u.id)).toEqual([outra.usuarioId]);
  });
});

describe("ean13", () => {
  test("calcula o dígito verificador GS1", () => {
    expect(ean13("789100000000")).toBe("7891000000007");
    expect(ean13("400638133393")).toBe("4006381333931");
    expect(() => ean13("123")).toThrow();
  });
});
