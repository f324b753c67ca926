import { maskCpfCnpj } from "../accounts/cpf-cnpj";
import { fromCentavos, toCentavos } from "../money";
import { dividirIgualmente, rotuloPercentual } from "./conta";
import { ROTULO_PAGAMENTO_RECIBO } from "./formas-pagamento";
import type { NotaImpressao } from "./schemas";

/**
 * The 80 mm thermal receipt (spec §3 printable note, §9 receipt): plain text, 32 characters a line, with the
 * establishment's data and a non-fiscal heading (decision 111). One pure function, so the direct sale, the
 * tab close and any reprint print the same thing, and golden files (src/shared/pos/__fixtures__/recibo-*.txt)
 * pin it down character by character.
 */

export const LARGURA_RECIBO = 32;
export const NOME_ESTABELECIMENTO_PADRAO = "Balcão";
/**
 * Decision 111: the spec's "CUPOM FISCAL ELETRÔNICO - CFE" names a fiscal document (SAT CF-e) that this
 * receipt is not, so a direct sale prints a non-fiscal heading, and every receipt says it plainly.
 */
export const TITULO_VENDA_DIRETA = "COMPROVANTE DE VENDA";
export const TITULO_COMANDA = "COMANDA ELETRÔNICA";
export const AVISO_NAO_FISCAL = "NÃO É DOCUMENTO FISCAL";
/** A cancelled sale's reprint (decision 133): nobody can take it for a paid bill. */
export const MARCA_CANCELADA = "*** CANCELADA ***";
/** An open tab's pre-bill (decision 154): handed to the table to check, never a proof of payment. */
export const TITULO_CONFERENCIA = "CONFERÊNCIA";
export const AVISO_CONFERENCIA = "NÃO É COMPROVANTE DE PAGAMENTO";

export const DUPLA = "=".repeat(LARGURA_RECIBO);
export const SIMPLES = "-".repeat(LARGURA_RECIBO);

/** Characters as a person counts them (an accented letter or an emoji is one). */
const tamanho = (texto: string) => Array.from(texto).length;

/** "R$ 1234,56": two decimals and a comma, no thousands separator (keeps the columns predictable). */
export function dinheiroRecibo(valor: string): string {
  const centavos = toCentavos(valor);
  const sinal = centavos < 0 ? "-" : "";
  const abs = Math.abs(centavos);
  return `${sinal}R$ ${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

const partesData = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** "14/03/2025 18:42:07" in São Paulo, built from parts so every browser prints the same text. */
export function dataHoraRecibo(iso: string): string {
  const p = Object.fromEntries(partesData.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

/**
 * Word wrap at the paper width; a word longer than a line is cut where the paper ends. `primeiro` and
 * `demais` indent the first and the following lines.
 */
export function quebrar(texto: string, { primeiro = "", demais = "" } = {}): string[] {
  const linhas: string[] = [];
  let atual = "";
  for (const palavra of texto.trim().split(/\s+/)) {
    let resto = palavra;
    while (resto) {
      const prefixo = atual ? `${atual} ` : linhas.length > 0 ? demais : primeiro;
      const livre = LARGURA_RECIBO - tamanho(prefixo);
      if (tamanho(resto) <= livre) {
        atual = prefixo + resto;
        resto = "";
      } else if (atual) {
        linhas.push(atual);
        atual = "";
      } else {
        const letras = Array.from(resto);
        linhas.push(prefixo + letras.slice(0, livre).join(""));
        resto = letras.slice(livre).join("");
      }
    }
  }
  if (atual) linhas.push(atual);
  return linhas;
}

export function centralizar(texto: string): string[] {
  return quebrar(texto).map((linha) => {
    const margem = Math.floor((LARGURA_RECIBO - tamanho(linha)) / 2);
    return " ".repeat(margem) + linha;
  });
}

const recuoDe = (texto: string) => /^\s*/.exec(texto)![0];

/** "Subtotal:            R$ 12,00"; on two lines when both do not fit on one. */
export function valorADireita(rotulo: string, valor: string): string[] {
  const espaco = LARGURA_RECIBO - tamanho(rotulo) - tamanho(valor);
  if (espaco >= 1) return [rotulo + " ".repeat(espaco) + valor];
  return [
    ...quebrar(rotulo, { primeiro: recuoDe(rotulo), demais: recuoDe(rotulo) }),
    ...quebrar(valor).map((l) => " ".repeat(LARGURA_RECIBO - tamanho(l)) + l),
  ];
}

export const campo = (rotulo: string, valor: string) => quebrar(`${rotulo}: ${valor}`, { demais: "  " });

/** "CNPJ: 11.222.333/0001-81" or "CPF: 123.456.789-09"; other text as it was typed. */
export function documentoRecibo(digitos: string): string {
  const d = digitos.replace(/\D/g, "");
  if (d.length === 14) return `CNPJ: ${maskCpfCnpj(d)}`;
  if (d.length === 11) return `CPF: ${maskCpfCnpj(d)}`;
  return `CNPJ/CPF: ${digitos}`;
}

/**
 * Who issues the receipt: name, document, address and phone, each centred and wrapped. The cash
 * register's closing prints the same heading (src/shared/caixa/impressao.ts).
 */
export function cabecalhoEstabelecimento(
  nota: Pick<
    NotaImpressao,
    "nomeEstabelecimento" | "cnpjCpfEstabelecimento" | "enderecoEstabelecimento" | "telefoneEstabelecimento"
  >,
): string[] {
  const linhas = centralizar(nota.nomeEstabelecimento.trim() || NOME_ESTABELECIMENTO_PADRAO);
  if (nota.cnpjCpfEstabelecimento) linhas.push(...centralizar(documentoRecibo(nota.cnpjCpfEstabelecimento)));
  if (nota.enderecoEstabelecimento) linhas.push(...centralizar(nota.enderecoEstabelecimento));
  if (nota.telefoneEstabelecimento) linhas.push(...centralizar(`Tel: ${nota.telefoneEstabelecimento}`));
  return linhas;
}

/** The copia e cola cut at the paper's width: a payload has no spaces to wrap at, and must stay whole. */
function fatiar(texto: string): string[] {
  const fatias: string[] = [];
  for (let i = 0; i < texto.length; i += LARGURA_RECIBO) fatias.push(texto.slice(i, i + LARGURA_RECIBO));
  return fatias;
}

export const TITULO_PIX_RECIBO = "PIX COPIA E COLA";

/**
 * The receipt in two parts: the print window draws a PIX receipt's QR code between them (decision 137);
 * `depoisDoQr` then starts with the copia e cola. Without PIX, everything is in `antesDoQr`.
 */
export function partesDoRecibo(nota: NotaImpressao): { antesDoQr: string; depoisDoQr: string } {
  const linhas = corpoDoRecibo(nota);
  const depois: string[] = [];
  // A cancelled sale's reprint charges nothing: no QR, no copia e cola.
  if (nota.pixCopiaECola && !nota.cancelamento) {
    linhas.push(SIMPLES, ...centralizar(`QR Code PIX - ${dinheiroRecibo(nota.total)}`));
    depois.push(TITULO_PIX_RECIBO, ...fatiar(nota.pixCopiaECola));
  }
  if (nota.conferencia)
    depois.push(SIMPLES, ...centralizar(TITULO_CONFERENCIA), ...centralizar(AVISO_CONFERENCIA));
  depois.push(DUPLA, ...centralizar("Obrigado pela preferência!"));
  depois.push(...centralizar("Balcão - Sistema de Gestão"), ...centralizar("para Bares"), DUPLA);
  return { antesDoQr: `${linhas.join("\n")}\n`, depoisDoQr: `${depois.join("\n")}\n` };
}

/** The whole text, as the golden files pin it down (the QR code is drawn only in the print window). */
export function montarRecibo(nota: NotaImpressao): string {
  const { antesDoQr, depoisDoQr } = partesDoRecibo(nota);
  return antesDoQr + depoisDoQr;
}

function corpoDoRecibo(nota: NotaImpressao): string[] {
  const linhas: string[] = [DUPLA, ...cabecalhoEstabelecimento(nota), SIMPLES];
  if (nota.conferencia) {
    linhas.push(...centralizar(TITULO_CONFERENCIA), ...centralizar(AVISO_CONFERENCIA));
  } else {
    linhas.push(...centralizar(nota.tipo === "venda_direta" ? TITULO_VENDA_DIRETA : TITULO_COMANDA));
  }
  linhas.push(...centralizar(AVISO_NAO_FISCAL));
  if (nota.cancelamento) linhas.push(...centralizar(MARCA_CANCELADA));
  linhas.push(DUPLA);

  if (nota.numeroVenda) linhas.push(...campo("Venda", nota.numeroVenda));
  if (nota.numeroComanda) linhas.push(...campo("Comanda", nota.numeroComanda));
  if (nota.numeroMesa !== null) linhas.push(...campo("Mesa", String(nota.numeroMesa)));
  if (nota.nomeCliente) linhas.push(...campo("Cliente", nota.nomeCliente));
  if (nota.telefoneCliente) linhas.push(...campo("Telefone", nota.telefoneCliente));
  linhas.push(...campo("Data", dataHoraRecibo(nota.dataHora)));

  linhas.push(SIMPLES, "ITENS", SIMPLES);
  for (const item of nota.itens) {
    // Wrapped, never cut (decision 111): the whole name is what the customer checks the bill against.
    linhas.push(...quebrar(item.nome, { demais: "  " }));
    const conta = `  ${item.quantidade} x ${dinheiroRecibo(item.preco)} =`;
    linhas.push(...valorADireita(conta, dinheiroRecibo(item.total)));
    if (item.observacoes)
      linhas.push(...quebrar(`Obs: ${item.observacoes}`, { primeiro: "  ", demais: "  " }));
  }

  linhas.push(SIMPLES, ...totaisDaConta(nota), ...pagamentosDaConta(nota));
  if (nota.conferencia) linhas.push(...porPessoa(nota, nota.conferencia.pessoas));
  if (nota.observacoes) linhas.push(SIMPLES, ...quebrar(`Obs: ${nota.observacoes}`));
  if (nota.cancelamento) {
    linhas.push(SIMPLES, ...centralizar(MARCA_CANCELADA));
    linhas.push(...campo("Cancelada", dataHoraRecibo(nota.cancelamento.dataHora)));
    linhas.push(...campo("Motivo", nota.cancelamento.motivo));
  }
  return linhas;
}

/** Subtotal, discount, the service charge and the couvert when charged (decisions 150–151), TOTAL. */
function totaisDaConta(nota: NotaImpressao): string[] {
  const linhas = [
    ...valorADireita("Subtotal:", dinheiroRecibo(nota.subtotal)),
    ...valorADireita("Desconto:", dinheiroRecibo(nota.desconto)),
  ];
  if (nota.taxaServico) {
    const rotulo = `Taxa de serviço (${rotuloPercentual(nota.taxaServico.percentual)}):`;
    linhas.push(...valorADireita(rotulo, dinheiroRecibo(nota.taxaServico.valor)));
  }
  if (nota.couvert) {
    const { pessoas, valorPorPessoa, valor } = nota.couvert;
    linhas.push(
      ...valorADireita(`Couvert (${pessoas} x ${dinheiroRecibo(valorPorPessoa)}):`, dinheiroRecibo(valor)),
    );
  }
  linhas.push(...valorADireita("TOTAL:", dinheiroRecibo(nota.total)));
  return linhas;
}

/** Cash handed over and its change, under the payment they belong to. */
function trocoDoPagamento(p: NotaImpressao["pagamentos"][number]): string[] {
  if (p.valorRecebido === null) return [];
  return [
    ...valorADireita("  Recebido:", dinheiroRecibo(p.valorRecebido)),
    ...valorADireita("  Troco:", dinheiroRecibo(p.troco)),
  ];
}

/**
 * How the bill was paid (decision 152): one method on one line as before, with the cash handed over
 * and the change when told; several payments as a list, each with its amount. An open tab's pre-bill
 * lists what was paid so far and what is left.
 */
function pagamentosDaConta(nota: NotaImpressao): string[] {
  const [unico] = nota.pagamentos;
  if (!nota.conferencia && nota.pagamentos.length === 1 && unico) {
    return [...campo("Pagamento", ROTULO_PAGAMENTO_RECIBO[unico.formaPagamento]), ...trocoDoPagamento(unico)];
  }
  if (nota.pagamentos.length === 0) {
    return nota.formaPagamento ? campo("Pagamento", ROTULO_PAGAMENTO_RECIBO[nota.formaPagamento]) : [];
  }
  const linhas = [SIMPLES, "PAGAMENTOS"];
  for (const p of nota.pagamentos) {
    linhas.push(...valorADireita(ROTULO_PAGAMENTO_RECIBO[p.formaPagamento], dinheiroRecibo(p.valor)));
    linhas.push(...trocoDoPagamento(p));
  }
  if (nota.conferencia) {
    const pago = nota.pagamentos.reduce((soma, p) => soma + toCentavos(p.valor), 0);
    linhas.push(...valorADireita("FALTA PAGAR:", dinheiroCentavos(toCentavos(nota.total) - pago)));
  }
  return linhas;
}

const dinheiroCentavos = (centavos: number) => dinheiroRecibo(fromCentavos(centavos));

/**
 * The pre-bill's "total por pessoa" (decision 154): what is left to pay split equally between the
 * people at the table, the larger shares first when it does not divide exactly.
 */
function porPessoa(nota: NotaImpressao, pessoas: number): string[] {
  if (pessoas < 2) return [];
  const pago = nota.pagamentos.reduce((soma, p) => soma + toCentavos(p.valor), 0);
  const partes = dividirIgualmente(Math.max(toCentavos(nota.total) - pago, 0), pessoas);
  const maior = partes[0]!;
  const menor = partes[partes.length - 1]!;
  const rotulo = `Total por pessoa (${pessoas}):`;
  if (maior === menor) return [SIMPLES, ...valorADireita(rotulo, dinheiroCentavos(maior))];
  const comMaior = partes.filter((p) => p === maior).length;
  return [
    SIMPLES,
    rotulo,
    ...valorADireita(`  ${comMaior} x`, dinheiroCentavos(maior)),
    ...valorADireita(`  ${pessoas - comMaior} x`, dinheiroCentavos(menor)),
  ];
}
