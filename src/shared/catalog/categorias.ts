/** The product categories, one list for the database, the forms and the filters. */
export const CATEGORIAS = [
  "Cerveja",
  "Refrigerante",
  "Água",
  "Energético",
  "Suco",
  "Vinho",
  "Destilado",
  "Petisco",
  "Outros",
] as const;

export type Categoria = (typeof CATEGORIAS)[number];
