import { createHash } from "node:crypto";
import { esperadoPorForma } from "@/shared/caixa/resumo";
import type {
  AbrirCaixaDados,
  Caixa,
  CaixaComNota,
  FechamentoCaixa,
  FecharCaixaDados,
  MovimentoCaixaDados,
} from "@/shared/caixa/schemas";
import { formatarCentavos, fromCentavos, toCentavos } from "@/shared/money";
import { FORMAS_PAGAMENTO } from "@/shared/pos/formas-pagamento";
import type { Database, DbOrTx, Transaction } from "../../db/client";
import { isUniqueViolation } from "../../lib/db-errors";
import { EntradaInvalida } from "../../lib/errors";
import { publicarEvento } from "../../lib/events";
import type { Autor } from "../../lib/session";
import { obterConta } from "../pos/pdv.service";
import { CaixaFechado, CaixaJaAberto, CaixaReutilizado, caixaNaoEncontrado } from "./caixa.errors";
import {
  caixasComResumo,
  colunasContado,
  colunasEsperado,
  figurasDoCaixa,
  lerFiguras,
  toFechamento,
} from "./caixa.leitura";
import * as q from "./caixa.queries";

const hash = (dados: unknown) => createHash("sha256").update(JSON.stringify(dados)).digest("hex");

/** A shift with its live figures (or the close's), and who prints its closing (decision 162). */
export async function obterCaixa(
  db: DbOrTx,
  { usuarioId, id }: { usuarioId: string; id: string },
): Promise<CaixaComNota> {
  const [row, conta] = await Promise.all([
    q.obterCaixa(db, { usuarioId, id }),
    obterConta(db, { usuarioId }),
  ]);
  if (!row) throw caixaNaoEncontrado();
  const [caixa] = await caixasComResumo(db, usuarioId, [row]);
  return { caixa: caixa!, estabelecimento: conta.estabelecimento };
}

/** Every open caixa of the account (one per till), with what each expects so far. */
export async function listarCaixasAbertos(
  db: DbOrTx,
  { usuarioId }: { usuarioId: string },
): Promise<Caixa[]> {
  return caixasComResumo(db, usuarioId, await q.listarAbertos(db, { usuarioId }));
}

export async function listarFechamentos(
  db: DbOrTx,
  { usuarioId, limite }: { usuarioId: string; limite: number },
): Promise<FechamentoCaixa[]> {
  return (await q.listarFechados(db, { usuarioId, limite })).map(toFechamento);
}

/**
 * "Abrir Caixa" (decision 160): one open caixa per till, with its float, in one transaction. The
 * account's first caixa turns "Exigir caixa aberto para vender" on (decision 161). A retry with the same
 * key answers the caixa it opened; another till's caixa or an open one on this till is 409.
 */
export async function abrirCaixa(
  db: Database,
  {
    usuarioId,
    autor,
    dados,
    now = new Date(),
  }: { usuarioId: string; autor: Autor; dados: AbrirCaixaDados; now?: Date },
): Promise<{ resultado: CaixaComNota; criado: boolean }> {
  const assinatura = hash({ terminal: dados.terminal, fundo_troco: dados.fundo_troco });
  const chave = dados.chave_idempotencia;
  const existente = async (tx: DbOrTx) => {
    const anterior = await q.caixaPorChaveAbertura(tx, { usuarioId, chave });
    if (anterior && anterior.hash !== assinatura) throw new CaixaReutilizado();
    return anterior?.id ?? null;
  };
  try {
    const { id, criado } = await db.transaction(async (tx) => {
      const anterior = await existente(tx);
      if (anterior) return { id: anterior, criado: false };
      if (await q.exigirNoPrimeiroCaixa(tx, { usuarioId, now }))
        await publicarEvento(tx, usuarioId, { tipo: "configuracoes" });
      const { id } = await q.inserirCaixa(tx, {
        usuario_id: usuarioId,
        terminal: dados.terminal,
        fundo_troco: dados.fundo_troco,
        aberto_por_id: autor.id,
        aberto_por: autor.nome,
        aberto_em: now,
        chave_abertura: chave,
        hash_abertura: assinatura,
        created_at: now,
        updated_at: now,
      });
      await publicarEvento(tx, usuarioId, { tipo: "caixa", id });
      return { id, criado: true };
    });
    return { resultado: await obterCaixa(db, { usuarioId, id }), criado };
  } catch (error) {
    // The same click twice at once: the second waited on the key's index and lost; answer the winner.
    if (isUniqueViolation(error, "caixas_usuario_chave_abertura_key")) {
      const vencedor = await existente(db);
      if (vencedor) return { resultado: await obterCaixa(db, { usuarioId, id: vencedor }), criado: false };
    }
    if (isUniqueViolation(error, "caixas_terminal_aberto_key")) throw new CaixaJaAberto(dados.terminal);
    throw error;
  }
}

/** The expected cash in the drawer now, under the caixa's lock: a sangria cannot take more. */
async function dinheiroEsperado(tx: Transaction, usuarioId: string, row: q.CaixaRow): Promise<number> {
  const figuras = await lerFiguras(tx, { usuarioId, ids: [row.id] });
  return esperadoPorForma(figurasDoCaixa(row, figuras.get(row.id)!)).dinheiro;
}

/**
 * A sangria (cash out) or suprimento (cash in) with its reason (decision 160), under the caixa's lock
 * FOR UPDATE: a sangria above the cash the drawer should hold is refused, and two at once cannot both
 * pass that check. A closed caixa refuses it (409). A retry with the key answers the caixa.
 */
export async function registrarMovimento(
  db: Database,
  {
    usuarioId,
    autor,
    id,
    dados,
    now = new Date(),
  }: { usuarioId: string; autor: Autor; id: string; dados: MovimentoCaixaDados; now?: Date },
): Promise<{ resultado: CaixaComNota; criado: boolean }> {
  const assinatura = hash({ caixa: id, tipo: dados.tipo, valor: dados.valor, motivo: dados.motivo });
  let criado = true;
  try {
    await db.transaction(async (tx) => {
      const caixa = await q.travarCaixa(tx, { usuarioId, id });
      if (!caixa) throw caixaNaoEncontrado();
      const anterior = await q.movimentoPorChave(tx, { usuarioId, chave: dados.chave_idempotencia });
      if (anterior) {
        if (anterior.caixa_id !== id || anterior.hash !== assinatura) throw new CaixaReutilizado();
        criado = false;
        return;
      }
      if (caixa.status === "fechado") throw new CaixaFechado();
      if (dados.tipo === "sangria") {
        const disponivel = await dinheiroEsperado(tx, usuarioId, caixa);
        if (toCentavos(dados.valor) > disponivel)
          throw new EntradaInvalida({
            valor: `A sangria passa do dinheiro esperado no caixa (${formatarCentavos(disponivel)})`,
          });
      }
      await q.inserirMovimentos(tx, [
        {
          usuario_id: usuarioId,
          caixa_id: id,
          tipo: dados.tipo,
          forma_pagamento: "dinheiro",
          valor: dados.valor,
          motivo: dados.motivo,
          registrado_por_id: autor.id,
          registrado_por: autor.nome,
          chave_idempotencia: dados.chave_idempotencia,
          hash_requisicao: assinatura,
          created_at: now,
        },
      ]);
      await publicarEvento(tx, usuarioId, { tipo: "caixa", id });
    });
  } catch (error) {
    // The same key at once: one movement won; this request is a retry of it or another movement.
    if (isUniqueViolation(error, "caixa_movimentos_usuario_chave_key")) {
      const vencedor = await q.movimentoPorChave(db, { usuarioId, chave: dados.chave_idempotencia });
      if (!vencedor || vencedor.caixa_id !== id || vencedor.hash !== assinatura) throw new CaixaReutilizado();
      criado = false;
    } else throw error;
  }
  return { resultado: await obterCaixa(db, { usuarioId, id }), criado };
}

/**
 * "Fechar Caixa" (decision 162): under the caixa's lock FOR UPDATE — every payment in flight on the till
 * has committed, and none can join it after — the expected amounts per method are computed, stored with
 * what was counted, the service charge and couvert collected, the notes and who closed it. From then on
 * the caixa refuses every change. A retry with the key answers the closing.
 */
export async function fecharCaixa(
  db: Database,
  {
    usuarioId,
    autor,
    id,
    dados,
    now = new Date(),
  }: { usuarioId: string; autor: Autor; id: string; dados: FecharCaixaDados; now?: Date },
): Promise<CaixaComNota> {
  const assinatura = hash({ caixa: id, contado: dados.contado, observacoes: dados.observacoes });
  await db.transaction(async (tx) => {
    const caixa = await q.travarCaixa(tx, { usuarioId, id });
    if (!caixa) throw caixaNaoEncontrado();
    if (caixa.status === "fechado") {
      if (caixa.chave_fechamento !== dados.chave_idempotencia) throw new CaixaFechado();
      if (caixa.hash_fechamento !== assinatura) throw new CaixaReutilizado();
      return;
    }
    const figuras = (await lerFiguras(tx, { usuarioId, ids: [id] })).get(id)!;
    const esperado = esperadoPorForma(figurasDoCaixa(caixa, figuras));
    const congelados: Partial<q.CaixaRow> = {};
    for (const forma of FORMAS_PAGAMENTO) {
      Object.assign(congelados, {
        [colunasEsperado[forma]]: fromCentavos(esperado[forma]),
        [colunasContado[forma]]: dados.contado[forma],
      });
    }
    await q.fecharCaixa(tx, {
      usuarioId,
      id,
      dados: {
        ...congelados,
        taxa_servico: fromCentavos(figuras.taxaServico),
        couvert: fromCentavos(figuras.couvert),
        fechado_por_id: autor.id,
        fechado_por: autor.nome,
        fechado_em: now,
        observacoes: dados.observacoes,
        chave_fechamento: dados.chave_idempotencia,
        hash_fechamento: assinatura,
        updated_at: now,
      },
    });
    await publicarEvento(tx, usuarioId, { tipo: "caixa", id });
  });
  return obterCaixa(db, { usuarioId, id });
}
