import { toCentavos } from "../money";
import { ROTULO_PAGAMENTO_RECIBO } from "../pos/formas-pagamento";
import {
  AVISO_NAO_FISCAL,
  cabecalhoEstabelecimento,
  campo,
  centralizar,
  DUPLA,
  dataHoraRecibo,
  dinheiroRecibo,
  quebrar,
  SIMPLES,
  valorADireita,
} from "../pos/recibo";
import { linhasVisiveis } from "./resumo";
import { type Caixa, type EstabelecimentoNota, ROTULO_MOVIMENTO } from "./schemas";

/**
 * The closing of a shift on the 80 mm paper ("Fechamento de Caixa", decision 162): the receipt's
 * heading and width, then per method what came in, what went out, what was expected, counted and the
 * difference; the totals; the service charge and couvert apart (not revenue); every sangria,
 * suprimento and refund; the notes and a line to sign. Pure, pinned by a golden file like the receipt.
 */

export const TITULO_FECHAMENTO = "FECHAMENTO DE CAIXA";

/** "+R$ 5,00" (over), "-R$ 5,00" (short), "R$ 0,00": the sign is what the person checks first. */
export function diferencaRecibo(valor: string): string {
  return toCentavos(valor) > 0 ? `+${dinheiroRecibo(valor)}` : dinheiroRecibo(valor);
}

/** An amount that leaves the drawer: "-R$ 30,00". */
const saida = (valor: string) =>
  toCentavos(valor) === 0 ? dinheiroRecibo(valor) : `-${dinheiroRecibo(valor)}`;

/** "14/03 18:42": a shift may cross midnight, so the day stays. */
const diaHora = (iso: string) => {
  const texto = dataHoraRecibo(iso);
  return `${texto.slice(0, 5)} ${texto.slice(11, 16)}`;
};

function blocoDaForma(caixa: Caixa, linha: Caixa["resumo"]["linhas"][number]): string[] {
  const { resumo } = caixa;
  const titulo = ROTULO_PAGAMENTO_RECIBO[linha.forma_pagamento];
  const linhas = [linha.pagamentos > 0 ? `${titulo} (${linha.pagamentos})` : titulo];
  const item = (rotulo: string, valor: string) => valorADireita(`  ${rotulo}:`, valor);
  if (linha.forma_pagamento === "dinheiro") {
    linhas.push(...item("Fundo de troco", dinheiroRecibo(caixa.fundo_troco)));
    linhas.push(...item("Recebido", dinheiroRecibo(linha.recebido)));
    linhas.push(...item("Troco", saida(linha.troco)));
    linhas.push(...item("Suprimentos", dinheiroRecibo(resumo.suprimentos)));
    linhas.push(...item("Sangrias", saida(resumo.sangrias)));
  } else {
    linhas.push(...item("Recebido", dinheiroRecibo(linha.recebido)));
  }
  if (toCentavos(linha.estornos) > 0) linhas.push(...item("Estornos", saida(linha.estornos)));
  linhas.push(...item("Esperado", dinheiroRecibo(linha.esperado)));
  if (linha.contado !== null && linha.diferenca !== null) {
    linhas.push(...item("Contado", dinheiroRecibo(linha.contado)));
    linhas.push(...item("Diferença", diferencaRecibo(linha.diferenca)));
  }
  return linhas;
}

function movimentos(caixa: Caixa): string[] {
  if (caixa.movimentos.length === 0) return [];
  const linhas = [SIMPLES, "SANGRIAS, SUPRIMENTOS E ESTORNOS"];
  for (const m of caixa.movimentos) {
    const rotulo =
      m.tipo === "estorno"
        ? `${ROTULO_MOVIMENTO.estorno} ${ROTULO_PAGAMENTO_RECIBO[m.forma_pagamento]}`
        : ROTULO_MOVIMENTO[m.tipo];
    const valor = m.tipo === "suprimento" ? dinheiroRecibo(m.valor) : saida(m.valor);
    linhas.push(...valorADireita(`${diaHora(m.created_at)} ${rotulo}`, valor));
    linhas.push(...quebrar(`${m.motivo} (${m.registrado_por})`, { primeiro: "  ", demais: "  " }));
  }
  return linhas;
}

export function montarFechamentoCaixa({
  estabelecimento,
  caixa,
}: {
  estabelecimento: EstabelecimentoNota;
  caixa: Caixa;
}): string {
  const { resumo } = caixa;
  const linhas = [DUPLA, ...cabecalhoEstabelecimento(estabelecimento), SIMPLES];
  linhas.push(...centralizar(TITULO_FECHAMENTO), ...centralizar(AVISO_NAO_FISCAL), DUPLA);
  linhas.push(...campo("Terminal", caixa.terminal));
  linhas.push(...campo("Abertura", dataHoraRecibo(caixa.aberto_em)));
  linhas.push(...quebrar(`por ${caixa.aberto_por}`, { primeiro: "  ", demais: "  " }));
  if (caixa.fechado_em) {
    linhas.push(...campo("Fechamento", dataHoraRecibo(caixa.fechado_em)));
    if (caixa.fechado_por)
      linhas.push(...quebrar(`por ${caixa.fechado_por}`, { primeiro: "  ", demais: "  " }));
  }
  linhas.push(...campo("Vendas", String(resumo.vendas)), ...campo("Comandas", String(resumo.comandas)));

  linhas.push(SIMPLES);
  for (const linha of linhasVisiveis(resumo)) linhas.push(...blocoDaForma(caixa, linha));

  linhas.push(SIMPLES, ...valorADireita("TOTAL ESPERADO:", dinheiroRecibo(resumo.total_esperado)));
  if (resumo.total_contado !== null && resumo.diferenca !== null) {
    linhas.push(...valorADireita("TOTAL CONTADO:", dinheiroRecibo(resumo.total_contado)));
    linhas.push(...valorADireita("DIFERENÇA:", diferencaRecibo(resumo.diferenca)));
  }

  // Collected with the bills, inside the amounts above, but the staff's and the artist's (150, 151).
  linhas.push(SIMPLES, "FORA DA RECEITA");
  linhas.push(...valorADireita("Taxa de serviço:", dinheiroRecibo(resumo.taxa_servico)));
  linhas.push(...valorADireita("Couvert:", dinheiroRecibo(resumo.couvert)));
  linhas.push("(incluídos nos valores acima)");

  linhas.push(...movimentos(caixa));
  if (caixa.observacoes) linhas.push(SIMPLES, ...quebrar(`Obs: ${caixa.observacoes}`));
  linhas.push(DUPLA, "Conferido por:", "", "", "_".repeat(32), DUPLA);
  return `${linhas.join("\n")}\n`;
}
