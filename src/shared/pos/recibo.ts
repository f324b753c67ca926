import { maskCpfCnpj } from "../accounts/cpf-cnpj";
import { toCentavos } from "../money";
import { type NotaImpressao, ROTULO_PAGAMENTO_RECIBO } from "./schemas";

/**
 * The 80 mm thermal receipt (spec §3 printable note, §9 receipt): plain text, 32 characters a line,
 * with the establishment's data and a non-fiscal heading (decision 111). One pure function, so the
 * direct sale, the tab close and any reprint print the same thing, and golden files (src/shared/pos/__fixtures__/recibo-*.txt) pin it down character by character.
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

const DUPLA = "=".repeat(LARGURA_RECIBO);
const SIMPLES = "-".repeat(LARGURA_RECIBO);

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
function quebrar(texto: string, { primeiro = "", demais = "" } = {}): string[] {
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

function centralizar(texto: string): string[] {
  return quebrar(texto).map((linha) => {
    const margem = Math.floor((LARGURA_RECIBO - tamanho(linha)) / 2);
    return " ".repeat(margem) + linha;
  });
}

const recuoDe = (texto: string) => /^\s*/.exec(texto)![0];

/** "Subtotal:            R$ 12,00"; on two lines when both do not fit on one. */
function valorADireita(rotulo: string, valor: string): string[] {
  const espaco = LARGURA_RECIBO - tamanho(rotulo) - tamanho(valor);
  if (espaco >= 1) return [rotulo + " ".repeat(espaco) + valor];
  return [
    ...quebrar(rotulo, { primeiro: recuoDe(rotulo), demais: recuoDe(rotulo) }),
    ...quebrar(valor).map((l) => " ".repeat(LARGURA_RECIBO - tamanho(l)) + l),
  ];
}

const campo = (rotulo: string, valor: string) => quebrar(`${rotulo}: ${valor}`, { demais: "  " });

/** "CNPJ: 11.222.333/0001-81" or "CPF: 123.456.789-09"; other text as it was typed. */
export function documentoRecibo(digitos: string): string {
  const d = digitos.replace(/\D/g, "");
  if (d.length === 14) return `CNPJ: ${maskCpfCnpj(d)}`;
  if (d.length === 11) return `CPF: ${maskCpfCnpj(d)}`;
  return `CNPJ/CPF: ${digitos}`;
}

/** Who issues the receipt: name, document, address and phone, each centred and wrapped. */
function cabecalhoEstabelecimento(nota: NotaImpressao): string[] {
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
  linhas.push(...centralizar(nota.tipo === "venda_direta" ? TITULO_VENDA_DIRETA : TITULO_COMANDA));
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

  linhas.push(SIMPLES);
  linhas.push(...valorADireita("Subtotal:", dinheiroRecibo(nota.subtotal)));
  linhas.push(...valorADireita("Desconto:", dinheiroRecibo(nota.desconto)));
  linhas.push(...valorADireita("TOTAL:", dinheiroRecibo(nota.total)));
  if (nota.formaPagamento) linhas.push(...campo("Pagamento", ROTULO_PAGAMENTO_RECIBO[nota.formaPagamento]));
  if (nota.observacoes) linhas.push(SIMPLES, ...quebrar(`Obs: ${nota.observacoes}`));
  if (nota.cancelamento) {
    linhas.push(SIMPLES, ...centralizar(MARCA_CANCELADA));
    linhas.push(...campo("Cancelada", dataHoraRecibo(nota.cancelamento.dataHora)));
    linhas.push(...campo("Motivo", nota.cancelamento.motivo));
  }
  return linhas;
}
