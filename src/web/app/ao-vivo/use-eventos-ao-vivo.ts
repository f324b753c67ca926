import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { EVENTO_SSE, Evento } from "@/shared/eventos/schemas";
import { atrasoDeReconexao } from "@/web/lib/reconexao";
import { invalidarPorEvento, invalidarTudoAoVivo } from "./invalidacoes";

export type EstadoAoVivo = "conectando" | "conectado" | "reconectando";

function lerEvento(data: string) {
  try {
    return Evento.safeParse(JSON.parse(data));
  } catch {
    return null;
  }
}

/**
 * The signed-in app's one live stream (decision 127): each change notice of the account refetches the
 * queries it makes stale, so every device shows what another just did. Mounted once, in the /app layout.
 * When the stream drops, the app keeps working on what it has and on its own requests; the stream comes
 * back with back-off, and then everything live is refetched, since notices of the gap are lost.
 * `ativo` false (signed out, first access, account blocked): no stream.
 */
export function useEventosAoVivo(ativo: boolean): EstadoAoVivo {
  const queryClient = useQueryClient();
  const [estado, setEstado] = useState<EstadoAoVivo>("conectando");

  useEffect(() => {
    if (!ativo) return;
    let fonte: EventSource | null = null;
    let espera: ReturnType<typeof setTimeout> | undefined;
    let tentativa = 0;
    let jaConectou = false;

    const conectar = () => {
      fonte = new EventSource("/api/eventos");
      fonte.addEventListener(EVENTO_SSE.pronto, () => {
        tentativa = 0;
        setEstado("conectado");
        if (jaConectou) void invalidarTudoAoVivo(queryClient);
        jaConectou = true;
      });
      fonte.addEventListener(EVENTO_SSE.mudanca, (mensagem) => {
        const lido = lerEvento(mensagem.data);
        if (lido?.success) void invalidarPorEvento(queryClient, lido.data);
      });
      // EventSource retries on its own at a fixed pace and gives up for good on an HTTP error (a 503
      // while a server restarts): it is closed and opened again here, with back-off, in every case.
      fonte.onerror = () => {
        fonte?.close();
        fonte = null;
        setEstado("reconectando");
        espera = setTimeout(conectar, atrasoDeReconexao(tentativa++));
      };
    };

    conectar();
    return () => {
      clearTimeout(espera);
      fonte?.close();
      setEstado("conectando");
    };
  }, [queryClient, ativo]);

  return estado;
}
