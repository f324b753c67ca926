import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { definirAoVivo } from "@/web/lib/depois-da-acao";
import { lidasPeloAviso } from "@/web/lib/escrita-com-leituras";
import { type EstadoAoVivo, manterAoVivo } from "./conexao-ao-vivo";
import { invalidarPorEvento, invalidarTudoAoVivo } from "./invalidacoes";

export type { EstadoAoVivo } from "./conexao-ao-vivo";

/**
 * The signed-in app's one live stream (decision 127): each change notice of the account refetches the
 * queries it makes stale, so every device shows what another just did, and this one what it just did
 * itself (decision 167) — but for what its write's answer already brought (decision 170). Mounted once,
 * in the /app layout.
 * While the stream is down the app keeps working on what it has and on its own requests.
 * `ativo` false (signed out, first access, account blocked): no stream.
 */
export function useEventosAoVivo(ativo: boolean): EstadoAoVivo {
  const queryClient = useQueryClient();
  const [estado, setEstado] = useState<EstadoAoVivo>("conectando");

  useEffect(() => {
    if (!ativo) return;
    const parar = manterAoVivo({
      abrir: () => new EventSource("/api/eventos"),
      aoMudar: (evento) =>
        void lidasPeloAviso(evento).then((lidas) => invalidarPorEvento(queryClient, evento, lidas)),
      aoVoltar: () => void invalidarTudoAoVivo(queryClient),
      aoEstado: (novo) => {
        // The screen's own writes leave their refetching to their notices while the stream is up.
        definirAoVivo(novo === "conectado");
        setEstado(novo);
      },
    });
    return () => {
      parar();
      definirAoVivo(false);
    };
  }, [queryClient, ativo]);

  return ativo ? estado : "conectando";
}
