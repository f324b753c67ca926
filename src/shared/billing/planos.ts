/**
 * The price table (shown on the landing and plans pages). The database holds the same rows
 * (migration 0001_planos); the server always reads prices from there.
 */
export type PeriodoPlano = "mensal" | "semestral" | "anual";

export interface PlanoInfo {
  id: string;
  nome: string;
  periodo: PeriodoPlano;
  duracaoMeses: number;
  precoMensalCentavos: number;
  valorTotalCentavos: number;
  descontoPercentual: number;
  economiaCentavos: number;
  temTesteGratis: boolean;
  nivel: number;
}

export const PLANOS: readonly PlanoInfo[] = [
  {
    id: "plano-mensal-balcao",
    nome: "Mensal",
    periodo: "mensal",
    duracaoMeses: 1,
    precoMensalCentavos: 8990,
    valorTotalCentavos: 8990,
    descontoPercentual: 0,
    economiaCentavos: 0,
    temTesteGratis: true,
    nivel: 1,
  },
  {
    id: "plano-semestral-balcao",
    nome: "Semestral",
    periodo: "semestral",
    duracaoMeses: 6,
    precoMensalCentavos: 7990,
    valorTotalCentavos: 47940,
    descontoPercentual: 11,
    economiaCentavos: 5940,
    temTesteGratis: false,
    nivel: 2,
  },
  {
    id: "plano-anual-balcao",
    nome: "Anual",
    periodo: "anual",
    duracaoMeses: 12,
    precoMensalCentavos: 6990,
    valorTotalCentavos: 83880,
    descontoPercentual: 22,
    economiaCentavos: 23880,
    temTesteGratis: false,
    nivel: 3,
  },
];

export const DIAS_TESTE_GRATIS = 7;

export function obterPlano(id: string | null | undefined): PlanoInfo | undefined {
  return PLANOS.find((p) => p.id === id);
}
