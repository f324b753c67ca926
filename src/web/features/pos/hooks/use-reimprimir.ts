import { useState } from "react";
import type { NotaImpressao } from "@/shared/pos/schemas";
import { ApiError } from "@/web/lib/api";
import { reimprimirNota } from "../lib/avisos-impressao";
import { toast } from "../lib/toast";

/**
 * "Reimprimir" on a list of sales or closed tabs: asks the server for the note again, prints it with the
 * reprint toasts, and says which row is printing (one at a time). A 401 shows nothing: the app goes to /login.
 */
export function useReimprimir(buscarNota: (id: string) => Promise<NotaImpressao>) {
  const [imprimindo, setImprimindo] = useState<string | null>(null);

  const reimprimir = async (id: string) => {
    setImprimindo(id);
    try {
      await reimprimirNota(await buscarNota(id));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        toast.error("Erro ao carregar dados", {
          description: error instanceof Error ? error.message : undefined,
        });
      }
    } finally {
      setImprimindo(null);
    }
  };

  return { imprimindo, reimprimir };
}
