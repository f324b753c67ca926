import { type ReactNode, useId } from "react";
import { cn } from "@/web/lib/cn";

/**
 * A chart with its title and a one-line reading. The drawing is hidden from screen readers
 * (aria-hidden); the same figures are in the visible legend or in a visually hidden table.
 */
export function GraficoCard({
  titulo,
  resumo,
  nota,
  className,
  children,
  dados,
  vazio = false,
  alturaVazio = "h-56",
}: {
  titulo: string;
  /** One line a person reads first ("Melhor dia: ..."). */
  resumo?: ReactNode;
  /** Fine print under the chart (what the values are). */
  nota?: string;
  className?: string;
  /** The drawing. */
  children: ReactNode;
  /** What assistive technology reads instead of the drawing. */
  dados?: ReactNode;
  /** No sale in the period: "Nenhuma venda no período" in the chart's place. */
  vazio?: boolean;
  alturaVazio?: string;
}) {
  const id = useId();
  return (
    <figure
      aria-labelledby={id}
      className={cn("m-0 flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-4 sm:p-5", className)}
    >
      <figcaption className="grid gap-1">
        <h2 id={id} className="text-base font-semibold">
          {titulo}
        </h2>
        {resumo ? <p className="text-sm text-muted-foreground">{resumo}</p> : null}
      </figcaption>
      {vazio ? (
        <SemVendasNoPeriodo altura={alturaVazio} />
      ) : (
        <>
          <div aria-hidden="true" className="min-w-0">
            {children}
          </div>
          {dados}
          {nota ? <p className="text-xs text-muted-foreground">{nota}</p> : null}
        </>
      )}
    </figure>
  );
}

/** A data table only screen readers see. */
export function TabelaOculta({
  legenda,
  colunas,
  linhas,
}: {
  legenda: string;
  colunas: string[];
  linhas: string[][];
}) {
  // The wrapper is what hides it: a table box ignores overflow, so sr-only on the <table> itself would
  // still stretch the page by the table's full height.
  return (
    <div className="sr-only">
      <table>
        <caption>{legenda}</caption>
        <thead>
          <tr>
            {colunas.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {linhas.map((linha) => (
            <tr key={linha[0]}>
              {linha.map((celula, i) =>
                i === 0 ? (
                  <th key={colunas[i]} scope="row">
                    {celula}
                  </th>
                ) : (
                  <td key={colunas[i]}>{celula}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The chart's place while there is nothing to draw. */
function SemVendasNoPeriodo({ altura }: { altura: string }) {
  return (
    <div
      className={cn(
        "flex items-center justify-center rounded-lg border border-dashed text-sm text-muted-foreground",
        altura,
      )}
    >
      Nenhuma venda no período
    </div>
  );
}
