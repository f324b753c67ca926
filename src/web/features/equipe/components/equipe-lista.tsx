import { NOMES_PAPEIS } from "@/shared/equipe/papeis";
import type { Pessoa } from "@/shared/equipe/schemas";
import { Badge } from "@/web/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { cn } from "@/web/lib/cn";
import { ROTULOS_STATUS, type StatusPessoa, statusDaPessoa } from "../lib/equipe";
import { type AcoesPessoa, PessoaAcoesMenu } from "./pessoa-acoes-menu";

const VARIANTE_STATUS = {
  ativo: "success",
  convite_pendente: "warning",
  desativado: "secondary",
} as const satisfies Record<StatusPessoa, "success" | "warning" | "secondary">;

function StatusBadge({ pessoa }: { pessoa: Pessoa }) {
  const status = statusDaPessoa(pessoa);
  return <Badge variant={VARIANTE_STATUS[status]}>{ROTULOS_STATUS[status]}</Badge>;
}

function Nome({ pessoa, euId }: { pessoa: Pessoa; euId: string }) {
  return (
    <span className={cn("font-medium", !pessoa.ativo && "text-muted-foreground")}>
      {pessoa.nome}
      {pessoa.id === euId ? <span className="font-normal text-muted-foreground"> (você)</span> : null}
    </span>
  );
}

/** Desktop: one row per person. */
export function EquipeTabela({
  pessoas,
  euId,
  ...acoes
}: AcoesPessoa & { pessoas: readonly Pessoa[]; euId: string }) {
  return (
    <Table aria-label="Pessoas da equipe">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="pl-4">Nome</TableHead>
          <TableHead>E-mail</TableHead>
          <TableHead>Função</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="w-12 pr-4">
            <span className="sr-only">Ações</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {pessoas.map((pessoa) => (
          <TableRow key={pessoa.id}>
            <TableCell className="max-w-64 truncate pl-4">
              <Nome pessoa={pessoa} euId={euId} />
            </TableCell>
            <TableCell className="max-w-72 truncate text-muted-foreground">{pessoa.email}</TableCell>
            <TableCell>{NOMES_PAPEIS[pessoa.papel]}</TableCell>
            <TableCell>
              <StatusBadge pessoa={pessoa} />
            </TableCell>
            <TableCell className="pr-4 text-right">
              {pessoa.papel === "dono" ? null : <PessoaAcoesMenu pessoa={pessoa} {...acoes} />}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Phones: one card per person, the menu beside the name. */
export function EquipeCartoes({
  pessoas,
  euId,
  ...acoes
}: AcoesPessoa & { pessoas: readonly Pessoa[]; euId: string }) {
  return (
    <ul className="grid grid-cols-1 gap-3" aria-label="Pessoas da equipe">
      {pessoas.map((pessoa) => (
        <li key={pessoa.id} className="rounded-xl border bg-card p-4">
          <div className="flex items-start justify-between gap-2">
            <div className="grid min-w-0 gap-0.5">
              <Nome pessoa={pessoa} euId={euId} />
              <span className="truncate text-sm text-muted-foreground">{pessoa.email}</span>
            </div>
            <div className="-mt-1 -mr-2 shrink-0">
              {pessoa.papel === "dono" ? null : <PessoaAcoesMenu pessoa={pessoa} {...acoes} />}
            </div>
          </div>
          <div className="mt-3 flex items-center justify-between gap-2 border-t pt-3 text-sm">
            <span>{NOMES_PAPEIS[pessoa.papel]}</span>
            <StatusBadge pessoa={pessoa} />
          </div>
        </li>
      ))}
    </ul>
  );
}
