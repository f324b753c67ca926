import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import { MENSAGENS_ASSINATURA } from "@/shared/billing/assinatura";
import { createTestApp, json, type TestApp } from "../../../../tests/support/app";
import { contarComandos } from "../../../../tests/support/comandos";
import { pessoaLogada } from "../../../../tests/support/equipe";
import { contaLogada, criarProduto } from "../../../../tests/support/factories";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { authSessions } from "../../db/schema";
import { logger } from "../../lib/logger";
import { type LerSessao, sessionMiddleware } from "../../lib/session";
import type { AppEnv } from "../../lib/types";
import { suspenderAssinatura } from "../billing/assinaturas.service";
import { obterPessoaPorId } from "./equipe.queries";
import { prepararLeituraDaSessao } from "./sessao.queries";

const DIA = 24 * 60 * 60 * 1000;

describeEachDatabase("sessão da requisição (decisão 147)", (getDb) => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp(getDb().db, { rateLimit: false });
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  /** The session middleware alone, with the app's better-auth and a session reader of choice. */
  function appDaSessao(lerSessao: LerSessao) {
    const app = new Hono<AppEnv>();
    app.use("*", async (c, next) => {
      c.set("requestId", "req-sessao");
      await next();
    });
    app.use(
      "*",
      sessionMiddleware(t.auth, {
        lerPessoa: (id) => obterPessoaPorId(getDb().db, { id }),
        lerSessao,
        agora: () => new Date(),
      }),
    );
    app.get("/eu", (c) => c.json({ sessao: c.get("sessao"), acesso: c.get("acesso") ?? null }));
    return app;
  }

  const cookieDe = (device: { cookies: Map<string, string> }) =>
    [...device.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

  async function lerPor(lerSessao: LerSessao, cookie: string) {
    const resposta = await appDaSessao(lerSessao).request("/eu", { headers: { cookie } });
    return { ...(await json<{ sessao: unknown; acesso: unknown }>(resposta)), resposta };
  }

  test("uma movimentação custa dois comandos: a sessão (com a pessoa e o acesso) e a própria ação", async () => {
    const { device, usuarioId } = await contaLogada(t);
    const produto = await criarProduto(t.db, usuarioId, { estoque_atual: 10 });
    const { textos, transacoes } = await contarComandos(getDb(), async () => {
      const resposta = await device.post("/api/movimentacoes", {
        produto_id: produto.id,
        tipo: "saida",
        motivo: "quebra",
        quantidade: 2,
      });
      expect(resposta.status).toBe(201);
      expect(await json(resposta)).toMatchObject({ estoque_atual: 8 });
    });
    expect(transacoes).toBe(0);
    expect(textos).toHaveLength(2);
    expect(textos[0]).toMatch(/from "auth_sessions"/);
    expect(textos[1]).toMatch(/balcao_registrar_movimentacao/);
  });

  test("o caminho de um comando lê o mesmo que o better-auth: dono e pessoa da equipe; e traz o bloqueio da conta", async () => {
    const dono = await contaLogada(t);
    const caixa = await pessoaLogada(t, dono.device, "caixa", { nome: "Rita" });
    const lerSessao = prepararLeituraDaSessao(getDb().db);
    const falha: LerSessao = async () => {
      throw new Error("leitura indisponível");
    };
    vi.spyOn(logger, "warn").mockImplementation(() => {});
    for (const device of [dono.device, caixa.device]) {
      const rapida = await lerPor(lerSessao, cookieDe(device));
      const pelaBiblioteca = await lerPor(falha, cookieDe(device));
      expect(rapida.sessao).not.toBeNull();
      expect(rapida.sessao).toEqual(pelaBiblioteca.sessao);
      // The access state came along with the session read (the fallback leaves it to the 402 guard).
      expect(rapida.acesso).toMatchObject({ canAccessSystem: true });
      expect(pelaBiblioteca.acesso).toBeNull();
    }
    expect((await lerPor(lerSessao, cookieDe(caixa.device))).sessao).toMatchObject({
      usuarioId: dono.usuarioId,
      papel: "caixa",
      nome: "Rita",
    });

    // A suspended establishment: the same read brings the block, for the owner and the staff alike.
    await suspenderAssinatura(t.db, { usuarioId: dono.usuarioId, autoria: { origem: "admin" } });
    for (const device of [dono.device, caixa.device]) {
      expect((await lerPor(lerSessao, cookieDe(device))).acesso).toMatchObject({
        canAccessSystem: false,
        limitationMessage: MENSAGENS_ASSINATURA.suspensa,
      });
      const venda = await device.post("/api/vendas", {});
      expect(venda.status).toBe(402);
      expect(await json(venda)).toMatchObject({ error: MENSAGENS_ASSINATURA.suspensa });
    }
  });

  test("se a leitura em um comando falha, o better-auth responde e o aviso fica no log", async () => {
    const { device, usuarioId } = await contaLogada(t);
    const aviso = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const { sessao } = await lerPor(async () => {
      throw new Error("conexão perdida");
    }, cookieDe(device));
    expect(sessao).toMatchObject({ usuarioId, papel: "dono" });
    expect(aviso).toHaveBeenCalledWith(
      "Leitura da sessão em um comando falhou; lida pelo better-auth",
      expect.objectContaining({ requestId: "req-sessao" }),
    );
  });

  test("a renovação diária é do better-auth: a sessão vale mais 7 dias e o cookie volta renovado", async () => {
    const { device } = await contaLogada(t);
    const token = decodeURIComponent(device.cookies.get("balcao.session_token")!).split(".")[0]!;
    // Last refreshed a day and a minute ago: due for better-auth's updateAge.
    const vencimento = new Date(Date.now() + 6 * DIA - 60_000);
    await t.db.update(authSessions).set({ expiresAt: vencimento }).where(eq(authSessions.token, token));
    const resposta = await device.get("/api/contas/sessao");
    expect(await json(resposta)).not.toBeNull();
    expect(resposta.headers.getSetCookie().some((c) => c.startsWith("balcao.session_token="))).toBe(true);
    const [depois] = await t.db.select().from(authSessions).where(eq(authSessions.token, token));
    expect(depois!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * DIA - 60_000);
  });

  test("sessão vencida: 401, o cookie é apagado e a linha some", async () => {
    const { device, usuarioId } = await contaLogada(t);
    await t.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.userId, usuarioId));
    const resposta = await device.get("/api/movimentacoes/resumo");
    expect(resposta.status).toBe(401);
    expect(device.cookies.has("balcao.session_token")).toBe(false);
    expect(await t.db.select().from(authSessions).where(eq(authSessions.userId, usuarioId))).toEqual([]);
  });

  test("um cookie com a assinatura trocada não é sessão", async () => {
    const { device } = await contaLogada(t);
    const [token] = decodeURIComponent(device.cookies.get("balcao.session_token")!).split(".");
    const outra = Buffer.alloc(32, 7).toString("base64");
    device.cookies.set("balcao.session_token", encodeURIComponent(`${token}.${outra}`));
    expect((await device.get("/api/movimentacoes/resumo")).status).toBe(401);
  });

  test("sem cookie de sessão entre outros cookies: nenhuma sessão e nenhum comando", async () => {
    const lerSessao = vi.fn<LerSessao>();
    const { sessao } = await lerPor(lerSessao, "tema=escuro; idioma=pt-BR");
    expect(sessao).toBeNull();
    expect(lerSessao).not.toHaveBeenCalled();
  });

  test("desativar a pessoa e sair de todos os aparelhos valem já na requisição seguinte", async () => {
    const dono = await contaLogada(t);
    const garcom = await pessoaLogada(t, dono.device, "garcom");
    const outroAparelho = t.device();
    outroAparelho.cookies.set("balcao.session_token", dono.device.cookies.get("balcao.session_token")!);
    expect((await garcom.device.get("/api/alertas")).status).toBe(200);

    const desativar = await dono.device.request("PATCH", `/api/equipe/${garcom.pessoa.id}`, {
      body: { ativo: false },
    });
    expect(desativar.status).toBe(200);
    expect((await garcom.device.get("/api/alertas")).status).toBe(401);

    expect((await dono.device.post("/api/contas/sair", {})).status).toBe(200);
    expect((await outroAparelho.get("/api/alertas")).status).toBe(401);
  });
});
