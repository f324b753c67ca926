import {
  dinheiro,
  dinheiroComPadrao,
  inteiro,
  MENSAGEM_CARACTERE_INVALIDO,
  objetoEstrito,
  semCaractereNulo,
  textoObrigatorio,
  textoOpcional,
} from "../fields";
import { z } from "../zod";
import { CATEGORIAS } from "./categorias";

/**
 * Products (spec §3 produtos, §5 product form). Money travels as numeric(12,2) text ("12.50"); the inputs
 * also take "12,50" and numbers and normalise them (decision 009). The form resolver and the routes
 * validate with these same schemas.
 */

export const MENSAGEM_ESTOQUE_SO_POR_MOVIMENTACAO =
  "O estoque atual só muda por movimentações de entrada e saída (Fluxo de Produtos).";

function dataValidade() {
  return z
    .union([z.string(), z.null()], { error: "Data de validade inválida" })
    .optional()
    .transform((v, ctx): string | null => {
      const text = v?.trim();
      if (!text) return null;
      if (!dataIsoValida(text)) {
        ctx.addIssue({ code: "custom", message: "Data de validade inválida" });
        return z.NEVER;
      }
      return text;
    });
}

/** "2025-02-28" yes; "2025-02-30", "28/02/2025" no. */
export function dataIsoValida(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const camposEditaveis = {
  nome: textoObrigatorio(255, { obrigatorio: "Nome é obrigatório", longo: "Nome muito longo" }),
  // Required by the form (§2.4 required marks), so never stored empty; see decision 008.
  marca: textoObrigatorio(255, { obrigatorio: "Marca é obrigatória", longo: "Marca muito longa" }),
  volume: textoObrigatorio(50, { obrigatorio: "Volume é obrigatório", longo: "Volume muito longo" }),
  categoria: z.enum(CATEGORIAS, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ""
        ? "Categoria é obrigatória"
        : "Categoria inválida",
  }),
  preco_compra: dinheiroComPadrao(
    {
      invalido: "Preço de compra inválido",
      negativo: "Preço de compra não pode ser negativo",
      muitoAlto: "Preço de compra muito alto",
    },
    "0.00",
  ),
  preco_venda: dinheiro({
    obrigatorio: "Preço de venda é obrigatório",
    invalido: "Preço de venda inválido",
    negativo: "Preço de venda não pode ser negativo",
    muitoAlto: "Preço de venda muito alto",
  }),
  estoque_minimo: inteiro(
    {
      invalido: "Estoque mínimo deve ser um número inteiro",
      minimo: "Estoque mínimo não pode ser negativo",
      muitoAlto: "Estoque mínimo muito alto",
    },
    { minimo: 0, padrao: 10 },
  ),
  codigo_barras: textoOpcional(64, "Código de barras muito longo", "Código de barras inválido"),
  fornecedor: textoOpcional(255, "Fornecedor muito longo", "Fornecedor inválido"),
  descricao: textoOpcional(2000, "Descrição muito longa", "Descrição inválida"),
  imagem_url: textoOpcional(2048, "URL da imagem muito longa", "URL da imagem inválida").refine(
    (v) => v === null || /^https?:\/\/\S+$/i.test(v),
    "URL da imagem inválida",
  ),
  data_validade: dataValidade(),
};

/** POST /api/produtos and each row of a CSV import: the initial stock is a count, not a movement. */
export const ProdutoInput = objetoEstrito({
  ...camposEditaveis,
  estoque_atual: inteiro(
    {
      invalido: "Estoque atual deve ser um número inteiro",
      minimo: "Estoque atual não pode ser negativo",
      muitoAlto: "Estoque atual muito alto",
    },
    { minimo: 0, padrao: 0 },
  ),
});
export type ProdutoInput = z.input<typeof ProdutoInput>;
export type ProdutoDados = z.output<typeof ProdutoInput>;

/**
 * PUT /api/produtos/:id: the whole form, except the current stock, which only movements change
 * (a form that sends "the stock is 12" would overwrite a sale made meanwhile). Decision 008.
 */
export const ProdutoUpdateInput = objetoEstrito({
  ...camposEditaveis,
  estoque_atual: z.undefined({ error: MENSAGEM_ESTOQUE_SO_POR_MOVIMENTACAO }).optional(),
});
export type ProdutoUpdateInput = z.input<typeof ProdutoUpdateInput>;
export type ProdutoUpdateDados = z.output<typeof ProdutoUpdateInput>;

/** A product as the API returns it. Money is "12.50"; dates are ISO 8601; data_validade is YYYY-MM-DD. */
export const Produto = z.object({
  id: z.uuid(),
  nome: z.string(),
  /** Required by the form, but products from before (or from the demo) may lack it. */
  marca: z.string().nullable(),
  volume: z.string().nullable(),
  categoria: z.enum(CATEGORIAS),
  /** null for a person whose role does not see purchase prices (permission `produtos.custo`). */
  preco_compra: z.string().nullable(),
  preco_venda: z.string(),
  estoque_atual: z.number().int(),
  estoque_minimo: z.number().int(),
  codigo_barras: z.string().nullable(),
  fornecedor: z.string().nullable(),
  descricao: z.string().nullable(),
  imagem_url: z.string().nullable(),
  data_validade: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  /**
   * Units sold (direct sales and tab closes) while the stock was already at 0, since the product's last
   * entry: the stock stopped at 0 and these were not counted in it (decision 013). 0 for most products.
   */
  vendido_sem_estoque: z.number().int(),
});
export type Produto = z.infer<typeof Produto>;

/**
 * GET /api/produtos[?desde=V] (decision 144). `versao` is the point the answer brings the client up to:
 * sent back as `desde`, it gets the products changed since, active ones in `produtos` and deleted ones
 * in `removidos`. `completo` says the answer is the whole catalogue (no `desde`, or one from before a
 * restore or unknown here): the client replaces its list instead of merging.
 */
export const Catalogo = z.object({
  versao: z.string().regex(/^[0-9]+$/),
  completo: z.boolean(),
  produtos: z.array(Produto),
  removidos: z.array(z.uuid()),
});
export type Catalogo = z.infer<typeof Catalogo>;

/** A version as the server gives it: digits, within what a JSON number holds exactly. */
export const CatalogoFiltro = z.object({
  desde: z
    .string()
    .regex(/^[0-9]{1,15}$/, "A versão do catálogo (desde) deve ser um número inteiro não negativo")
    .transform(Number)
    .optional(),
});
export type CatalogoFiltro = z.output<typeof CatalogoFiltro>;

/**
 * The new stock of the products an action touched (a sale, a tab close, a movement), in its answer, so
 * a client knows it at once (decision 145; the web takes the catalogue's changes from the same answer,
 * decision 170). A whole number of units, as in the product.
 */
export const EstoqueAtualizado = z.object({ id: z.uuid(), estoque_atual: z.number().int() });
export type EstoqueAtualizado = z.infer<typeof EstoqueAtualizado>;

/**
 * GET /api/produtos/resumo — the four cards of the Estoque page (decision 010). Crítico and Baixo count
 * the products whose badge says so (a critical product is not also counted as low). The stock value is
 * given at cost (the "Valor Total" card) and at sale price (its secondary line).
 */
export const ResumoEstoque = z.object({
  total_produtos: z.number().int(),
  estoque_critico: z.number().int(),
  estoque_baixo: z.number().int(),
  /**
   * Σ estoque_atual × preco_compra — what the stock cost. The "Valor Total" card. null for a person whose
   * role does not see purchase prices (permission `produtos.custo`).
   */
  valor_total_custo: z.string().nullable(),
  /** Σ estoque_atual × preco_venda — what the stock would sell for. */
  valor_total_venda: z.string(),
});
export type ResumoEstoque = z.infer<typeof ResumoEstoque>;

/** The manual barcode dialog and GET /api/produtos/codigo-barras/:codigo: trimmed, non-empty. */
export const CodigoBarrasBusca = z
  .string()
  .trim()
  .min(1, "Informe o código de barras")
  .max(64, "Código de barras muito longo")
  .refine(semCaractereNulo, MENSAGEM_CARACTERE_INVALIDO);

/** POST /api/produtos/importar/previa and /importar. */
export const ImportacaoInput = objetoEstrito({
  csv: z
    .string({ error: "Envie o conteúdo do arquivo CSV" })
    .min(1, "O arquivo está vazio")
    .refine(semCaractereNulo, MENSAGEM_CARACTERE_INVALIDO),
});
export type ImportacaoInput = z.infer<typeof ImportacaoInput>;

export const LinhaImportacao = z.object({
  /** The row number as a spreadsheet shows it: the header is row 1. */
  linha: z.number().int(),
  /** The name as written in the file, so a row with errors can still be recognised. */
  nome: z.string().nullable(),
  /** The product that would be created (normalised), or null when the row has errors. */
  produto: z.custom<ProdutoDados>().nullable(),
  /** One message per field ("preco_venda": "Preço de venda não pode ser negativo"). */
  erros: z.record(z.string(), z.string()),
  /** Things worth a look that do not stop the import (a product with the same name already exists). */
  avisos: z.array(z.string()),
});
export type LinhaImportacao = z.infer<typeof LinhaImportacao>;

export const ImportacaoPrevia = z.object({
  separador: z.enum([";", ",", "\t"]),
  /** Recognised columns, in file order, as field names. */
  colunas: z.array(z.string()),
  /** Problems with the file as a whole (a required column is missing, too many rows...). */
  erros: z.array(z.string()),
  /** File-level notes that do not stop the import (an unknown column is ignored). */
  avisos: z.array(z.string()),
  linhas: z.array(LinhaImportacao),
  total: z.number().int(),
  validas: z.number().int(),
  invalidas: z.number().int(),
  /** True when the import would go through: no file error and no row error. */
  pode_importar: z.boolean(),
});
export type ImportacaoPrevia = z.infer<typeof ImportacaoPrevia>;

export const ImportacaoResultado = z.object({ importados: z.number().int() });
export type ImportacaoResultado = z.infer<typeof ImportacaoResultado>;
