import type { AssinaturaDetalhe, Pagamento } from "@/shared/billing/schemas";
import type { Database } from "../../db/client";
import { obterSessao } from "../accounts/accounts.service";
import { cancelarAssinatura } from "./assinaturas.service";
import type { ProvedorPagamento } from "./billing.provider";
import * as q from "./compras.queries";
import { formaCobranca } from "./compras.service";

/** The settings' billing area: the subscription card, the payment history and the owner's cancel. */

/** Spec §9: the payment history shows the latest 5. */
export const PAGAMENTOS_NO_HISTORICO = 5;

/** GET /api/assinatura. */
export async function obterAssinatura(
  db: Database,
  {
    usuarioId,
    provedor,
    agora = new Date(),
  }: { usuarioId: string; provedor: ProvedorPagamento["nome"]; agora?: Date },
): Promise<AssinaturaDetalhe> {
  const { assinatura: acesso } = await obterSessao(db, { usuarioId, now: agora });
  const atual = await q.obterAssinaturaDaConta(db, { usuarioId });
  const [aberta] = await q.listarComprasAbertas(db, { usuarioId, provedor });
  return {
    acesso,
    cancelamento:
      atual?.status === "ativa" && atual.data_cancelamento
        ? { data: atual.data_cancelamento.toISOString(), acesso_ate: atual.data_vencimento.toISOString() }
        : null,
    compra_pendente: aberta ? { id: aberta.id, url_pagamento: aberta.url_pagamento } : null,
  };
}

/** GET /api/assinatura/pagamentos: the latest 5, newest first. */
export async function listarPagamentos(
  db: Database,
  { usuarioId }: { usuarioId: string },
): Promise<Pagamento[]> {
  const rows = await q.listarPagamentos(db, { usuarioId, limite: PAGAMENTOS_NO_HISTORICO });
  return rows.map(({ transacao: t, plano_nome }) => ({
    id: t.id,
    plano_nome,
    valor: t.valor,
    metodo_pagamento: formaCobranca(t.metodo_pagamento),
    status: t.status,
    data_vencimento: t.data_vencimento,
    data_pagamento: t.data_pagamento?.toISOString() ?? null,
    url_fatura: t.url_fatura,
    created_at: t.created_at.toISOString(),
  }));
}

/**
 * POST /api/assinatura/cancelar ("Cancele quando quiser"): the provider stops charging first — if it
 * cannot be reached nothing changes here and the owner may try again — then the subscription is
 * cancelled at the end of the paid period (a trial not paid ends now). Purchases started and not paid
 * are cancelled at the provider too. Cancelling again changes nothing.
 */
export async function cancelarAssinaturaDaConta(
  db: Database,
  provedor: ProvedorPagamento,
  { usuarioId, agora = new Date() }: { usuarioId: string; agora?: Date },
): Promise<AssinaturaDetalhe> {
  const atual = await q.obterAssinaturaDaConta(db, { usuarioId });
  const jaCancelada = !atual || atual.status === "cancelada" || atual.data_cancelamento !== null;
  if (!jaCancelada) {
    const paga = atual.compra_id ? await q.obterCompraComPlano(db, { id: atual.compra_id }) : null;
    const abertas = await q.listarComprasAbertas(db, { usuarioId, provedor: provedor.nome });
    const daConta = [paga?.compra, ...abertas].filter((c) => c?.provedor === provedor.nome);
    for (const compra of daConta) {
      if (compra?.id_assinatura_externa) await provedor.cancelarAssinatura(compra.id_assinatura_externa);
    }
    for (const compra of abertas)
      await q.atualizarCompra(db, { id: compra.id, dados: { status: "cancelada", updated_at: agora } });
    await cancelarAssinatura(db, {
      usuarioId,
      noFimDoPeriodo: true,
      autoria: { origem: "conta", autorId: usuarioId },
      agora,
    });
  }
  return obterAssinatura(db, { usuarioId, provedor: provedor.nome, agora });
}
