import { Hono } from "hono";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { Database } from "@/server/db/client";
import { logger } from "@/server/lib/logger";
import type { AppEnv } from "@/server/lib/types";
import { MENSAGENS_ASSINATURA } from "@/shared/billing/assinatura";
import { requireActiveSubscription } from "./acesso";

/** The enforcement alone, on a tiny app whose session is set by hand and whose check can be made to fail. */
function appCom(lerAcesso: Parameters<typeof requireActiveSubscription>[1]) {
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    c.set("requestId", "req-1");
    c.set("sessao", {
      userId: "u1",
      sessionId: "s1",
      email: "bar@exemplo.com.br",
      usuarioId: "u1",
      papel: "dono",
      nome: "Bar",
    });
    await next();
  });
  app.use("*", requireActiveSubscription({ db: {} as Database }, lerAcesso));
  app.post("/api/vendas", (c) => c.json({ vendido: true }, 201));
  return app;
}

describe("se a própria verificação falha (modo de emergência, decisão 105)", () => {
  afterEach(() => vi.restoreAllMocks());

  test("a requisição segue e o erro é registrado com a mensagem da especificação", async () => {
    const erro = vi.spyOn(logger, "error").mockImplementation(() => {});
    const app = appCom(async () => {
      throw new Error("connection terminated");
    });
    const response = await app.request("/api/vendas", { method: "POST" });
    expect(response.status).toBe(201);
    expect(erro).toHaveBeenCalledTimes(1);
    expect(erro.mock.calls[0]![0]).toBe(MENSAGENS_ASSINATURA.emergencia);
    expect(erro.mock.calls[0]![1]).toMatchObject({ requestId: "req-1", path: "/api/vendas" });
  });

  test("quando a verificação responde, quem ela bloqueia recebe 402 e nada é registrado", async () => {
    const erro = vi.spyOn(logger, "error").mockImplementation(() => {});
    const app = appCom(async () => ({
      hasActiveSubscription: false,
      isExpired: false,
      isTrialPeriod: false,
      canAccessSystem: false,
      limitationMessage: MENSAGENS_ASSINATURA.suspensa,
      daysUntilExpiry: null,
      planLevel: 1,
      subscription: null,
    }));
    app.onError((e, c) => c.json({ error: e.message }, (e as { status?: 402 }).status ?? 500));
    const response = await app.request("/api/vendas", { method: "POST" });
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({ error: MENSAGENS_ASSINATURA.suspensa });
    expect(erro).not.toHaveBeenCalled();
  });
});
