import { randomBytes } from "node:crypto";
import { generateId } from "better-auth";
import { hashPassword } from "better-auth/crypto";
import type { Database, DbOrTx } from "../../db/client";
import { linkDefinirSenha } from "../../lib/auth-routes";
import { appUrl } from "../../lib/env";
import { logger } from "../../lib/logger";
import { acessoCriadoEmail } from "../../lib/mail-templates";
import type { AppDeps } from "../../lib/types";
import { inserirConta, periodoPago } from "../accounts/accounts.service";
import { obterPlano, registrarAuditoria } from "./assinaturas.queries";
import { type Autoria, renovarAssinatura, suspenderAssinatura } from "./assinaturas.service";
import type { EventoPagamento, ProvedorPagamento } from "./billing.provider";
import { eventoAvanca, statusDoEvento } from "./pagamento-status";
import * as q from "./pagamentos.queries";

/**
 * The webhook's work (decision 100): the only path by which a provider's word changes a charge, a
 * purchase or a subscription. Each event is stored raw once (a redelivery is a no-op), then applied in
 * one transaction that locks its purchase, so the events of one purchase — duplicates delivered at the
 * same moment included — apply one after the other.
 */

/** How long the pay-first set-password link lasts (decision 102). */
export const VALIDADE_LINK_ACESSO_HORAS = 72;

export const MOTIVO_ESTORNO = "Pagamento estornado";

export interface Efeitos {
  /** Accounts this event created: their set-password e-mails leave after the commit. */
  contasCriadas: {
    usuarioId: string;
    email: string;
    nomeEstabelecimento: string;
    planoNome: string;
    token: string;
  }[];
  /** The provider subscriptions a new paid purchase replaced: cancelled at the provider after the commit. */
  assinaturasSubstituidas: string[];
}

const semEfeitos = (): Efeitos => ({ contasCriadas: [], assinaturasSubstituidas: [] });

export async function processarEvento(
  db: Database,
  {
    provedor,
    evento,
    agora = new Date(),
  }: { provedor: ProvedorPagamento["nome"]; evento: EventoPagamento; agora?: Date },
): Promise<Efeitos> {
  await q.inserirEvento(db, {
    provedor,
    id: evento.id,
    tipo: evento.tipo,
    payload: evento.bruto,
    recebido_em: agora,
  });
  try {
    return await db.transaction((tx) => aplicarEvento(tx, { provedor, evento, agora }));
  } catch (error) {
    // Kept for whoever looks at the event; the provider's redelivery applies it again (still unprocessed).
    await q.marcarEvento(db, {
      provedor,
      id: evento.id,
      processadoEm: null,
      erro: error instanceof Error ? error.message.slice(0, 500) : String(error),
    });
    throw error;
  }
}

async function aplicarEvento(
  tx: DbOrTx,
  { provedor, evento, agora }: { provedor: ProvedorPagamento["nome"]; evento: EventoPagamento; agora: Date },
): Promise<Efeitos> {
  const efeitos = semEfeitos();
  const registro = await q.travarEvento(tx, { provedor, id: evento.id });
  if (!registro || registro.processado_em) return efeitos;
  const { pagamento } = evento;
  const detalhes = { evento: evento.id, tipo: evento.tipo, pagamento: pagamento.id };

  const compra = await q.travarCompraDoEvento(tx, {
    provedor,
    referencia: pagamento.referencia,
    idAssinatura: pagamento.idAssinatura,
  });
  if (!compra) {
    // Not ours (another system on the same provider account): stored, answered, and left alone.
    await registrarAuditoria(tx, { origem: "provedor", acao: "ignorar evento", momento: agora, detalhes });
    await q.marcarEvento(tx, { provedor, id: evento.id, processadoEm: agora, erro: "Compra desconhecida" });
    return efeitos;
  }

  let usuarioId = compra.usuario_id;
  const status = statusDoEvento(evento);
  let aplicado = false;
  if (status) {
    const atual = await q.travarTransacao(tx, { provedor, idExterno: pagamento.id });
    if (!atual || eventoAvanca(atual, { status, em: evento.criadoEm })) {
      aplicado = true;
      const dados = {
        status,
        valor: pagamento.valor,
        metodo_pagamento: pagamento.forma,
        data_vencimento: pagamento.vencimento,
        data_pagamento: status === "confirmed" ? evento.criadoEm : (atual?.data_pagamento ?? null),
        url_fatura: pagamento.urlFatura,
        evento_em: evento.criadoEm,
        updated_at: agora,
      };
      if (atual) await q.atualizarTransacao(tx, { id: atual.id, dados });
      else {
        const assinatura = usuarioId ? await q.obterAssinaturaAtualId(tx, { usuarioId }) : null;
        await q.inserirTransacao(tx, {
          ...dados,
          usuario_id: usuarioId,
          assinatura_id: assinatura?.id ?? null,
          compra_id: compra.id,
          provedor,
          id_externo: pagamento.id,
          created_at: agora,
        });
      }
      // Only a change of status has effects: CONFIRMED then RECEIVED of one charge renews once.
      if (status !== atual?.status) {
        const autoria: Autoria = { origem: "provedor", detalhes: { ...detalhes, compra: compra.id } };
        if (status === "confirmed")
          usuarioId = await confirmarPagamento(tx, { compra, autoria, agora, efeitos });
        if (status === "refunded" && usuarioId)
          await suspenderAssinatura(tx, { usuarioId, motivo: MOTIVO_ESTORNO, autoria, agora });
      }
    }
  }

  const statusCompra = novoStatusDaCompra(compra.status, {
    tipo: evento.tipo,
    status: aplicado ? status : null,
  });
  if (statusCompra !== compra.status)
    await q.atualizarCompra(tx, { id: compra.id, dados: { status: statusCompra, updated_at: agora } });
  await registrarAuditoria(tx, {
    origem: "provedor",
    usuario_id: usuarioId,
    acao: `evento ${evento.tipo}`,
    momento: agora,
    detalhes: { ...detalhes, compra: compra.id, status, aplicado },
  });
  await q.marcarEvento(tx, { provedor, id: evento.id, processadoEm: agora, erro: null });
  return efeitos;
}

/** What the result pages say of a purchase after an event. A paid purchase stays paid. */
export function novoStatusDaCompra(
  atual: q.CompraRow["status"],
  { tipo, status }: { tipo: string; status: ReturnType<typeof statusDoEvento> },
): q.CompraRow["status"] {
  if (atual === "paga" || atual === "cancelada") return atual;
  if (tipo === "PAYMENT_CREDIT_CARD_CAPTURE_REFUSED") return "recusada";
  switch (status) {
    case "confirmed":
      return "paga";
    case "overdue":
      return "vencida";
    case "deleted":
      return "cancelada";
    case "pending":
      // The buyer chose another way to pay after a refused card.
      return atual === "recusada" ? "aguardando" : atual;
    default:
      return atual;
  }
}

/**
 * A confirmed payment: the purchase's account is renewed (or upgraded) by the plan's months. A pay-first
 * purchase has no account yet: the e-mail's account if one exists (no second account), else a new one —
 * login, profile, an ativa subscription and the set-password link, in this transaction.
 */
async function confirmarPagamento(
  tx: DbOrTx,
  {
    compra,
    autoria,
    agora,
    efeitos,
  }: { compra: q.CompraRow; autoria: Autoria; agora: Date; efeitos: Efeitos },
): Promise<string> {
  const plano = await obterPlano(tx, { planoId: compra.plano_id });
  if (!plano) throw new Error(`Plano ${compra.plano_id} da compra ${compra.id} não existe`);
  let usuarioId = compra.usuario_id;
  if (!usuarioId) {
    await q.travarEmail(tx, { email: compra.email });
    usuarioId = await q.buscarContaPorEmail(tx, { email: compra.email });
    if (!usuarioId) return criarContaDaCompra(tx, { compra, plano, autoria, agora, efeitos });
    await q.atualizarCompra(tx, { id: compra.id, dados: { usuario_id: usuarioId, updated_at: agora } });
  }
  const perfil = await q.obterPerfil(tx, { usuarioId });
  const anterior = await q.obterAssinaturaAtualId(tx, { usuarioId });
  const renovada = await renovarAssinatura(tx, {
    usuarioId,
    meses: plano.duracao_meses,
    planoId: plano.id,
    compraId: compra.id,
    autoria,
    agora,
    fimDoTeste: perfil?.em_periodo_teste ? perfil.data_fim_teste : null,
  });
  await q.vincularTransacoes(tx, { compraId: compra.id, usuarioId, assinaturaId: renovada.id });
  if (anterior?.compra_id && anterior.compra_id !== compra.id) {
    // The new purchase's subscription takes over: the old one must not charge again.
    const velha = await q.obterCompra(tx, { id: anterior.compra_id });
    if (velha?.id_assinatura_externa && velha.provedor === compra.provedor)
      efeitos.assinaturasSubstituidas.push(velha.id_assinatura_externa);
  }
  return usuarioId;
}

async function criarContaDaCompra(
  tx: DbOrTx,
  {
    compra,
    plano,
    autoria,
    agora,
    efeitos,
  }: {
    compra: q.CompraRow;
    plano: NonNullable<Awaited<ReturnType<typeof obterPlano>>>;
    autoria: Autoria;
    agora: Date;
    efeitos: Efeitos;
  },
): Promise<string> {
  // A password nobody knows: the account is entered only through the e-mail's link (or a reset).
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  const usuarioId = await inserirConta(tx, {
    email: compra.email,
    nomeEstabelecimento: compra.nome_estabelecimento,
    cnpjCpf: compra.cnpj_cpf,
    telefone: compra.telefone,
    plano,
    periodo: periodoPago(plano, agora),
    passwordHash,
    primeiroAcesso: true,
    compraId: compra.id,
    now: agora,
  });
  const token = generateId(24);
  await q.inserirLinkDeSenha(tx, {
    id: generateId(),
    token,
    usuarioId,
    expiraEm: new Date(agora.getTime() + VALIDADE_LINK_ACESSO_HORAS * 60 * 60 * 1000),
    now: agora,
  });
  await q.atualizarCompra(tx, {
    id: compra.id,
    dados: { usuario_id: usuarioId, conta_criada_em: agora, updated_at: agora },
  });
  const assinatura = await q.obterAssinaturaAtualId(tx, { usuarioId });
  await q.vincularTransacoes(tx, { compraId: compra.id, usuarioId, assinaturaId: assinatura!.id });
  await registrarAuditoria(tx, {
    origem: "provedor",
    usuario_id: usuarioId,
    acao: "criar conta",
    momento: agora,
    detalhes: { ...autoria.detalhes, plano_id: plano.id },
  });
  efeitos.contasCriadas.push({
    usuarioId,
    email: compra.email,
    nomeEstabelecimento: compra.nome_estabelecimento,
    planoNome: plano.nome,
    token,
  });
  return usuarioId;
}

/**
 * After the commit: the set-password e-mails and the replaced subscriptions' cancels. A failure here is
 * logged, not answered: the event is applied, and a redelivery would find nothing left to do. Whoever
 * did not get the e-mail still has "Esqueci minha senha".
 */
export async function concluirEfeitos(
  deps: Pick<AppDeps, "env" | "mailer">,
  provedor: ProvedorPagamento,
  efeitos: Efeitos,
) {
  const base = appUrl(deps.env);
  for (const conta of efeitos.contasCriadas) {
    const url = linkDefinirSenha(base, conta.token);
    try {
      await deps.mailer.send({
        to: conta.email,
        ...acessoCriadoEmail({ url, ...conta, validadeHoras: VALIDADE_LINK_ACESSO_HORAS }),
      });
    } catch (error) {
      logger.error("E-mail de acesso da compra não enviado", { usuarioId: conta.usuarioId, error });
    }
  }
  for (const idAssinatura of efeitos.assinaturasSubstituidas) {
    try {
      await provedor.cancelarAssinatura(idAssinatura);
    } catch (error) {
      logger.error("Assinatura substituída não cancelada no provedor", { idAssinatura, error });
    }
  }
}
