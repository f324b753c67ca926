import {
  type CompraDados,
  type Compra as CompraView,
  FORMAS_COBRANCA,
  type FormaCobranca,
  type PagamentoIniciado,
  PLANO_OBRIGATORIO,
} from "@/shared/billing/schemas";
import type { Database, DbOrTx } from "../../db/client";
import { EntradaInvalida } from "../../lib/errors";
import { obterPlanoAtivo } from "../accounts/accounts.queries";
import { isEmailDeEquipe } from "../equipe/equipe.queries";
import { compraNaoEncontrada, EmailDeEquipe } from "./billing.errors";
import type { PedidoAssinatura, ProvedorPagamento } from "./billing.provider";
import * as q from "./compras.queries";
import { obterPerfil } from "./pagamentos.queries";
import { diaEmSaoPaulo } from "./sao-paulo";

/**
 * Buying a plan: a purchase (compras) on our side and a subscription at the provider, whose first charge
 * the buyer pays at `url_pagamento`. Nothing here activates anything: only the provider's confirmed
 * payment does, through the webhook (pagamentos.service.ts).
 */

type Plano = NonNullable<Awaited<ReturnType<typeof obterPlanoAtivo>>>;

const CICLO: Record<number, PedidoAssinatura["ciclo"]> = { 1: "MONTHLY", 6: "SEMIANNUALLY", 12: "YEARLY" };

async function planoAVenda(db: Database, planoId: string): Promise<Plano> {
  const plano = await obterPlanoAtivo(db, { planoId });
  if (!plano || !CICLO[plano.duracao_meses]) throw new EntradaInvalida({ planoId: PLANO_OBRIGATORIO });
  return plano;
}

/**
 * The purchase row first (its id is the provider's externalReference), then the provider's
 * subscription. A provider that fails leaves the purchase cancelled and the buyer may try again.
 */
async function iniciarCompra(
  db: Database,
  provedor: ProvedorPagamento,
  {
    plano,
    cliente,
    usuarioId,
    primeiroVencimento,
  }: {
    plano: Plano;
    cliente: { email: string; nomeEstabelecimento: string; cnpjCpf: string; telefone: string | null };
    usuarioId: string | null;
    primeiroVencimento: string;
  },
): Promise<PagamentoIniciado> {
  const compra = await q.inserirCompra(db, {
    plano_id: plano.id,
    usuario_id: usuarioId,
    email: cliente.email,
    nome_estabelecimento: cliente.nomeEstabelecimento,
    cnpj_cpf: cliente.cnpjCpf,
    telefone: cliente.telefone,
    provedor: provedor.nome,
    status: "aguardando",
  });
  try {
    const criada = await provedor.criarAssinatura({
      referencia: compra.id,
      cliente: {
        nome: cliente.nomeEstabelecimento,
        cpfCnpj: cliente.cnpjCpf,
        email: cliente.email,
        telefone: cliente.telefone,
        referencia: usuarioId ?? compra.id,
      },
      valor: plano.valor_total,
      ciclo: CICLO[plano.duracao_meses]!,
      descricao: `Balcão — Plano ${plano.nome}`,
      primeiroVencimento,
    });
    await q.atualizarCompra(db, {
      id: compra.id,
      dados: {
        id_cliente_externo: criada.idCliente,
        id_assinatura_externa: criada.idAssinatura,
        url_pagamento: criada.urlPagamento,
        updated_at: new Date(),
      },
    });
    return { compra_id: compra.id, url_pagamento: criada.urlPagamento };
  } catch (error) {
    await q.atualizarCompra(db, { id: compra.id, dados: { status: "cancelada", updated_at: new Date() } });
    throw error;
  }
}

/**
 * POST /api/compras: pay first, no account yet; the first charge is due today. The e-mail of a staff
 * login is refused before anything is charged: it cannot become an account's login too.
 */
export async function criarCompra(
  db: Database,
  provedor: ProvedorPagamento,
  { dados, agora = new Date() }: { dados: CompraDados; agora?: Date },
): Promise<PagamentoIniciado> {
  if (await isEmailDeEquipe(db, { email: dados.email })) throw new EmailDeEquipe();
  return planoAVenda(db, dados.planoId).then((plano) =>
    iniciarCompra(db, provedor, {
      plano,
      cliente: {
        email: dados.email,
        nomeEstabelecimento: dados.nomeEstabelecimento,
        cnpjCpf: dados.cnpjCpf,
        telefone: dados.telefone,
      },
      usuarioId: null,
      primeiroVencimento: diaEmSaoPaulo(agora),
    }),
  );
}

/**
 * POST /api/assinatura/pagar: the signed-in owner pays a plan — the trial's, a renewal or an upgrade.
 * The first charge falls due when what the account has runs out (the trial's end, the paid period's
 * due date), today when nothing is left; paying before that is paying early (decision 102). A purchase
 * of the same plan started and not paid yet is resumed rather than started again.
 */
export async function pagarPlano(
  db: Database,
  provedor: ProvedorPagamento,
  { usuarioId, planoId, agora = new Date() }: { usuarioId: string; planoId: string; agora?: Date },
): Promise<PagamentoIniciado> {
  const plano = await planoAVenda(db, planoId);
  const aberta = (await q.listarComprasAbertas(db, { usuarioId, provedor: provedor.nome })).find(
    (c) => c.plano_id === plano.id,
  );
  // One purchase waiting at a time: the others (another plan, an overdue charge) stop at the provider.
  await cancelarComprasNaoPagas(db, provedor, { usuarioId, exceto: aberta?.id, agora });
  if (aberta?.url_pagamento) return { compra_id: aberta.id, url_pagamento: aberta.url_pagamento };

  const perfil = await obterPerfil(db, { usuarioId });
  if (!perfil) throw compraNaoEncontrada();
  const assinatura = await q.obterAssinaturaDaConta(db, { usuarioId });
  let ate = agora;
  if (assinatura?.status === "ativa" && !assinatura.data_cancelamento) ate = assinatura.data_vencimento;
  if (assinatura?.status === "pendente" && perfil.em_periodo_teste && perfil.data_fim_teste)
    ate = perfil.data_fim_teste;
  return iniciarCompra(db, provedor, {
    plano,
    cliente: {
      email: perfil.email,
      nomeEstabelecimento: perfil.nome_estabelecimento,
      cnpjCpf: perfil.cnpj_cpf ?? "",
      telefone: perfil.telefone,
    },
    usuarioId,
    primeiroVencimento: diaEmSaoPaulo(ate > agora ? ate : agora),
  });
}

/**
 * The account's purchases never paid are cancelled at the provider (which would otherwise keep issuing
 * their charges) and here. A provider that cannot be reached stops it with nothing half done here.
 */
export async function cancelarComprasNaoPagas(
  db: Database,
  provedor: ProvedorPagamento,
  { usuarioId, exceto, agora }: { usuarioId: string; exceto?: string; agora: Date },
) {
  const naoPagas = await q.listarComprasNaoPagas(db, { usuarioId, provedor: provedor.nome });
  for (const compra of naoPagas.filter((c) => c.id !== exceto)) {
    if (compra.id_assinatura_externa) await provedor.cancelarAssinatura(compra.id_assinatura_externa);
    await q.atualizarCompra(db, { id: compra.id, dados: { status: "cancelada", updated_at: agora } });
  }
}

/** The provider's billingType as the API answers it; one it adds later reads as "to be chosen". */
export function formaCobranca(texto: string): FormaCobranca {
  return (FORMAS_COBRANCA as readonly string[]).includes(texto) ? (texto as FormaCobranca) : "UNDEFINED";
}

/** GET /api/compras/:id: what the result pages show, as the server knows it. */
export async function obterCompra(db: Database, { id }: { id: string }): Promise<CompraView> {
  const row = await q.obterCompraComPlano(db, { id });
  if (!row) throw compraNaoEncontrada();
  const { compra, plano } = row;
  const transacao = await q.obterUltimaTransacao(db, { compraId: id });
  const aPagar =
    compra.status === "aguardando" || compra.status === "recusada" || compra.status === "vencida";
  return {
    id: compra.id,
    status: compra.status,
    plano: { id: plano.id, nome: plano.nome, duracao_meses: plano.duracao_meses },
    valor_total: plano.valor_total,
    valor_mensal: plano.preco_mensal,
    url_pagamento: aPagar ? compra.url_pagamento : null,
    pagamento: transacao
      ? {
          status: transacao.status,
          metodo_pagamento: formaCobranca(transacao.metodo_pagamento),
          data_vencimento: transacao.data_vencimento,
          url_fatura: transacao.url_fatura,
        }
      : null,
    conta_criada: compra.conta_criada_em !== null,
  };
}

/** A pay-first checkout left unpaid this long is abandoned (a boleto is due in 3 business days). */
export const DIAS_ATE_ABANDONO = 7;

/**
 * The daily job: pay-first purchases unpaid after DIAS_ATE_ABANDONO days are cancelled, here and at the
 * provider. The purchases are chosen in the job's transaction; the provider is called after its commit
 * (returned function), each purchase marked only once its provider subscription is gone, so a provider
 * that fails leaves it for the next run.
 */
export async function encerrarComprasAbandonadas(
  tx: DbOrTx,
  { db, provedor, agora }: { db: Database; provedor: ProvedorPagamento; agora: Date },
): Promise<() => Promise<void>> {
  const antesDe = new Date(agora.getTime() - DIAS_ATE_ABANDONO * 24 * 60 * 60 * 1000);
  const abandonadas = (await q.travarComprasAbandonadas(tx, { antesDe })).filter(
    (c) => c.provedor === provedor.nome,
  );
  return async () => {
    for (const compra of abandonadas) {
      if (compra.id_assinatura_externa) await provedor.cancelarAssinatura(compra.id_assinatura_externa);
      await q.cancelarSeNaoPaga(db, { id: compra.id, agora });
    }
  };
}
