import { EVENTO_SSE, type Evento, lerEvento } from "@/shared/eventos/evento";
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

const esperarPadrao = (ms: number, depois: () => void) => {
  const id = setTimeout(depois, ms);
  return () => clearTimeout(id);
};

/**
 * Keeps one live stream open (decision 127). EventSource retries on its own at a fixed pace and gives up
 * for good on an HTTP error (a 503 while a server restarts), so on any error it is closed and opened
 * again here, after the back-off of `atrasoDeReconexao`; reaching `pronto` starts the count over. Returns
 * the way to stop.
 */
export function manterAoVivo(opcoes: OpcoesAoVivo): () => void {
  const esperar = opcoes.esperar ?? esperarPadrao;
  let fonte: FonteDeEventos | null = null;
  let cancelarEspera = () => {};
  let tentativa = 0;
  let jaConectou = false;
  let parado = false;

  const conectar = () => {
    const atual = opcoes.abrir();
    fonte = atual;
    atual.addEventListener(EVENTO_SSE.pronto, () => {
      tentativa = 0;
      opcoes.aoEstado("conectado");
      if (jaConectou) opcoes.aoVoltar();
      jaConectou = true;
    });
    atual.addEventListener(EVENTO_SSE.mudanca, (mensagem) => {
      const evento = lerMensagem(mensagem.data);
      if (evento) opcoes.aoMudar(evento);
    });
    atual.onerror = () => {
      atual.close();
      if (parado || fonte !== atual) return;
      fonte = null;
      opcoes.aoEstado("reconectando");
      cancelarEspera = esperar(atrasoDeReconexao(tentativa++), conectar);
    };
  };

  opcoes.aoEstado("conectando");
  conectar();
  return () => {
    parado = true;
    cancelarEspera();
    fonte?.close();
    fonte = null;
  };
}
