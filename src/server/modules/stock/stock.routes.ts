import { Hono } from "hono";
import { MovimentacaoInput, MovimentacoesFiltro } from "@/shared/stock/schemas";
import { autorDe, requireAccount, signedIn } from "../../lib/session";
import type { AppDeps, AppEnv } from "../../lib/types";
import { consulta, corpo } from "../../lib/validation";
import { listarMovimentacoes, obterResumoMovimentacoes, registrarMovimentacao } from "./stock.service";

/** /api/movimentacoes — HTTP only. */
export function stockRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .use(signedIn)
    .get("/", consulta(MovimentacoesFiltro), async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await listarMovimentacoes(db, { usuarioId, filtro: c.req.valid("query") }));
    })
    .get("/resumo", async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await obterResumoMovimentacoes(db, { usuarioId }));
    })
    .post("/", corpo(MovimentacaoInput), async (c) => {
      const conta = requireAccount(c);
      const { usuarioId } = conta;
      const dados = c.req.valid("json");
      return c.json(await registrarMovimentacao(db, { usuarioId, autor: autorDe(conta), dados }), 201);
    });
}
