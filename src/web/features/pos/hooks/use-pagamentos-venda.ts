import { useState } from "react";
import { fromCentavos, toCentavos } from "@/shared/money";
import { calcularTaxaServico } from "@/shared/pos/conta";
import type { FormaPagamento } from "@/shared/pos/formas-pagamento";
import type { PagamentoVendaInput, TaxasConta } from "@/shared/pos/pagamentos";
import type { PagamentoFeito } from "../components/conta/pagamentos-feitos";
import type { CarrinhoPdv } from "./use-carrinho";
import { useNovoPagamento } from "./use-novo-pagamento";

/**
 * The direct sale's payments (decision 152), kept on the page until "Confirmar Venda" sends them all in
 * the sale's one request: the service charge when the settings put it on direct sales (removable in
 * one click), the parts added so far, and the one being filled in, whose method is the cart's.
 */
export function usePagamentosVenda(carrinho: CarrinhoPdv, taxas: TaxasConta | undefined) {
  const { estado, dispatch, totais } = carrinho;
  const [cobrarTaxa, setCobrarTaxa] = useState(true);
  const [feitos, setFeitos] = useState<PagamentoFeito[]>([]);

  const percentual = taxas?.taxa_servico_venda_direta ? taxas.taxa_servico_percentual : "0.00";
  const comTaxa = percentual !== "0.00";
  const taxaServico = calcularTaxaServico(totais.total, percentual);
  const aPagar = totais.total + (comTaxa && cobrarTaxa ? taxaServico : 0);
  const pago = feitos.reduce((soma, p) => soma + toCentavos(p.valor), 0);
  const falta = Math.max(aPagar - pago, 0);
  const pagamento = useNovoPagamento<FormaPagamento>(falta, estado.formaPagamento, {
    forma: estado.formaPagamento,
    setForma: (forma) => dispatch({ tipo: "definirFormaPagamento", formaPagamento: forma }),
  });

  /** The part being filled in joins the list; the next one starts at what is left. */
  const adicionar = () => {
    const { valor, recebido, troco, forma } = pagamento;
    if (valor === null || pagamento.erro) return;
    setFeitos((lista) => [
      ...lista,
      {
        id: crypto.randomUUID(),
        forma_pagamento: forma,
        valor: fromCentavos(valor),
        valor_recebido: recebido === null ? null : fromCentavos(recebido),
        troco: fromCentavos(troco ?? 0),
      },
    ]);
    pagamento.limpar();
  };

  /**
   * What the sale sends: a sale paid at once by one method without change sends only its method, as
   * before (the server prices it); anything else sends every part, which must add up to the total.
   */
  const corpo = (): { pagamentos?: PagamentoVendaInput[]; cobrar_taxa_servico?: boolean } => {
    const { valor, recebido, forma } = pagamento;
    const atual =
      valor !== null && valor > 0
        ? [
            {
              forma_pagamento: forma,
              valor: fromCentavos(valor),
              valor_recebido: recebido === null ? null : fromCentavos(recebido),
            },
          ]
        : [];
    const todos = [
      ...feitos.map((p) => ({
        forma_pagamento: p.forma_pagamento,
        valor: p.valor,
        valor_recebido: p.valor_recebido,
      })),
      ...atual,
    ];
    const taxa = comTaxa && !cobrarTaxa ? { cobrar_taxa_servico: false } : {};
    // Nothing to pay (a full discount) or one part in the cart's method: the sale's method says it all.
    if (feitos.length === 0 && (atual.length === 0 || atual[0]!.valor_recebido === null)) return taxa;
    return { ...taxa, pagamentos: todos };
  };

  return {
    pagamento,
    feitos,
    remover: (id: string) => setFeitos((lista) => lista.filter((p) => p.id !== id)),
    adicionar,
    corpo,
    taxa: comTaxa ? { percentual, valor: taxaServico, cobrada: cobrarTaxa } : null,
    alternarTaxa: () => setCobrarTaxa((c) => !c),
    aPagar,
    falta,
    /** After a sale: nothing kept for the next one. */
    limpar: () => {
      setFeitos([]);
      setCobrarTaxa(true);
      pagamento.limpar();
    },
  };
}

export type PagamentosVenda = ReturnType<typeof usePagamentosVenda>;
