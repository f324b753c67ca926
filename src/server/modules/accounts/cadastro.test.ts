import { verifyPassword } from "better-auth/crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Sessao } from "@/shared/accounts/schemas";
import { addMonths } from "@/shared/billing/assinatura";
import { createTestApp, json, type TestApp } from "../../../../tests/support/app";
import { cadastroInput, criarConta } from "../../../../tests/support/factories";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { assinaturas, authAccounts, authUsers, configuracoes, usuarios } from "../../db/schema";
import { CADASTRO_RATE_LIMIT } from "./accounts.routes";
import { cadastrarConta, obterSessao } from "./accounts.service";

const DIA = 24 * 60 * 60 * 1000;

describeEachDatabase("cadastro", (getDb) => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp(getDb().db);
  });
  afterAll(() => t.close());

  const linhas = async (usuarioId: string) => {
    const db = getDb().db;
    const [usuario] = await db.select().from(usuarios).where(eq(usuarios.id, usuarioId));
    const subs = await db.select().from(assinaturas).where(eq(assinaturas.usuario_id, usuarioId));
    const configs = await db.select().from(configuracoes).where(eq(configuracoes.usuario_id, usuarioId));
    return { usuario: usuario!, assinaturas: subs, configuracoes: configs };
  };

  test("plano mensal: conta em teste de 7 dias, assinatura pendente, configurações padrão e sessão aberta", async () => {
    const device = t.device();
    // Masked as the form shows it; stored as digits.
    const input = cadastroInput({ email: "Dono@BarDoZe.com.br", cnpjCpf: "529.982.247-25" });
    const antes = Date.now();
    const response = await device.post("/api/contas/cadastro", input);
    const depois = Date.now();

    expect(response.status).toBe(201);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("balcao.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    const body = Sessao.parse(await json(response));
    expect(body.usuario).toMatchObject({
      email: "dono@bardoze.com.br",
      nome_estabelecimento: input.nomeEstabelecimento,
      role: "usuario",
      primeiro_acesso: false,
      status_assinatura: "teste",
      em_periodo_teste: true,
      plano: { id: "plano-mensal-balcao", nome: "Mensal" },
    });
    expect(body.assinatura).toMatchObject({ isTrialPeriod: true, canAccessSystem: true, planLevel: 1 });

    const { usuario, assinaturas: subs, configuracoes: configs } = await linhas(body.usuario.id);
    const inicio = usuario.data_inicio_teste!.getTime();
    expect(inicio).toBeGreaterThanOrEqual(antes - 1);
    expect(inicio).toBeLessThanOrEqual(depois + 1);
    expect(usuario.data_fim_teste!.getTime()).toBe(inicio + 7 * DIA);
    expect(usuario.data_assinatura!.getTime()).toBe(usuario.data_fim_teste!.getTime());
    // A month after the trial, clamped to the month's last day (31 Jan → 28 Feb); addMonths has its tests.
    expect(usuario.data_vencimento!.getTime()).toBe(addMonths(usuario.data_fim_teste!, 1).getTime());
    expect(usuario.cnpj_cpf).toBe("52998224725");
    expect(usuario.telefone).toBeNull();

    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({
      status: "pendente",
      plano_id: "plano-mensal-balcao",
      valor_mensal: "89.90",
      valor_total: "89.90",
      desconto_percentual: 0,
    });
    expect(subs[0]!.data_inicio.getTime()).toBe(inicio);
    expect(subs[0]!.data_vencimento.getTime()).toBe(usuario.data_vencimento!.getTime());

    expect(configs).toHaveLength(1);
    expect(configs[0]).toMatchObject({
      nome_estabelecimento: input.nomeEstabelecimento,
      email_contato: "dono@bardoze.com.br",
      notificacao_estoque_baixo: true,
      notificacao_email: true,
      estoque_minimo_padrao: 20,
      alerta_estoque_critico: 5,
      backup_automatico: true,
    });

    // The password is stored as better-auth's scrypt hash, never in clear, and the session works.
    const [account] = await getDb()
      .db.select()
      .from(authAccounts)
      .where(eq(authAccounts.userId, body.usuario.id));
    expect(account).toMatchObject({ providerId: "credential", accountId: body.usuario.id });
    expect(account!.password).not.toContain(input.password);
    expect(await verifyPassword({ hash: account!.password!, password: input.password })).toBe(true);
    expect(await device.isSignedIn()).toBe(true);
  });

  test.each([
    {
      planoId: "plano-semestral-balcao",
      now: "2025-08-31T15:00:00.000Z",
      valores: { valor_mensal: "79.90", valor_total: "479.40", desconto_percentual: 11 },
    },
    {
      planoId: "plano-anual-balcao",
      now: "2024-02-29T03:00:00.000Z",
      valores: { valor_mensal: "69.90", valor_total: "838.80", desconto_percentual: 22 },
    },
  ])(
    "$planoId sem pagamento: pendente, com os 7 dias de acesso da especificação e nenhum teste grátis",
    async ({ planoId, now, valores }) => {
      const inicio = new Date(now);
      const seteDias = new Date(inicio.getTime() + 7 * 24 * 60 * 60 * 1000);
      const { usuarioId } = await criarConta(getDb().db, { planoId, now: inicio });
      const { usuario, assinaturas: subs } = await linhas(usuarioId);
      expect(usuario).toMatchObject({
        plano_id: planoId,
        em_periodo_teste: false,
        data_inicio_teste: null,
        data_fim_teste: null,
        status_assinatura: "teste",
        data_assinatura: null,
        data_vencimento: seteDias,
      });
      expect(subs).toHaveLength(1);
      expect(subs[0]).toMatchObject({
        status: "pendente",
        data_inicio: inicio,
        data_vencimento: seteDias,
        ...valores,
      });
      const dia2 = new Date(inicio.getTime() + 2 * 24 * 60 * 60 * 1000);
      expect((await obterSessao(getDb().db, { usuarioId, now: dia2 })).assinatura).toMatchObject({
        canAccessSystem: true,
        limitationMessage: "Período de teste - 5 dias restantes. Complete o pagamento para continuar.",
      });
      const dia8 = new Date(inicio.getTime() + 8 * 24 * 60 * 60 * 1000);
      expect((await obterSessao(getDb().db, { usuarioId, now: dia8 })).assinatura).toMatchObject({
        canAccessSystem: false,
        limitationMessage: "Pagamento pendente. Complete o pagamento para reativar o sistema.",
      });
    },
  );

  test("plano mensal com data fixa: fim do teste +7 dias, vencimento um mês depois do teste", async () => {
    const now = new Date("2025-01-24T12:00:00.000Z");
    const { usuarioId } = await criarConta(getDb().db, { planoId: "plano-mensal-balcao", now });
    const { usuario } = await linhas(usuarioId);
    expect(usuario).toMatchObject({
      data_inicio_teste: now,
      data_fim_teste: new Date("2025-01-31T12:00:00.000Z"),
      data_assinatura: new Date("2025-01-31T12:00:00.000Z"),
      data_vencimento: new Date("2025-02-28T12:00:00.000Z"),
    });
  });

  test("conta criada para o cliente com senha provisória começa em primeiro acesso", async () => {
    const { usuarioId } = await criarConta(getDb().db, { primeiroAcesso: true });
    expect((await linhas(usuarioId)).usuario.primeiro_acesso).toBe(true);
  });

  test("dados inválidos: 400 com a mensagem de cada campo, e nada é criado", async () => {
    const antes = await contarUsuarios();
    const response = await t.device().post("/api/contas/cadastro", {
      email: "não-é-email",
      password: "abc",
      nomeEstabelecimento: "X",
      cnpjCpf: "111.111.111-11",
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      code: "EntradaInvalida",
      campos: {
        email: "Email inválido",
        password: "Deve ter pelo menos 8 caracteres",
        nomeEstabelecimento: "Nome do estabelecimento deve ter pelo menos 2 caracteres",
        cnpjCpf: "CPF ou CNPJ inválido",
        planoId: "Por favor, selecione um plano antes de criar sua conta.",
      },
    });
    expect(await contarUsuarios()).toBe(antes);
  });

  test.each([
    // One password rule in the product: a new account starts as strong as first access demands.
    ["boteco2026", "password", "Deve conter pelo menos uma letra maiúscula"],
    ["Boteco2026", "password", "Deve conter pelo menos um caractere especial"],
    ["Boteco!!", "password", "Deve conter pelo menos um número"],
    ["a".repeat(101), "nomeEstabelecimento", "Nome muito longo"],
    ["", "planoId", "Por favor, selecione um plano antes de criar sua conta."],
  ])("%s → %s: %s", async (valor, campo, mensagem) => {
    const input = { ...cadastroInput(), [campo]: valor };
    const response = await t.device().post("/api/contas/cadastro", input);
    expect(response.status).toBe(400);
    expect((await json<{ campos: Record<string, string> }>(response)).campos).toEqual({ [campo]: mensagem });
  });

  test("plano inexistente: 400 em campos.planoId, nada é criado", async () => {
    const input = cadastroInput({ planoId: "plano-gratis-para-sempre" });
    const response = await t.device().post("/api/contas/cadastro", input);
    expect(response.status).toBe(400);
    const body = await json<{ code: string; campos: Record<string, string> }>(response);
    expect(body.code).toBe("EntradaInvalida");
    expect(Object.keys(body.campos)).toEqual(["planoId"]);
    expect(await contarUsuarios(input.email)).toBe(0);
  });

  test("e-mail já cadastrado (em qualquer caixa): 409 EmailJaCadastrado, e a primeira conta fica intacta", async () => {
    const primeira = await criarConta(getDb().db);
    const response = await t
      .device()
      .post("/api/contas/cadastro", cadastroInput({ email: primeira.email.toUpperCase() }));
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({
      code: "EmailJaCadastrado",
      error: "Este e-mail já está cadastrado. Tente fazer login.",
      campos: { email: "Este e-mail já está cadastrado. Tente fazer login." },
    });
    expect(await contarUsuarios(primeira.email)).toBe(1);
  });

  test("duas contas com o mesmo e-mail ao mesmo tempo: uma é criada, a outra recebe EmailJaCadastrado", async () => {
    const email = cadastroInput().email;
    const results = await Promise.allSettled([
      cadastrarConta(getDb().db, cadastroInput({ email })),
      cadastrarConta(getDb().db, cadastroInput({ email })),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((r) => r.status === "rejected");
    expect((rejected as PromiseRejectedResult).reason).toMatchObject({ code: "EmailJaCadastrado" });
    expect(await contarUsuarios(email)).toBe(1);
  });

  test("uma transação: se uma parte falha, nenhuma linha da conta fica para trás", async () => {
    const db = getDb().db;
    const input = cadastroInput();
    // A trigger makes the last insert (configuracoes) fail for this e-mail only.
    await db.execute(
      sql.raw(`create or replace function falha_configuracoes() returns trigger language plpgsql as $$
        begin
          if new.email_contato = '${input.email}' then raise exception 'falha simulada'; end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(`create trigger falha_configuracoes before insert on configuracoes
        for each row execute function falha_configuracoes()`),
    );
    try {
      await expect(cadastrarConta(db, input)).rejects.toThrow();
      expect(await contarUsuarios(input.email)).toBe(0);
      const perfis = await db.select().from(usuarios).where(eq(usuarios.email, input.email));
      expect(perfis).toHaveLength(0);
    } finally {
      await db.execute(sql.raw("drop trigger falha_configuracoes on configuracoes"));
    }
  });

  test("corpo que não é JSON: 400, não 500", async () => {
    const response = await t.device().post("/api/contas/cadastro", undefined, { rawBody: "email=a@b.c" });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: "EntradaInvalida" });
  });

  async function contarUsuarios(email?: string) {
    const db = getDb().db;
    const rows = await (email
      ? db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email.toLowerCase()))
      : db.select({ id: authUsers.id }).from(authUsers));
    return rows.length;
  }
});

describeEachDatabase("cadastro: limite de tentativas", (getDb) => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp(getDb().db);
  });
  afterAll(() => t.close());

  describe("por endereço de cliente", () => {
    test(`depois de ${CADASTRO_RATE_LIMIT.max} tentativas, 429 MuitasTentativas com Retry-After`, async () => {
      const device = t.device();
      for (let i = 0; i < CADASTRO_RATE_LIMIT.max; i++) {
        expect((await device.post("/api/contas/cadastro", {})).status).toBe(400);
      }
      const response = await device.post("/api/contas/cadastro", cadastroInput());
      expect(response.status).toBe(429);
      expect(await json(response)).toMatchObject({ code: "MuitasTentativas" });
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);

      // Another client address is not affected.
      expect((await t.device().post("/api/contas/cadastro", cadastroInput())).status).toBe(201);
    });
  });
});
