import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { EVENTO_SSE, type Evento, INTERVALO_BATIMENTO_MS, type ProntoAoVivo } from "@/shared/eventos/evento";
import { DomainError } from "../../lib/errors";
import { type CentralDeEventos, CentralEncerrada } from "../../lib/events";
import { logger } from "../../lib/logger";
import { requireAccount, signedIn } from "../../lib/session";
import type { AppDeps, AppEnv } from "../../lib/types";
import { sessaoEmVigor } from "../accounts/accounts.queries";

class AvisosIndisponiveis extends DomainError {
  readonly code = "AvisosIndisponiveis";
  readonly status = 503;
  override message = "Servidor reiniciando. As telas voltam a se atualizar sozinhas em instantes.";
}

/**
 * /api/eventos — one server-sent event stream per signed-in session (decision 127), carrying the change
 * notices of its own account only. It opens with `pronto` once nothing can be missed any more; then one
 * `mudanca` per committed change, and a `batimento` every `intervalo`. It ends when the session ends,
 * when the server stops, or when the notices of a gap were lost; the browser reconnects and refetches.
 */
export function eventosRoutes(deps: AppDeps, central: CentralDeEventos) {
  // Each heartbeat also re-reads the session: signed out or revoked, the stream ends.
  const intervalo = deps.intervaloEventosMs ?? INTERVALO_BATIMENTO_MS;
  return new Hono<AppEnv>().use(signedIn).get("/", async (c) => {
    const { usuarioId, sessionId } = requireAccount(c);

    // Subscribed before the answer starts, so that a refused subscription is an honest status; the
    // notices that arrive before the stream is ready wait in `antes`.
    const antes: Evento[] = [];
    let aoMudar = (evento: Evento) => {
      antes.push(evento);
    };
    let terminou = false;
    let aoTerminar = () => {
      terminou = true;
    };
    let sair: () => void;
    try {
      sair = await central.assinar({
        usuarioId,
        aoReceber: (evento) => aoMudar(evento),
        aoEncerrar: () => aoTerminar(),
      });
    } catch (erro) {
      // The server is stopping, or the database cannot listen now: the browser tries again later.
      if (!(erro instanceof CentralEncerrada))
        logger.warn("Não foi possível ouvir os avisos de mudança", { error: erro });
      throw new AvisosIndisponiveis();
    }

    // Proxies such as nginx would otherwise hold the notices back in their buffer.
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      let batimento: NodeJS.Timeout | undefined;
      try {
        await new Promise<void>((fim) => {
          aoTerminar = fim;
          if (terminou) fim();
          stream.onAbort(fim);
          // One write after another: a notice never cuts into a heartbeat. A write that fails means
          // the client is gone.
          let fila = Promise.resolve();
          const escrever = (escrita: () => Promise<unknown>) => {
            fila = fila.then(escrita).then(() => {}, fim);
          };
          const pronto: ProntoAoVivo = { batimentoMs: intervalo };
          escrever(() => stream.writeSSE({ event: EVENTO_SSE.pronto, data: JSON.stringify(pronto) }));
          aoMudar = (evento) => {
            escrever(() => stream.writeSSE({ event: EVENTO_SSE.mudanca, data: JSON.stringify(evento) }));
          };
          for (const evento of antes.splice(0)) aoMudar(evento);
          batimento = setInterval(() => {
            escrever(async () => {
              if (!(await sessaoEmVigor(deps.db, { sessionId, now: new Date() }))) return fim();
              await stream.writeSSE({ event: EVENTO_SSE.batimento, data: "" });
            });
          }, intervalo);
        });
      } finally {
        clearInterval(batimento);
        sair();
      }
    });
  });
}
