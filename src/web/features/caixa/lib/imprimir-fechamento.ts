import { montarFechamentoCaixa } from "@/shared/caixa/impressao";
import type { CaixaComNota } from "@/shared/caixa/schemas";
import { ESTILO_PAPEL_80MM, FalhaImpressao, imprimirEmJanela } from "@/web/lib/imprimir";
import { toast } from "@/web/lib/toast";

/**
 * The closing on the 80 mm printer (decision 162), through the app's one print window: the text of
 * `montarFechamentoCaixa` in a <pre>, as a receipt is printed. A failure never undoes the close: the
 * closing can be printed again from "Fechamentos".
 */
export const PREFIXO_JANELA_FECHAMENTO = "balcao-fechamento";

export function imprimirFechamento(nota: CaixaComNota): Promise<void> {
  return imprimirEmJanela({
    prefixo: PREFIXO_JANELA_FECHAMENTO,
    recursos: "popup=yes,width=400,height=700",
    preencher: (doc) => {
      doc.title = `Fechamento de Caixa ${nota.caixa.terminal}`;
      const estilo = doc.createElement("style");
      estilo.textContent = ESTILO_PAPEL_80MM;
      doc.head.replaceChildren(estilo);
      const pre = doc.createElement("pre");
      // As text, whatever a reason or a note contains.
      pre.textContent = montarFechamentoCaixa(nota);
      doc.body.replaceChildren(pre);
    },
    atrasoMs: 800,
    fecharAposMs: 1500,
  });
}

/** Printed with its toast; a failure says so and that the close stands. */
export async function imprimirFechamentoComAviso(
  nota: CaixaComNota,
  { aposFechar }: { aposFechar: boolean },
) {
  try {
    await imprimirFechamento(nota);
    toast.success(aposFechar ? "Caixa fechado e fechamento impresso" : "Fechamento impresso", {
      description: nota.caixa.terminal,
    });
  } catch (error) {
    const detalhe = error instanceof FalhaImpressao ? error.detalhe : "erro desconhecido";
    toast.error(aposFechar ? "Caixa fechado, mas houve erro na impressão" : "Falha na impressão térmica", {
      description: detalhe,
    });
  }
}
