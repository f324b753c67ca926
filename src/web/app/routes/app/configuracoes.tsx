import { useQueryClient } from "@tanstack/react-query";
import { SESSAO_KEY } from "@/web/features/accounts/api/obter-sessao";
import { usePode } from "@/web/features/accounts/hooks/use-pode";
import { AreaAssinatura } from "@/web/features/billing/components/area-assinatura";
import { ConfiguracoesPagina } from "@/web/features/settings/components/configuracoes-pagina";

/**
 * /app/configuracoes (spec §2): the billing area and the settings, composed here so that neither
 * feature imports another. A saved name reaches the shell's user menu by re-reading the session. The plan
 * and restoring a backup are the owner's: a manager sees the rest.
 */
export function Component() {
  const queryClient = useQueryClient();
  const pode = usePode();
  return (
    <ConfiguracoesPagina
      areaAssinatura={pode("assinatura") ? <AreaAssinatura /> : null}
      podeRestaurarBackup={pode("backups.restaurar")}
      onPerfilAlterado={() => queryClient.invalidateQueries({ queryKey: SESSAO_KEY })}
    />
  );
}
