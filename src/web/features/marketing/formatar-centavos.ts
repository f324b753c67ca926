/**
 * The landing's own BRL formatter, the same Intl format as `formatarCentavos` in shared/money (a test
 * keeps them equal). The landing only shows a few fixed amounts: importing shared/money would bring its
 * parsing along to the page's download, wrapped as a module shared with the app's chunks.
 */
const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** R$ 1.234,56 */
export function formatarCentavos(centavos: number): string {
  return brl.format(centavos / 100);
}
