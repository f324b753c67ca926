import { describe, expect, test } from "vitest";
import type { Evento } from "@/shared/eventos/evento";
import { type EstadoAoVivo, type FonteDeEventos, manterAoVivo } from "./conexao-ao-vivo";

/** An EventSource the test drives: it says what the server would send. */
class FonteFalsa implements FonteDeEventos {
  onerror: ((erro: Event) => void) | null = null;
  fechada = false;
  private readonly ouvintes = new Map<string, (mensagem: MessageEvent<string>) => void>();

  addEventListener(tipo: string, ouvir: (mensagem: MessageEvent<string>) => void) {
    this.ouvintes.set(tipo, ouvir);
  }
  close() {
    this.fechada = true;
  }
  enviar(tipo: string, data = "") {
    this.ouvintes.get(tipo)?.({ data } as MessageEvent<string>);
  }
  cair() {
    this.onerror?.(new Event("error"));
  }
}

function montar() {
  const fontes: FonteFalsa[] = [];
  const esperas: { ms: number; depois: () => void; cancelada: boolean }[] = [];
  const mudancas: Evento[] = [];
  const estados: EstadoAoVivo[] = [];
  let voltas = 0;
  const parar = manterAoVivo({
    abrir: () => {
      const fonte = new FonteFalsa();
      fontes.push(fonte);
      return fonte;
    },
    aoMudar: (evento) => mudancas.push(evento),
    aoVoltar: () => {
      voltas++;
    },
    aoEstado: (estado) => estados.push(estado),
    esperar: (ms, depois) => {
      const espera = { ms, depois, cancelada: false };
      esperas.push(espera);
      return () => {
        espera.cancelada = true;
      };
    },
  });
  const ultima = () => fontes.at(-1)!;
  /** Runs the pending wait (the reconnection). */
  const passar = () => esperas.at(-1)!.depois();
  return { fontes, esperas, mudancas, estados, voltas: () => voltas, parar, ultima, passar };
}

describe("manterAoVivo", () => {
  test("cada aviso válido chega; o que não é um aviso do conjunto é ignorado", () => {
    const t = montar();
    t.ultima().enviar("pronto");
    t.ultima().enviar("mudanca", JSON.stringify({ tipo: "comanda", id: "c1" }));
    t.ultima().enviar("mudanca", JSON.stringify({ tipo: "outra-coisa" }));
    t.ultima().enviar("mudanca", "{quebrado");
    t.ultima().enviar("mudanca", JSON.stringify({ tipo: "venda" }));
    expect(t.mudancas).toEqual([{ tipo: "comanda", id: "c1" }, { tipo: "venda" }]);
    expect(t.estados).toEqual(["conectando", "conectado"]);
    expect(t.voltas()).toBe(0);
  });

  test("ao cair, reabre com espera crescente até o teto; ao voltar, recarrega tudo e recomeça a contagem", () => {
    const t = montar();
    t.ultima().enviar("pronto");
    const esperas: number[] = [];
    for (let i = 0; i < 7; i++) {
      const caida = t.ultima();
      caida.cair();
      expect(caida.fechada).toBe(true);
      esperas.push(t.esperas.at(-1)!.ms);
      t.passar();
    }
    // Each wait is cut by up to half at random: within [teto/2, teto].
    const tetos = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000];
    esperas.forEach((ms, i) => {
      expect(ms).toBeGreaterThanOrEqual(tetos[i]! / 2);
      expect(ms).toBeLessThanOrEqual(tetos[i]!);
    });
    expect(t.fontes).toHaveLength(8);
    expect(t.estados.at(-1)).toBe("reconectando");
    expect(t.voltas()).toBe(0);

    t.ultima().enviar("pronto");
    expect(t.estados.at(-1)).toBe("conectado");
    expect(t.voltas()).toBe(1);
    t.ultima().cair();
    expect(t.esperas.at(-1)!.ms).toBeLessThanOrEqual(1_000);
  });

  test("parar fecha o stream e cancela a reconexão pendente", () => {
    const t = montar();
    t.ultima().cair();
    t.parar();
    expect(t.esperas.at(-1)!.cancelada).toBe(true);
    const aberta = montar();
    aberta.parar();
    expect(aberta.ultima().fechada).toBe(true);
    aberta.ultima().cair();
    // Nothing left to run: the watch on the silence is cancelled and no reconnection was scheduled.
    expect(aberta.esperas.every((espera) => espera.cancelada)).toBe(true);
  });

  test("três batimentos de silêncio: o stream é dado por morto, fechado e reaberto; o que chega adia o prazo", () => {
    const t = montar();
    const fonte = t.ultima();
    // Before `pronto`, the default heartbeat (20 s).
    expect(t.esperas.at(-1)!.ms).toBe(60_000);
    fonte.enviar("pronto", JSON.stringify({ batimentoMs: 1_000 }));
    const primeiroPrazo = t.esperas.at(-1)!;
    expect(primeiroPrazo.ms).toBe(3_000);
    fonte.enviar("batimento");
    expect(primeiroPrazo.cancelada).toBe(true);
    fonte.enviar("mudanca", JSON.stringify({ tipo: "venda" }));
    const prazo = t.esperas.at(-1)!;
    expect(prazo.ms).toBe(3_000);
    expect(t.esperas.filter((espera) => !espera.cancelada)).toEqual([prazo]);

    prazo.depois();
    expect(fonte.fechada).toBe(true);
    expect(t.estados.at(-1)).toBe("reconectando");
    t.passar();
    expect(t.fontes).toHaveLength(2);
    t.ultima().enviar("pronto", JSON.stringify({ batimentoMs: 1_000 }));
    expect(t.voltas()).toBe(1);
    // The dead stream's late words change nothing.
    fonte.cair();
    expect(t.estados.at(-1)).toBe("conectado");
  });
});
