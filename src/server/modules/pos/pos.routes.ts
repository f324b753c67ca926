import { Hono } from "hono";
import { z } from "zod";
import { requireAccount } from "../../lib/session";
import type { AppDeps, AppEnv } from "../../lib/types";
import { jsonBody } from "../../lib/validation";
import {
  abrirComanda,
  adicionarItemComanda,
  fecharComanda,
  listarComandas,
  obterComanda,
} from "./comandas.service";
import { criarMesa, editarMesa, excluirMesa, listarMesas } from "./mesas.service";
import { obterResumoPdv } from "./pdv.service";
import { listarVendas, obterVenda, registrarVenda } from "./vendas.service";

/**
 * The point of sale's HTTP routes. Bodies are read as JSON here and validated once, by the service,
 * against the schemas of src/shared/pos/schemas.ts (the sale needs its own answer to an empty cart).
 */
const corpo = z.unknown();

/** /api/vendas */
export function vendasRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await listarVendas(db, { usuarioId, query: c.req.query() }));
    })
    .get("/:id", async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await obterVenda(db, { usuarioId, id: c.req.param("id") }));
    })
    .post("/", async (c) => {
      const { usuarioId } = requireAccount(c);
      const input = await jsonBody(c, corpo);
      const { resultado, criada } = await registrarVenda(db, { usuarioId, input });
      return c.json(resultado, criada ? 201 : 200);
    });
}

/** /api/pdv */
export function pdvRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get("/resumo", async (c) => {
    const { usuarioId } = requireAccount(c);
    return c.json(await obterResumoPdv(db, { usuarioId }));
  });
}

/** /api/mesas */
export function mesasRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await listarMesas(db, { usuarioId }));
    })
    .post("/", async (c) => {
      const { usuarioId } = requireAccount(c);
      const input = await jsonBody(c, corpo);
      return c.json(await criarMesa(db, { usuarioId, input }), 201);
    })
    .put("/:id", async (c) => {
      const { usuarioId } = requireAccount(c);
      const input = await jsonBody(c, corpo);
      return c.json(await editarMesa(db, { usuarioId, id: c.req.param("id"), input }));
    })
    .delete("/:id", async (c) => {
      const { usuarioId } = requireAccount(c);
      await excluirMesa(db, { usuarioId, id: c.req.param("id") });
      return c.body(null, 204);
    });
}

/** /api/comandas */
export function comandasRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await listarComandas(db, { usuarioId, query: c.req.query() }));
    })
    .get("/:id", async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await obterComanda(db, { usuarioId, id: c.req.param("id") }));
    })
    .post("/", async (c) => {
      const { usuarioId } = requireAccount(c);
      const input = await jsonBody(c, corpo);
      return c.json(await abrirComanda(db, { usuarioId, input }), 201);
    })
    .post("/:id/itens", async (c) => {
      const { usuarioId } = requireAccount(c);
      const input = await jsonBody(c, corpo);
      return c.json(await adicionarItemComanda(db, { usuarioId, id: c.req.param("id"), input }), 201);
    })
    .post("/:id/fechar", async (c) => {
      const { usuarioId } = requireAccount(c);
      const input = await jsonBody(c, corpo);
      return c.json(await fecharComanda(db, { usuarioId, id: c.req.param("id"), input }));
    });
}
