import type { FormaPagamentoComanda } from "@/shared/pos/formas-pagamento";
import type { DemoMesa, DemoProduto } from "./demo-data";
import {
  DIAS_DE_HISTORICO,
  diaDaSemana,
  formaSorteada,
  HORA_MS,
  type ItemPlanejado,
  itensDe,
  linhasSorteadas,
  MINUTO_MS,
  meiaNoite,
  produtosVendaveis,
  type SaidaPlanejada,
  type Sorteador,
  sorteador,
} from "./historico-demo";

export interface ComandaPlanejada {
  /** The table's number, or null at the counter. */
  mesa: number | null;
  cliente_nome: string | null;
  pessoas: number;
  abertura: Date;
  /** The waiter's orders, oldest first. */
  pedidos: { quando: Date; itens: ItemPlanejado[] }[];
  /** Absent: the tab is still open at the seed's moment. */
  fechamento?: { quando: Date; forma_pagamento: FormaPagamentoComanda };
}

/** Tabs closed per day, Sunday first: tables fill up at the weekend. */
const COMANDAS_POR_DIA = [3, 1, 1, 1, 2, 4, 5];

/** Units a line of a tab still open takes at most: a round under way, not a night's total. */
const MAXIMO_POR_LINHA_ABERTA = 3;

/**
 * The tabs the bar is serving at the seed's moment, minutes before it: a family at a big table, a
 * couple on the veranda and a regular at the counter. Their tables stay out of today's closed tabs.
 */
const ABERTAS_AGORA: {
  mesa: number | null;
  cliente_nome: string | null;
  pessoas: number;
  /** How many minutes before the seed each order was sent, oldest first. */
  pedidosHaMinutos: number[];
}[] = [
  { mesa: 4, cliente_nome: null, pessoas: 5, pedidosHaMinutos: [70, 35] },
  { mesa: 5, cliente_nome: null, pessoas: 2, pedidosHaMinutos: [25] },
  { mesa: null, cliente_nome: "Rafael", pessoas: 1, pedidosHaMinutos: [10] },
];

/**
 * The demo's tabs, always the same for the same moment: each day of the history has tables that open
 * between 18h and 21h of São Paulo, take one to three orders 20 to 50 minutes apart and close within
 * the evening; today's only when they closed before `now`. Then the tabs open right now. A seeded draw
 * of its own, so the direct sales stay the ones `planejarHistorico` draws.
 */
export function planejarComandas(produtos: DemoProduto[], mesas: DemoMesa[], now: Date): ComandaPlanejada[] {
  const sorteio = sorteador(20260102);
  const vendaveis = produtosVendaveis(produtos);
  const comandas: ComandaPlanejada[] = [];
  for (let dia = DIAS_DE_HISTORICO - 1; dia >= 0; dia--) {
    const inicio = meiaNoite(now, dia);
    const livres = mesas.filter((m) => dia > 0 || !ABERTAS_AGORA.some((a) => a.mesa === m.numero_mesa));
    const dasMesas = embaralhadas(sorteio, livres).slice(0, COMANDAS_POR_DIA[diaDaSemana(inicio)]);
    for (const mesa of dasMesas) {
      let quando = inicio + (18 + sorteio.numero() * 3) * HORA_MS;
      const abertura = new Date(quando);
      const capacidade = mesa.capacidade_pessoas ?? 2;
      const pessoas = Math.min(capacidade, 2 + Math.floor(sorteio.numero() * (capacidade - 1)));
      const pedidos = Array.from({ length: 1 + Math.floor(sorteio.numero() * 3) }, (_, i) => {
        quando += (i === 0 ? 5 : 20 + sorteio.numero() * 30) * MINUTO_MS;
        return { quando: new Date(quando), itens: itensDe(linhasSorteadas(sorteio, vendaveis)) };
      });
      const fechamento = { quando: new Date(quando + (15 + sorteio.numero() * 25) * MINUTO_MS) };
      const forma_pagamento = formaSorteada(sorteio);
      if (fechamento.quando.getTime() > now.getTime()) continue;
      comandas.push({
        mesa: mesa.numero_mesa,
        cliente_nome: null,
        pessoas,
        abertura,
        pedidos,
        fechamento: { ...fechamento, forma_pagamento },
      });
    }
  }
  for (const aberta of ABERTAS_AGORA) {
    const [primeiro = 0] = aberta.pedidosHaMinutos;
    comandas.push({
      mesa: aberta.mesa,
      cliente_nome: aberta.cliente_nome,
      pessoas: aberta.pessoas,
      abertura: new Date(now.getTime() - (primeiro + 5) * MINUTO_MS),
      pedidos: aberta.pedidosHaMinutos.map((minutos) => ({
        quando: new Date(now.getTime() - minutos * MINUTO_MS),
        itens: itensDe(linhasSorteadas(sorteio, vendaveis)).map((item) => ({
          ...item,
          quantidade: Math.min(item.quantidade, MAXIMO_POR_LINHA_ABERTA),
        })),
      })),
    });
  }
  return comandas;
}

/** What the closed tabs took from the stock, at their close: a tab takes its stock when it closes. */
export function saidasDasComandas(comandas: ComandaPlanejada[]): SaidaPlanejada[] {
  return comandas.flatMap((c) =>
    c.fechamento ? [{ quando: c.fechamento.quando, itens: c.pedidos.flatMap((p) => p.itens) }] : [],
  );
}

/** The list in a drawn order (Fisher–Yates). */
function embaralhadas<T>(sorteio: Sorteador, lista: T[]): T[] {
  const copia = [...lista];
  for (let i = copia.length - 1; i > 0; i--) {
    const j = Math.floor(sorteio.numero() * (i + 1));
    [copia[i], copia[j]] = [copia[j]!, copia[i]!];
  }
  return copia;
}
