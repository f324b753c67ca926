import { Hono } from "hono";
import { RelatorioFiltro } from "@/shared/reports/schemas";
import { requireAccount, signedIn } from "../../lib/session";
import type { AppDeps, AppEnv } from "../../lib/types";
import { consulta } from "../../lib/validation";
import { obterRelatorio } from "./reports.service";

/** /api/relatorios — HTTP only. `?periodo=7dias|30dias|90dias|1ano` (30dias when absent). */
export function reportsRoutes({ db, now = () => new Date() }: AppDeps) {
  return new Hono<AppEnv>().use(signedIn).get("/", consulta(RelatorioFiltro), async (c) => {
    const { usuarioId } = requireAccount(c);
    return c.json(await obterRelatorio(db, { usuarioId, filtro: c.req.valid("query"), now: now() }));
  });
}
