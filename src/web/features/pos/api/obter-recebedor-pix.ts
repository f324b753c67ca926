import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { pdvKeys } from "./keys";

/** GET /api/pdv/pix: the settings' PIX receiver (null until the key is set), for the QR of a payment. */
export function obterRecebedorPix() {
  return resposta(api.pdv.pix.$get());
}

export function recebedorPixQueryOptions() {
  return queryOptions({
    queryKey: pdvKeys.pix(),
    queryFn: obterRecebedorPix,
    select: (dados) => dados.pix,
  });
}

/** `enabled: false` for a role that takes no payments. */
export function useRecebedorPix({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...recebedorPixQueryOptions(), enabled });
}
