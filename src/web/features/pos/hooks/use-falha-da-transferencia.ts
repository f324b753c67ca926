import { useQueryClient } from "@tanstack/react-query";
import type { Comanda } from "@/shared/pos/schemas";
import { ApiError } from "@/web/lib/api";
import { invalidarMesasEComandas } from "../api/keys";
import { tratarErroCorrecao } from "../lib/erro-correcao";
import { useComandaAlterada } from "./use-comanda-alterada";

/**
 * A refused move of items, merge or change of table. A tab changed on another device since it was on
 * screen (409 ComandaAlterada, decision 132; only the moves that carry versions) shows at once as it is
 * now, and `setAviso` says which one, so the person checks it and confirms again; a destination or a
 * table taken meanwhile refreshes the lists; the rest is tratarErroCorrecao's (field messages, a toast).
 */
export function useFalhaDaTransferencia({
  titulo,
  setErros,
  setAviso,
}: {
  titulo: string;
  setErros: (erros: Record<string, string>) => void;
  setAviso?: (aviso: string) => void;
}) {
  const queryClient = useQueryClient();
  const alterada = useComandaAlterada();
  return (error: unknown) => {
    if (setAviso && alterada(error)) {
      const atual = (error.corpo as { comanda?: Comanda } | null)?.comanda;
      setAviso(
        `A comanda ${atual?.numero_comanda ?? ""} foi alterada em outro aparelho. Confira e confirme de novo.`,
      );
      return;
    }
    if (error instanceof ApiError && error.status === 409) void invalidarMesasEComandas(queryClient);
    tratarErroCorrecao(error, { titulo, setErros });
  };
}
