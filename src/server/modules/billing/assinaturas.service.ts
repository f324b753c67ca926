import { addMonths } from "@/shared/billing/assinatura";
import { MOTIVO_CANCELAMENTO_PADRAO, MOTIVO_SUSPENSAO_PADRAO } from "@/shared/billing/schemas";
import type { DbOrTx } from "../../db/client";
import * as q from "./assinaturas.queries";
import { assinaturaNaoEncontrada, planoNaoEncontrado } from "./billing.errors";

/**
 * The subscription's transitions (spec §4): activate, suspend, cancel, renew, and the sweep. Each is one
 * transaction on the account's current subscription (locked), keeps the profile's copy in step and leaves
 * a line in the audit log saying whose hand it was: a super admin's, the provider's, the sweep's or the
 * owner's.
 */

export interface Autoria {
  origem: "admin" | "provedor" | "varredura" | "conta";
  /** The super admin or the owner who acted; absent for the provider and the sweep. */
  autorId?: string | null;
  /** What caused it, for the audit log (the event id, the admin's reason…). */
  detalhes?: Record<string, unknown>;
}

const maior = (a: Date, b: Date) => (a.getTime() > b.getTime() ? a : b);

async function naAssinaturaAtual<T>(
  db: DbOrTx,
  usuarioId: string,
  mudar: (tx: DbOrTx, atual: q.AssinaturaRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const atual = await q.travarAssinaturaAtual(tx, { usuarioId });
    if (!atual) throw assinaturaNaoEncontrada();
    return mudar(tx, atual);
  });
}

async function ativaAte(
  tx: DbOrTx,
  {
    atual,
    vencimento,
    agora,
    planoId,
    compraId,
    autoria,
    acao,
  }: {
    atual: q.AssinaturaRow;
    vencimento: Date;
    agora: Date;
    planoId?: string;
    compraId?: string | null;
    autoria: Autoria;
    acao: string;
  },
) {
  const plano = planoId && planoId !== atual.plano_id ? await q.obterPlano(tx, { planoId }) : null;
  if (planoId && planoId !== atual.plano_id && !plano) throw planoNaoEncontrado();
  const row = await q.atualizarAssinatura(tx, {
    id: atual.id,
    dados: {
      status: "ativa",
      data_vencimento: vencimento,
      data_cancelamento: null,
      observacoes: null,
      updated_at: agora,
      ...(compraId ? { compra_id: compraId } : {}),
      // An upgrade or a change of plan takes the new plan's prices, always from the planos row.
      ...(plano
        ? {
            plano_id: plano.id,
            valor_mensal: plano.preco_mensal,
            valor_total: plano.valor_total,
            desconto_percentual: plano.desconto_percentual,
          }
        : {}),
    },
  });
  await q.atualizarPerfilAssinatura(tx, {
    usuarioId: atual.usuario_id,
    dados: {
      status_assinatura: "ativa",
      em_periodo_teste: false,
      data_vencimento: vencimento,
      ...(plano ? { plano_id: plano.id } : {}),
      updated_at: agora,
    },
  });
  await q.registrarAuditoria(tx, {
    origem: autoria.origem,
    autor_id: autoria.autorId ?? null,
    usuario_id: atual.usuario_id,
    acao,
    momento: agora,
    detalhes: { ...autoria.detalhes, plano_id: row.plano_id, data_vencimento: vencimento.toISOString() },
  });
  return row;
}

/** activate: ativa, due date one month ahead of now (§4). */
export function ativarAssinatura(
  db: DbOrTx,
  { usuarioId, autoria, agora = new Date() }: { usuarioId: string; autoria: Autoria; agora?: Date },
) {
  return naAssinaturaAtual(db, usuarioId, (tx, atual) =>
    ativaAte(tx, { atual, vencimento: addMonths(agora, 1), agora, autoria, acao: "ativar" }),
  );
}

/**
 * renew: ativa, due date extended by `meses` (default 1) from the current due date, or from now when
 * that is past (§4). A confirmed payment renews by its plan's months, switching plan if it paid another.
 * A trial nobody has paid yet (pendente) counts from the end of its free days: the first charge falls due
 * there, and paying early does not shorten the trial.
 */
export function renovarAssinatura(
  db: DbOrTx,
  {
    usuarioId,
    meses = 1,
    planoId,
    compraId,
    autoria,
    agora = new Date(),
    fimDoTeste,
  }: {
    usuarioId: string;
    meses?: number;
    planoId?: string;
    compraId?: string | null;
    autoria: Autoria;
    agora?: Date;
    /** The profile's trial end, when the subscription is the trial's. */
    fimDoTeste?: Date | null;
  },
) {
  return naAssinaturaAtual(db, usuarioId, (tx, atual) => {
    const base =
      atual.status === "ativa"
        ? maior(atual.data_vencimento, agora)
        : atual.status === "pendente" && fimDoTeste
          ? maior(fimDoTeste, agora)
          : agora;
    return ativaAte(tx, {
      atual,
      vencimento: addMonths(base, meses),
      agora,
      planoId,
      compraId,
      autoria,
      acao: "renovar",
    });
  });
}

/** suspend: suspensa with a reason (§4 default 'Suspensa automaticamente por vencimento'). */
export function suspenderAssinatura(
  db: DbOrTx,
  {
    usuarioId,
    motivo = MOTIVO_SUSPENSAO_PADRAO,
    autoria,
    agora = new Date(),
  }: { usuarioId: string; motivo?: string; autoria: Autoria; agora?: Date },
) {
  return naAssinaturaAtual(db, usuarioId, async (tx, atual) => {
    const row = await q.atualizarAssinatura(tx, {
      id: atual.id,
      dados: { status: "suspensa", observacoes: motivo, updated_at: agora },
    });
    await q.registrarAuditoria(tx, {
      origem: autoria.origem,
      autor_id: autoria.autorId ?? null,
      usuario_id: usuarioId,
      acao: "suspender",
      momento: agora,
      detalhes: { ...autoria.detalhes, motivo },
    });
    return row;
  });
}

/**
 * cancel (§4): cancelada now, with `data_cancelamento` and the reason ('Cancelada pelo usuário' by
 * default). `noFimDoPeriodo` is the owner's own cancel from the app: access runs to the end of what was
 * paid, so the subscription stays ativa with its cancel date and the sweep cancels it at the due date.
 */
export function cancelarAssinatura(
  db: DbOrTx,
  {
    usuarioId,
    motivo = MOTIVO_CANCELAMENTO_PADRAO,
    noFimDoPeriodo = false,
    autoria,
    agora = new Date(),
  }: { usuarioId: string; motivo?: string; noFimDoPeriodo?: boolean; autoria: Autoria; agora?: Date },
) {
  return naAssinaturaAtual(db, usuarioId, async (tx, atual) => {
    const agendado = noFimDoPeriodo && atual.status === "ativa" && atual.data_vencimento > agora;
    const row = await q.atualizarAssinatura(tx, {
      id: atual.id,
      dados: {
        status: agendado ? "ativa" : "cancelada",
        data_cancelamento: agora,
        observacoes: motivo,
        updated_at: agora,
      },
    });
    await q.registrarAuditoria(tx, {
      origem: autoria.origem,
      autor_id: autoria.autorId ?? null,
      usuario_id: usuarioId,
      acao: agendado ? "cancelar no fim do período" : "cancelar",
      momento: agora,
      detalhes: { ...autoria.detalhes, motivo },
    });
    return row;
  });
}

/**
 * The sweep (§4): every ativa subscription past its due date is suspended ('Vencida em dd/mm/aaaa'), or
 * cancelled if its owner cancelled it. Safe to run from several processes at once; each row moves once.
 */
export async function varrerAssinaturas(
  db: DbOrTx,
  { agora = new Date() }: { agora?: Date } = {},
): Promise<{ suspensas: number; canceladas: number }> {
  return db.transaction(async (tx) => {
    const movidas = await q.varrerVencidas(tx, { agora });
    for (const row of movidas) {
      await q.registrarAuditoria(tx, {
        origem: "varredura",
        usuario_id: row.usuario_id,
        acao: row.status === "suspensa" ? "suspender" : "cancelar",
        momento: agora,
        detalhes: { motivo: row.observacoes },
      });
    }
    return {
      suspensas: movidas.filter((r) => r.status === "suspensa").length,
      canceladas: movidas.filter((r) => r.status === "cancelada").length,
    };
  });
}
