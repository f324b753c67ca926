import { useQueryClient } from "@tanstack/react-query";
import { PrinterIcon } from "lucide-react";
import { useState } from "react";
import { toCentavos } from "@/shared/money";
import { ROTULO_FORMA_PAGAMENTO } from "@/shared/pos/formas-pagamento";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { formatarDataHora, formatarDinheiro } from "@/web/lib/format";
import { useFechamentos } from "../api/listar-fechamentos";
import { caixaQueryOptions } from "../api/obter-caixa";
import { imprimirFechamentoComAviso } from "../lib/imprimir-fechamento";
import { Diferenca, textoDiferenca } from "./diferenca";

/**
 * "Fechamentos": the latest closed shifts, newest first, with what was expected, counted, the difference
 * and the methods that did not match (decision 162); each can be printed again.
 */
export function FechamentosLista() {
  const fechamentos = useFechamentos();
  const queryClient = useQueryClient();
  const [imprimindo, setImprimindo] = useState<string | null>(null);

  const imprimir = async (id: string) => {
    setImprimindo(id);
    try {
      await imprimirFechamentoComAviso(await queryClient.fetchQuery(caixaQueryOptions(id)), {
        aposFechar: false,
      });
    } finally {
      setImprimindo(null);
    }
  };

  return (
    <section aria-labelledby="fechamentos" className="grid gap-3">
      <h2 id="fechamentos" className="text-lg font-semibold">
        Fechamentos
      </h2>
      {fechamentos.isPending ? (
        <Spinner />
      ) : fechamentos.isError ? (
        <p className="text-sm text-destructive">Não foi possível carregar os fechamentos.</p>
      ) : fechamentos.data.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          Nenhum caixa fechado ainda.
        </p>
      ) : (
        <ul className="grid gap-2">
          {fechamentos.data.map((f) => {
            const divergentes = f.diferencas.filter((d) => toCentavos(d.diferenca) !== 0);
            return (
              <li key={f.id}>
                <article
                  aria-label={`Fechamento ${f.terminal} ${formatarDataHora(f.fechado_em)}`}
                  className="grid gap-2 rounded-lg border bg-card p-4 sm:grid-cols-[1fr_auto_auto] sm:items-center sm:gap-6"
                >
                  <div className="grid gap-0.5">
                    <p className="font-medium">
                      {f.terminal} · {formatarDataHora(f.fechado_em)}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      Aberto por {f.aberto_por} em {formatarDataHora(f.aberto_em)} · fechado por{" "}
                      {f.fechado_por}
                    </p>
                    {divergentes.length > 0 ? (
                      <p className="text-xs text-muted-foreground">
                        {divergentes
                          .map(
                            (d) =>
                              `${ROTULO_FORMA_PAGAMENTO[d.forma_pagamento]}: ${textoDiferenca(toCentavos(d.diferenca))}`,
                          )
                          .join(" · ")}
                      </p>
                    ) : null}
                  </div>
                  <dl className="grid grid-cols-3 gap-3 text-sm sm:text-right">
                    <div>
                      <dt className="text-xs text-muted-foreground">Esperado</dt>
                      <dd className="tabular-nums">{formatarDinheiro(f.total_esperado)}</dd>
                    </div>
                    <div>
                      <dt className="text-xs text-muted-foreground">Contado</dt>
                      <dd className="tabular-nums">{formatarDinheiro(f.total_contado)}</dd>
                    </div>
                    <div>
                      <dt className="text-xs text-muted-foreground">Diferença</dt>
                      <dd>
                        <Diferenca centavos={toCentavos(f.diferenca)} />
                      </dd>
                    </div>
                  </dl>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => imprimir(f.id)}
                    disabled={imprimindo === f.id}
                    aria-label={`Imprimir fechamento ${f.terminal} ${formatarDataHora(f.fechado_em)}`}
                  >
                    <PrinterIcon aria-hidden /> Imprimir
                  </Button>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
