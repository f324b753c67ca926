import { Hono } from "hono";
import { AlterarPessoaInput, ConvidarPessoaInput } from "@/shared/equipe/schemas";
import { requireAccount } from "../../lib/session";
import type { AppDeps, AppEnv } from "../../lib/types";
import { corpo } from "../../lib/validation";
import { pessoaNaoEncontrada } from "./equipe.errors";
import { alterarPessoa, convidarPessoa, listarEquipe, redefinirAcesso } from "./equipe.service";

/** A person's id is better-auth's: letters, digits, "-" and "_"; anything else is nobody. */
const idValido = (id: string | undefined) => /^[A-Za-z0-9_-]{1,64}$/.test(id ?? "");

/** /api/equipe — HTTP only. The permission `equipe` is checked by the route table (rotas-permissoes.ts). */
export function equipeRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await listarEquipe(deps, { usuarioId }));
    })
    .post("/", corpo(ConvidarPessoaInput), async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await convidarPessoa(deps, { usuarioId, dados: c.req.valid("json") }), 201);
    })
    .patch("/:id", corpo(AlterarPessoaInput), async (c) => {
      const { usuarioId } = requireAccount(c);
      const id = c.req.param("id");
      if (!idValido(id)) throw pessoaNaoEncontrada();
      return c.json(await alterarPessoa(deps, { usuarioId, id, dados: c.req.valid("json") }));
    })
    .post("/:id/redefinir-acesso", async (c) => {
      const { usuarioId } = requireAccount(c);
      const id = c.req.param("id");
      if (!idValido(id)) throw pessoaNaoEncontrada();
      return c.json(await redefinirAcesso(deps, { usuarioId, id }));
    });
}
