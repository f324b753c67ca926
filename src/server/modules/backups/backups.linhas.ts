import { randomUUID } from "node:crypto";
import type { Linha } from "./backups.arquivo";
import { BackupCorrompido } from "./backups.errors";
import { TABELAS_RESTAURADAS, type TabelaDaConta } from "./backups.tabelas";

/**
 * The rows a restore will insert, checked before any of them reaches the database: known tables, values
 * as the file format has them, and every reference inside the file — so that a crafted file cannot
 * point one of its rows at another account's product or sale. Restoring into another account draws new
 * ids for every row (the originals may still exist there) and follows them through the references.
 */
export function prepararLinhas(
  restaurar: Record<string, Linha[]>,
  { novosIds }: { novosIds: boolean },
): Map<TabelaDaConta, Linha[]> {
  const porNome = new Map(TABELAS_RESTAURADAS.map((t) => [t.nome, t]));
  for (const nome of Object.keys(restaurar)) {
    if (!porNome.has(nome)) throw new BackupCorrompido(`a tabela "${nome}" não existe nesta versão`);
  }

  const ids = new Map<string, Map<string, string>>();
  for (const tabela of TABELAS_RESTAURADAS) {
    const linhas = restaurar[tabela.nome] ?? [];
    for (const linha of linhas) conferirValores(tabela, linha);
    if (!tabela.temIdUuid) continue;
    const mapa = new Map<string, string>();
    for (const linha of linhas) {
      const id = linha.id;
      if (typeof id !== "string") throw new BackupCorrompido(`uma linha de ${tabela.nome} não tem id`);
      if (mapa.has(id)) throw new BackupCorrompido(`o id ${id} aparece duas vezes em ${tabela.nome}`);
      mapa.set(id, novosIds ? randomUUID() : id);
    }
    ids.set(tabela.nome, mapa);
  }

  const resultado = new Map<TabelaDaConta, Linha[]>();
  for (const tabela of TABELAS_RESTAURADAS) {
    const linhas = (restaurar[tabela.nome] ?? []).map(({ usuario_id: _dono, ...linha }) => {
      const nova: Linha = { ...linha };
      if (tabela.temIdUuid) nova.id = ids.get(tabela.nome)!.get(linha.id as string);
      for (const chave of tabela.chaves) {
        const destino = ids.get(chave.tabela);
        const valor = linha[chave.coluna];
        if (!destino || valor === null || valor === undefined) continue;
        const novo = destino.get(valor as string);
        if (novo === undefined) {
          throw new BackupCorrompido(
            `${tabela.nome}.${chave.coluna} aponta para um registro de ${chave.tabela} que não está no backup`,
          );
        }
        nova[chave.coluna] = novo;
      }
      return nova;
    });
    resultado.set(tabela, linhas);
  }
  return resultado;
}

function conferirValores(tabela: TabelaDaConta, linha: Linha) {
  for (const [coluna, valor] of Object.entries(linha)) {
    if (valor === null || typeof valor === "string" || tabela.colunasJson.has(coluna)) continue;
    throw new BackupCorrompido(`valor inesperado em ${tabela.nome}.${coluna}`);
  }
}
