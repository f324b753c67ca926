import { Hono, type MiddlewareHandler } from "hono";
import {
  AuditoriaFiltro,
  CancelarInput,
  ContasFiltro,
  RenovarInput,
  SuspenderInput,
} from "@/shared/admin/schemas";
import { optionalAccount, requireAccount } from "../../lib/session";
import type { AppDeps, AppEnv } from "../../lib/types";
import { consulta, corpo } from "../../lib/validation";
import { contaNaoEncontrada, rotaNaoEncontrada } from "./admin.errors";
import { isSuperAdminId } from "./admin.queries";
import {
  ativarConta,
  cancelarConta,
  listarAuditoria,
  listarContas,
  renovarConta,
  suspenderConta,
  varrerAgora,
} from "./admin.service";

/**
 * The guard of the whole console, before any input is read: a super admin (the role in usuarios, which
 * only the operator's command sets — decision 091) passes; anyone else, signed in or not, gets exactly
 * the 404 of a route that does not exist (decision 107).
 */
export function requireSuperAdmin({ db }: Pick<AppDeps, "db">): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const conta = optionalAccount(c);
    // The person's own id: the role is the owner's, and a staff member of that account is no super admin.
    if (!conta || !(await isSuperAdminId(db, { usuarioId: conta.pessoaId }))) throw rotaNaoEncontrada();
    await next();
  };
}

/** An account id is better-auth's: letters, digits, "-" and "_"; anything else is no account. */
const comContaId: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(c.req.param("id") ?? "")) throw contaNaoEncontrada();
  await next();
};

/** /api/admin — HTTP only. */
export function adminRoutes(deps: AppDeps) {
  const { db } = deps;
  const agora = () => deps.now?.() ?? new Date();
  return new Hono<AppEnv>()
    .use(requireSuperAdmin(deps))
    .get("/contas", consulta(ContasFiltro), async (c) => c.json(await listarContas(db, c.req.valid("query"))))
    .post("/contas/:id/ativar", comContaId, async (c) => {
      const { pessoaId: autorId } = requireAccount(c);
      return c.json(await ativarConta(db, { usuarioId: c.req.param("id"), autorId }));
    })
    .post("/contas/:id/suspender", comContaId, corpo(SuspenderInput), async (c) => {
      const { pessoaId: autorId } = requireAccount(c);
      const { motivo } = c.req.valid("json");
      return c.json(await suspenderConta(db, { usuarioId: c.req.param("id"), autorId, motivo }));
    })
    .post("/contas/:id/cancelar", comContaId, corpo(CancelarInput), async (c) => {
      const { pessoaId: autorId } = requireAccount(c);
      const { motivo } = c.req.valid("json");
      return c.json(await cancelarConta(db, { usuarioId: c.req.param("id"), autorId, motivo }));
    })
    .post("/contas/:id/renovar", comContaId, corpo(RenovarInput), async (c) => {
      const { pessoaId: autorId } = requireAccount(c);
      const { meses } = c.req.valid("json");
      return c.json(await renovarConta(db, { usuarioId: c.req.param("id"), autorId, meses }));
    })
    .post("/varredura", async (c) => {
      const { pessoaId: autorId } = requireAccount(c);
      return c.json(await varrerAgora(db, { autorId, agora: agora() }));
    })
    .get("/auditoria", consulta(AuditoriaFiltro), async (c) =>
      c.json(await listarAuditoria(db, c.req.valid("query"))),
    );
}
