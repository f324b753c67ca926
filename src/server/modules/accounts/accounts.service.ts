import { generateId } from "better-auth";
import { hashPassword } from "better-auth/crypto";
import type { CadastroDados, NovaSenhaInput, Sessao } from "@/shared/accounts/schemas";
import {
  addDays,
  addMonths,
  isSuperAdmin,
  MENSAGENS_ASSINATURA,
  statusAssinatura,
  statusEmergencia,
} from "@/shared/billing/assinatura";
import { DIAS_TESTE_GRATIS } from "@/shared/billing/planos";
import type { Database, DbOrTx } from "../../db/client";
import type { planos } from "../../db/schema";
import { isUniqueViolation } from "../../lib/db-errors";
import { EntradaInvalida, NaoAutenticado } from "../../lib/errors";
import { logger } from "../../lib/logger";
import { concluirConvite, inserirPessoa, obterPessoa } from "../equipe/equipe.queries";
import { ContaNaoEncontrada, EmailJaCadastrado, MENSAGEM_PLANO_INVALIDO } from "./accounts.errors";
import * as q from "./accounts.queries";

type Plano = typeof planos.$inferSelect;

/**
 * Profile and subscription dates for a new account signed up at /auth (spec §4 "Profile values by plan").
 * Nothing is paid at sign-up, so the subscription is `pendente`, which the access rule opens for 7 days
 * from its start: the monthly plan's free trial, or the time a semester or annual sign-up has to pay
 * (decision 102). Only a confirmed payment makes it `ativa`.
 */
export function periodoInicial(plano: Pick<Plano, "tem_teste_gratis" | "duracao_meses">, now: Date) {
  const fimTeste = addDays(now, DIAS_TESTE_GRATIS);
  if (plano.tem_teste_gratis) {
    const vencimento = addMonths(fimTeste, plano.duracao_meses);
    return {
      perfil: {
        em_periodo_teste: true,
        data_inicio_teste: now,
        data_fim_teste: fimTeste,
        data_assinatura: fimTeste,
        data_vencimento: vencimento,
        status_assinatura: "teste" as const,
      },
      assinatura: { status: "pendente" as const, data_inicio: now, data_vencimento: vencimento },
    };
  }
  // Not a free trial of the plan (it has none), so no trial dates: access ends with the 7 days unless paid.
  return {
    perfil: {
      em_periodo_teste: false,
      data_inicio_teste: null,
      data_fim_teste: null,
      data_assinatura: null,
      data_vencimento: fimTeste,
      status_assinatura: "teste" as const,
    },
    assinatura: { status: "pendente" as const, data_inicio: now, data_vencimento: fimTeste },
  };
}

/** A plan paid before the account exists (pay first): ativa from now for the plan's months. */
export function periodoPago(plano: Pick<Plano, "duracao_meses">, now: Date) {
  const vencimento = addMonths(now, plano.duracao_meses);
  return {
    perfil: {
      em_periodo_teste: false,
      data_inicio_teste: null,
      data_fim_teste: null,
      data_assinatura: now,
      data_vencimento: vencimento,
      status_assinatura: "ativa" as const,
    },
    assinatura: { status: "ativa" as const, data_inicio: now, data_vencimento: vencimento },
  };
}

export interface CadastroOpcoes {
  /** Account created for the customer with a temporary password: forced to /trocar-senha. */
  primeiroAcesso?: boolean;
  now?: Date;
}

/**
 * Sign-up: the auth user, its password, the profile, the subscription and the settings, all in one
 * transaction — an account either exists completely or not at all. Used by the sign-up route, the
 * demo seed and the tests.
 */
export async function cadastrarConta(
  db: Database,
  dados: CadastroDados,
  options: CadastroOpcoes = {},
): Promise<{ usuarioId: string; email: string }> {
  const now = options.now ?? new Date();
  // The same scrypt hasher better-auth verifies with at sign-in; hashed before the transaction opens.
  const passwordHash = await hashPassword(dados.password);

  try {
    return await db.transaction(async (tx) => {
      const plano = await q.obterPlanoAtivo(tx, { planoId: dados.planoId });
      if (!plano) throw new EntradaInvalida({ planoId: MENSAGEM_PLANO_INVALIDO });
      if (await q.emailCadastrado(tx, { email: dados.email })) throw new EmailJaCadastrado();
      const usuarioId = await inserirConta(tx, {
        email: dados.email,
        nomeEstabelecimento: dados.nomeEstabelecimento,
        cnpjCpf: dados.cnpjCpf,
        telefone: null,
        plano,
        periodo: periodoInicial(plano, now),
        passwordHash,
        primeiroAcesso: options.primeiroAcesso ?? false,
        now,
      });
      return { usuarioId, email: dados.email };
    });
  } catch (error) {
    // Two sign-ups with one e-mail at the same moment: the unique index decides, the loser gets 409.
    if (isUniqueViolation(error)) throw new EmailJaCadastrado();
    throw error;
  }
}

export interface NovaConta {
  email: string;
  nomeEstabelecimento: string;
  cnpjCpf: string;
  telefone: string | null;
  plano: Plano;
  periodo: ReturnType<typeof periodoInicial> | ReturnType<typeof periodoPago>;
  passwordHash: string;
  primeiroAcesso: boolean;
  /** The subscription's purchase, when a payment created the account. */
  compraId?: string;
  now: Date;
}

/**
 * The rows of a new account, inside the caller's transaction: the auth user and its password, the profile,
 * the owner as the first person of the staff, the subscription and the settings. Sign-up and the pay-first
 * purchase both create accounts here.
 */
export async function inserirConta(tx: DbOrTx, conta: NovaConta): Promise<string> {
  const { plano, periodo, now } = conta;
  const usuarioId = generateId();
  await q.inserirLogin(tx, {
    id: usuarioId,
    nome: conta.nomeEstabelecimento,
    email: conta.email,
    passwordHash: conta.passwordHash,
    now,
  });
  await q.inserirUsuario(tx, {
    id: usuarioId,
    nome: null,
    email: conta.email,
    nome_estabelecimento: conta.nomeEstabelecimento,
    cnpj_cpf: conta.cnpjCpf,
    telefone: conta.telefone,
    plano_id: plano.id,
    ...periodo.perfil,
    role: "usuario",
    primeiro_acesso: conta.primeiroAcesso,
    created_at: now,
    updated_at: now,
  });
  // The owner is the establishment's first person: signed in as "dono" from the first request.
  await inserirPessoa(tx, {
    id: usuarioId,
    usuario_id: usuarioId,
    nome: conta.nomeEstabelecimento,
    email: conta.email,
    papel: "dono",
    created_at: now,
    updated_at: now,
  });
  await q.inserirAssinatura(tx, {
    usuario_id: usuarioId,
    plano_id: plano.id,
    ...periodo.assinatura,
    // Prices always come from the planos row, never from the request.
    valor_mensal: plano.preco_mensal,
    valor_total: plano.valor_total,
    desconto_percentual: plano.desconto_percentual,
    compra_id: conta.compraId ?? null,
    created_at: now,
    updated_at: now,
  });
  await q.inserirConfiguracoes(tx, {
    usuario_id: usuarioId,
    nome_estabelecimento: conta.nomeEstabelecimento,
    email_contato: conta.email,
    // The spec's "placeholder phone" is a hint in the form, not data: only a phone the buyer typed is kept.
    telefone: conta.telefone,
    cnpj_cpf: conta.cnpjCpf,
    notificacao_estoque_baixo: true,
    notificacao_email: true,
    estoque_minimo_padrao: 20,
    alerta_estoque_critico: 5,
    backup_automatico: true,
    created_at: now,
    updated_at: now,
  });
  return usuarioId;
}

/**
 * The session's answer: the account (profile, plan, subscription) and the person signed in to it —
 * the owner unless `pessoaId` names one of the staff.
 */
export async function obterSessao(
  db: DbOrTx,
  { usuarioId, pessoaId = usuarioId, now = new Date() }: { usuarioId: string; pessoaId?: string; now?: Date },
): Promise<Omit<Sessao, "niveis_aplicados">> {
  const row = await q.obterUsuarioComPlano(db, { usuarioId });
  const pessoa = await obterPessoa(db, { usuarioId, id: pessoaId });
  // A session whose profile or person is gone (account deleted meanwhile) is no session.
  if (!row || !pessoa) throw new NaoAutenticado();
  const { usuario, plano } = row;
  const dono = pessoa.papel === "dono";
  const superAdmin = isSuperAdmin(usuario);
  const assinatura = superAdmin ? null : await lerAssinaturaAtual(db, { usuarioId });
  return {
    usuario: {
      id: usuario.id,
      email: usuario.email,
      nome: usuario.nome,
      nome_estabelecimento: usuario.nome_estabelecimento,
      // The console and the first-access screen are the owner's: staff reach neither through the account.
      role: dono ? usuario.role : "usuario",
      super_admin: dono && superAdmin,
      primeiro_acesso: dono && usuario.primeiro_acesso,
      status_assinatura: usuario.status_assinatura,
      em_periodo_teste: usuario.em_periodo_teste,
      data_fim_teste: usuario.data_fim_teste?.toISOString() ?? null,
      data_vencimento: usuario.data_vencimento?.toISOString() ?? null,
      plano: plano?.id ? { id: plano.id, nome: plano.nome } : null,
    },
    pessoa: { id: pessoa.id, nome: pessoa.nome, email: pessoa.email, papel: pessoa.papel },
    assinatura:
      assinatura === EMERGENCIA
        ? statusEmergencia()
        : statusAssinatura({ assinatura, superAdmin, agora: now }),
  };
}

const EMERGENCIA = Symbol("emergencia");

/**
 * The subscription check of the session. If it fails, the spec's emergency mode (§4): access with the
 * warning 'Erro ao verificar assinatura. Sistema em modo de emergência.', logged as an error — the same
 * choice the API's enforcement makes (decision 105).
 */
async function lerAssinaturaAtual(db: DbOrTx, { usuarioId }: { usuarioId: string }) {
  try {
    return await q.obterAssinaturaAtual(db, { usuarioId });
  } catch (error) {
    logger.error(MENSAGENS_ASSINATURA.emergencia, { usuarioId, error });
    return EMERGENCIA;
  }
}

/**
 * The personal password (first access or a later change) of the person signed in: new hash, first
 * access over, every other session of theirs ended and every pending reset link void — all or nothing.
 * The session that made the change stays signed in; the other people of the account are not touched.
 */
export async function alterarSenha(
  db: Database,
  {
    pessoaId,
    sessionId,
    dados,
    now = new Date(),
  }: {
    pessoaId: string;
    sessionId: string;
    dados: NovaSenhaInput;
    now?: Date;
  },
): Promise<void> {
  const usuarioId = pessoaId;
  const { novaSenha } = dados;
  const passwordHash = await hashPassword(novaSenha);
  await db.transaction(async (tx) => {
    const updated = await q.atualizarSenhaCredencial(tx, { usuarioId, passwordHash, now });
    if (!updated) await q.inserirCredencial(tx, { id: generateId(), usuarioId, passwordHash, now });
    await q.marcarSenhaAlterada(tx, { usuarioId, now });
    await q.excluirOutrasSessoes(tx, { usuarioId, keepSessionId: sessionId });
    await q.excluirLinksDeRedefinicao(tx, { usuarioId });
  });
}

/** Global sign-out: every session of the person, on every device (not the other people's). */
export async function sair(db: DbOrTx, { pessoaId }: { pessoaId: string }) {
  return q.excluirTodasAsSessoes(db, { usuarioId: pessoaId });
}

/**
 * After better-auth set the password through an e-mail link (`usuarioId` is the auth user: an owner or
 * a person of the staff): first access is over (a password chosen there is a personal one), an
 * invitation is accepted, and every other reset link still pending dies — a link sent before is no key
 * to a login whose password was just chosen again.
 */
export async function concluirRedefinicaoSenha(
  db: Database,
  { usuarioId, now = new Date() }: { usuarioId: string; now?: Date },
) {
  await db.transaction(async (tx) => {
    await q.marcarSenhaAlterada(tx, { usuarioId, now });
    await concluirConvite(tx, { id: usuarioId, now });
    await q.excluirLinksDeRedefinicao(tx, { usuarioId });
  });
}

/**
 * The operator's command (`npm run admin -- promover EMAIL`): the account becomes super admin — the
 * only way there is (decision 091). E-mails are stored lower-cased, so the operator's case does not matter.
 */
export function promoverSuperAdmin(db: DbOrTx, { email, now = new Date() }: { email: string; now?: Date }) {
  return definirRole(db, { email, role: "super_admin", now });
}

/** `npm run admin -- rebaixar EMAIL`: back to an ordinary account, from its next request on. */
export function rebaixarSuperAdmin(db: DbOrTx, { email, now = new Date() }: { email: string; now?: Date }) {
  return definirRole(db, { email, role: "usuario", now });
}

async function definirRole(
  db: DbOrTx,
  { email, role, now }: { email: string; role: "usuario" | "super_admin"; now: Date },
) {
  const conta = await q.atualizarRole(db, { email: email.trim().toLowerCase(), role, now });
  if (!conta) throw new ContaNaoEncontrada();
  return conta;
}
