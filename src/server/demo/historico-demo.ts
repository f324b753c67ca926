import type { Categoria } from "@/shared/catalog/categorias";
import type { FormaPagamento } from "@/shared/pos/formas-pagamento";
import type { DemoProduto } from "./demo-data";

/** Days of sales before the seed's moment, today's so far included. */
export const DIAS_DE_HISTORICO = 30;

export interface VendaPlanejada {
  quando: Date;
  forma_pagamento: FormaPagamento;
  /** Product names from DEMO_PRODUTOS, each with its quantity. */
  itens: { nome: string; quantidade: number }[];
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

const FORMAS: [FormaPagamento, number][] = [
  ["pix", 40],
  ["cartao_debito", 25],
  ["cartao_credito", 20],
  ["dinheiro", 15],
];

/** Sales per day, Sunday first: the weekend is the bar's busy time. */
const VENDAS_POR_DIA = [6, 3, 3, 3, 5, 8, 10];

/** São Paulo is UTC−3 all year (no daylight saving since 2019). */
const SAO_PAULO_MS = -3 * 3600_000;
const HORA_MS = 3600_000;

/**
 * The demo's last month of sales, always the same for the same moment: a seeded generator picks the
 * products, quantities and payment methods; sales fall between 17h and 23h of São Paulo, and today's only
 * up to `now`. Products the price list has at their critical level (5 or fewer) are not sold: the
 * stock screen's critical ones are the bar's rarely sold leftovers.
 */
export function planejarHistorico(produtos: DemoProduto[], now: Date): VendaPlanejada[] {
  const aleatorio = mulberry32(20260101);
  const vendaveis = produtos.filter((p) => CATEGORIAS[p.categoria as Categoria] && p.estoque_atual! > 5);
  const pesos = vendaveis.map((p) => CATEGORIAS[p.categoria as Categoria]!.peso);
  const escolher = <T>(itens: T[], pesosDe: number[]): T => {
    let sorteio = aleatorio() * pesosDe.reduce((a, b) => a + b, 0);
    for (let i = 0; i < itens.length; i++) {
      sorteio -= pesosDe[i]!;
      if (sorteio < 0) return itens[i]!;
    }
    return itens[itens.length - 1]!;
  };

  const hojeSp = new Date(now.getTime() + SAO_PAULO_MS);
  const meiaNoiteHojeUtc =
    Date.UTC(hojeSp.getUTCFullYear(), hojeSp.getUTCMonth(), hojeSp.getUTCDate()) - SAO_PAULO_MS;
  const vendas: VendaPlanejada[] = [];
  for (let dia = DIAS_DE_HISTORICO - 1; dia >= 0; dia--) {
    const meiaNoite = meiaNoiteHojeUtc - dia * 24 * HORA_MS;
    const diaDaSemana = new Date(meiaNoite + 12 * HORA_MS + SAO_PAULO_MS).getUTCDay();
    const quantas = VENDAS_POR_DIA[diaDaSemana]!;
    const horarios = Array.from({ length: quantas }, () => meiaNoite + (17 + aleatorio() * 6) * HORA_MS).sort(
      (a, b) => a - b,
    );
    for (const horario of horarios) {
      const linhas = new Map<string, number>();
      const quantasLinhas = 1 + Math.floor(aleatorio() * 3);
      for (let i = 0; i < quantasLinhas; i++) {
        const produto = escolher(vendaveis, pesos);
        const maximo = CATEGORIAS[produto.categoria as Categoria]!.maximo;
        linhas.set(produto.nome, (linhas.get(produto.nome) ?? 0) + 1 + Math.floor(aleatorio() * maximo));
      }
      const forma = escolher(
        FORMAS.map(([f]) => f),
        FORMAS.map(([, peso]) => peso),
      );
      if (horario > now.getTime()) continue;
      vendas.push({
        quando: new Date(horario),
        forma_pagamento: forma,
        itens: [...linhas].map(([nome, quantidade]) => ({ nome, quantidade })),
      });
    }
  }
  return vendas;
}

/** Units of each product the plan sells. */
export function unidadesVendidas(vendas: VendaPlanejada[]): Map<string, number> {
  const total = new Map<string, number>();
  for (const venda of vendas)
    for (const { nome, quantidade } of venda.itens) total.set(nome, (total.get(nome) ?? 0) + quantidade);
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
