import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ImportacaoInput, ProdutoInput, ProdutoUpdateInput } from "@/shared/catalog/schemas";
import { requireAccount } from "../../lib/session";
import type { AppDeps, AppEnv } from "../../lib/types";
import { jsonBody } from "../../lib/validation";
import { exportarProdutos } from "./catalog.csv";
import { importarProdutos, obterPreviaImportacao } from "./catalog.import";
import {
  buscarProdutoPorCodigo,
  criarProduto,
  editarProduto,
  excluirProduto,
  listarProdutos,
  obterProduto,
  obterResumoEstoque,
} from "./catalog.service";

/** A spreadsheet of 5,000 products is well under 2 MB; JSON escaping adds a little. */
export const MAX_BYTES_IMPORTACAO = 5 * 1024 * 1024;

const limiteImportacao = bodyLimit({
  maxSize: MAX_BYTES_IMPORTACAO,
  onError: (c) =>
    c.json(
      { error: "Arquivo muito grande: o máximo é 5 MB por importação.", code: "ArquivoMuitoGrande" },
      413,
    ),
});

/** "produtos-2025-03-14.csv", the date of São Paulo. */
function nomeArquivo(now: Date): string {
  const dia = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(now);
  return `produtos-${dia}.csv`;
}

/**
 * /api/produtos — HTTP only. The fixed paths come before "/:id" so that "resumo" is never read as an id.
 */
export function catalogRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await listarProdutos(db, { usuarioId }));
    })
    .get("/resumo", async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await obterResumoEstoque(db, { usuarioId }));
    })
    .get("/codigo-barras/:codigo", async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await buscarProdutoPorCodigo(db, { usuarioId, codigo: c.req.param("codigo") }));
    })
    .get("/exportar.csv", async (c) => {
      const { usuarioId } = requireAccount(c);
      const csv = exportarProdutos(await listarProdutos(db, { usuarioId }));
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${nomeArquivo(new Date())}"`,
        "Cache-Control": "no-store",
      });
    })
    .post("/importar/previa", limiteImportacao, async (c) => {
      const { usuarioId } = requireAccount(c);
      const input = await jsonBody(c, ImportacaoInput);
      return c.json(await obterPreviaImportacao(db, { usuarioId, input }));
    })
    .post("/importar", limiteImportacao, async (c) => {
      const { usuarioId } = requireAccount(c);
      const input = await jsonBody(c, ImportacaoInput);
      return c.json(await importarProdutos(db, { usuarioId, input }), 201);
    })
    .get("/:id", async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await obterProduto(db, { usuarioId, id: c.req.param("id") }));
    })
    .post("/", async (c) => {
      const { usuarioId } = requireAccount(c);
      const input = await jsonBody(c, ProdutoInput);
      return c.json(await criarProduto(db, { usuarioId, input }), 201);
    })
    .put("/:id", async (c) => {
      const { usuarioId } = requireAccount(c);
      const input = await jsonBody(c, ProdutoUpdateInput);
      return c.json(await editarProduto(db, { usuarioId, id: c.req.param("id"), input }));
    })
    .delete("/:id", async (c) => {
      const { usuarioId } = requireAccount(c);
      await excluirProduto(db, { usuarioId, id: c.req.param("id") });
      return c.body(null, 204);
    });
}
