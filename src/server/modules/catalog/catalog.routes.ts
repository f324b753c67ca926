import { type Context, Hono } from "hono";
import {
  type Catalogo,
  CatalogoFiltro,
  CodigoBarrasBusca,
  ImportacaoInput,
  type Produto,
  ProdutoInput,
  ProdutoUpdateInput,
} from "@/shared/catalog/schemas";
import { pode } from "@/shared/equipe/papeis";
import { requireAccount, signedIn } from "../../lib/session";
import type { AppDeps, AppEnv } from "../../lib/types";
import { comId, consulta, corpo, parseInput } from "../../lib/validation";
import { exportarProdutos } from "./catalog.csv";
import { ArquivoMuitoGrande, produtoNaoEncontrado } from "./catalog.errors";
import { importarProdutos, obterPreviaImportacao } from "./catalog.import";
import {
  buscarProdutoPorCodigo,
  criarProduto,
  editarProduto,
  excluirProduto,
  lerCatalogo,
  listarProdutos,
  obterProduto,
  obterResumoEstoque,
} from "./catalog.service";

/** A spreadsheet of 5,000 products is well under 2 MB; JSON escaping adds a little. */
export const MAX_BYTES_IMPORTACAO = 5 * 1024 * 1024;

const corpoDaImportacao = corpo(ImportacaoInput, {
  limite: { bytes: MAX_BYTES_IMPORTACAO, erro: () => new ArquivoMuitoGrande() },
});

/** "produtos-2025-03-14.csv", the date of São Paulo. */
function nomeArquivo(now: Date): string {
  const dia = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(now);
  return `produtos-${dia}.csv`;
}

/**
 * Purchase prices only for a role with `produtos.custo` (decision 120): the others get null in their
 * place, so a cashier's or waiter's device never holds them.
 */
function verCusto(c: Context<AppEnv>): boolean {
  return pode(requireAccount(c).papel, "produtos.custo");
}

const semCusto = (produto: Produto): Produto => ({ ...produto, preco_compra: null });

/**
 * /api/produtos — HTTP only. The fixed paths come before "/:id" so that "resumo" is never read as an id.
 */
export function catalogRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .use(signedIn)
    .get("/", consulta(CatalogoFiltro), async (c) => {
      const { usuarioId } = requireAccount(c);
      const catalogo: Catalogo = await lerCatalogo(db, { usuarioId, desde: c.req.valid("query").desde });
      return c.json(verCusto(c) ? catalogo : { ...catalogo, produtos: catalogo.produtos.map(semCusto) });
    })
    .get("/resumo", async (c) => {
      const { usuarioId } = requireAccount(c);
      const resumo = await obterResumoEstoque(db, { usuarioId });
      return c.json(verCusto(c) ? resumo : { ...resumo, valor_total_custo: null });
    })
    .get("/codigo-barras/:codigo", async (c) => {
      const { usuarioId } = requireAccount(c);
      const codigo = parseInput(CodigoBarrasBusca, c.req.param("codigo"));
      const produto = await buscarProdutoPorCodigo(db, { usuarioId, codigo });
      return c.json(verCusto(c) ? produto : semCusto(produto));
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
    .post("/importar/previa", corpoDaImportacao, async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await obterPreviaImportacao(db, { usuarioId, dados: c.req.valid("json") }));
    })
    .post("/importar", corpoDaImportacao, async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await importarProdutos(db, { usuarioId, dados: c.req.valid("json") }), 201);
    })
    .get("/:id", comId(produtoNaoEncontrado), async (c) => {
      const { usuarioId } = requireAccount(c);
      const produto = await obterProduto(db, { usuarioId, id: c.req.param("id") });
      return c.json(verCusto(c) ? produto : semCusto(produto));
    })
    .post("/", corpo(ProdutoInput), async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await criarProduto(db, { usuarioId, dados: c.req.valid("json") }), 201);
    })
    .put("/:id", comId(produtoNaoEncontrado), corpo(ProdutoUpdateInput), async (c) => {
      const { usuarioId } = requireAccount(c);
      const dados = c.req.valid("json");
      return c.json(await editarProduto(db, { usuarioId, id: c.req.param("id"), dados }));
    })
    .delete("/:id", comId(produtoNaoEncontrado), async (c) => {
      const { usuarioId } = requireAccount(c);
      await excluirProduto(db, { usuarioId, id: c.req.param("id") });
      return c.body(null, 204);
    });
}
