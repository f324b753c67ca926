import { fromCentavos } from "../money";
import { FORMAS_PAGAMENTO, type FormaPagamento } from "../pos/formas-pagamento";
import type { ResumoCaixa, TipoMovimento } from "./schemas";

/**
 * The figures of a shift (decision 162), in integer centavos, as the server reads them from the
 * payments attached to the caixa and its movements; `resumirCaixa` makes the expected amount of each
 * method and, once counted, the difference. Pure, so the close, the screen and the paper agree.
 */
export interface FigurasCaixa {
  fundo: number;
  /** Per method: how many payments, what came in (cash handed over, or the amount) and the change. */
  pagamentos: Partial<Record<FormaPagamento, { quantidade: number; recebido: number; troco: number }>>;
  movimentos: readonly { tipo: TipoMovimento; forma_pagamento: FormaPagamento; valor: number }[];
  /** What the cashier counted; null while the caixa is open. */
  contado: Record<FormaPagamento, number> | null;
  /** What the close recorded as expected: a closed caixa keeps it; null computes it (open). */
  esperado?: Record<FormaPagamento, number> | null;
  vendas: number;
  comandas: number;
  taxaServico: number;
  couvert: number;
}

const somar = (movimentos: FigurasCaixa["movimentos"], tipo: TipoMovimento, forma?: FormaPagamento) =>
  movimentos
    .filter((m) => m.tipo === tipo && (forma === undefined || m.forma_pagamento === forma))
    .reduce((total, m) => total + m.valor, 0);

/**
 * Expected per method: cash is the float + what was handed over − the change + suprimentos − sangrias
 * − cash given back for cancelled bills; every other method is what it took in less what it gave back.
 */
export function esperadoPorForma(f: FigurasCaixa): Record<FormaPagamento, number> {
  const esperado = {} as Record<FormaPagamento, number>;
  for (const forma of FORMAS_PAGAMENTO) {
    const pago = f.pagamentos[forma];
    const entrou = (pago?.recebido ?? 0) - (pago?.troco ?? 0) - somar(f.movimentos, "estorno", forma);
    esperado[forma] =
      forma === "dinheiro"
        ? f.fundo + entrou + somar(f.movimentos, "suprimento") - somar(f.movimentos, "sangria")
        : entrou;
  }
  return esperado;
}

export function resumirCaixa(f: FigurasCaixa): ResumoCaixa {
  const esperado = f.esperado ?? esperadoPorForma(f);
  let totalEsperado = 0;
  let totalContado = 0;
  const linhas = FORMAS_PAGAMENTO.map((forma) => {
    const pago = f.pagamentos[forma];
    const contado = f.contado?.[forma] ?? null;
    totalEsperado += esperado[forma];
    totalContado += contado ?? 0;
    return {
      forma_pagamento: forma,
      pagamentos: pago?.quantidade ?? 0,
      recebido: fromCentavos(pago?.recebido ?? 0),
      troco: fromCentavos(pago?.troco ?? 0),
      estornos: fromCentavos(somar(f.movimentos, "estorno", forma)),
      esperado: fromCentavos(esperado[forma]),
      contado: contado === null ? null : fromCentavos(contado),
      diferenca: contado === null ? null : fromCentavos(contado - esperado[forma]),
    };
  });
  const fechado = f.contado !== null;
  return {
    linhas,
    suprimentos: fromCentavos(somar(f.movimentos, "suprimento")),
    sangrias: fromCentavos(somar(f.movimentos, "sangria")),
    total_esperado: fromCentavos(totalEsperado),
    total_contado: fechado ? fromCentavos(totalContado) : null,
    diferenca: fechado ? fromCentavos(totalContado - totalEsperado) : null,
    vendas: f.vendas,
    comandas: f.comandas,
    taxa_servico: fromCentavos(f.taxaServico),
    couvert: fromCentavos(f.couvert),
  };
}

/**
 * The methods a closing shows: cash, PIX and the cards always (the drawer and the card machine are
 * counted even on a quiet night); transfers, which only a direct sale takes, when they moved or were
 * counted.
 */
export function linhasVisiveis(resumo: ResumoCaixa): ResumoCaixa["linhas"] {
  return resumo.linhas.filter(
    (l) =>
      l.forma_pagamento !== "transferencia" ||
      l.pagamentos > 0 ||
      l.esperado !== "0.00" ||
      (l.contado ?? "0.00") !== "0.00",
  );
}
