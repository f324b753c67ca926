import { formatarCentavos, toCentavos } from "@/shared/money";
import type { AjustarContaDados } from "@/shared/pos/pagamentos";
import type { ComandaComNota } from "@/shared/pos/schemas";
import type { Database, Transaction } from "../../db/client";
import { publicarEvento } from "../../lib/events";
import type { Autor } from "../../lib/session";
import * as q from "./comandas.queries";
import { obterComanda, requireComandaAberta } from "./comandas.service";
import { conferirContaPaga } from "./fechamento.service";

type Mudancas = Parameters<typeof q.ajustarConta>[1]["mudancas"];

/** How the tab's history names an adjustment ("Taxa de serviço removida; Desconto: R$ 5,00"). */
function descreverMudancas(antes: Awaited<ReturnType<typeof q.obterValoresConta>>, m: Mudancas): string {
  const partes: string[] = [];
  if (m.desconto !== undefined && toCentavos(m.desconto) !== toCentavos(antes.desconto))
    partes.push(`Desconto: ${formatarCentavos(toCentavos(m.desconto))}`);
  if (m.cobrar_taxa_servico !== undefined && m.cobrar_taxa_servico !== antes.cobrar_taxa_servico)
    partes.push(m.cobrar_taxa_servico ? "Taxa de serviço cobrada" : "Taxa de serviço removida");
  if (m.cobrar_couvert !== undefined && m.cobrar_couvert !== antes.cobrar_couvert)
    partes.push(m.cobrar_couvert ? "Couvert cobrado" : "Couvert removido");
  if (m.pessoas !== undefined && m.pessoas !== antes.pessoas) partes.push(`Pessoas: ${m.pessoas}`);
  return partes.join("; ");
}

/**
 * Changes an open tab's bill in the caller's transaction, which holds its lock: the new values, the
 * totals recomputed, the change in the history; then the bill is checked against what was paid
 * (decision 152) — below it is refused, exactly it closes the tab. Nothing that changes nothing is
 * written.
 */
async function mudarConta(
  tx: Transaction,
  {
    usuarioId,
    autor,
    comanda,
    mudancas,
    now,
  }: {
    usuarioId: string;
    autor: Autor;
    comanda: Awaited<ReturnType<typeof requireComandaAberta>>;
    mudancas: Mudancas;
    now: Date;
  },
) {
  const { id } = comanda;
  const antes = await q.obterValoresConta(tx, { usuarioId, id });
  const descricao = descreverMudancas(antes, mudancas);
  if (!descricao) return;
  await q.ajustarConta(tx, { usuarioId, id, mudancas });
  const versao = await q.recalcularComanda(tx, { usuarioId, id, now });
  await q.inserirEvento(tx, {
    usuario_id: usuarioId,
    comanda_id: id,
    tipo: "conta_ajustada",
    motivo: descricao,
    responsavel: autor.nome,
    responsavel_id: autor.id,
    versao,
    created_at: now,
  });
  await publicarEvento(tx, usuarioId, { tipo: "comanda", id });
  await conferirContaPaga(tx, { usuarioId, autor, comanda, now });
}

/**
 * The cashier's adjustments of an open tab's bill (decisions 150–152), at the version on screen: the
 * discount, and the service charge or the couvert removed or charged again — the customer's right, one
 * click each.
 */
export async function ajustarContaComanda(
  db: Database,
  {
    usuarioId,
    autor,
    id,
    dados,
    now = new Date(),
  }: { usuarioId: string; autor: Autor; id: string; dados: AjustarContaDados; now?: Date },
): Promise<ComandaComNota> {
  await db.transaction(async (tx) => {
    const comanda = await requireComandaAberta(tx, { usuarioId, id, versao: dados.versao });
    const mudancas: Mudancas = {};
    if (dados.desconto !== null) mudancas.desconto = dados.desconto;
    if (dados.cobrar_taxa_servico !== undefined) mudancas.cobrar_taxa_servico = dados.cobrar_taxa_servico;
    if (dados.cobrar_couvert !== undefined) mudancas.cobrar_couvert = dados.cobrar_couvert;
    await mudarConta(tx, { usuarioId, autor, comanda, mudancas, now });
  });
  return obterComanda(db, { usuarioId, id, now });
}

/**
 * How many people the tab is for (decision 151): whoever serves the table may correct it, like adding
 * an item, without a version (it does not depend on what was on screen). The couvert follows.
 */
export async function definirPessoasComanda(
  db: Database,
  {
    usuarioId,
    autor,
    id,
    pessoas,
    now = new Date(),
  }: { usuarioId: string; autor: Autor; id: string; pessoas: number; now?: Date },
): Promise<ComandaComNota> {
  await db.transaction(async (tx) => {
    const comanda = await requireComandaAberta(tx, { usuarioId, id });
    await mudarConta(tx, { usuarioId, autor, comanda, mudancas: { pessoas }, now });
  });
  return obterComanda(db, { usuarioId, id, now });
}
