import { createHmac, randomBytes } from "node:crypto";
import type { ResultadoSandboxInput } from "@/shared/billing/schemas";
import type { Database } from "../../../db/client";
import { CobrancaEncerrada, cobrancaNaoEncontrada, ProvedorIndisponivel } from "../billing.errors";
import type { ProvedorPagamento } from "../billing.provider";
import { dataHoraEmSaoPaulo } from "../sao-paulo";
import { CABECALHO_TOKEN, exigirToken, lerEventoAsaas } from "./asaas-evento";
import * as q from "./sandbox.queries";

/**
 * The embedded provider (PAYMENT_PROVIDER=sandbox, decision 103): Balcão plays the provider's part.
 * Its charges live in sandbox_cobrancas; the checkout page (/checkout/<charge id>) shows one and offers
 * the outcomes a tester needs; each outcome changes the charge as Asaas would and delivers Asaas-shaped
 * events to our own webhook, by an HTTP request through the whole app, with the sandbox's token — so the
 * webhook cannot tell it from Asaas, and the same code path changes the subscription.
 */

/** Delivers one event body to POST /api/webhooks/pagamentos; answers the webhook's HTTP status. */
export type EntregarEvento = (corpo: unknown, headers: Record<string, string>) => Promise<number>;

export interface ProvedorSandbox extends ProvedorPagamento {
  readonly nome: "sandbox";
  obterCobranca(id: string): Promise<NonNullable<Awaited<ReturnType<typeof q.obterCobranca>>>>;
  /** Applies a checkout outcome and delivers its events; answers the charge as it ended. */
  registrarResultado(id: string, dados: ResultadoSandboxInput, agora?: Date): Promise<q.CobrancaSandbox>;
}

/** The sandbox's webhook token: derived from the auth secret, so it is never configured nor published. */
export function tokenSandbox(authSecret: string): string {
  return createHmac("sha256", authSecret).update("balcao:sandbox:webhook").digest("base64url");
}

const novoId = (prefixo: string) => `${prefixo}_sbx_${randomBytes(8).toString("hex")}`;

const PAGA = new Set(["CONFIRMED", "RECEIVED"]);
const ENCERRADA = new Set(["DELETED", "REFUNDED"]);

/** Asaas's event body for a charge as it stands. */
function eventoAsaas(tipo: string, c: q.CobrancaSandbox, agora: Date) {
  return {
    id: novoId("evt"),
    event: tipo,
    dateCreated: dataHoraEmSaoPaulo(agora),
    payment: {
      object: "payment",
      id: c.id,
      subscription: c.id_assinatura,
      customer: c.id_cliente,
      value: Number(c.valor),
      billingType: c.forma,
      status: c.status,
      dueDate: c.vencimento,
      paymentDate: c.data_pagamento ? dataHoraEmSaoPaulo(c.data_pagamento).slice(0, 10) : null,
      externalReference: c.referencia,
      invoiceUrl: `/checkout/${c.id}`,
    },
  };
}

export function criarProvedorSandbox({
  db,
  token,
  entregar,
}: {
  db: Database;
  token: string;
  entregar: EntregarEvento;
}): ProvedorSandbox {
  async function entregarTodos(eventos: unknown[]) {
    for (const corpo of eventos) {
      const status = await entregar(corpo, { [CABECALHO_TOKEN]: token });
      // The webhook answers 200 once the event is stored; anything else is a failure of our side.
      if (status !== 200) throw new ProvedorIndisponivel();
    }
  }

  return {
    nome: "sandbox",

    async criarAssinatura(pedido) {
      const cobranca = await q.inserirCobranca(db, {
        id: novoId("pay"),
        id_assinatura: novoId("sub"),
        id_cliente: novoId("cus"),
        referencia: pedido.referencia,
        valor: pedido.valor,
        forma: "UNDEFINED",
        status: "PENDING",
        vencimento: pedido.primeiroVencimento,
      });
      return {
        idCliente: cobranca.id_cliente,
        idAssinatura: cobranca.id_assinatura,
        urlPagamento: `/checkout/${cobranca.id}`,
      };
    },

    async cancelarAssinatura(idAssinatura) {
      const agora = new Date();
      const excluidas = await q.excluirCobrancasAbertas(db, { idAssinatura });
      await entregarTodos(excluidas.map((c) => eventoAsaas("PAYMENT_DELETED", c, agora)));
    },

    lerWebhook({ headers, corpo }) {
      exigirToken(headers, token);
      return lerEventoAsaas(corpo);
    },

    async obterCobranca(id) {
      const row = await q.obterCobranca(db, { id });
      if (!row) throw cobrancaNaoEncontrada();
      return row;
    },

    async registrarResultado(id, { resultado, forma }, agora = new Date()) {
      const { cobranca, eventos } = await db.transaction(async (tx) => {
        const atual = await q.travarCobranca(tx, { id });
        if (!atual) throw cobrancaNaoEncontrada();
        // Paid already (a second click, a reload): nothing changes, the buyer goes to the result.
        if (PAGA.has(atual.status)) return { cobranca: atual, eventos: [] };
        if (ENCERRADA.has(atual.status)) throw new CobrancaEncerrada();
        const mudar = (dados: Partial<q.CobrancaSandbox>) =>
          q.atualizarCobranca(tx, { id, dados: { forma, ...dados } });
        switch (resultado) {
          case "pago": {
            // A card is confirmed (Asaas pays it out later); PIX and boleto are received at once.
            const cartao = forma === "CREDIT_CARD";
            const c = await mudar({ status: cartao ? "CONFIRMED" : "RECEIVED", data_pagamento: agora });
            return {
              cobranca: c,
              eventos: [eventoAsaas(cartao ? "PAYMENT_CONFIRMED" : "PAYMENT_RECEIVED", c, agora)],
            };
          }
          case "pendente": {
            // The buyer chose how to pay (a boleto printed, a PIX code copied) and has not paid yet.
            const c = await mudar({});
            return { cobranca: c, eventos: [eventoAsaas("PAYMENT_UPDATED", c, agora)] };
          }
          case "recusado": {
            // As with Asaas, a refused card leaves the charge open: the buyer may try again.
            const c = await mudar({});
            return { cobranca: c, eventos: [eventoAsaas("PAYMENT_CREDIT_CARD_CAPTURE_REFUSED", c, agora)] };
          }
          case "vencido": {
            const c = await mudar({ status: "OVERDUE" });
            return { cobranca: c, eventos: [eventoAsaas("PAYMENT_OVERDUE", c, agora)] };
          }
        }
      });
      // After the charge is committed, as a provider calls its webhooks after its own write.
      await entregarTodos(eventos);
      return cobranca;
    },
  };
}
