import { MoreHorizontalIcon } from "lucide-react";
import { useDeferredValue, useState } from "react";
import type { ContaAdmin } from "@/shared/admin/schemas";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { SearchInput } from "@/web/components/ui/search-input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { formatarData, formatarDinheiro } from "@/web/lib/format";
import { useContas } from "../api/listar-contas";
import { type AcaoConta, AcaoContaDialog } from "./acao-conta-dialog";
import { Paginacao } from "./paginacao";
import { StatusAssinaturaBadge } from "./status-assinatura-badge";

const ACOES: { acao: AcaoConta; rotulo: string }[] = [
  { acao: "ativar", rotulo: "Ativar" },
  { acao: "renovar", rotulo: "Renovar…" },
  { acao: "suspender", rotulo: "Suspender…" },
  { acao: "cancelar", rotulo: "Cancelar…" },
];

/** Every account, searchable, with its subscription and the actions on it. */
export function ContasPainel() {
  const [busca, setBusca] = useState("");
  const [pagina, setPagina] = useState(1);
  const buscaAdiada = useDeferredValue(busca.trim());
  const contas = useContas(buscaAdiada, pagina);
  const [alvo, setAlvo] = useState<{ acao: AcaoConta; conta: ContaAdmin } | null>(null);

  return (
    <section aria-label="Contas" className="grid gap-4">
      <SearchInput
        value={busca}
        onValueChange={(valor) => {
          setBusca(valor);
          setPagina(1);
        }}
        placeholder="Buscar por e-mail, estabelecimento ou CPF/CNPJ"
        aria-label="Buscar contas"
        className="max-w-md"
      />
      {contas.isError ? (
        <p className="text-sm text-destructive">{contas.error.message}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Conta</TableHead>
                <TableHead className="hidden md:table-cell">Plano</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="hidden md:table-cell">Vencimento</TableHead>
                <TableHead className="hidden md:table-cell">Último pagamento</TableHead>
                <TableHead className="text-right">Ações</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {contas.data?.contas.map((conta) => (
                <TableRow key={conta.id}>
                  <TableCell className="max-w-48 md:max-w-64">
                    <div className="truncate font-medium">{conta.nome_estabelecimento}</div>
                    <div className="truncate text-xs text-muted-foreground">{conta.email}</div>
                    {/* On a phone the plan and the due date ride under the account (their columns are hidden). */}
                    <div className="truncate text-xs text-muted-foreground md:hidden">
                      {conta.super_admin ? "Super Admin" : (conta.assinatura?.plano_nome ?? "Sem plano")}
                      {conta.assinatura ? ` · vence ${formatarData(conta.assinatura.data_vencimento)}` : ""}
                    </div>
                  </TableCell>
                  <TableCell className="hidden md:table-cell">
                    {conta.super_admin ? "Super Admin" : (conta.assinatura?.plano_nome ?? "—")}
                  </TableCell>
                  <TableCell>
                    <div className="grid justify-items-start gap-1">
                      <StatusAssinaturaBadge status={conta.assinatura?.status ?? null} />
                      {conta.assinatura?.observacoes ? (
                        <span className="max-w-48 truncate text-xs text-muted-foreground">
                          {conta.assinatura.observacoes}
                        </span>
                      ) : null}
                    </div>
                  </TableCell>
                  <TableCell className="hidden tabular-nums md:table-cell">
                    {conta.assinatura ? formatarData(conta.assinatura.data_vencimento) : "—"}
                  </TableCell>
                  <TableCell className="hidden tabular-nums md:table-cell">
                    {conta.ultimo_pagamento
                      ? `${formatarDinheiro(conta.ultimo_pagamento.valor)} em ${formatarData(conta.ultimo_pagamento.data_pagamento)}`
                      : "—"}
                  </TableCell>
                  <TableCell className="text-right">
                    {conta.assinatura ? (
                      <DropdownMenu>
                        <DropdownMenuTrigger asChild>
                          <Button variant="ghost" size="icon" aria-label={`Ações de ${conta.email}`}>
                            <MoreHorizontalIcon aria-hidden />
                          </Button>
                        </DropdownMenuTrigger>
                        <DropdownMenuContent align="end">
                          {ACOES.map(({ acao, rotulo }) => (
                            <DropdownMenuItem key={acao} onSelect={() => setAlvo({ acao, conta })}>
                              {rotulo}
                            </DropdownMenuItem>
                          ))}
                        </DropdownMenuContent>
                      </DropdownMenu>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
              {contas.data && contas.data.contas.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
                    Nenhuma conta encontrada.
                  </TableCell>
                </TableRow>
              ) : null}
              {contas.isPending ? (
                <TableRow>
                  <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
                    Carregando contas...
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </div>
      )}
      {contas.data ? (
        <Paginacao
          pagina={contas.data.pagina}
          total={contas.data.total}
          porPagina={contas.data.por_pagina}
          onPagina={setPagina}
        />
      ) : null}
      <AcaoContaDialog alvo={alvo} onOpenChange={(aberto) => !aberto && setAlvo(null)} />
    </section>
  );
}
