import { SettingsIcon } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { PageHeader } from "@/web/components/layout/page-header";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { toast } from "@/web/lib/toast";
import { useConfiguracoes } from "../api/obter-configuracoes";
import { ConfiguracoesForm } from "./configuracoes-form";

/**
 * /app/configuracoes (spec §2): the subscription area on top (composed by the route, from billing), then
 * the settings form. The first read creates the defaults; that is announced once ("Configurações criadas").
 * A manager gets no subscription area (the route passes none) and no restore.
 */
export function ConfiguracoesPagina({
  areaAssinatura,
  podeRestaurarBackup,
  onPerfilAlterado,
}: {
  areaAssinatura: ReactNode;
  podeRestaurarBackup: boolean;
  onPerfilAlterado: () => void;
}) {
  const consulta = useConfiguracoes();
  const avisado = useRef(false);

  useEffect(() => {
    if (consulta.data?.criada && !avisado.current) {
      avisado.current = true;
      toast.success("Configurações criadas");
    }
  }, [consulta.data]);
  useEffect(() => {
    if (consulta.isError)
      toast.error("Erro ao carregar configurações", { description: consulta.error.message });
  }, [consulta.isError, consulta.error]);

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <PageHeader
        title="Configurações"
        subtitle="Assinatura, dados do estabelecimento, notificações, estoque e backup"
        icon={SettingsIcon}
      />
      {areaAssinatura}
      {consulta.isPending ? (
        <div className="flex min-h-48 items-center justify-center rounded-xl border border-dashed bg-card/40 text-sm text-muted-foreground">
          <Spinner label="Carregando configurações..." />
        </div>
      ) : consulta.isError ? (
        <div className="grid h-48 place-items-center content-center gap-3 rounded-xl border border-dashed text-sm text-muted-foreground">
          <p>Erro ao carregar configurações</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => consulta.refetch()}
            disabled={consulta.isFetching}
          >
            Tentar novamente
          </Button>
        </div>
      ) : (
        <ConfiguracoesForm
          key={consulta.data.configuracoes.id}
          configuracoes={consulta.data.configuracoes}
          podeRestaurarBackup={podeRestaurarBackup}
          onPerfilAlterado={onPerfilAlterado}
        />
      )}
    </div>
  );
}
