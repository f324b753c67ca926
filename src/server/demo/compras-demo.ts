import type { DemoProduto } from "./demo-data";
import { HORA_MS, meiaNoite, type SaidaPlanejada, unidadesVendidas } from "./historico-demo";

/** A supplier's delivery of one product, entered in Fluxo as a purchase at the product's cost. */
export interface CompraPlanejada {
  quando: Date;
  nome: string;
  quantidade: number;
  fornecedor: string | null;
  preco_unitario: string;
}

/** The weekly delivery days, counted back from today, oldest first; at 10h of São Paulo. */
const DIAS_DE_ENTREGA = [27, 20, 13, 6];

/** Drinks come by the case of 12; the kitchen and the rest by 6. */
const CAIXA_POR_CATEGORIA: Record<string, number> = {
  Cerveja: 12,
  Refrigerante: 12,
  Água: 12,
  Suco: 12,
  Energético: 12,
};

/**
 * The demo's purchases: every week each supplier delivers, for each product, what the bar will sell until
 * the next delivery, rounded up to whole cases. Never more, in all, than the price list's stock and what
 * the month sells, so the stock the seed starts each product with (the price list's, plus what the month
 * sells, less what it buys) is never negative.
 */
export function planejarCompras(
  produtos: DemoProduto[],
  saidas: SaidaPlanejada[],
  now: Date,
): CompraPlanejada[] {
  const entregas = DIAS_DE_ENTREGA.map((dia) => meiaNoite(now, dia) + 10 * HORA_MS);
  const vendidasNoMes = unidadesVendidas(saidas.flatMap((s) => s.itens));
  // What each delivery covers: the units sold from it until the next one (the last, until now).
  const vendidasNaSemana = entregas.map((inicio, i) => {
    const fim = entregas[i + 1] ?? Number.POSITIVE_INFINITY;
    const daSemana = saidas.filter((s) => s.quando.getTime() >= inicio && s.quando.getTime() < fim);
    return unidadesVendidas(daSemana.flatMap((s) => s.itens));
  });
  const compras: CompraPlanejada[] = [];
  for (const produto of produtos) {
    const caixa = CAIXA_POR_CATEGORIA[produto.categoria] ?? 6;
    let podeComprar = produto.estoque_atual! + (vendidasNoMes.get(produto.nome) ?? 0);
    entregas.forEach((quando, i) => {
      const pedida = Math.ceil((vendidasNaSemana[i]!.get(produto.nome) ?? 0) / caixa) * caixa;
      const comprada = Math.min(pedida, Math.floor(podeComprar / caixa) * caixa);
      if (comprada <= 0) return;
      podeComprar -= comprada;
      compras.push({
        quando: new Date(quando),
        nome: produto.nome,
        quantidade: comprada,
        fornecedor: produto.fornecedor ?? null,
        preco_unitario: produto.preco_compra!,
      });
    });
  }
  return compras.sort((a, b) => a.quando.getTime() - b.quando.getTime());
}
