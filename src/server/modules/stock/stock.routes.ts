import { Hono } from "hono";
import { pode } from "@/shared/equipe/papeis";
import { type Movimentacao, MovimentacaoInput, MovimentacoesFiltro } from "@/shared/stock/schemas";
import { autorDe, requireAccount, signedIn } from "../../lib/session";
import type { AppDeps, AppEnv } from "../../lib/types";
import { consulta, corpo } from "../../lib/validation";
import { listarMovimentacoes, obterResumoMovimentacoes, registrarMovimentacao } from "./stock.service";

/**
 * An entry's price is what the stock cost: only a role with `produtos.custo` receives it (decision 120).
 * Exits carry the sale price, which everyone sees at the till.
 */
function semCusto(m: Movimentacao): Movimentacao {
  return m.tipo === "entrada" ? { ...m, preco_unitario: null, valor_total: null } : m;
}

/** /api/movimentacoes — HTTP only. */
export function stockRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .use(signedIn)
    .get("/", consulta(MovimentacoesFiltro), async (c) => {
      const { usuarioId, papel } = requireAccount(c);
      const lista = await listarMovimentacoes(db, { usuarioId, filtro: c.req.valid("query") });
      return c.json(pode(papel, "produtos.custo") ? lista : lista.map(semCusto));
    })
    .get("/resumo", async (c) => {
      const { usuarioId, papel } = requireAccount(c);
      const resumo = await obterResumoMovimentacoes(db, { usuarioId });
      return c.json(pode(papel, "produtos.custo") ? resumo : { ...resumo, investido: null });
    })
    .post("/", corpo(MovimentacaoInput), async (c) => {
      const conta = requireAccount(c);
      const { usuarioId } = conta;
      const dados = c.req.valid("json");
      return c.json(await registrarMovimentacao(db, { usuarioId, autor: autorDe(conta), dados }), 201);
    });
}
