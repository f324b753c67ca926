import { Hono } from "hono";
import { requireAccount } from "../../lib/session";
import type { AppDeps, AppEnv } from "../../lib/types";
import { obterRelatorio } from "./reports.service";

/** /api/relatorios — HTTP only. `?periodo=7dias|30dias|90dias|1ano` (30dias when absent). */
export function reportsRoutes({ db, now = () => new Date() }: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const { usuarioId } = requireAccount(c);
    return c.json(await obterRelatorio(db, { usuarioId, query: c.req.query(), now: now() }));
  });
}
