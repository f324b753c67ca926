/**
 * Reads a server-sent event stream (GET /api/eventos) the way a browser's EventSource parses it: events
 * separated by a blank line, `event:` and `data:` fields, comment lines (heartbeats) skipped.
 */
import { EVENTO_SSE, type Evento, lerEvento } from "@/shared/eventos/evento";

export interface MensagemSse {
  event: string;
  data: string;
}

export class LeitorDeEventos {
  private readonly recebidas: MensagemSse[] = [];
  private esperando: (() => void) | null = null;
  private terminou = false;
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  /** Resolves when the server ends the stream. */
  readonly fim: Promise<void>;

  constructor(response: Response) {
    if (!response.body) throw new Error("Resposta sem corpo: não é um stream de eventos.");
    this.reader = response.body.getReader();
    this.fim = this.ler();
  }

  private async ler() {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for (;;) {
        const { done, value } = await this.reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let fimDoEvento = buffer.indexOf("\n\n");
        while (fimDoEvento >= 0) {
          this.interpretar(buffer.slice(0, fimDoEvento));
          buffer = buffer.slice(fimDoEvento + 2);
          fimDoEvento = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // Cancelled by the test, or the connection dropped: the stream is over either way.
    } finally {
      this.terminou = true;
      this.acordar();
    }
  }

  private interpretar(bloco: string) {
    let event = "message";
    const dados: string[] = [];
    for (const linha of bloco.split("\n")) {
      if (linha.startsWith(":")) continue;
      if (linha.startsWith("event: ")) event = linha.slice(7);
      else if (linha.startsWith("data: ")) dados.push(linha.slice(6));
    }
    // Heartbeats say only that the stream is alive; the tests wait for what comes between them.
    if (event === EVENTO_SSE.batimento || (dados.length === 0 && event === "message")) return;
    this.recebidas.push({ event, data: dados.join("\n") });
    this.acordar();
  }

  private acordar() {
    const esperando = this.esperando;
    this.esperando = null;
    esperando?.();
  }

  /** The next event; fails if the stream ends first. */
  async proxima(): Promise<MensagemSse> {
    for (;;) {
      const mensagem = this.recebidas.shift();
      if (mensagem) return mensagem;
      if (this.terminou) throw new Error("O stream de eventos terminou antes do próximo evento.");
      await new Promise<void>((resolve) => {
        this.esperando = resolve;
      });
    }
  }

  /**
   * The next change notice as it says what changed; fails on any other event, or on a notice that does
   * not name the transaction that wrote it (decision 170).
   */
  async proximaMudanca(): Promise<Omit<Evento, "tx">> {
    const { tx: _, ...mudanca } = await this.proximoAviso();
    return mudanca;
  }

  /** The next change notice whole, with its transaction. */
  async proximoAviso(): Promise<Evento & { tx: string }> {
    const mensagem = await this.proxima();
    if (mensagem.event !== EVENTO_SSE.mudanca) throw new Error(`Evento inesperado: ${mensagem.event}`);
    const evento = lerEvento(JSON.parse(mensagem.data));
    if (!evento) throw new Error(`Aviso de mudança inválido: ${mensagem.data}`);
    if (!evento.tx || !/^\d+$/.test(evento.tx)) throw new Error(`Aviso sem transação: ${mensagem.data}`);
    return { ...evento, tx: evento.tx };
  }

  /** Waits for `pronto`: from then on, no committed change is missed. */
  async pronto(): Promise<this> {
    const mensagem = await this.proxima();
    if (mensagem.event !== EVENTO_SSE.pronto) throw new Error(`Esperava "pronto", veio ${mensagem.event}`);
    return this;
  }

  /** Closes the stream from the client's side (the tab was closed). */
  async fechar(): Promise<void> {
    await this.reader.cancel().catch(() => {});
    await this.fim;
  }
}
