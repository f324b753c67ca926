import { AlertCircleIcon, BarChart3Icon, DownloadIcon, PrinterIcon } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import { ROTULO_PERIODO } from "@/shared/reports/schemas";
import { PageHeader } from "@/web/components/layout/page-header";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { ApiError } from "@/web/lib/api";
import { cn } from "@/web/lib/cn";
import { toast } from "@/web/lib/toast";
import { useRelatorio } from "../api/obter-relatorio";
import { useExportarRelatorio } from "../hooks/use-exportar-relatorio";
import { usePeriodoUrl } from "../hooks/use-periodo-url";
import { formatarIntervalo } from "../lib/formatar";
import { MaisVendidos } from "./mais-vendidos";
import { PeriodoSelect } from "./periodo-select";
import { ResumoCards } from "./resumo-cards";
import { SemVendas } from "./sem-vendas";
import { VendasPorAtendente } from "./vendas-por-atendente";

// recharts is only in this chunk, fetched after the cards are on screen.
const Graficos = lazy(() => import("./graficos"));

function GraficosCarregando() {
  return (
    <div className="grid grid-cols-1 gap-4" aria-busy="true">
      <span className="sr-only">Carregando gráficos...</span>
      <div className="h-[22rem] animate-pulse rounded-xl border bg-card/60" />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <div className="h-80 animate-pulse rounded-xl border bg-card/60" />
        <div className="h-80 animate-pulse rounded-xl border bg-card/60" />
      </div>
    </div>
  );
}

/**
 * The reports page (§2.6): period in the URL, the four cards, the charts, the top 5 and the two
 * exports. Every figure comes from GET /api/relatorios; the page computes none of them.
 */
export function RelatoriosPagina({ estabelecimento }: { estabelecimento: string | null }) {
  const [periodo, setPeriodo] = usePeriodoUrl();
  const consulta = useRelatorio(periodo);
  const relatorio = consulta.data;
  const exportar = useExportarRelatorio(relatorio, estabelecimento);
  // While another period loads, the previous one stays on screen (dimmed): its figures are not this period's.
  const trocando = consulta.isPlaceholderData;

  useEffect(() => {
    const sessaoEncerrada = consulta.error instanceof ApiError && consulta.error.status === 401;
    if (consulta.isError && !sessaoEncerrada)
      toast.error("Erro ao carregar dados dos relatórios", { id: "erro-relatorios" });
  }, [consulta.isError, consulta.error]);

  const semDados = !relatorio || trocando;
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6">
      <PageHeader
        title="Relatórios"
        subtitle="Vendas, receita e produtos mais vendidos"
        icon={BarChart3Icon}
        actions={
          <>
            <PeriodoSelect periodo={periodo} onChange={setPeriodo} />
            <Button
              variant="outline"
              onClick={exportar.imprimir}
              disabled={semDados}
              className="flex-1 sm:flex-none"
            >
              <PrinterIcon aria-hidden /> Exportar PDF
            </Button>
            <Button
              onClick={exportar.baixar}
              disabled={semDados || exportar.baixando}
              className="flex-1 sm:flex-none"
            >
              {exportar.baixando ? (
                <Spinner className="size-4 text-primary-foreground" />
              ) : (
                <DownloadIcon aria-hidden />
              )}
              Baixar PDF
            </Button>
          </>
        }
      />

      {consulta.isPending ? (
        <div className="flex min-h-64 items-center justify-center text-muted-foreground">
          <Spinner className="size-6" label="Carregando relatórios..." />
        </div>
      ) : !relatorio ? (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden />
          <AlertTitle>Erro ao carregar dados dos relatórios</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center gap-3">
            {consulta.error?.message}
            <Button
              size="sm"
              variant="outline"
              onClick={() => consulta.refetch()}
              disabled={consulta.isFetching}
            >
              Tentar de novo
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <div
          aria-busy={trocando}
          className={cn("grid grid-cols-1 gap-6 transition-opacity", trocando && "opacity-60")}
        >
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            <span className="font-medium text-foreground">{ROTULO_PERIODO[relatorio.periodo]}</span>
            <span>{formatarIntervalo(relatorio.inicio, relatorio.fim)}</span>
            <span aria-hidden>·</span>
            <span>comparado com {formatarIntervalo(relatorio.inicioAnterior, relatorio.fimAnterior)}</span>
            {trocando ? <Spinner className="size-4" label="Atualizando..." /> : null}
          </p>
          <ResumoCards resumo={relatorio.resumo} />
          {relatorio.resumo.numeroVendas === 0 ? (
            <SemVendas periodo={ROTULO_PERIODO[relatorio.periodo]} />
          ) : (
            <Suspense fallback={<GraficosCarregando />}>
              <Graficos relatorio={relatorio} />
            </Suspense>
          )}
          <MaisVendidos produtos={relatorio.maisVendidos} />
          <VendasPorAtendente atendentes={relatorio.porAtendente} />
        </div>
      )}
    </div>
  );
}
