import { Hono } from "hono";
import {
  AbrirCaixaInput,
  FechamentosFiltro,
  FecharCaixaInput,
  MovimentoCaixaInput,
} from "@/shared/caixa/schemas";
import { autorDe, requireAccount, signedIn } from "../../lib/session";
import type { AppDeps, AppEnv } from "../../lib/types";
import { comId, consulta, corpo } from "../../lib/validation";
import { caixaNaoEncontrado } from "./caixa.errors";
import {
  abrirCaixa,
  fecharCaixa,
  listarCaixasAbertos,
  listarFechamentos,
  obterCaixa,
  registrarMovimento,
} from "./caixa.service";

/** /api/caixas — the cash register's shifts (decisions 160–163). */
export function caixaRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .use(signedIn)
    .get("/abertos", async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await listarCaixasAbertos(db, { usuarioId }));
    })
    .get("/fechados", consulta(FechamentosFiltro), async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await listarFechamentos(db, { usuarioId, limite: c.req.valid("query").limite }));
    })
    .get("/:id", comId(caixaNaoEncontrado), async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await obterCaixa(db, { usuarioId, id: c.req.param("id") }));
    })
    .post("/", corpo(AbrirCaixaInput), async (c) => {
      const conta = requireAccount(c);
      const { resultado, criado } = await abrirCaixa(db, {
        usuarioId: conta.usuarioId,
        autor: autorDe(conta),
        dados: c.req.valid("json"),
      });
      return c.json(resultado, criado ? 201 : 200);
    })
    .post("/:id/movimentos", comId(caixaNaoEncontrado), corpo(MovimentoCaixaInput), async (c) => {
      const conta = requireAccount(c);
      const { resultado, criado } = await registrarMovimento(db, {
        usuarioId: conta.usuarioId,
        autor: autorDe(conta),
        id: c.req.param("id"),
        dados: c.req.valid("json"),
      });
      return c.json(resultado, criado ? 201 : 200);
    })
    .post("/:id/fechar", comId(caixaNaoEncontrado), corpo(FecharCaixaInput), async (c) => {
      const conta = requireAccount(c);
      const dados = c.req.valid("json");
      const id = c.req.param("id");
      return c.json(await fecharCaixa(db, { usuarioId: conta.usuarioId, autor: autorDe(conta), id, dados }));
    });
}
