import { randomBytes } from "node:crypto";
import { generateId } from "better-auth";
import { hashPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import { limitePessoas } from "@/shared/billing/funcionalidades";
import { NOMES_PAPEIS } from "@/shared/equipe/papeis";
import {
  type AlterarPessoaInput,
  type ConvidarPessoaInput,
  type EquipeResposta,
  Pessoa,
} from "@/shared/equipe/schemas";
import type { DbOrTx } from "../../db/client";
import { linkDefinirSenha } from "../../lib/auth-routes";
import { isUniqueViolation } from "../../lib/db-errors";
import { appUrl } from "../../lib/env";
import { logger } from "../../lib/logger";
import { conviteEquipeEmail } from "../../lib/mail-templates";
import type { AppDeps } from "../../lib/types";
import * as contas from "../accounts/accounts.queries";
import { obterAcesso } from "../billing/acesso";
import { inserirLinkDeSenha, travarEmail } from "../billing/pagamentos.queries";
import { VALIDADE_LINK_ACESSO_HORAS } from "../billing/pagamentos.service";
import { DonoNaoAlteravel, EmailJaTemAcesso, LimiteDeEquipe, pessoaNaoEncontrada } from "./equipe.errors";
import * as q from "./equipe.queries";

/**
 * The staff of an establishment (decision 121): the owner invites people by e-mail with a name and a
 * role; each gets a login of their own, entered through a one-time set-password link (the pay-first
 * link of decision 102, sent by the same mailer). Disabling a person or resetting their access ends
 * their sessions in the same transaction.
 */

type Deps = Pick<AppDeps, "db" | "env" | "mailer" | "now">;

const agoraDe = (deps: Deps) => deps.now?.() ?? new Date();

function paraPessoa(row: q.PessoaRow): Pessoa {
  return Pessoa.parse({
    id: row.id,
    nome: row.nome,
    email: row.email,
    papel: row.papel,
    ativo: row.ativo,
    convite_pendente: row.convite_pendente,
    created_at: row.created_at.toISOString(),
  });
}

/** Staff changes of one account run one after the other: the limit counts a settled number. */
async function travarEquipe(tx: DbOrTx, { usuarioId }: { usuarioId: string }) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`balcao:equipe:${usuarioId}`}))`);
}

/** The plan's number of active people (null: none, or the gate is off — decision 123). */
async function limiteDaConta(tx: DbOrTx, deps: Deps, { usuarioId }: { usuarioId: string }) {
  const niveisAplicados = deps.env.FEATURE_GATING === "on";
  if (!niveisAplicados) return null;
  const acesso = await obterAcesso(tx, { usuarioId, agora: agoraDe(deps) });
  return limitePessoas(acesso?.planLevel ?? 0, true);
}

async function exigirVaga(tx: DbOrTx, deps: Deps, { usuarioId }: { usuarioId: string }) {
  const limite = await limiteDaConta(tx, deps, { usuarioId });
  if (limite === null) return;
  if ((await q.contarAtivas(tx, { usuarioId })) >= limite) {
    throw new LimiteDeEquipe(
      `Seu plano permite ${limite} pessoas ativas na equipe, contando você. ` +
        "Desative alguém ou faça upgrade do plano para ter mais pessoas.",
    );
  }
}

export async function listarEquipe(
  deps: Deps,
  { usuarioId }: { usuarioId: string },
): Promise<EquipeResposta> {
  const pessoas = await q.listarPessoas(deps.db, { usuarioId });
  return { pessoas: pessoas.map(paraPessoa), limite: await limiteDaConta(deps.db, deps, { usuarioId }) };
}

/** A new link: the old ones of this login die, and the password is one nobody knows until it is used. */
async function novoLinkDeAcesso(tx: DbOrTx, { pessoaId, agora }: { pessoaId: string; agora: Date }) {
  await contas.excluirLinksDeRedefinicao(tx, { usuarioId: pessoaId });
  const token = generateId(24);
  await inserirLinkDeSenha(tx, {
    id: generateId(),
    token,
    usuarioId: pessoaId,
    expiraEm: new Date(agora.getTime() + VALIDADE_LINK_ACESSO_HORAS * 60 * 60 * 1000),
    now: agora,
  });
  return token;
}

const senhaQueNinguemSabe = () => hashPassword(randomBytes(32).toString("base64url"));

/** After the commit: the e-mail with the link. A failure is logged; the owner can send a new link. */
async function enviarLink(
  deps: Deps,
  { pessoa, token, redefinicao }: { pessoa: q.PessoaRow; token: string; redefinicao: boolean },
) {
  const perfil = await contas.obterUsuarioComPlano(deps.db, { usuarioId: pessoa.usuario_id });
  try {
    await deps.mailer.send({
      to: pessoa.email,
      ...conviteEquipeEmail({
        url: linkDefinirSenha(appUrl(deps.env), token),
        nome: pessoa.nome,
        email: pessoa.email,
        nomeEstabelecimento: perfil?.usuario.nome_estabelecimento ?? "seu estabelecimento",
        papel: NOMES_PAPEIS[pessoa.papel],
        validadeHoras: VALIDADE_LINK_ACESSO_HORAS,
        redefinicao,
      }),
    });
  } catch (error) {
    logger.error("E-mail de acesso da equipe não enviado", { pessoaId: pessoa.id, error });
  }
}

/**
 * The login (an auth user with a password nobody knows), the person and the set-password link, in one
 * transaction; the e-mail leaves after the commit. An e-mail that already signs in anywhere — an owner,
 * a person of this or another establishment — is refused with 409: a login is one person of one place.
 */
export async function convidarPessoa(
  deps: Deps,
  { usuarioId, dados }: { usuarioId: string; dados: ConvidarPessoaInput },
): Promise<Pessoa> {
  const agora = agoraDe(deps);
  const passwordHash = await senhaQueNinguemSabe();
  let criado: { pessoa: q.PessoaRow; token: string };
  try {
    criado = await deps.db.transaction(async (tx) => {
      await travarEquipe(tx, { usuarioId });
      await travarEmail(tx, { email: dados.email });
      if (await contas.emailCadastrado(tx, { email: dados.email })) throw new EmailJaTemAcesso();
      await exigirVaga(tx, deps, { usuarioId });
      const pessoaId = generateId();
      await contas.inserirLogin(tx, {
        id: pessoaId,
        nome: dados.nome,
        email: dados.email,
        passwordHash,
        now: agora,
      });
      const pessoa = {
        id: pessoaId,
        usuario_id: usuarioId,
        nome: dados.nome,
        email: dados.email,
        papel: dados.papel,
        ativo: true,
        convite_pendente: true,
        created_at: agora,
        updated_at: agora,
        desativado_em: null,
      } satisfies q.PessoaRow;
      await q.inserirPessoa(tx, pessoa);
      const token = await novoLinkDeAcesso(tx, { pessoaId, agora });
      return { pessoa, token };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailJaTemAcesso();
    throw error;
  }
  await enviarLink(deps, { ...criado, redefinicao: false });
  return paraPessoa(criado.pessoa);
}

/**
 * Name, role and access of a person of the account. Disabling ends every session of theirs in the same
 * transaction (and the session guard refuses a disabled person anyway); enabling again counts against
 * the plan's limit. The owner's role and access are not changed here; their name is.
 */
export async function alterarPessoa(
  deps: Deps,
  { usuarioId, id, dados }: { usuarioId: string; id: string; dados: AlterarPessoaInput },
): Promise<Pessoa> {
  const agora = agoraDe(deps);
  const row = await deps.db.transaction(async (tx) => {
    await travarEquipe(tx, { usuarioId });
    const atual = await q.travarPessoa(tx, { usuarioId, id });
    if (!atual) throw pessoaNaoEncontrada();
    if (atual.papel === "dono" && (dados.papel !== undefined || dados.ativo !== undefined)) {
      throw new DonoNaoAlteravel();
    }
    const desativar = dados.ativo === false && atual.ativo;
    const reativar = dados.ativo === true && !atual.ativo;
    if (reativar) await exigirVaga(tx, deps, { usuarioId });
    const alterada = await q.atualizarPessoa(tx, {
      usuarioId,
      id,
      dados: {
        ...(dados.nome !== undefined ? { nome: dados.nome } : {}),
        ...(dados.papel !== undefined ? { papel: dados.papel } : {}),
        ...(dados.ativo !== undefined ? { ativo: dados.ativo } : {}),
        ...(desativar ? { desativado_em: agora } : {}),
        ...(reativar ? { desativado_em: null } : {}),
        updated_at: agora,
      },
    });
    if (desativar) await q.excluirSessoesDaPessoa(tx, { id });
    return alterada!;
  });
  return paraPessoa(row);
}

/**
 * The owner resets a person's access (a lost phone, a password someone else saw): their sessions end,
 * their password stops working, and a new set-password link is e-mailed — all in one transaction.
 */
export async function redefinirAcesso(
  deps: Deps,
  { usuarioId, id }: { usuarioId: string; id: string },
): Promise<Pessoa> {
  const agora = agoraDe(deps);
  const passwordHash = await senhaQueNinguemSabe();
  const criado = await deps.db.transaction(async (tx) => {
    const atual = await q.travarPessoa(tx, { usuarioId, id });
    if (!atual) throw pessoaNaoEncontrada();
    if (atual.papel === "dono") throw new DonoNaoAlteravel();
    await q.excluirSessoesDaPessoa(tx, { id });
    await contas.atualizarSenhaCredencial(tx, { usuarioId: id, passwordHash, now: agora });
    const pessoa = await q.atualizarPessoa(tx, {
      usuarioId,
      id,
      dados: { convite_pendente: true, updated_at: agora },
    });
    const token = await novoLinkDeAcesso(tx, { pessoaId: id, agora });
    return { pessoa: pessoa!, token };
  });
  await enviarLink(deps, { ...criado, redefinicao: true });
  return paraPessoa(criado.pessoa);
}
