/** Names sort as a Brazilian reads them ("Água" with the A's); ties by id, so every list agrees. */
const porNome = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });

export function compararProdutos(a: { nome: string; id: string }, b: { nome: string; id: string }): number {
  return porNome.compare(a.nome, b.nome) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
