/** How many days ahead an expiry date puts a product on the alert list. */
export const DIAS_AVISO_VALIDADE = 7;

/** "vence hoje", "vence amanhã", "vence em N dias". */
export function formatarVencimento(dias: number): string {
  if (dias <= 0) return "vence hoje";
  if (dias === 1) return "vence amanhã";
  return `vence em ${dias} dias`;
}

/** The PDV's note when a product on the alert list goes into the cart. */
export function formatarAvisoEstoque(produto: {
  nome: string;
  estoque_atual: number;
  nivel: "baixo" | "critico";
}) {
  const unidades = produto.estoque_atual === 1 ? "1 unidade" : `${produto.estoque_atual} unidades`;
  return produto.nivel === "critico"
    ? `Estoque crítico: ${produto.nome} tem ${unidades}.`
    : `Estoque baixo: ${produto.nome} tem ${unidades}.`;
}
