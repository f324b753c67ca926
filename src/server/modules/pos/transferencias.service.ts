import { createHash } from "node:crypto";
import { fromCentavos, toCentavos } from "@/shared/money";
import type {
  JuntarComandasDados,
  TransferenciaComandas,
  TransferirItensDados,
} from "@/shared/pos/transferencias";
import { MENSAGEM_MESMA_COMANDA } from "@/shared/pos/transferencias";
import type { Database, Transaction } from "../../db/client";
import { isNumericOverflow, isUniqueViolation } from "../../lib/db-errors";
import { EntradaInvalida, NaoEncontrado } from "../../lib/errors";
import { publicarEvento } from "../../lib/events";
import type { Autor } from "../../lib/session";
import * as q from "./comandas.queries";
import { exigirAberta, obterComanda, obterComandaComItens } from "./comandas.service";
import { conferirContaPaga } from "./fechamento.service";
import * as mesasq from "./mesas.queries";
import * as pq from "./pagamentos.queries";
import {
  ComandaAlterada,
  comandaNaoEncontrada,
  DestinoIndisponivel,
  TransferenciaReutilizada,
} from "./pos.errors";
import { itemNaoEncontrado } from "./remover-item.service";
import * as tq from "./transferencias.queries";

type ComandaTravada = NonNullable<Awaited<ReturnType<typeof q.travarComanda>>>;

export const destinoNaoEncontrado = () => new NaoEncontrado("Comanda de destino não encontrada");

/**
 * Locks the two tabs of a move in id order — whichever is the origin — so that two moves between the
 * same tabs in opposite directions take turns instead of deadlocking; a close, an order or a cancel
 * locks one tab, and a backup's restore all of them in id order (decision 133), so none waits for a
 * move while holding what the move waits for.
 */
async function travarAsDuas(
  tx: Transaction,
  { usuarioId, origemId, destinoId }: { usuarioId: string; origemId: string; destinoId: string },
): Promise<{ origem: ComandaTravada; destino: ComandaTravada }> {
  const travadas = new Map<string, ComandaTravada | null>();
  for (const id of [origemId, destinoId].sort())
    travadas.set(id, await q.travarComanda(tx, { usuarioId, id }));
  const origem = travadas.get(origemId);
  const destino = travadas.get(destinoId);
  if (!origem) throw comandaNaoEncontrada();
  if (!destino) throw destinoNaoEncontrado();
  return { origem, destino };
}

/**
 * The checks of a move once both tabs are locked: both open, both at the versions the person saw
 * (decision 132). A stale one is refused with that tab as it is now.
 */
async function conferirAsDuas(
  tx: Transaction,
  usuarioId: string,
  { origem, destino }: { origem: ComandaTravada; destino: ComandaTravada },
  { versao, versao_destino }: { versao: number; versao_destino: number },
) {
  exigirAberta(origem.status);
  if (destino.status !== "aberta") throw new DestinoIndisponivel();
  for (const [comanda, vista] of [
    [origem, versao],
    [destino, versao_destino],
  ] as const) {
    if (comanda.versao !== vista)
      throw new ComandaAlterada(await obterComandaComItens(tx, { usuarioId, id: comanda.id }));
  }
}

interface LinhaMovida {
  linha: tq.LinhaDaComanda;
  quantidade: number;
}

/**
 * THE move of units between two locked open tabs, for "Transferir itens" and "Juntar comandas": each
 * line leaves the origin (fewer units, or gone) and lands on the destination's line of the same product,
 * price, cost and note, or starts one (decisions 134/135) keeping who sent it; both tabs' totals are
 * recomputed in SQL and both versions bumped; each tab's history names the other. No stock moves: a tab
 * takes its stock only when it closes. Returns the tabs' new versions.
 */
async function moverLinhas(
  tx: Transaction,
  {
    usuarioId,
    autor,
    origem,
    destino,
    linhas,
    now,
  }: {
    usuarioId: string;
    autor: Autor;
    origem: ComandaTravada;
    destino: ComandaTravada;
    linhas: readonly LinhaMovida[];
    now: Date;
  },
): Promise<{ versaoOrigem: number; versaoDestino: number }> {
  for (const [ordem, { linha, quantidade }] of linhas.entries()) {
    await q.reduzirItemComanda(tx, {
      usuarioId,
      id: linha.id,
      quantidade,
      restante: linha.quantidade - quantidade,
    });
    await q.somarItemComanda(tx, {
      usuario_id: usuarioId,
      comanda_id: destino.id,
      produto_id: linha.produto_id,
      quantidade,
      preco_unitario: linha.preco_unitario,
      preco_custo: linha.preco_custo,
      desconto_item: linha.desconto_item,
      // Part of a line that fits its column: the line's own subtotal is larger.
      subtotal: fromCentavos(quantidade * toCentavos(linha.preco_unitario)),
      observacoes: linha.observacoes,
      lancado_por_id: linha.lancado_por_id,
      lancado_por: linha.lancado_por,
      created_at: new Date(now.getTime() + ordem),
    });
  }
  const versaoOrigem = await q.recalcularComanda(tx, { usuarioId, id: origem.id, now });
  const versaoDestino = await q.recalcularComanda(tx, { usuarioId, id: destino.id, now });
  for (const [ordem, { linha, quantidade }] of linhas.entries()) {
    const comum = {
      usuario_id: usuarioId,
      produto_id: linha.produto_id,
      quantidade,
      preco_unitario: linha.preco_unitario,
      responsavel: autor.nome,
      responsavel_id: autor.id,
      created_at: new Date(now.getTime() + ordem),
    };
    await q.inserirEvento(tx, {
      ...comum,
      comanda_id: origem.id,
      tipo: "item_transferido",
      comanda_relacionada_id: destino.id,
      versao: versaoOrigem,
    });
    await q.inserirEvento(tx, {
      ...comum,
      comanda_id: destino.id,
      tipo: "item_recebido",
      comanda_relacionada_id: origem.id,
      versao: versaoDestino,
    });
  }
  await publicarEvento(tx, usuarioId, { tipo: "comanda", id: origem.id });
  await publicarEvento(tx, usuarioId, { tipo: "comanda", id: destino.id });
  return { versaoOrigem, versaoDestino };
}

/**
 * The frame of both moves: one transaction that locks both tabs, answers a retried key with the tabs as
 * they are (the same request) or refuses it (another one), checks both tabs open at the versions seen,
 * stores the key and then runs `mover`. Answers both tabs as they are after it.
 */
async function transferir(
  db: Database,
  {
    usuarioId,
    id,
    tipo,
    dados,
    now,
  }: {
    usuarioId: string;
    id: string;
    tipo: "itens" | "juntar";
    dados: TransferirItensDados | JuntarComandasDados;
    now: Date;
  },
  mover: (tx: Transaction, travadas: { origem: ComandaTravada; destino: ComandaTravada }) => Promise<void>,
): Promise<TransferenciaComandas> {
  if (dados.destino_id === id) throw new EntradaInvalida({ destino_id: MENSAGEM_MESMA_COMANDA });
  const { chave_idempotencia: chave, ...pedido } = dados;
  const hash = createHash("sha256")
    .update(JSON.stringify({ tipo, id, ...pedido }))
    .digest("hex");
  try {
    await db.transaction(async (tx) => {
      const travadas = await travarAsDuas(tx, { usuarioId, origemId: id, destinoId: dados.destino_id });
      const anterior = await tq.buscarTransferenciaPorChave(tx, { usuarioId, chave });
      if (anterior) {
        if (anterior.hash_requisicao !== hash) throw new TransferenciaReutilizada();
        return;
      }
      await conferirAsDuas(tx, usuarioId, travadas, dados);
      await tq.inserirTransferencia(tx, {
        usuario_id: usuarioId,
        comanda_id: id,
        chave_idempotencia: chave,
        hash_requisicao: hash,
        created_at: now,
      });
      await mover(tx, travadas);
    });
  } catch (error) {
    if (isNumericOverflow(error))
      throw new EntradaInvalida({ destino_id: "Valor total da comanda de destino muito alto" });
    // The same key sent at once from another tab: that is another move.
    if (isUniqueViolation(error, "transferencias_comanda_usuario_chave_key"))
      throw new TransferenciaReutilizada();
    throw error;
  }
  const [origem, destino] = await Promise.all([
    obterComanda(db, { usuarioId, id, now }),
    obterComanda(db, { usuarioId, id: dados.destino_id, now }),
  ]);
  return { origem, destino };
}

/**
 * "Transferir itens" (decision 136): units of some lines of an open tab go to another open tab, in one
 * transaction, at the versions the person saw of both; a retry of the same click (same key) moves
 * nothing twice and answers both tabs as they are.
 */
export async function transferirItens(
  db: Database,
  {
    usuarioId,
    autor,
    id,
    dados,
    now = new Date(),
  }: { usuarioId: string; autor: Autor; id: string; dados: TransferirItensDados; now?: Date },
): Promise<TransferenciaComandas> {
  return transferir(db, { usuarioId, id, tipo: "itens", dados, now }, async (tx, travadas) => {
    const linhas = new Map(
      (await tq.listarLinhasDaComanda(tx, { usuarioId, comandaId: id })).map((l) => [l.id, l]),
    );
    const movidas = dados.itens.map(({ item_id, quantidade }, i): LinhaMovida => {
      const linha = linhas.get(item_id);
      if (!linha) throw itemNaoEncontrado();
      if (quantidade > linha.quantidade)
        throw new EntradaInvalida({
          [`itens.${i}.quantidade`]: `A comanda tem ${linha.quantidade} unidade(s) deste item`,
        });
      return { linha, quantidade };
    });
    await moverLinhas(tx, { usuarioId, autor, ...travadas, linhas: movidas, now });
    // What leaves a tab paid in part must not take its bill below what was paid (decision 152); a
    // bill that its payments now cover exactly closes.
    await conferirContaPaga(tx, { usuarioId, autor, comanda: travadas.origem, now });
  });
}

/**
 * "Juntar comandas" (decision 138): every line of this open tab goes to another open tab, this one ends
 * as juntada (no revenue, its number kept, its history saying where its items went) and its table is
 * freed — one transaction, at the versions the person saw of both; a retry (same key) answers as it is.
 */
export async function juntarComandas(
  db: Database,
  {
    usuarioId,
    autor,
    id,
    dados,
    now = new Date(),
  }: { usuarioId: string; autor: Autor; id: string; dados: JuntarComandasDados; now?: Date },
): Promise<TransferenciaComandas> {
  return transferir(db, { usuarioId, id, tipo: "juntar", dados, now }, async (tx, { origem, destino }) => {
    const linhas = await tq.listarLinhasDaComanda(tx, { usuarioId, comandaId: id });
    const movidas = linhas.map((linha) => ({ linha, quantidade: linha.quantidade }));
    // Its payments and its people go along: the table pays the merged bill once (decisions 151, 152).
    await pq.levarPagamentos(tx, { usuarioId, de: id, para: destino.id });
    await tq.somarPessoas(tx, { usuarioId, de: id, para: destino.id });
    const versoes = await moverLinhas(tx, { usuarioId, autor, origem, destino, linhas: movidas, now });
    await tq.marcarJuntada(tx, { usuarioId, id, now });
    if (origem.mesa_id) {
      await mesasq.liberarMesa(tx, { id: origem.mesa_id, usuarioId, now });
      await publicarEvento(tx, usuarioId, { tipo: "mesa", id: origem.mesa_id });
    }
    // After the lines' rows, so the history reads: the items went, then the tab was merged.
    const comum = {
      usuario_id: usuarioId,
      responsavel: autor.nome,
      responsavel_id: autor.id,
      created_at: new Date(now.getTime() + movidas.length),
    };
    await q.inserirEvento(tx, {
      ...comum,
      comanda_id: id,
      tipo: "comanda_juntada",
      comanda_relacionada_id: destino.id,
      versao: versoes.versaoOrigem,
    });
    await q.inserirEvento(tx, {
      ...comum,
      comanda_id: destino.id,
      tipo: "juntou_comanda",
      comanda_relacionada_id: id,
      versao: versoes.versaoDestino,
    });
  });
}
