import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { PERIODO_PADRAO, type PeriodoRelatorio } from "@/shared/reports/schemas";
import { periodoDaUrl } from "../lib/formatar";

/**
 * The period lives in the URL (?periodo=7dias), so a reload, a shared link or the back button keeps it.
 * The default (30 dias) leaves the URL clean.
 */
export function usePeriodoUrl(): [PeriodoRelatorio, (periodo: PeriodoRelatorio) => void] {
  const [params, setParams] = useSearchParams();
  const periodo = periodoDaUrl(params.get("periodo"));
  const mudar = useCallback(
    (novo: PeriodoRelatorio) =>
      setParams(
        (atual) => {
          const proximo = new URLSearchParams(atual);
          if (novo === PERIODO_PADRAO) proximo.delete("periodo");
          else proximo.set("periodo", novo);
          return proximo;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [periodo, mudar];
}
