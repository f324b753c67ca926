import { txidDaVenda, txidDoNumero } from "@/shared/pix/txid";
import type { Pagamento } from "@/shared/pos/pagamentos";
import type { Comanda, NotaImpressao, Venda } from "@/shared/pos/schemas";
import { type Conta, pixDaNota } from "./pdv.service";

/**
 * The printable notes (decision 033) of a sale and of a tab, with the bill's lines of decisions
 * 150–154: the service charge and the couvert when charged, every payment with its change, and, for an
 * open tab, the pre-bill ("conferência").
 */

const temValor = (valor: string) => valor !== "0.00";

function pagamentosDaNota(pagamentos: readonly Pagamento[]): NotaImpressao["pagamentos"] {
  return pagamentos.map((p) => ({
    formaPagamento: p.forma_pagamento,
    valor: p.valor,
    valorRecebido: p.valor_recebido,
    troco: p.troco,
  }));
}

/**
 * The receipt's QR (decision 137) is for a bill paid by one PIX payment: its amount, with the txid the
 * screen showed. A bill paid in several parts showed each PIX part's QR on screen when it was paid; the
 * receipt, printed after, charges nothing more.
 */
function pixDoRecibo(conta: Conta, pagamentos: readonly Pagamento[], txid: string) {
  const [unico] = pagamentos;
  if (pagamentos.length !== 1 || !unico) return null;
  return pixDaNota(conta, { forma: unico.forma_pagamento, total: unico.valor, txid });
}

/** The sale's PIX txid: from the key the till made before the sale had a number (decision 137). */
const txidDe = (venda: Venda, chave: string | null) =>
  chave ? txidDaVenda(chave) : txidDoNumero(venda.numero_venda);

export function notaDaVenda(venda: Venda, conta: Conta, chave: string | null): NotaImpressao {
  return {
    tipo: "venda_direta",
    dataHora: venda.data_venda,
    ...conta.estabelecimento,
    numeroVenda: venda.numero_venda,
    numeroComanda: null,
    numeroMesa: null,
    nomeCliente: null,
    telefoneCliente: null,
    itens: venda.itens.map((i) => ({
      nome: i.produto.nome,
      preco: i.preco_unitario,
      quantidade: i.quantidade,
      total: i.subtotal,
      observacoes: null,
    })),
    subtotal: venda.subtotal,
    desconto: venda.desconto,
    taxaServico: temValor(venda.taxa_servico)
      ? { percentual: venda.taxa_servico_percentual, valor: venda.taxa_servico }
      : null,
    couvert: null,
    total: venda.total_a_pagar,
    formaPagamento: venda.forma_pagamento === "multiplas" ? null : venda.forma_pagamento,
    pagamentos: pagamentosDaNota(venda.pagamentos),
    conferencia: null,
    observacoes: venda.observacoes,
    cancelamento:
      venda.cancelada_em && venda.motivo_cancelamento
        ? { dataHora: venda.cancelada_em, motivo: venda.motivo_cancelamento }
        : null,
    pixCopiaECola: pixDoRecibo(conta, venda.pagamentos, txidDe(venda, chave)),
  };
}

/** A tab's note: the receipt of a closed one, or an open one's pre-bill, dated when it is asked for. */
export function notaDaComanda(comanda: Comanda, conta: Conta, now: Date): NotaImpressao {
  const aberta = comanda.status === "aberta";
  return {
    tipo: "comanda",
    dataHora: comanda.data_fechamento ?? now.toISOString(),
    ...conta.estabelecimento,
    numeroVenda: null,
    numeroComanda: comanda.numero_comanda,
    numeroMesa: comanda.mesa?.numero_mesa ?? null,
    nomeCliente: comanda.cliente_nome,
    telefoneCliente: comanda.cliente_telefone,
    itens: comanda.itens.map((i) => ({
      nome: i.produto.nome,
      preco: i.preco_unitario,
      quantidade: i.quantidade,
      total: i.subtotal,
      observacoes: i.observacoes,
    })),
    subtotal: comanda.subtotal,
    desconto: comanda.desconto,
    taxaServico: temValor(comanda.taxa_servico)
      ? { percentual: comanda.taxa_servico_percentual, valor: comanda.taxa_servico }
      : null,
    couvert: temValor(comanda.couvert)
      ? { pessoas: comanda.pessoas, valorPorPessoa: comanda.couvert_por_pessoa, valor: comanda.couvert }
      : null,
    total: comanda.total_a_pagar,
    formaPagamento:
      comanda.forma_pagamento === "multiplas" || aberta ? null : (comanda.forma_pagamento ?? null),
    pagamentos: pagamentosDaNota(comanda.pagamentos),
    conferencia: aberta ? { pessoas: comanda.pessoas } : null,
    observacoes: null,
    cancelamento:
      comanda.cancelada_em && comanda.motivo_cancelamento
        ? { dataHora: comanda.cancelada_em, motivo: comanda.motivo_cancelamento }
        : null,
    pixCopiaECola: aberta
      ? null
      : pixDoRecibo(conta, comanda.pagamentos, txidDoNumero(comanda.numero_comanda)),
  };
}
