import { describe, expect, test } from "vitest";
import { montarBrCode } from "@/shared/pix/br-code";
import { montarRecibo, partesDoRecibo } from "@/shared/pos/recibo";
import type { NotaImpressao } from "@/shared/pos/schemas";
import { desenharQr } from "@/web/components/pix/qr-code-pix";
import { FalhaImpressao, type JanelaImpressao, MENSAGEM_POPUP_BLOQUEADO } from "@/web/lib/imprimir";
import {
  ATRASO_IMPRESSAO_MS,
  FECHAR_APOS_MS,
  imprimirNota,
  MENSAGEM_FALHA_IMPRESSAO,
  PREFIXO_JANELA_IMPRESSAO,
  RECURSOS_JANELA_IMPRESSAO,
} from "./imprimir-nota";

/** A window with just enough DOM for the print: elements with textContent and children. */
function janelaFalsa({ printFalha = false } = {}) {
  const elemento = (tag: string) => ({ tag, textContent: "", children: [] as unknown[] });
  const head = {
    filhos: [] as ReturnType<typeof elemento>[],
    replaceChildren(...e: ReturnType<typeof elemento>[]) {
      this.filhos = e;
    },
  };
  const body = {
    filhos: [] as ReturnType<typeof elemento>[],
    replaceChildren(...e: ReturnType<typeof elemento>[]) {
      this.filhos = e;
    },
  };
  const eventos: string[] = [];
  const janela = {
    closed: false,
    document: { title: "", head, body, createElement: elemento },
    focus: () => eventos.push("focus"),
    print: () => {
      eventos.push("print");
      if (printFalha) throw new Error("impressora desligada");
    },
    close() {
      eventos.push("close");
      this.closed = true;
    },
  };
  return { janela: janela as unknown as JanelaImpressao, head, body, eventos };
}

/** Timers run by hand, in order, with their delays recorded. */
function agenda() {
  const fila: { fn: () => void; ms: number }[] = [];
  return {
    agendar: (fn: () => void, ms: number) => fila.push({ fn, ms }),
    proximo() {
      const t = fila.shift();
      if (!t) throw new Error("nenhum timer");
      t.fn();
      return t.ms;
    },
    get pendentes() {
      return fila.length;
    },
  };
}

const nota: NotaImpressao = {
  tipo: "venda_direta",
  dataHora: "2025-03-14T21:42:07.000Z",
  nomeEstabelecimento: "Bar do Zé",
  cnpjCpfEstabelecimento: null,
  enderecoEstabelecimento: null,
  telefoneEstabelecimento: null,
  numeroVenda: "VEN000001",
  numeroComanda: null,
  numeroMesa: null,
  nomeCliente: null,
  telefoneCliente: null,
  itens: [{ nome: "Chopp <Pilsen> & cia", preco: "6.00", quantidade: 2, total: "12.00", observacoes: null }],
  subtotal: "12.00",
  desconto: "0.00",
  taxaServico: null,
  couvert: null,
  total: "12.00",
  formaPagamento: "pix",
  pagamentos: [{ formaPagamento: "pix", valor: "12.00", valorRecebido: null, troco: "0.00" }],
  conferencia: null,
  observacoes: null,
  cancelamento: null,
  pixCopiaECola: null,
};

describe("imprimir nota", () => {
  test("abre a janela pequena, escreve o recibo num <pre> de 80 mm, imprime após 0,8 s e fecha 1,5 s depois", async () => {
    const { janela, head, body, eventos } = janelaFalsa();
    const timers = agenda();
    const abertas: [string, string][] = [];
    const impressa = imprimirNota(nota, {
      abrir: (nome, recursos) => {
        abertas.push([nome, recursos]);
        return janela;
      },
      agendar: timers.agendar,
    });
    expect(abertas).toHaveLength(1);
    expect(abertas[0]![0]).toMatch(new RegExp(`^${PREFIXO_JANELA_IMPRESSAO}-\\d+$`));
    expect(abertas[0]![1]).toBe(RECURSOS_JANELA_IMPRESSAO);
    expect(RECURSOS_JANELA_IMPRESSAO).toContain("width=400,height=600");
    expect(RECURSOS_JANELA_IMPRESSAO).not.toContain("noopener");

    // The text is the shared builder's, as text (the "<" of a product name is not markup).
    expect(body.filhos).toHaveLength(1);
    expect(body.filhos[0]!.tag).toBe("pre");
    expect(body.filhos[0]!.textContent).toBe(montarRecibo(nota));
    expect(janela.document.title).toBe("Nota VEN000001");
    const css = head.filhos[0]!.textContent;
    expect(css).toContain("size: 80mm auto");
    expect(css).toContain("margin: 0");
    expect(css).toContain("width: 80mm");
    expect(css).toContain("monospace");

    expect(eventos).toEqual([]);
    expect(timers.proximo()).toBe(ATRASO_IMPRESSAO_MS);
    expect(eventos).toEqual(["focus", "print"]);
    await impressa;
    expect(timers.proximo()).toBe(FECHAR_APOS_MS);
    expect(eventos).toEqual(["focus", "print", "close"]);
    expect(timers.pendentes).toBe(0);
  });

  test("popup bloqueado: falha da impressão térmica com o motivo, sem timers", async () => {
    const timers = agenda();
    const falha = imprimirNota(nota, { abrir: () => null, agendar: timers.agendar });
    await expect(falha).rejects.toBeInstanceOf(FalhaImpressao);
    await expect(falha).rejects.toMatchObject({ detalhe: MENSAGEM_POPUP_BLOQUEADO, popupBloqueado: true });
    expect(MENSAGEM_POPUP_BLOQUEADO).toBe("Não foi possível abrir janela de impressão");
    expect(MENSAGEM_FALHA_IMPRESSAO).toBe("Falha na impressão térmica");
    expect(timers.pendentes).toBe(0);
  });

  test("erro ao imprimir vira Falha na impressão térmica e a janela ainda fecha", async () => {
    const { janela, eventos } = janelaFalsa({ printFalha: true });
    const timers = agenda();
    const falha = imprimirNota(nota, { abrir: () => janela, agendar: timers.agendar });
    timers.proximo();
    await expect(falha).rejects.toBeInstanceOf(FalhaImpressao);
    await expect(falha).rejects.toMatchObject({ detalhe: "impressora desligada", popupBloqueado: false });
    timers.proximo();
    expect(eventos).toEqual(["focus", "print", "close"]);
  });

  test("a janela fechada pela pessoa antes da hora é uma falha, não uma exceção solta", async () => {
    const { janela } = janelaFalsa();
    const timers = agenda();
    const falha = imprimirNota(nota, { abrir: () => janela, agendar: timers.agendar });
    janela.close();
    timers.proximo();
    await expect(falha).rejects.toBeInstanceOf(FalhaImpressao);
  });

  test("recibo PIX: o QR Code desenhado (nós de SVG, não texto HTML) entre o texto e o copia e cola", async () => {
    const copiaECola = montarBrCode({
      recebedor: { tipo: "email", chave: "caixa@bardoze.com.br", nome: "BAR DO ZE", cidade: "SAO PAULO" },
      valorCentavos: 1200,
      txid: "V0123456789ABCDEF01234567",
    });
    const notaPix: NotaImpressao = { ...nota, pixCopiaECola: copiaECola };
    type No = {
      tag: string;
      textContent: string;
      className: string;
      attrs: Record<string, string>;
      filhos: No[];
    };
    const no = (
      tag: string,
    ): No & { setAttribute(k: string, v: string): void; append(...f: No[]): void } => ({
      tag,
      textContent: "",
      className: "",
      attrs: {},
      filhos: [],
      setAttribute(k, v) {
        this.attrs[k] = v;
      },
      append(...f) {
        this.filhos.push(...f);
      },
    });
    const corpo = {
      filhos: [] as No[],
      replaceChildren(...f: No[]) {
        this.filhos = f;
      },
    };
    const cabeca = { replaceChildren() {} };
    let abriu!: () => void;
    const aberta = new Promise<void>((r) => {
      abriu = r;
    });
    const janela = {
      closed: false,
      document: {
        title: "",
        head: cabeca,
        body: corpo,
        createElement: no,
        createElementNS: (_: string, t: string) => no(t),
      },
      focus() {},
      print() {},
      close() {},
    } as unknown as JanelaImpressao;
    const timers = agenda();
    const impressa = imprimirNota(notaPix, {
      abrir: () => {
        abriu();
        return janela;
      },
      agendar: timers.agendar,
    });
    await aberta;
    const { antesDoQr, depoisDoQr } = partesDoRecibo(notaPix);
    const [antes, qr, depois] = corpo.filhos;
    expect(corpo.filhos).toHaveLength(3);
    expect(antes).toMatchObject({ tag: "pre", textContent: antesDoQr });
    expect(depois).toMatchObject({ tag: "pre", textContent: depoisDoQr });
    expect(depoisDoQr).toContain(copiaECola.slice(0, 32));
    const desenho = desenharQr(copiaECola);
    expect(qr).toMatchObject({ tag: "div", className: "qr-pix" });
    const svg = qr!.filhos[0]!;
    expect(svg.tag).toBe("svg");
    expect(svg.attrs.viewBox).toBe(`0 0 ${desenho.tamanho} ${desenho.tamanho}`);
    expect(svg.filhos[1]!.attrs.d).toBe(desenho.caminho);
    timers.proximo();
    await impressa;
  });
});
