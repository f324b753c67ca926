import {
  EVENTO_SSE,
  type Evento,
  INTERVALO_BATIMENTO_MS,
  lerEvento,
  type ProntoAoVivo,
} from "@/shared/eventos/evento";
import { atrasoDeReconexao } from "@/web/lib/reconexao";

export type EstadoAoVivo = "conectando" | "conectado" | "reconectando";

/** The part of EventSource used here (tests give their own). */
export interface FonteDeEventos {
  addEventListener(tipo: string, ouvir: (mensagem: MessageEvent<string>) => void): void;
  onerror: ((erro: Event) => void) | null;
  close(): void;
}

export interface OpcoesAoVivo {
  abrir(): FonteDeEventos;
  aoMudar(evento: Evento): void;
  /** The stream is back after a gap: notices may have been lost, everything live is stale. */
  aoVoltar(): void;
  aoEstado(estado: EstadoAoVivo): void;
  esperar?(ms: number, depois: () => void): () => void;
}

function lerMensagem(data: string): Evento | null {
  try {
    return lerEvento(JSON.parse(data));
  } catch {
    return null;
  }
}

/** A stream silent for this many heartbeats died without closing. */
const BATIMENTOS_DE_SILENCIO = 3;

function lerBatimento(data: string): number {
  try {
    const { batimentoMs } = JSON.parse(data) as Partial<ProntoAoVivo>;
    return typeof batimentoMs === "number" && batimentoMs > 0 ? batimentoMs : INTERVALO_BATIMENTO_MS;
  } catch {
    return INTERVALO_BATIMENTO_MS;
  }
}

const esperarPadrao = (ms: number, depois: () => void) => {
  const id = setTimeout(depois, ms);
  return () => clearTimeout(id);
};

/**
 * Keeps one live stream open (decision 127). EventSource retries on its own at a fixed pace and gives up
 * for good on an HTTP error (a 503 while a server restarts), so on any error it is closed and opened
 * again here, after the back-off of `atrasoDeReconexao`; reaching `pronto` starts the count over. A
 * stream that says nothing, not even its heartbeat, for three heartbeats is taken for dead the same way
 * (a connection that died without closing, as a phone's does when it changes networks). Returns the way
 * to stop.
 */
export function manterAoVivo(opcoes: OpcoesAoVivo): () => void {
  const esperar = opcoes.esperar ?? esperarPadrao;
  let fonte: FonteDeEventos | null = null;
  let cancelarEspera = () => {};
  let cancelarVigia = () => {};
  let tentativa = 0;
  let jaConectou = false;
  let parado = false;

  const caiu = (atual: FonteDeEventos) => {
    atual.close();
    if (parado || fonte !== atual) return;
    cancelarVigia();
    fonte = null;
    opcoes.aoEstado("reconectando");
    cancelarEspera = esperar(atrasoDeReconexao(tentativa++), conectar);
  };

  const conectar = () => {
    const atual = opcoes.abrir();
    fonte = atual;
    let silencioMs = INTERVALO_BATIMENTO_MS * BATIMENTOS_DE_SILENCIO;
    const vigiar = () => {
      cancelarVigia();
      cancelarVigia = esperar(silencioMs, () => caiu(atual));
    };
    vigiar();
    atual.addEventListener(EVENTO_SSE.pronto, (mensagem) => {
      silencioMs = lerBatimento(mensagem.data) * BATIMENTOS_DE_SILENCIO;
      vigiar();
      tentativa = 0;
      opcoes.aoEstado("conectado");
      if (jaConectou) opcoes.aoVoltar();
      jaConectou = true;
    });
    atual.addEventListener(EVENTO_SSE.batimento, vigiar);
    atual.addEventListener(EVENTO_SSE.mudanca, (mensagem) => {
      vigiar();
      const evento = lerMensagem(mensagem.data);
      if (evento) opcoes.aoMudar(evento);
    });
    atual.onerror = () => caiu(atual);
  };

  opcoes.aoEstado("conectando");
  conectar();
  return () => {
    parado = true;
    cancelarEspera();
    cancelarVigia();
    fonte?.close();
    fonte = null;
  };
}
