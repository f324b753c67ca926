import { Hono } from "hono";
import { MovimentacaoInput, MovimentacoesFiltro } from "@/shared/stock/schemas";
import { requireAccount } from "../../lib/session";
import type { AppDeps, AppEnv } from "../../lib/types";
import { jsonBody, parseInput } from "../../lib/validation";
import { listarMovimentacoes, obterResumoMovimentacoes, registrarMovimentacao } from "./stock.service";

/** /api/movimentacoes — HTTP only. */
export function stockRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const { usuarioId } = requireAccount(c);
      const filtro = parseInput(MovimentacoesFiltro, c.req.query());
      return c.json(await listarMovimentacoes(db, { usuarioId, filtro }));
    })
    .get("/resumo", async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await obterResumoMovimentacoes(db, { usuarioId }));
    })
    .post("/", async (c) => {
      const { usuarioId } = requireAccount(c);
      const input = await jsonBody(c, MovimentacaoInput);
      return c.json(await registrarMovimentacao(db, { usuarioId, input }), 201);
    });
}
