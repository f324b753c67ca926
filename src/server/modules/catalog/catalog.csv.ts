import { CATEGORIAS } from "@/shared/catalog/categorias";
import { CsvInvalido, detectarSeparador, formatCsv, parseCsv, type Separador } from "@/shared/catalog/csv";
import type { Produto } from "@/shared/catalog/schemas";

/**
 * The catalogue as a spreadsheet (decision 012): what Brazilian Excel opens with a double click —
 * UTF-8 with BOM, ";" between fields, decimal comma, CRLF — and the reading side that accepts what
 * Excel, LibreOffice and Google Sheets write back.
 */

export const COLUNAS_CSV = [
  "nome",
  "marca",
  "volume",
  "categoria",
  "preco_compra",
  "preco_venda",
  "estoque_atual",
  "estoque_minimo",
  "codigo_barras",
  "fornecedor",
  "descricao",
  "imagem_url",
  "data_validade",
] as const;
export type ColunaCsv = (typeof COLUNAS_CSV)[number];

const OBRIGATORIAS: readonly ColunaCsv[] = ["nome", "marca", "volume", "categoria", "preco_venda"];
export const MAX_LINHAS_IMPORTACAO = 5000;

/** Other headers people write, after normalisation (lower case, no accents, "_" between words). */
const APELIDOS: Record<string, ColunaCsv> = {
  produto: "nome",
  nome_do_produto: "nome",
  preco_de_compra: "preco_compra",
  custo: "preco_compra",
  preco_de_venda: "preco_venda",
  preco: "preco_venda",
  estoque: "estoque_atual",
  quantidade: "estoque_atual",
  codigo_de_barras: "codigo_barras",
  ean: "codigo_barras",
  gtin: "codigo_barras",
  url_da_imagem: "imagem_url",
  imagem: "imagem_url",
  data_de_validade: "data_validade",
  validade: "data_validade",
};

const semAcento = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "");
const normalizar = (s: string) =>
  semAcento(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");

// ---------------------------------------------------------------------------------------------------
// Export

/** Excel runs a cell that starts with = + - @ as a formula (CSV injection): such text gets a "'" first. */
const pareceFormula = (s: string) => /^[=+\-@\t\r]/.test(s);

function texto(value: string | null): string {
  if (!value) return "";
  return pareceFormula(value) ? `'${value}` : value;
}

/**
 * A barcode made of digits is written as ="…" so Excel keeps it as text: as a number it would lose
 * leading zeros and show 13 digits as 7,89115E+12, and save it back that way.
 */
function codigoBarras(value: string | null): string {
  if (!value) return "";
  return /^\d+$/.test(value) ? `="${value}"` : texto(value);
}

const decimalComVirgula = (valor: string) => valor.replace(".", ",");

export function exportarProdutos(produtos: readonly Produto[]): string {
  const linhas = produtos.map((p) => [
    texto(p.nome),
    texto(p.marca),
    texto(p.volume),
    p.categoria,
    p.preco_compra === null ? "" : decimalComVirgula(p.preco_compra),
    decimalComVirgula(p.preco_venda),
    String(p.estoque_atual),
    String(p.estoque_minimo),
    codigoBarras(p.codigo_barras),
    texto(p.fornecedor),
    texto(p.descricao),
    texto(p.imagem_url),
    p.data_validade ?? "",
  ]);
  return `\uFEFF${formatCsv([[...COLUNAS_CSV], ...linhas], ";")}`;
}

// ---------------------------------------------------------------------------------------------------
// Import

export interface LinhaPlanilha {
  /** Spreadsheet row number: the header is row 1. */
  linha: number;
  /** The row's cells by field, cleaned for the product schema; absent when the cell was empty. */
  valores: Partial<Record<ColunaCsv, string>>;
  /** Problems found while reading the cells, before the schema runs. */
  erros: Partial<Record<ColunaCsv, string>>;
}

export interface Planilha {
  separador: Separador;
  colunas: ColunaCsv[];
  erros: string[];
  avisos: string[];
  linhas: LinhaPlanilha[];
}

/** Reads the file's text into rows of cells by field. File-level problems go to `erros`. */
export function lerPlanilha(csv: string): Planilha {
  const separador = detectarSeparador(csv.replace(/^\uFEFF/, ""));
  const vazia = (erro: string): Planilha => ({
    separador,
    colunas: [],
    erros: [erro],
    avisos: [],
    linhas: [],
  });

  let registros: string[][];
  try {
    registros = parseCsv(csv, separador);
  } catch (error) {
    if (error instanceof CsvInvalido) return vazia(error.message);
    throw error;
  }
  const [cabecalho, ...dados] = registros;
  if (!cabecalho) return vazia("O arquivo está vazio");

  const erros: string[] = [];
  const avisos: string[] = [];
  const indice = new Map<ColunaCsv, number>();
  cabecalho.forEach((titulo, i) => {
    const nome = normalizar(titulo);
    if (!nome) return;
    const coluna = (COLUNAS_CSV as readonly string[]).includes(nome) ? (nome as ColunaCsv) : APELIDOS[nome];
    if (!coluna) avisos.push(`Coluna ignorada: ${titulo.trim()}`);
    else if (indice.has(coluna)) erros.push(`Coluna repetida: ${coluna}`);
    else indice.set(coluna, i);
  });
  for (const coluna of OBRIGATORIAS) {
    if (!indice.has(coluna)) erros.push(`Coluna obrigatória ausente: ${coluna}`);
  }

  const linhas: LinhaPlanilha[] = [];
  dados.forEach((celulas, i) => {
    // Spreadsheets often leave rows of empty cells at the end.
    if (celulas.every((c) => c.trim() === "")) return;
    const linha: LinhaPlanilha = { linha: i + 2, valores: {}, erros: {} };
    for (const [coluna, posicao] of indice) {
      const bruto = limparCelula(celulas[posicao] ?? "");
      if (bruto === "") continue;
      const lido = lerCelula(coluna, bruto);
      if ("erro" in lido) linha.erros[coluna] = lido.erro;
      else linha.valores[coluna] = lido.valor;
    }
    linhas.push(linha);
  });
  if (linhas.length === 0) erros.push("O arquivo não tem produtos");
  if (linhas.length > MAX_LINHAS_IMPORTACAO) {
    erros.push(`Arquivo com ${linhas.length} produtos: o máximo por importação é ${MAX_LINHAS_IMPORTACAO}`);
  }

  return { separador, colunas: [...indice.keys()], erros, avisos, linhas };
}

/** Undoes what the export (and Excel) add around a value: spaces, ="…" and the anti-formula "'". */
function limparCelula(celula: string): string {
  let valor = celula.trim();
  const formulaTexto = /^="(.*)"$/.exec(valor);
  if (formulaTexto) valor = formulaTexto[1]!.trim();
  if (valor.startsWith("'") && pareceFormula(valor.slice(1))) valor = valor.slice(1);
  return valor;
}

type Leitura = { valor: string } | { erro: string };

function lerCelula(coluna: ColunaCsv, valor: string): Leitura {
  switch (coluna) {
    case "preco_compra":
    case "preco_venda":
      return { valor: lerDinheiro(valor) };
    case "estoque_atual":
    case "estoque_minimo":
      // "1.500" is fifteen hundred in Brazil; stock has no fractions to confuse it with.
      return { valor: /^\d{1,3}(\.\d{3})+$/.test(valor) ? valor.replaceAll(".", "") : valor };
    case "categoria": {
      const categoria = CATEGORIAS.find((c) => normalizar(c) === normalizar(valor));
      return { valor: categoria ?? valor };
    }
    case "codigo_barras":
      if (/^\d+(?:[.,]\d+)?e\+?\d+$/i.test(valor)) {
        return {
          erro: "Código de barras em notação científica (ex.: 7,89E+12): formate a coluna como Texto na planilha e digite o código de novo",
        };
      }
      return { valor };
    case "data_validade": {
      const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(valor);
      return { valor: br ? `${br[3]}-${br[2]!.padStart(2, "0")}-${br[1]!.padStart(2, "0")}` : valor };
    }
    default:
      return { valor };
  }
}

/** "R$ 1.234,56" → "1234.56"; "12,5" and "12.50" are left for the schema, which reads both. */
function lerDinheiro(valor: string): string {
  const semMoeda = valor.replace(/^R\$\s*/i, "").replace(/\s/g, "");
  if (/^-?\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(semMoeda))
    return semMoeda.replaceAll(".", "").replace(",", ".");
  return semMoeda;
}
