import type { NotaImpressao } from "@/shared/pos/schemas";
import { FalhaImpressao } from "@/web/lib/imprimir";
import { imprimirNota, MENSAGEM_FALHA_IMPRESSAO } from "./imprimir-nota";
import { toast } from "./toast";

/**
 * The toasts around a print (§8). A print failure never undoes what was sold: the sale or the tab is
 * already recorded when these run, and any receipt can be printed again from "Últimas vendas" or
 * "Comandas fechadas".
 */

const detalhe = (error: unknown) =>
  error instanceof FalhaImpressao ? error.detalhe : error instanceof Error ? error.message : undefined;

/** After a direct sale: "Nota impressa", or the warning that the sale stands. */
export async function imprimirNotaDaVenda(nota: NotaImpressao): Promise<void> {
  try {
    await imprimirNota(nota);
    toast.success("Nota impressa", { description: "Recibo enviado para impressora térmica" });
  } catch (error) {
    toast.warning("Venda finalizada, mas houve erro na impressão", {
      description: `${MENSAGEM_FALHA_IMPRESSAO}: ${detalhe(error) ?? "erro desconhecido"}`,
    });
  }
}

/** After a tab is closed: one success toast saying whether the note printed, plus a warning if not. */
export async function imprimirNotaDaComanda(nota: NotaImpressao): Promise<void> {
  try {
    await imprimirNota(nota);
    toast.success("Comanda fechada e nota impressa!");
  } catch (error) {
    toast.success("Comanda fechada com sucesso!");
    toast.warning("Houve erro na impressão da nota", {
      description: `${MENSAGEM_FALHA_IMPRESSAO}: ${detalhe(error) ?? "erro desconhecido"}`,
    });
  }
}

/** A reprint: nothing was sold now, so a failure is an error toast. */
export async function reimprimirNota(nota: NotaImpressao): Promise<void> {
  try {
    await imprimirNota(nota);
    toast.success("Nota impressa", { description: "Recibo enviado para impressora térmica" });
  } catch (error) {
    toast.error(MENSAGEM_FALHA_IMPRESSAO, { description: detalhe(error) });
  }
}

/** An open tab's pre-bill (decision 154): printed for the table to check; nothing was charged. */
export async function imprimirConferencia(nota: NotaImpressao): Promise<void> {
  try {
    await imprimirNota(nota);
    toast.success("Conferência impressa", { description: "Não é comprovante de pagamento" });
  } catch (error) {
    toast.error(MENSAGEM_FALHA_IMPRESSAO, { description: detalhe(error) });
  }
}
