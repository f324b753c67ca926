import type { Categoria } from "@/shared/catalog/categorias";
import type { FormaPagamento, FormaPagamentoComanda } from "@/shared/pos/formas-pagamento";
import type { DemoProduto } from "./demo-data";

/** Days of sales before the seed's moment, today's so far included. */
export const DIAS_DE_HISTORICO = 30;

export interface VendaPlanejada {
  quando: Date;
  forma_pagamento: FormaPagamento;
  itens: ItemPlanejado[];
}

/** A product name from DEMO_PRODUTOS with its quantity. */
export interface ItemPlanejado {
  nome: string;
  quantidade: number;
}

/** What left the stock at a moment: a direct sale, or a tab when it closed. */
export interface SaidaPlanejada {
  quando: Date;
  itens: ItemPlanejado[];
}

/** How often a category turns up in a bar's sale, and how many units of it a line takes at most. */
const CATEGORIAS: Partial<Record<Categoria, { peso: number; maximo: number }>> = {
  Cerveja: { peso: 12, maximo: 6 },
  Refrigerante: { peso: 4, maximo: 3 },
  Petisco: { peso: 5, maximo: 2 },
  Suco: { peso: 2, maximo: 2 },
  Energético: { peso: 1, maximo: 2 },
  Destilado: { peso: 1, maximo: 1 },
  Vinho: { peso: 1, maximo: 1 },
};

/** The methods both a sale and a tab take, with how often customers choose them. */
const FORMAS: [FormaPagamentoComanda, number][] = [
  ["pix", 40],
  ["cartao_debito", 25],
  ["cartao_credito", 20],
  ["dinheiro", 15],
];

/** Sales per day, Sunday first: the weekend is the bar's busy time. */
const VENDAS_POR_DIA = [6, 3, 3, 3, 5, 8, 10];

/** São Paulo is UTC−3 all year (no daylight saving since 2019). */
const SAO_PAULO_MS = -3 * 3600_000;
export const HORA_MS = 3600_000;
export const MINUTO_MS = 60_000;

/** Midnight in São Paulo `dia` days before `now`'s day (0: today), in UTC milliseconds. */
export function meiaNoite(now: Date, dia: number): number {
  const hojeSp = new Date(now.getTime() + SAO_PAULO_MS);
  const hoje = Date.UTC(hojeSp.getUTCFullYear(), hojeSp.getUTCMonth(), hojeSp.getUTCDate()) - SAO_PAULO_MS;
  return hoje - dia * 24 * HORA_MS;
}

/** The weekday in São Paulo (0 is Sunday) of a day given by its midnight. */
export function diaDaSemana(meiaNoiteDoDia: number): number {
  return new Date(meiaNoiteDoDia + 12 * HORA_MS + SAO_PAULO_MS).getUTCDay();
}

/** A seeded draw: numbers in [0, 1) and weighted picks, the same on every machine and run. */
export function sorteador(semente: number) {
  const numero = mulberry32(semente);
  const escolher = <T>(itens: T[], pesos: number[]): T => {
    let sorteio = numero() * pesos.reduce((a, b) => a + b, 0);
    for (let i = 0; i < itens.length; i++) {
      sorteio -= pesos[i]!;
      if (sorteio < 0) return itens[i]!;
    }
    return itens[itens.length - 1]!;
  };
  return { numero, escolher };
}
export type Sorteador = ReturnType<typeof sorteador>;

/**
 * The bar's sellable products: the categories above, without those the price list has at their critical
 * level (5 or fewer): the stock screen's critical ones are the bar's rarely sold leftovers.
 */
export function produtosVendaveis(produtos: DemoProduto[]): DemoProduto[] {
  return produtos.filter((p) => CATEGORIAS[p.categoria as Categoria] && p.estoque_atual! > 5);
}

/** One to three drawn lines of what a bar sells, the same product added up into one line. */
export function linhasSorteadas(sorteio: Sorteador, vendaveis: DemoProduto[]): Map<string, number> {
  const pesos = vendaveis.map((p) => CATEGORIAS[p.categoria as Categoria]!.peso);
  const linhas = new Map<string, number>();
  const quantasLinhas = 1 + Math.floor(sorteio.numero() * 3);
  for (let i = 0; i < quantasLinhas; i++) {
    const produto = sorteio.escolher(vendaveis, pesos);
    const maximo = CATEGORIAS[produto.categoria as Categoria]!.maximo;
    linhas.set(produto.nome, (linhas.get(produto.nome) ?? 0) + 1 + Math.floor(sorteio.numero() * maximo));
  }
  return linhas;
}

/** A payment method as a bar's customers choose them. */
export function formaSorteada(sorteio: Sorteador): FormaPagamentoComanda {
  return sorteio.escolher(
    FORMAS.map(([f]) => f),
    FORMAS.map(([, peso]) => peso),
  );
}

/**
 * The demo's last month of direct sales, always the same for the same moment: a seeded draw picks the
 * products, quantities and payment methods; sales fall between 17h and 23h of São Paulo, and today's only
 * up to `now`.
 */
export function planejarHistorico(produtos: DemoProduto[], now: Date): VendaPlanejada[] {
  const sorteio = sorteador(20260101);
  const vendaveis = produtosVendaveis(produtos);
  const vendas: VendaPlanejada[] = [];
  for (let dia = DIAS_DE_HISTORICO - 1; dia >= 0; dia--) {
    const inicio = meiaNoite(now, dia);
    const quantas = VENDAS_POR_DIA[diaDaSemana(inicio)]!;
    const horarios = Array.from(
      { length: quantas },
      () => inicio + (17 + sorteio.numero() * 6) * HORA_MS,
    ).sort((a, b) => a - b);
    for (const horario of horarios) {
      const linhas = linhasSorteadas(sorteio, vendaveis);
      const forma = formaSorteada(sorteio);
      if (horario > now.getTime()) continue;
      vendas.push({
        quando: new Date(horario),
        forma_pagamento: forma,
        itens: itensDe(linhas),
      });
    }
  }
  return vendas;
}

/** Lines as the services take them. */
export function itensDe(linhas: Map<string, number>): ItemPlanejado[] {
  return [...linhas].map(([nome, quantidade]) => ({ nome, quantidade }));
}

/** Units of each product these lines sell. */
export function unidadesVendidas(itens: ItemPlanejado[]): Map<string, number> {
  const total = new Map<string, number>();
  for (const { nome, quantidade } of itens) total.set(nome, (total.get(nome) ?? 0) + quantidade);
  return total;
}

/** A small seeded generator: the same sequence on every machine and run. */
function mulberry32(semente: number): () => number {
  let a = semente;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
