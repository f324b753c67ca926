import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { assinaturas, auditoria, transacoesPagamento } from "@/server/db/schema";
import type { ListaAuditoria, ListaContas } from "@/shared/admin/schemas";
import { createTestApp, type Device, type ErroApi, json, type TestApp } from "../../../../tests/support/app";
import { contaLogada, criarConta, entrar } from "../../../../tests/support/factories";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { registrarAuditoria } from "../billing/assinaturas.queries";
import { ativarAssinatura } from "../billing/assinaturas.service";

const DIA = 24 * 60 * 60 * 1000;
const ROTA_INEXISTENTE = { error: "Rota não encontrada", code: "NaoEncontrado" };

describeEachDatabase("console do super admin (/api/admin)", (getDb) => {
  let t: TestApp;
  let admin: Device;
  let adminId: string;
  beforeAll(async () => {
    t = createTestApp(getDb().db, { rateLimit: false });
    const conta = await criarConta(t.db, { role: "super_admin" });
    adminId = conta.usuarioId;
    admin = t.device();
    await entrar(admin, conta);
  });
  afterAll(() => t.close());

  const assinaturaDe = async (usuarioId: string) => {
    const [row] = await t.db.select().from(assinaturas).where(eq(assinaturas.usuario_id, usuarioId));
    return row!;
  };
  const auditoriaDe = (usuarioId: string) =>
    t.db.select().from(auditoria).where(eq(auditoria.usuario_id, usuarioId)).orderBy(auditoria.momento);

  test("quem não é super admin recebe o 404 de rota inexistente em toda rota de /api/admin, e nada muda", async () => {
    const alvo = await criarConta(t.db);
    const antes = await assinaturaDe(alvo.usuarioId);
    const rotas = t.app.routes.filter((r) => r.method !== "ALL" && r.path.startsWith("/api/admin/"));
    expect(rotas.length).toBeGreaterThanOrEqual(7);
    const comum = await contaLogada(t);
    const bloqueada = await contaLogada(t, { now: new Date(Date.now() - 8 * DIA) });
    for (const device of [comum.device, bloqueada.device, t.device()]) {
      for (const rota of rotas) {
        const url = rota.path.replace(":id", alvo.usuarioId);
        const response = await device.request(rota.method, url, {
          body: rota.method === "POST" ? { motivo: "Fraude", meses: 3 } : undefined,
        });
        expect(response.status, `${rota.method} ${rota.path}`).toBe(404);
        expect(await json(response)).toEqual(ROTA_INEXISTENTE);
      }
    }
    // The same answer as a path that never existed.
    expect(await json(await comum.device.get("/api/nao-existe"))).toEqual(ROTA_INEXISTENTE);
    expect(await assinaturaDe(alvo.usuarioId)).toEqual(antes);
    expect(await auditoriaDe(alvo.usuarioId)).toEqual([]);
  });

  test("lista as contas com busca: plano, status, vencimento e último pagamento", async () => {
    const bar = await criarConta(t.db, { nomeEstabelecimento: "Boteco Busca Única" });
    const assinatura = await assinaturaDe(bar.usuarioId);
    await t.db.insert(transacoesPagamento).values({
      usuario_id: bar.usuarioId,
      assinatura_id: assinatura.id,
      provedor: "sandbox",
      id_externo: `pay_${bar.usuarioId}`,
      valor: "89.90",
      metodo_pagamento: "PIX",
      status: "confirmed",
      data_pagamento: new Date("2026-05-02T13:00:00Z"),
      evento_em: new Date("2026-05-02T13:00:00Z"),
    });
    const response = await admin.get(`/api/admin/contas?busca=${encodeURIComponent("busca única")}`);
    expect(response.status).toBe(200);
    const lista = await json<ListaContas>(response);
    expect(lista.total).toBe(1);
    expect(lista.contas).toEqual([
      expect.objectContaining({
        id: bar.usuarioId,
        email: bar.email,
        nome_estabelecimento: "Boteco Busca Única",
        super_admin: false,
        assinatura: expect.objectContaining({
          status: "pendente",
          plano_nome: "Mensal",
          data_vencimento: assinatura.data_vencimento.toISOString(),
        }),
        ultimo_pagamento: { valor: "89.90", data_pagamento: "2026-05-02T13:00:00.000Z" },
      }),
    ]);
    // By e-mail too; "%" is a letter, not a wildcard.
    const porEmail = await json<ListaContas>(await admin.get(`/api/admin/contas?busca=${bar.email}`));
    expect(porEmail.contas.map((c) => c.id)).toEqual([bar.usuarioId]);
    expect((await json<ListaContas>(await admin.get("/api/admin/contas?busca=%25"))).total).toBe(0);
    const todas = await json<ListaContas>(await admin.get("/api/admin/contas"));
    expect(todas.total).toBeGreaterThanOrEqual(2);
    expect(todas.por_pagina).toBe(20);
    const invalida = await admin.get("/api/admin/contas?pagina=0");
    expect(invalida.status).toBe(400);
    expect((await json<ErroApi>(invalida)).error).toBe("Página deve ser maior que zero");
  });

  test("suspender com motivo, ativar, renovar e cancelar: cada ação na conta certa e na auditoria", async () => {
    const alvo = await criarConta(t.db);
    const vizinha = await criarConta(t.db);
    const vizinhaAntes = await assinaturaDe(vizinha.usuarioId);
    const url = (acao: string) => `/api/admin/contas/${alvo.usuarioId}/${acao}`;

    const semMotivo = await admin.post(url("suspender"), {});
    expect(semMotivo.status).toBe(400);
    expect((await json<ErroApi>(semMotivo)).error).toBe("Informe o motivo da suspensão");
    expect((await assinaturaDe(alvo.usuarioId)).status).toBe("pendente");

    const suspensa = await admin.post(url("suspender"), { motivo: "Chargeback no cartão" });
    expect(suspensa.status).toBe(200);
    expect(await json(suspensa)).toMatchObject({
      id: alvo.usuarioId,
      assinatura: { status: "suspensa", observacoes: "Chargeback no cartão" },
    });
    // Blocked at once: the owner's next request is a 402.
    const dono = t.device();
    await entrar(dono, alvo);
    expect((await dono.get("/api/produtos")).status).toBe(402);

    expect((await admin.post(url("ativar"))).status).toBe(200);
    const ativa = await assinaturaDe(alvo.usuarioId);
    expect(ativa.status).toBe("ativa");
    expect((await dono.get("/api/produtos")).status).toBe(200);

    const renovada = await admin.post(url("renovar"), { meses: 3 });
    expect(renovada.status).toBe(200);
    const depois = await assinaturaDe(alvo.usuarioId);
    const meses = (depois.data_vencimento.getTime() - ativa.data_vencimento.getTime()) / DIA;
    expect(meses).toBeGreaterThanOrEqual(89);
    expect(meses).toBeLessThanOrEqual(92);
    expect((await admin.post(url("renovar"), { meses: 0 })).status).toBe(400);
    expect((await admin.post(url("renovar"), { meses: 37 })).status).toBe(400);

    expect((await admin.post(url("cancelar"), {})).status).toBe(200);
    expect(await assinaturaDe(alvo.usuarioId)).toMatchObject({
      status: "cancelada",
      observacoes: "Cancelada pelo usuário",
    });

    const linhas = await auditoriaDe(alvo.usuarioId);
    expect(linhas.map((l) => [l.origem, l.autor_id, l.acao])).toEqual([
      ["admin", adminId, "suspender"],
      ["admin", adminId, "ativar"],
      ["admin", adminId, "renovar"],
      ["admin", adminId, "cancelar"],
    ]);
    expect(linhas[0]!.detalhes).toMatchObject({ motivo: "Chargeback no cartão" });
    expect(linhas[2]!.detalhes).toMatchObject({ meses: 3 });
    // Scoped: the neighbour did not move and has no audit line.
    expect(await assinaturaDe(vizinha.usuarioId)).toEqual(vizinhaAntes);
    expect(await auditoriaDe(vizinha.usuarioId)).toEqual([]);
  });

  test("conta desconhecida ou id estranho: 404 'Conta não encontrada', nada escrito", async () => {
    for (const id of ["naoexiste123", "x'; drop table usuarios;--"]) {
      const response = await admin.post(`/api/admin/contas/${encodeURIComponent(id)}/ativar`);
      expect(response.status, id).toBe(404);
      expect(await json(response)).toEqual({ error: "Conta não encontrada", code: "NaoEncontrado" });
    }
  });

  test("varrer agora: suspende as vencidas e registra quem mandou", async () => {
    const vencida = await criarConta(t.db, { now: new Date("2024-01-01") });
    await ativarAssinatura(t.db, {
      usuarioId: vencida.usuarioId,
      autoria: { origem: "admin" },
      agora: new Date("2024-01-01"),
    });
    const response = await admin.post("/api/admin/varredura");
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ suspensas: expect.any(Number), canceladas: 0 });
    expect((await assinaturaDe(vencida.usuarioId)).status).toBe("suspensa");
    const [linha] = await t.db.select().from(auditoria).where(eq(auditoria.acao, "varrer assinaturas"));
    expect(linha).toMatchObject({ origem: "admin", autor_id: adminId, usuario_id: null });
  });

  test("a auditoria mostra ações do admin e eventos do provedor, mais novos primeiro, paginada e filtrável", async () => {
    const conta = await criarConta(t.db);
    await registrarAuditoria(t.db, {
      origem: "provedor",
      usuario_id: conta.usuarioId,
      acao: "PAYMENT_CONFIRMED",
      momento: new Date(Date.now() + 60_000),
      detalhes: { evento: "evt_123" },
    });
    const primeira = await json<ListaAuditoria>(await admin.get("/api/admin/auditoria"));
    expect(primeira.por_pagina).toBe(25);
    expect(primeira.registros[0]).toMatchObject({
      origem: "provedor",
      acao: "PAYMENT_CONFIRMED",
      autor_email: null,
      conta: { id: conta.usuarioId, email: conta.email },
      detalhes: { evento: "evt_123" },
    });
    expect(primeira.registros.some((r) => r.origem === "admin" && r.autor_email !== null)).toBe(true);
    const momentos = primeira.registros.map((r) => r.momento);
    expect([...momentos].sort().reverse()).toEqual(momentos);

    const soProvedor = await json<ListaAuditoria>(await admin.get("/api/admin/auditoria?origem=provedor"));
    expect(soProvedor.total).toBe(1);
    const segunda = await json<ListaAuditoria>(await admin.get("/api/admin/auditoria?pagina=2"));
    expect(segunda.pagina).toBe(2);
    expect(segunda.registros.length).toBe(Math.max(0, Math.min(25, primeira.total - 25)));
    const ruim = await admin.get("/api/admin/auditoria?origem=hacker");
    expect(ruim.status).toBe(400);
    expect((await json<ErroApi>(ruim)).error).toBe("Origem inválida");
  });
});
