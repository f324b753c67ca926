import { useState } from "react";
import { type RegistroAuditoria, ROTULO_ORIGEM_AUDITORIA } from "@/shared/admin/schemas";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { formatarDataHora } from "@/web/lib/format";
import { useAuditoria } from "../api/listar-auditoria";
import { Paginacao } from "./paginacao";

/** The audit line's details that say why: the reason, the months, the event, the sweep's counts. */
function resumoDetalhes(detalhes: RegistroAuditoria["detalhes"]): string {
  const partes: string[] = [];
  const { motivo, meses, evento, suspensas, canceladas, data_vencimento } = detalhes as Record<
    string,
    unknown
  >;
  if (typeof motivo === "string") partes.push(motivo);
  if (typeof meses === "number") partes.push(`${meses} ${meses === 1 ? "mês" : "meses"}`);
  if (typeof evento === "string") partes.push(`evento ${evento}`);
  if (typeof suspensas === "number") partes.push(`${suspensas} suspensas`);
  if (typeof canceladas === "number") partes.push(`${canceladas} canceladas`);
  if (typeof data_vencimento === "string") partes.push(`vence ${formatarDataHora(data_vencimento)}`);
  return partes.join(" · ");
}

/** Every change of a subscription and by whose hand: admin actions, the sweep, the provider's events. */
export function AuditoriaPainel() {
  const [pagina, setPagina] = useState(1);
  const auditoria = useAuditoria(pagina);
  return (
    <section aria-label="Auditoria" className="grid gap-4">
      {auditoria.isError ? (
        <p className="text-sm text-destructive">{auditoria.error.message}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Quando</TableHead>
                <TableHead>Origem</TableHead>
                <TableHead>Ação</TableHead>
                <TableHead>Conta</TableHead>
                <TableHead>Por</TableHead>
                <TableHead>Detalhes</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {auditoria.data?.registros.map((r) => (
                <TableRow key={r.id}>
                  <TableCell className="whitespace-nowrap tabular-nums">
                    {formatarDataHora(r.momento)}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{ROTULO_ORIGEM_AUDITORIA[r.origem]}</TableCell>
                  <TableCell className="whitespace-nowrap font-medium">{r.acao}</TableCell>
                  <TableCell className="max-w-56 truncate">{r.conta?.email ?? "—"}</TableCell>
                  <TableCell className="max-w-48 truncate">{r.autor_email ?? "—"}</TableCell>
                  <TableCell className="max-w-72 truncate text-muted-foreground">
                    {resumoDetalhes(r.detalhes)}
                  </TableCell>
                </TableRow>
              ))}
              {auditoria.data && auditoria.data.registros.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
                    Nada registrado ainda.
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </div>
      )}
      {auditoria.data ? (
        <Paginacao
          pagina={auditoria.data.pagina}
          total={auditoria.data.total}
          porPagina={auditoria.data.por_pagina}
          onPagina={setPagina}
        />
      ) : null}
    </section>
  );
}
