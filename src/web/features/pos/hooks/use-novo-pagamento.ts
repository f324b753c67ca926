import { useCallback, useState } from "react";
import { fromCentavos } from "@/shared/money";
import { calcularTroco } from "@/shared/pos/conta";
import type { FormaPagamento } from "@/shared/pos/formas-pagamento";
import { formatarDinheiroParaCampo } from "@/web/lib/format";
import { valorDigitado } from "../lib/carrinho";

export type ModoDivisao = "igual" | "itens" | null;

/** Centavos as a Brazilian types them in a field: 3334 → "33,34". */
export const centavosParaCampo = (centavos: number) => formatarDinheiroParaCampo(fromCentavos(centavos));

/**
 * The payment being filled in (decision 152): its method, its amount — what is left to pay until the
 * person types another, or picks a share of a split — and, for cash, what was handed over and the
 * change. `falta` is what is left of the bill now, in centavos.
 */
export function useNovoPagamento<F extends FormaPagamento>(
  falta: number,
  formaInicial: F,
  /** A method kept elsewhere (the direct sale's cart keeps it, §4), instead of here. */
  controle?: { forma: F; setForma: (forma: F) => void },
) {
  const [formaPropria, setFormaPropria] = useState<F>(formaInicial);
  const forma = controle?.forma ?? formaPropria;
  const setForma = controle?.setForma ?? setFormaPropria;
  /** null: the amount follows what is left; a text: the person's (or a split's) amount. */
  const [valorTexto, setValorTexto] = useState<string | null>(null);
  const [recebidoTexto, setRecebidoTexto] = useState("");
  /** The split helper open, kept here so a layout change (a tablet turned) does not close it. */
  const [divisao, setDivisao] = useState<ModoDivisao>(null);

  // Stable, so the split helpers can set it from their effects.
  const definirValor = useCallback((centavos: number) => setValorTexto(centavosParaCampo(centavos)), []);
  const valor = valorTexto === null ? falta : valorDigitado(valorTexto);
  const recebido = forma === "dinheiro" ? valorDigitado(recebidoTexto) : null;
  const troco = valor !== null && recebido !== null ? calcularTroco(valor, recebido) : null;

  let erro: string | null = null;
  if (valor === null || valor <= 0) erro = "Informe o valor do pagamento";
  else if (valor > falta) erro = `O valor passa do que falta pagar`;
  else if (recebido !== null && troco === null) erro = "O valor recebido é menor que o valor do pagamento";

  return {
    forma,
    setForma,
    valorTexto: valorTexto ?? (falta > 0 ? centavosParaCampo(falta) : ""),
    setValorTexto,
    /** A split's share: the amount is set for the person, who can still change it. */
    definirValor,
    /** The amount follows what is left (nobody typed one and no split set one since the last payment). */
    seguindoFalta: valorTexto === null,
    recebidoTexto,
    setRecebidoTexto,
    divisao,
    setDivisao,
    valor,
    recebido,
    troco,
    erro,
    /** Whether this payment pays the rest of the bill (and so closes the tab or confirms the sale). */
    quita: erro === null && valor === falta,
    /** After a payment: the amount follows what is left again, the cash field empties, the method stays. */
    limpar: () => {
      setValorTexto(null);
      setRecebidoTexto("");
    },
  };
}

export type NovoPagamento<F extends FormaPagamento = FormaPagamento> = ReturnType<typeof useNovoPagamento<F>>;
