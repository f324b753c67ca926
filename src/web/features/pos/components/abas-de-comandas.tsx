import type { ComponentProps } from "react";
import type { Sessao } from "@/shared/accounts/schemas";
import { FeatureGate } from "@/web/components/layout/feature-gate";
import { ComandasAba } from "./comandas-aba";
import { MesasAba } from "./mesas-aba";

/**
 * The "Mesas" and "Comandas" tabs behind the plan's gate, in one module that the point of sale downloads
 * when one of them is first shown or its tab is pointed at or focused (decision 169), not with Venda
 * Direta.
 */
export function AbaMesas({
  conta,
  ...props
}: ComponentProps<typeof MesasAba> & { conta: Sessao | null | undefined }) {
  return (
    <FeatureGate funcionalidade="comandas" conta={conta}>
      <MesasAba {...props} />
    </FeatureGate>
  );
}

export function AbaComandas({
  conta,
  ...props
}: ComponentProps<typeof ComandasAba> & { conta: Sessao | null | undefined }) {
  return (
    <FeatureGate funcionalidade="comandas" conta={conta}>
      <ComandasAba {...props} />
    </FeatureGate>
  );
}
