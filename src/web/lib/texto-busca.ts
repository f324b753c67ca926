/**
 * Text as a search box compares it: lower case, without accents, spaces collapsed. "Água Crystal"
 * and "agua  crystal" become the same string. The same rule for every list the app filters in the page.
 */
export function normalizarBusca(texto: string): string {
  return texto.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** The words of a query; a row matches when it contains every one of them, in any order. */
export function termosDeBusca(consulta: string): string[] {
  const texto = normalizarBusca(consulta);
  return texto === "" ? [] : texto.split(" ");
}
