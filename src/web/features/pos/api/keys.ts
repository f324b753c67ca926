import type { QueryClient } from "@tanstack/react-query";
import type { TransferenciaComandas } from "@/shared/pos/transferencias";
import { invalidar } from "@/web/lib/depois-da-acao";

/** Every query of the point of sale sits under ["pdv"]. */
export const pdvKeys = {
  all: ["pdv"] as const,
  resumo: () => [...pdvKeys.all, "resumo"] as const,
  pix: () => [...pdvKeys.all, "pix"] as const,
  taxas: () => [...pdvKeys.all, "taxas"] as const,
  vendas: () => [...pdvKeys.all, "vendas"] as const,
  venda: (id: string) => [...pdvKeys.all, "venda", id] as const,
  mesas: () => [...pdvKeys.all, "mesas"] as const,
  comandas: () => [...pdvKeys.all, "comandas", "abertas"] as const,
  comandasFechadas: () => [...pdvKeys.all, "comandas", "fechadas"] as const,
  comanda: (id: string) => [...pdvKeys.all, "comanda", id] as const,
};

/** Tables and open tabs (a tab opened, an item added, a tab closed, a table saved). */
export const mesasEComandas = () => [pdvKeys.mesas(), pdvKeys.comandas()];

/** Tables and open tabs changed where this screen did not write (a refusal said so): refetched now. */
export function invalidarMesasEComandas(queryClient: QueryClient) {
  return invalidar(queryClient, mesasEComandas());
}

/**
 * Items moved or a tab merged: both tabs as the server answered them (the lists on screen came with the
 * answer, decision 170).
 */
export function mostrarTransferencia(queryClient: QueryClient, { origem, destino }: TransferenciaComandas) {
  queryClient.setQueryData(pdvKeys.comanda(origem.comanda.id), origem);
  queryClient.setQueryData(pdvKeys.comanda(destino.comanda.id), destino);
}
