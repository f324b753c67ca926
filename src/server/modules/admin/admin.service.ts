import type {
  AuditoriaFiltro,
  ContaAdmin,
  ContasFiltro,
  ListaAuditoria,
  ListaContas,
  ResultadoVarredura,
} from "@/shared/admin/schemas";
import { POR_PAGINA_AUDITORIA, POR_PAGINA_CONTAS } from "@/shared/admin/schemas";
import type { Database } from "../../db/client";
import { registrarAuditoria } from "../billing/assinaturas.queries";
import {
  ativarAssinatura,
  cancelarAssinatura,
  renovarAssinatura,
  suspenderAssinatura,
  varrerAssinaturas,
} from "../billing/assinaturas.service";
import { contaNaoEncontrada } from "./admin.errors";
import * as q from "./admin.queries";

/**
 * The super admin's console (decision 107): reads across accounts, and the subscription's transitions of
 * assinaturas.service.ts with `origem: "admin"` and the admin's id, so each one is in the audit log with
 * whose hand it was.
 */

type LinhaConta = Awaited<ReturnType<typeof q.listarContas>>["linhas"][number];

function toContaAdmin(row: LinhaConta): ContaAdmin {
  return {
    id: row.id,
    email: row.email,
    nome_estabelecimento: row.nome_estabelecimento,
    cnpj_cpf: row.cnpj_cpf,
    super_admin: row.role === "super_admin",
    created_at: row.created_at.toISOString(),
    assinatura:
      row.assinatura_id && row.status && row.data_vencimento
        ? {
            status: row.status,
            plano_nome: row.plano_nome ?? "",
            data_vencimento: row.data_vencimento.toISOString(),
            data_cancelamento: row.data_cancelamento?.toISOString() ?? null,
            observacoes: row.observacoes,
          }
        : null,
    ultimo_pagamento:
      row.ultimo_valor && row.ultimo_pago_em
        ? { valor: row.ultimo_valor, data_pagamento: row.ultimo_pago_em }
        : null,
  };
}

export async function listarContas(db: Database, { busca, pagina }: ContasFiltro): Promise<ListaContas> {
  const { linhas, total } = await q.listarContas(db, {
    busca,
    limite: POR_PAGINA_CONTAS,
    deslocamento: (pagina - 1) * POR_PAGINA_CONTAS,
  });
  return { contas: linhas.map(toContaAdmin), total, pagina, por_pagina: POR_PAGINA_CONTAS };
}

async function obterConta(db: Database, usuarioId: string): Promise<ContaAdmin> {
  const { linhas } = await q.listarContas(db, { busca: "", usuarioId, limite: 1, deslocamento: 0 });
  const [row] = linhas;
  if (!row) throw contaNaoEncontrada();
  return toContaAdmin(row);
}

async function exigirConta(db: Database, usuarioId: string) {
  if (!(await q.contaExiste(db, { usuarioId }))) throw contaNaoEncontrada();
}

const autoria = (autorId: string) => ({ origem: "admin" as const, autorId });

export async function ativarConta(
  db: Database,
  { usuarioId, autorId }: { usuarioId: string; autorId: string },
) {
  await exigirConta(db, usuarioId);
  await ativarAssinatura(db, { usuarioId, autoria: autoria(autorId) });
  return obterConta(db, usuarioId);
}

export async function suspenderConta(
  db: Database,
  { usuarioId, autorId, motivo }: { usuarioId: string; autorId: string; motivo: string },
) {
  await exigirConta(db, usuarioId);
  await suspenderAssinatura(db, { usuarioId, motivo, autoria: autoria(autorId) });
  return obterConta(db, usuarioId);
}

export async function cancelarConta(
  db: Database,
  { usuarioId, autorId, motivo }: { usuarioId: string; autorId: string; motivo?: string },
) {
  await exigirConta(db, usuarioId);
  await cancelarAssinatura(db, { usuarioId, motivo, autoria: autoria(autorId) });
  return obterConta(db, usuarioId);
}

export async function renovarConta(
  db: Database,
  { usuarioId, autorId, meses }: { usuarioId: string; autorId: string; meses: number },
) {
  await exigirConta(db, usuarioId);
  await renovarAssinatura(db, { usuarioId, meses, autoria: { ...autoria(autorId), detalhes: { meses } } });
  return obterConta(db, usuarioId);
}

/** "Run the sweep now": the scheduled job's work, plus one line saying which admin ran it — one transaction. */
export async function varrerAgora(
  db: Database,
  { autorId, agora = new Date() }: { autorId: string; agora?: Date },
): Promise<ResultadoVarredura> {
  return db.transaction(async (tx) => {
    const resultado = await varrerAssinaturas(tx, { agora });
    await registrarAuditoria(tx, {
      origem: "admin",
      autor_id: autorId,
      usuario_id: null,
      acao: "varrer assinaturas",
      momento: agora,
      detalhes: resultado,
    });
    return resultado;
  });
}

export async function listarAuditoria(
  db: Database,
  { pagina, origem }: AuditoriaFiltro,
): Promise<ListaAuditoria> {
  const { linhas, total } = await q.listarAuditoria(db, {
    origem,
    limite: POR_PAGINA_AUDITORIA,
    deslocamento: (pagina - 1) * POR_PAGINA_AUDITORIA,
  });
  return {
    registros: linhas.map((row) => ({
      id: row.id,
      momento: row.momento.toISOString(),
      origem: row.origem,
      acao: row.acao,
      autor_email: row.autor_email,
      conta:
        row.conta_id && row.conta_email
          ? { id: row.conta_id, email: row.conta_email, nome_estabelecimento: row.conta_nome ?? "" }
          : null,
      detalhes: (row.detalhes ?? {}) as Record<string, unknown>,
    })),
    total,
    pagina,
    por_pagina: POR_PAGINA_AUDITORIA,
  };
}
