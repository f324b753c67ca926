import {
  type ImportacaoInput,
  type ImportacaoPrevia,
  type LinhaImportacao,
  ProdutoInput,
} from "@/shared/catalog/schemas";
import type { Database, DbOrTx } from "../../db/client";
import { publicarEvento } from "../../lib/events";
import { fieldErrors } from "../../lib/validation";
import { sincronizarAlertas } from "../stock/alertas.queries";
import { lerPlanilha } from "./catalog.csv";
import { ImportacaoInvalida, MENSAGEM_CODIGO_DUPLICADO } from "./catalog.errors";
import * as q from "./catalog.queries";
import { comCodigoUnico } from "./catalog.service";

/**
 * CSV import (decision 012): a preview that saves nothing, and an import that checks everything again
 * and creates every product or none.
 */

const identidade = (p: { nome: string; marca: string | null; volume: string | null }) =>
  [p.nome, p.marca ?? "", p.volume ?? ""].map((s) => s.trim().toLocaleLowerCase("pt-BR")).join("\u0000");

export async function obterPreviaImportacao(
  db: DbOrTx,
  { usuarioId, dados: { csv } }: { usuarioId: string; dados: ImportacaoInput },
): Promise<ImportacaoPrevia> {
  const planilha = lerPlanilha(csv);

  const linhas: LinhaImportacao[] = planilha.linhas.map(({ linha, valores, erros }) => {
    const result = ProdutoInput.safeParse(valores);
    const todos = { ...(result.success ? {} : fieldErrors(result.error)), ...erros };
    const ok = result.success && Object.keys(todos).length === 0;
    const nome = valores.nome?.trim() || null;
    return { linha, nome, produto: ok ? result.data : null, erros: todos, avisos: [] };
  });

  // Barcodes: unique within the file and against the account's active products.
  const primeiraLinha = new Map<string, number>();
  for (const l of linhas) {
    const codigo = l.produto?.codigo_barras;
    if (!codigo) continue;
    const anterior = primeiraLinha.get(codigo);
    if (anterior === undefined) primeiraLinha.set(codigo, l.linha);
    else marcarErro(l, "codigo_barras", `Código de barras repetido (já está na linha ${anterior})`);
  }
  const emUso = await q.listarCodigosEmUso(db, { usuarioId, codigos: [...primeiraLinha.keys()] });
  for (const l of linhas) {
    const codigo = l.produto?.codigo_barras;
    if (codigo && emUso.has(codigo)) marcarErro(l, "codigo_barras", MENSAGEM_CODIGO_DUPLICADO);
  }

  // Same name, brand and volume as a product that exists (or an earlier row): allowed, but worth a look.
  const existentes = new Set((await q.listarIdentidadesProdutos(db, { usuarioId })).map(identidade));
  const naPlanilha = new Set<string>();
  for (const l of linhas) {
    const dados = l.produto;
    if (!dados) continue;
    const chave = identidade(dados);
    if (existentes.has(chave)) l.avisos.push("Já existe um produto com o mesmo nome, marca e volume");
    else if (naPlanilha.has(chave))
      l.avisos.push("Outro produto da planilha tem o mesmo nome, marca e volume");
    naPlanilha.add(chave);
  }

  const invalidas = linhas.filter((l) => l.produto === null).length;
  return {
    separador: planilha.separador,
    colunas: planilha.colunas,
    erros: planilha.erros,
    avisos: planilha.avisos,
    linhas,
    total: linhas.length,
    validas: linhas.length - invalidas,
    invalidas,
    pode_importar: planilha.erros.length === 0 && invalidas === 0 && linhas.length > 0,
  };
}

function marcarErro(l: LinhaImportacao, campo: string, mensagem: string) {
  l.erros[campo] ??= mensagem;
  l.produto = null;
}

/** All or nothing: any error anywhere refuses the whole file, with every message keyed by row. */
export async function importarProdutos(
  db: Database,
  { usuarioId, dados, now = new Date() }: { usuarioId: string; dados: ImportacaoInput; now?: Date },
): Promise<{ importados: number }> {
  return db.transaction(async (tx) => {
    const previa = await obterPreviaImportacao(tx, { usuarioId, dados });
    if (!previa.pode_importar) {
      const campos: Record<string, string> = {};
      previa.erros.forEach((erro, i) => {
        campos[i === 0 ? "csv" : `csv.${i}`] = erro;
      });
      for (const l of previa.linhas) {
        for (const [campo, mensagem] of Object.entries(l.erros))
          campos[`linhas.${l.linha}.${campo}`] = mensagem;
      }
      throw new ImportacaoInvalida(campos);
    }
    const lista = previa.linhas.map((l) => l.produto!);
    const inseridos = await comCodigoUnico(() => q.inserirProdutos(tx, { usuarioId, lista, now }));
    await sincronizarAlertas(tx, { usuarioId, produtoIds: inseridos.map((p) => p.id), now });
    await publicarEvento(tx, usuarioId, { tipo: "produto" });
    return { importados: lista.length };
  });
}
