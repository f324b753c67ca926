import {
  ALERTA_ESTOQUE_CRITICO_PADRAO,
  type ArquivoConfiguracoes,
  type Configuracoes,
  type ConfiguracoesDados,
  type ConfiguracoesImportadas,
  type ConfiguracoesLidas,
  ESTOQUE_MINIMO_PADRAO,
  VERSAO_ARQUIVO_CONFIGURACOES,
} from "@/shared/settings/schemas";
import type { Database, DbOrTx } from "../../db/client";
import { NaoAutenticado } from "../../lib/errors";
import { publicarEvento } from "../../lib/events";
import * as q from "./settings.queries";

/**
 * §9: alerts and e-mail notices on, minimum 20, critical 5, daily automatic backup on; the bill's
 * (decisions 150–151): a 10 % service charge on tabs, not on direct sales, no couvert; and no caixa
 * required until the account opens its first one (decision 161).
 */
export const PREFERENCIAS_PADRAO = {
  notificacao_estoque_baixo: true,
  notificacao_email: true,
  estoque_minimo_padrao: ESTOQUE_MINIMO_PADRAO,
  alerta_estoque_critico: ALERTA_ESTOQUE_CRITICO_PADRAO,
  backup_automatico: true,
  taxa_servico_ativa: true,
  taxa_servico_percentual: "10.00",
  taxa_servico_venda_direta: false,
  couvert_ativo: false,
  couvert_por_pessoa: "0.00",
  // Off for an account that never opened a caixa; "Restaurar Padrão" reads the rule (decision 161).
  exigir_caixa_aberto: false,
} as const;

export function toConfiguracoes(row: q.ConfiguracoesRow): Configuracoes {
  return {
    ...row,
    ultimo_backup: row.ultimo_backup?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * The account's row, created with the defaults when it has none (§7 "absence tolerated; insert
 * defaults"): name, document and phone from the profile, the contact e-mail from the account.
 */
async function garantirConfiguracoes(db: DbOrTx, { usuarioId, now }: { usuarioId: string; now: Date }) {
  const atual = await q.obterConfiguracoes(db, { usuarioId });
  if (atual) return { row: atual, criada: false };
  const perfil = await q.obterPerfil(db, { usuarioId });
  // A session whose profile is gone (account deleted meanwhile) is no session.
  if (!perfil) throw new NaoAutenticado();
  const criada = await q.inserirConfiguracoes(db, {
    usuario_id: usuarioId,
    nome_estabelecimento: perfil.nome_estabelecimento,
    email_contato: perfil.email,
    telefone: perfil.telefone,
    cnpj_cpf: perfil.cnpj_cpf,
    endereco: null,
    ...PREFERENCIAS_PADRAO,
    exigir_caixa_aberto: await q.jaAbriuCaixa(db, { usuarioId }),
    created_at: now,
    updated_at: now,
  });
  if (criada) return { row: criada, criada: true };
  // Another first read won the race: its row is the account's row.
  return { row: (await q.obterConfiguracoes(db, { usuarioId }))!, criada: false };
}

export async function obterConfiguracoes(
  db: Database,
  { usuarioId, now = new Date() }: { usuarioId: string; now?: Date },
): Promise<ConfiguracoesLidas> {
  const { row, criada } = await db.transaction((tx) => garantirConfiguracoes(tx, { usuarioId, now }));
  return { configuracoes: toConfiguracoes(row), criada };
}

/** What is saved: the form's fields; a document missing before an import stays missing (null). */
type Salvaveis = Omit<ConfiguracoesDados, "cnpj_cpf"> & { cnpj_cpf: string | null };

/**
 * Save (§7 "Settings save also updates the metadata nome_estabelecimento"): the row and the profile in
 * the caller's transaction, so the user menu and the next receipt show the new name together.
 */
async function salvar(
  tx: DbOrTx,
  { usuarioId, dados, now }: { usuarioId: string; dados: Salvaveis; now: Date },
) {
  const row = await q.atualizarConfiguracoes(tx, { usuarioId, dados, now });
  await q.atualizarPerfil(tx, {
    usuarioId,
    dados: {
      nome_estabelecimento: dados.nome_estabelecimento,
      cnpj_cpf: dados.cnpj_cpf,
      telefone: dados.telefone,
    },
    now,
  });
  return toConfiguracoes(row!);
}

export async function editarConfiguracoes(
  db: Database,
  { usuarioId, dados, now = new Date() }: { usuarioId: string; dados: ConfiguracoesDados; now?: Date },
): Promise<Configuracoes> {
  return db.transaction(async (tx) => {
    await garantirConfiguracoes(tx, { usuarioId, now });
    await publicarEvento(tx, usuarioId, { tipo: "configuracoes" });
    return salvar(tx, { usuarioId, dados, now });
  });
}

/**
 * "Restaurar Padrão" (decision 110): the preferences and the contact e-mail go back to §9's defaults;
 * the establishment's own data — name, CNPJ/CPF, phone, address — is kept, since it is no preference.
 */
export async function restaurarConfiguracoesPadrao(
  db: Database,
  { usuarioId, now = new Date() }: { usuarioId: string; now?: Date },
): Promise<Configuracoes> {
  return db.transaction(async (tx) => {
    await garantirConfiguracoes(tx, { usuarioId, now });
    const perfil = await q.obterPerfil(tx, { usuarioId });
    if (!perfil) throw new NaoAutenticado();
    await publicarEvento(tx, usuarioId, { tipo: "configuracoes" });
    const row = await q.atualizarConfiguracoes(tx, {
      usuarioId,
      dados: {
        ...PREFERENCIAS_PADRAO,
        // The rule, not a fixed value: required once the account has ever opened a caixa.
        exigir_caixa_aberto: await q.jaAbriuCaixa(tx, { usuarioId }),
        email_contato: perfil.email,
      },
      now,
    });
    return toConfiguracoes(row!);
  });
}

export async function exportarConfiguracoes(
  db: Database,
  { usuarioId, now = new Date() }: { usuarioId: string; now?: Date },
): Promise<ArquivoConfiguracoes> {
  const { configuracoes } = await obterConfiguracoes(db, { usuarioId, now });
  return { configuracoes, dataExport: now.toISOString(), versao: VERSAO_ARQUIVO_CONFIGURACOES };
}

/** The file's fields over the current ones, then saved like the form (profile included). */
export async function importarConfiguracoes(
  db: Database,
  { usuarioId, dados, now = new Date() }: { usuarioId: string; dados: ConfiguracoesImportadas; now?: Date },
): Promise<Configuracoes> {
  return db.transaction(async (tx) => {
    const { row } = await garantirConfiguracoes(tx, { usuarioId, now });
    const definidos = Object.fromEntries(Object.entries(dados).filter(([, v]) => v !== undefined));
    const atual: Salvaveis = {
      nome_estabelecimento: row.nome_estabelecimento,
      email_contato: row.email_contato,
      telefone: row.telefone,
      cnpj_cpf: row.cnpj_cpf,
      endereco: row.endereco,
      notificacao_estoque_baixo: row.notificacao_estoque_baixo,
      notificacao_email: row.notificacao_email,
      estoque_minimo_padrao: row.estoque_minimo_padrao,
      alerta_estoque_critico: row.alerta_estoque_critico,
      backup_automatico: row.backup_automatico,
      pix_tipo_chave: row.pix_tipo_chave,
      pix_chave: row.pix_chave,
      pix_nome_recebedor: row.pix_nome_recebedor,
      pix_cidade: row.pix_cidade,
      taxa_servico_ativa: row.taxa_servico_ativa,
      taxa_servico_percentual: row.taxa_servico_percentual,
      taxa_servico_venda_direta: row.taxa_servico_venda_direta,
      couvert_ativo: row.couvert_ativo,
      couvert_por_pessoa: row.couvert_por_pessoa,
      exigir_caixa_aberto: row.exigir_caixa_aberto,
    };
    await publicarEvento(tx, usuarioId, { tipo: "configuracoes" });
    return salvar(tx, { usuarioId, dados: { ...atual, ...definidos }, now });
  });
}
