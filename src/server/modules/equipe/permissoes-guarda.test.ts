import { Hono } from "hono";
import { afterEach, describe, expect, test, vi } from "vitest";
import { logger } from "@/server/lib/logger";
import type { AppEnv, AuthSession } from "@/server/lib/types";
import { requirePermission } from "./permissoes";

/** The guard alone, on a tiny app whose session is set by hand: what the table does not name is refused. */
function appCom(sessao: AuthSession | null) {
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    c.set("requestId", "req-1");
    c.set("sessao", sessao);
    await next();
  });
  app.onError((erro, c) => c.json({ code: (erro as { code?: string }).code }, 403));
  app.use("/api/*", requirePermission);
  app.get("/api/relatorios", (c) => c.json({ ok: true }));
  app.post("/api/rota-nova-sem-decisao", (c) => c.json({ ok: true }));
  return app;
}

const dono: AuthSession = {
  userId: "u1",
  sessionId: "s1",
  email: "dono@exemplo.com.br",
  usuarioId: "u1",
  papel: "dono",
  nome: "Dono",
};

describe("guarda das funções", () => {
  afterEach(() => vi.restoreAllMocks());

  test("uma rota fora da tabela é recusada até ao dono, e fica registrada", async () => {
    const erro = vi.spyOn(logger, "error").mockImplementation(() => {});
    const resposta = await appCom(dono).request("/api/rota-nova-sem-decisao", { method: "POST" });
    expect(resposta.status).toBe(403);
    expect(await resposta.json()).toEqual({ code: "SemPermissao" });
    expect(erro).toHaveBeenCalledTimes(1);
    expect(erro.mock.calls[0]![1]).toMatchObject({ path: "/api/rota-nova-sem-decisao" });
  });

  test("a rota da tabela passa para quem tem a permissão e não para quem não tem", async () => {
    expect((await appCom(dono).request("/api/relatorios")).status).toBe(200);
    const garcom = await appCom({ ...dono, papel: "garcom" }).request("/api/relatorios");
    expect(garcom.status).toBe(403);
  });
});
