import { FeatureGate } from "@/web/components/layout/feature-gate";
import { useSessao } from "@/web/features/accounts/api/obter-sessao";
import { RelatoriosPagina } from "@/web/features/reports/components/relatorios-pagina";

/**
 * /app/relatorios (spec §2.6): the reports page, wrapped in the relatorios_basicos gate. The account
 * (plan for the gate, establishment name for the exported report) comes from the session here, so the
 * reports feature never imports the accounts feature.
 */
export function Component() {
  const session = useSessao();
  const conta = session.data;
  return (
    <FeatureGate funcionalidade="relatorios_basicos" conta={conta}>
      <RelatoriosPagina estabelecimento={conta?.usuario.nome_estabelecimento ?? null} />
    </FeatureGate>
  );
}
