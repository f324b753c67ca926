import { describe, expect, it } from "vitest";
import { montarBrCode } from "../pix/br-code";
import conferenciaComanda from "./__fixtures__/conferencia-comanda.txt?raw";
import reciboCancelada from "./__fixtures__/recibo-cancelada.txt?raw";
import reciboComanda from "./__fixtures__/recibo-comanda.txt?raw";
import reciboContaDividida from "./__fixtures__/recibo-conta-dividida.txt?raw";
import reciboVenda from "./__fixtures__/recibo-venda.txt?raw";
import {
  AVISO_CONFERENCIA,
  AVISO_NAO_FISCAL,
  dataHoraRecibo,
  dinheiroRecibo,
  documentoRecibo,
  LARGURA_RECIBO,
  montarRecibo,
  NOME_ESTABELECIMENTO_PADRAO,
  partesDoRecibo,
  TITULO_PIX_RECIBO,
} from "./recibo";
import type { NotaImpressao } from "./schemas";

/** What the server prints for this sale (decision 137): the BR Code of exactly its total. */
const PIX_DA_VENDA = montarBrCode({
  recebedor: { tipo: "cnpj", chave: "11222333000181", nome: "BAR DO ZE", cidade: "SAO PAULO" },
  valorCentavos: 129_500,
  txid: "V3F2B8C1E9A4D4E7B8C6A1D2E",
});

const notaVenda: NotaImpressao = {
  tipo: "venda_direta",
  // 21:42:07 UTC is 18:42:07 in São Paulo (UTC−3).
  dataHora: "2025-03-14T21:42:07.000Z",
  nomeEstabelecimento: "Bar do Zé",
  cnpjCpfEstabelecimento: "11222333000181",
  enderecoEstabelecimento: "Rua das Flores, 123 - Centro, São Paulo/SP",
  telefoneEstabelecimento: "(11) 3333-4444",
  numeroVenda: "VEN000123",
  numeroComanda: null,
  numeroMesa: null,
  nomeCliente: null,
  telefoneCliente: null,
  itens: [
    { nome: "Brahma Lata 350ml", preco: "6.00", quantidade: 2, total: "12.00", observacoes: null },
    {
      // 32 characters fit one line; longer names wrap (decision 111).
      nome: "Heineken Long Neck Garrafa 330ml",
      preco: "9.90",
      quantidade: 3,
      total: "29.70",
      observacoes: null,
    },
    {
      nome: "Cerveja Artesanal Índia Pale Ale Edição Especial 500ml",
      preco: "25.00",
      quantidade: 1,
      total: "25.00",
      observacoes: null,
    },
    { nome: "Porção de Batata Frita", preco: "1234.50", quantidade: 1, total: "1234.50", observacoes: null },
  ],
  subtotal: "1301.20",
  desconto: "6.20",
  taxaServico: null,
  couvert: null,
  total: "1295.00",
  formaPagamento: "pix",
  pagamentos: [],
  conferencia: null,
  observacoes: "Cliente pediu nota no CPF",
  cancelamento: null,
  pixCopiaECola: PIX_DA_VENDA,
};

const notaComanda: NotaImpressao = {
  tipo: "comanda",
  // 02:05:09 UTC on the 1st is 23:05:09 of the day before in São Paulo.
  dataHora: "2025-08-01T02:05:09.000Z",
  nomeEstabelecimento: "",
  cnpjCpfEstabelecimento: null,
  enderecoEstabelecimento: null,
  telefoneEstabelecimento: null,
  numeroVenda: null,
  numeroComanda: "CMD000045",
  numeroMesa: 7,
  nomeCliente: "Maria Aparecida",
  telefoneCliente: "(11) 98765-4321",
  itens: [
    { nome: "Chopp Pilsen 500ml", preco: "12.90", quantidade: 4, total: "51.60", observacoes: null },
    { nome: "Água sem Gás", preco: "4.00", quantidade: 1, total: "4.00", observacoes: "Sem gelo" },
  ],
  subtotal: "55.60",
  desconto: "0.00",
  taxaServico: null,
  couvert: null,
  total: "55.60",
  formaPagamento: "cartao_credito",
  pagamentos: [],
  conferencia: null,
  observacoes: null,
  cancelamento: null,
  pixCopiaECola: null,
};

/** A table of 4 with couvert and 10 %, paid in parts: PIX, card, and cash with change (decisions 150–152). */
const notaContaDividida: NotaImpressao = {
  ...notaComanda,
  nomeEstabelecimento: "Bar do Zé",
  numeroMesa: 4,
  nomeCliente: null,
  telefoneCliente: null,
  itens: [
    { nome: "Chopp Pilsen 500ml", preco: "12.90", quantidade: 6, total: "77.40", observacoes: null },
    { nome: "Porção de Calabresa", preco: "42.60", quantidade: 1, total: "42.60", observacoes: null },
  ],
  subtotal: "120.00",
  desconto: "0.00",
  taxaServico: { percentual: "10.00", valor: "12.00" },
  couvert: { pessoas: 4, valorPorPessoa: "15.00", valor: "60.00" },
  total: "192.00",
  formaPagamento: null,
  pagamentos: [
    { formaPagamento: "pix", valor: "48.00", valorRecebido: null, troco: "0.00" },
    { formaPagamento: "cartao_debito", valor: "48.00", valorRecebido: null, troco: "0.00" },
    { formaPagamento: "dinheiro", valor: "96.00", valorRecebido: "100.00", troco: "4.00" },
  ],
};

/** The same table's pre-bill before anyone paid, then after the first of three paid. */
const notaConferencia: NotaImpressao = {
  ...notaContaDividida,
  dataHora: "2025-08-01T01:40:00.000Z",
  pagamentos: [],
  conferencia: { pessoas: 4 },
};

/** A receipt line: the label, then the amount against the right edge. */
const aDireita = (rotulo: string, valor: string) =>
  rotulo + " ".repeat(LARGURA_RECIBO - Array.from(rotulo).length - valor.length) + valor;

const larguras = (texto: string) => texto.split("\n").map((l) => Array.from(l).length);

describe("recibo de 80 mm", () => {
  it("venda direta: exatamente o arquivo de referência", () => {
    expect(montarRecibo(notaVenda)).toBe(reciboVenda);
  });

  it("comanda: exatamente o arquivo de referência (nome padrão, mesa, cliente, observação do item)", () => {
    expect(montarRecibo(notaComanda)).toBe(reciboComanda);
  });

  it("venda cancelada: exatamente o arquivo de referência (CANCELADA no alto e no fim, data e motivo)", () => {
    const cancelada = montarRecibo({
      ...notaVenda,
      cancelamento: { dataHora: "2025-03-14T22:10:00.000Z", motivo: "Cliente desistiu; lançada duas vezes" },
    });
    expect(cancelada).toBe(reciboCancelada);
    expect(montarRecibo(notaVenda)).not.toContain("CANCELADA");
  });

  it("conta dividida: serviço, couvert e três pagamentos com troco, exatamente o arquivo de referência", () => {
    expect(montarRecibo(notaContaDividida)).toBe(reciboContaDividida);
  });

  it("conferência: marcada, com o total por pessoa, exatamente o arquivo de referência", () => {
    const texto = montarRecibo(notaConferencia);
    expect(texto).toBe(conferenciaComanda);
    expect(texto.split(AVISO_CONFERENCIA)).toHaveLength(3);
    expect(texto).not.toContain("COMANDA ELETRÔNICA");
    expect(texto).not.toContain("Pagamento");
  });

  it("conferência com parte paga: o que falta, dividido pelas pessoas; maiores primeiro", () => {
    const texto = montarRecibo({
      ...notaConferencia,
      total: "100.00",
      taxaServico: null,
      couvert: null,
      conferencia: { pessoas: 3 },
    });
    expect(texto).toContain(
      `Total por pessoa (3):\n${aDireita("  1 x", "R$ 33,34")}\n${aDireita("  2 x", "R$ 33,33")}\n`,
    );
    const parcial = montarRecibo({
      ...notaConferencia,
      pagamentos: [{ formaPagamento: "pix", valor: "48.00", valorRecebido: null, troco: "0.00" }],
    });
    expect(parcial).toContain(
      `PAGAMENTOS\n${aDireita("PIX", "R$ 48,00")}\n${aDireita("FALTA PAGAR:", "R$ 144,00")}\n`,
    );
    expect(parcial).toContain(`${aDireita("Total por pessoa (4):", "R$ 36,00")}\n`);
    // One person: the total is the person's.
    expect(montarRecibo({ ...notaConferencia, conferencia: { pessoas: 1 } })).not.toContain("por pessoa");
  });

  it("um só pagamento em dinheiro com troco: a forma, o recebido e o troco", () => {
    const texto = montarRecibo({
      ...notaComanda,
      pagamentos: [{ formaPagamento: "dinheiro", valor: "55.60", valorRecebido: "60.00", troco: "4.40" }],
    });
    expect(texto).toContain(
      `Pagamento: DINHEIRO\n${aDireita("  Recebido:", "R$ 60,00")}\n${aDireita("  Troco:", "R$ 4,40")}\n`,
    );
    expect(texto).not.toContain("PAGAMENTOS");
  });

  it("cabeçalhos, rótulos de pagamento e rodapé", () => {
    const rotulos = {
      dinheiro: "DINHEIRO",
      pix: "PIX",
      cartao_debito: "CARTÃO DÉBITO",
      cartao_credito: "CARTÃO CRÉDITO",
      transferencia: "TRANSFERÊNCIA",
    } as const;
    for (const [forma, rotulo] of Object.entries(rotulos)) {
      const texto = montarRecibo({ ...notaVenda, formaPagamento: forma as keyof typeof rotulos });
      expect(texto).toContain(`Pagamento: ${rotulo}\n`);
    }
    // Decision 111: no heading claims a fiscal document, and every receipt says it is not one.
    for (const nota of [notaVenda, notaComanda]) {
      expect(montarRecibo(nota)).not.toMatch(/CUPOM FISCAL|CF-?E\b/);
      expect(montarRecibo(nota)).toContain(`\n     ${AVISO_NAO_FISCAL}\n`);
    }
    expect(montarRecibo(notaVenda)).toContain("COMPROVANTE DE VENDA");
    expect(montarRecibo(notaVenda)).not.toContain("COMANDA ELETRÔNICA");
    expect(montarRecibo(notaComanda)).toContain("COMANDA ELETRÔNICA");
    expect(montarRecibo(notaComanda)).toContain(NOME_ESTABELECIMENTO_PADRAO);
    expect(montarRecibo(notaComanda)).toMatch(/Balcão - Sistema de Gestão\n +para Bares\n/);
    // An open tab's preview has no payment method yet.
    expect(montarRecibo({ ...notaComanda, formaPagamento: null })).not.toContain("Pagamento");
  });

  it("PIX: o QR fica entre as partes; o copia e cola vem inteiro, cortado na largura do papel", () => {
    const { antesDoQr, depoisDoQr } = partesDoRecibo(notaVenda);
    expect(antesDoQr).toMatch(/QR Code PIX - R\$ 1295,00\n$/);
    const depois = depoisDoQr.split("\n");
    expect(depois[0]).toBe(TITULO_PIX_RECIBO);
    const fim = depois.indexOf("=".repeat(32));
    expect(depois.slice(1, fim).join("")).toBe(PIX_DA_VENDA);
    expect(larguras(depoisDoQr).every((n) => n <= LARGURA_RECIBO)).toBe(true);
    // Without a key (or for another method) nothing of PIX is printed, and the QR has no place.
    const semPix = partesDoRecibo({ ...notaVenda, pixCopiaECola: null });
    expect(semPix.antesDoQr + semPix.depoisDoQr).not.toContain("COPIA E COLA");
    expect(semPix.antesDoQr).toMatch(/Obs: Cliente pediu nota no CPF\n$/);
  });

  it("linhas separadoras de 32 caracteres", () => {
    const linhas = montarRecibo(notaVenda).split("\n");
    expect(linhas).toContain("=".repeat(32));
    expect(linhas).toContain("-".repeat(32));
  });

  it("nomes longos quebram em linhas, sem cortar nem reticências", () => {
    const texto = montarRecibo(notaVenda);
    expect(texto).toContain("Cerveja Artesanal Índia Pale Ale\n  Edição Especial 500ml\n");
    expect(texto).toContain("Heineken Long Neck Garrafa 330ml\n");
    expect(texto).not.toContain("...");
  });

  it("dados do estabelecimento: documento com máscara, endereço e telefone; ausentes, nada", () => {
    expect(documentoRecibo("11222333000181")).toBe("CNPJ: 11.222.333/0001-81");
    expect(documentoRecibo("52998224725")).toBe("CPF: 529.982.247-25");
    const venda = montarRecibo(notaVenda);
    expect(venda).toContain("    CNPJ: 11.222.333/0001-81\n");
    expect(venda).toContain(" Rua das Flores, 123 - Centro,\n");
    expect(venda).toContain("Tel: (11) 3333-4444");
    const comanda = montarRecibo(notaComanda);
    expect(comanda).not.toMatch(/CNPJ|CPF|Tel:/);
  });

  it("valores com duas casas e vírgula; data pt-BR com segundos em São Paulo", () => {
    expect(dinheiroRecibo("0.00")).toBe("R$ 0,00");
    expect(dinheiroRecibo("6.5")).toBe("R$ 6,50");
    expect(dinheiroRecibo("9999999999.99")).toBe("R$ 9999999999,99");
    expect(dataHoraRecibo("2025-03-14T21:42:07.000Z")).toBe("14/03/2025 18:42:07");
    expect(dataHoraRecibo("2025-01-01T03:00:00.000Z")).toBe("01/01/2025 00:00:00");
    expect(dataHoraRecibo("2025-01-01T02:59:59.000Z")).toBe("31/12/2024 23:59:59");
  });

  it("nenhuma linha passa de 32 caracteres, por mais longos que sejam os textos", () => {
    const longo = "Palavra".repeat(20);
    const texto = montarRecibo({
      ...notaComanda,
      nomeEstabelecimento: `Bar e Restaurante do Zé da Esquina ${longo} Ltda`,
      cnpjCpfEstabelecimento: "9".repeat(40),
      enderecoEstabelecimento: `Avenida ${longo}, número 123456789012345678901234567890123`,
      telefoneEstabelecimento: "+55 (11) 98765-4321 ramal 1234 recado 1234567890123456789",
      numeroComanda: `CMD${"9".repeat(40)}`,
      numeroMesa: 2_147_483_647,
      nomeCliente: `Maria Aparecida da Silva Santos de Oliveira ${longo}`,
      telefoneCliente: "+55 (11) 98765-4321 ramal 1234 recado",
      itens: [
        {
          nome: `Cerveja ${longo}`,
          preco: "9999999999.99",
          quantidade: 2_147_483_647,
          total: "9999999999.99",
          observacoes: `Sem gelo, copo gelado, ${longo} e limão`,
        },
        {
          nome: "🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺🍺",
          preco: "1",
          quantidade: 1,
          total: "1",
          observacoes: null,
        },
      ],
      subtotal: "9999999999.99",
      desconto: "9999999999.99",
      total: "0.00",
      observacoes: `Observação ${longo} muito longa, com\nquebras de linha\te tabulações`,
    });
    expect(Math.max(...larguras(texto))).toBeLessThanOrEqual(LARGURA_RECIBO);
    // Nothing was lost on the way: the long values are all there, only wrapped.
    const corrido = texto.replace(/\n\s*/g, "");
    expect(corrido).toContain("9".repeat(40));
    expect(corrido).toMatch(/2147483647 x R\$ 9999999999,99 ?=R\$ 9999999999,99/);
    expect(corrido).toContain("🍺".repeat(30));
  });
});
