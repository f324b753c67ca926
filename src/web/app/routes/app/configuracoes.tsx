import { useQueryClient } from "@tanstack/react-query";
import { SESSAO_KEY } from "@/web/features/accounts/api/obter-sessao";
import { AreaAssinatura } from "@/web/features/billing/components/area-assinatura";
import { ConfiguracoesPagina } from "@/web/features/settings/components/configuracoes-pagina";

/**
 * /app/configuracoes (spec §2): the billing area and the settings, composed here so that neither
 * feature imports another. A saved name reaches the shell's user menu by re-reading the session.
 */
export function Component() {
  const queryClient = useQueryClient();
  return (
    <ConfiguracoesPagina
      areaAssinatura={<AreaAssinatura />}
      onPerfilAlterado={() => queryClient.invalidateQueries({ queryKey: SESSAO_KEY })}
    />
  );
}
