import { UsersIcon } from "lucide-react";
import { useId } from "react";
import type { VendasAtendente } from "@/shared/reports/schemas";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { formatarDinheiro, formatarInteiro } from "@/web/lib/format";

/**
 * "Vendas por atendente": who sold and who closed tabs in the period, with the revenue of both, and the
 * service charge of their sales and of the tables they opened (decision 150). Sales from before staff
 * logins appear under the name recorded then.
 */
export function VendasPorAtendente({ atendentes }: { atendentes: VendasAtendente[] }) {
  const tituloId = useId();
  return (
    <section aria-labelledby={tituloId} className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={tituloId} className="text-base font-semibold">
            Vendas por atendente
          </h2>
          <p className="text-sm text-muted-foreground">
            Vendas diretas e comandas fechadas por cada pessoa no período; a taxa de serviço vai para quem
            abriu a comanda
          </p>
        </div>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary/12 text-primary">
          <UsersIcon className="size-4" aria-hidden />
        </span>
      </div>
      {atendentes.length === 0 ? (
        <p className="rounded-lg border border-dashed px-6 py-8 text-center text-sm text-muted-foreground">
          Nenhuma venda no período
        </p>
      ) : (
        <>
          {/* On a phone, one card per person: four columns do not fit 360 px. */}
          <ul aria-label="Atendentes" className="grid gap-2 sm:hidden">
            {atendentes.map((a) => (
              <li
                key={a.pessoa_id ?? `nome:${a.nome}`}
                className="flex items-center justify-between gap-3 rounded-lg border bg-background/30 px-3 py-2.5"
              >
                <span className="grid min-w-0 gap-0.5">
                  <span className="truncate font-medium" title={a.nome}>
                    {a.nome}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {formatarInteiro(a.vendas)} {a.vendas === 1 ? "venda" : "vendas"} ·{" "}
                    {formatarInteiro(a.comandas)} {a.comandas === 1 ? "comanda" : "comandas"}
                  </span>
                </span>
                <span className="grid text-right">
                  <span className="font-semibold tabular-nums">{formatarDinheiro(a.receita)}</span>
                  {a.taxa_servico !== "0.00" ? (
                    <span className="text-xs text-muted-foreground tabular-nums">
                      Taxa {formatarDinheiro(a.taxa_servico)}
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
          <div className="hidden sm:block">
            <Table aria-labelledby={tituloId}>
              <TableHeader>
                <TableRow>
                  <TableHead>Atendente</TableHead>
                  <TableHead className="text-right">Vendas</TableHead>
                  <TableHead className="text-right">Comandas</TableHead>
                  <TableHead className="text-right">Receita</TableHead>
                  <TableHead className="text-right">Taxa de serviço</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {atendentes.map((a) => (
                  <TableRow key={a.pessoa_id ?? `nome:${a.nome}`}>
                    <TableCell className="max-w-48 truncate font-medium" title={a.nome}>
                      {a.nome}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{formatarInteiro(a.vendas)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatarInteiro(a.comandas)}</TableCell>
                    <TableCell className="text-right font-semibold tabular-nums">
                      {formatarDinheiro(a.receita)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatarDinheiro(a.taxa_servico)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </>
      )}
    </section>
  );
}
