import type { Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import { logger } from "./logger";

export interface ShutdownOptions {
  /** How long the stop may take in all; after it the process exits even with requests under way. */
  timeoutMs: number;
  /** Runs once no request is left: the database closes only after the last answer that needs it. */
  close(): Promise<void>;
  /**
   * Runs at the signal, for answers that would otherwise never finish: the live event streams end here
   * (their browsers reconnect to a server that stays), so the stop waits for real requests only.
   */
  endStreams?(): void;
  exit?: (code: number) => void;
  now?: () => number;
}

/**
 * A connection that has not sent its request yet is usually a client about to; one that has sent
 * nothing after this long (a browser's spare connection) is closed.
 */
const SILENT_CONNECTION_GRACE_MS = 2000;

/**
 * One Ctrl+C reaches the server more than once: from the terminal and again from npm or tsx, which
 * pass it on. Signals this close to the first are that same stop; a later one is a person insisting.
 */
const SAME_STOP_MS = 1000;

interface Connection {
  answering: Set<ServerResponse>;
  served: number;
}

/**
 * Stopping without losing answers: every request a client has managed to send gets its real answer,
 * and the database closes after the last one. A request cut short leaves the client without an answer
 * for something the database may have committed (a sale, a closed tab).
 *
 * The listening socket is not closed at once: connections the operating system has already accepted
 * for us, with the request sent, wait in its queue until Node picks them up, and closing the socket
 * resets them. So after the signal the server keeps taking what arrives, answers with
 * `Connection: close` (clients open their next connection elsewhere) and stops listening as soon as it
 * is idle, or at the latest after half of the time limit; the other half is for what is still under
 * way. A second signal (a second Ctrl+C), or the time limit, ends the process at once.
 */
export function gracefulShutdown(server: Server, options: ShutdownOptions): (signal: NodeJS.Signals) => void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const now = options.now ?? Date.now;
  let stoppedAt = 0;
  const connections = new Map<Socket, Connection>();
  let stopping = false;
  let listening = true;
  let checkQueued = false;
  let deadline: NodeJS.Timeout | undefined;
  let listenDeadline: NodeJS.Timeout | undefined;

  const pending = () => [...connections.values()].reduce((sum, c) => sum + c.answering.size, 0);
  const busy = () => [...connections.values()].some((c) => c.answering.size > 0 || c.served === 0);

  function watchSilence(socket: Socket, connection: Connection) {
    setTimeout(() => {
      if (connection.served === 0 && connection.answering.size === 0) socket.destroy();
    }, SILENT_CONNECTION_GRACE_MS).unref();
  }

  // Checked a turn of the event loop later, so that connections waiting in the queue surface first.
  function stopListeningWhenIdle() {
    if (!stopping || !listening || checkQueued) return;
    checkQueued = true;
    setImmediate(() => {
      checkQueued = false;
      if (!busy()) stopListening();
    });
  }

  function stopListening() {
    if (!listening) return;
    listening = false;
    clearTimeout(listenDeadline);
    // net.Server's close: http.Server's would also drop connections whose request is not read yet.
    const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
    logger.info("Servidor não aceita mais conexões", { pendentes: pending() });
    closed
      .then(() => options.close())
      .then(
        () => {
          clearTimeout(deadline);
          logger.info("Balcão encerrado");
          exit(0);
        },
        (error: unknown) => {
          clearTimeout(deadline);
          logger.error("Erro ao encerrar", { error });
          exit(1);
        },
      );
  }

  server.on("connection", (socket: Socket) => {
    const connection: Connection = { answering: new Set(), served: 0 };
    connections.set(socket, connection);
    if (stopping) watchSilence(socket, connection);
    socket.once("close", () => {
      connections.delete(socket);
      stopListeningWhenIdle();
    });
  });
  server.on("request", (request, response: ServerResponse) => {
    const connection = connections.get(request.socket);
    if (!connection) return;
    connection.answering.add(response);
    if (stopping) closeAfterAnswer(response);
    response.once("close", () => {
      connection.answering.delete(response);
      connection.served++;
      if (!stopping) return;
      if (connection.answering.size === 0) request.socket.destroySoon();
      stopListeningWhenIdle();
    });
  });

  return (signal) => {
    if (stopping) {
      if (now() - stoppedAt < SAME_STOP_MS) return;
      logger.warn(`Segundo sinal (${signal}): encerrando sem esperar`, { pendentes: pending() });
      exit(1);
      return;
    }
    stopping = true;
    stoppedAt = now();
    logger.info(`${signal} recebido: encerrando depois dos pedidos em andamento`, {
      pendentes: pending(),
      limiteMs: options.timeoutMs,
    });
    options.endStreams?.();
    for (const [socket, connection] of connections) {
      for (const response of connection.answering) closeAfterAnswer(response);
      if (connection.answering.size > 0) continue;
      if (connection.served > 0) socket.destroySoon();
      else watchSilence(socket, connection);
    }
    listenDeadline = setTimeout(stopListening, options.timeoutMs / 2);
    deadline = setTimeout(() => {
      logger.error("Encerramento forçado: o tempo limite acabou com pedidos em andamento", {
        pendentes: pending(),
        limiteMs: options.timeoutMs,
      });
      exit(1);
    }, options.timeoutMs);
    stopListeningWhenIdle();
  };
}

/** Sent with the answer, `Connection: close` makes Node end the connection once the answer is out. */
function closeAfterAnswer(response: ServerResponse) {
  if (!response.headersSent) response.setHeader("Connection", "close");
}
