/**
 * §5: a quantity added to the cart or to a tab is at least 1 and at most the product's on-screen stock.
 * Returns the message to show under the field, or null when the quantity is fine.
 */
export function erroQuantidade(valor: string, estoque: number): string | null {
  const texto = valor.trim();
  if (texto === "") return "Informe a quantidade";
  const n = Number(texto);
  if (!Number.isInteger(n)) return "Quantidade deve ser um número inteiro";
  if (n < 1) return "Quantidade deve ser maior que zero";
  if (n > estoque) return `Máximo de ${estoque} ${estoque === 1 ? "unidade" : "unidades"} em estoque`;
  return null;
}
