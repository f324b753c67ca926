import { Hono } from "hono";
import { requireAccount, signedIn } from "../../lib/session";
import type { AppDeps, AppEnv } from "../../lib/types";
import { obterAlertas } from "./alertas.service";

/** /api/alertas — HTTP only. */
export function alertasRoutes({ db, now = () => new Date() }: AppDeps) {
  return new Hono<AppEnv>().use(signedIn).get("/", async (c) => {
    const { usuarioId } = requireAccount(c);
    return c.json(await obterAlertas(db, { usuarioId, now: now() }));
  });
}
