import { AlertCircleIcon, HistoryIcon } from "lucide-react";
import { useDeferredValue, useEffect, useState } from "react";
import { type Motivo, type Movimentacao, ROTULO_MOTIVO, type TipoMovimentacao } from "@/shared/stock/schemas";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { SearchInput } from "@/web/components/ui/search-input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/web/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { ApiError } from "@/web/lib/api";
import { cn } from "@/web/lib/cn";
import { formatarData, formatarDataHora, formatarDinheiro, formatarInteiro } from "@/web/lib/format";
import { toast } from "@/web/lib/toast";

import { useMediaQuery } from "@/web/lib/use-media-query";
import { useMovimentacoes } from "../api/listar-movimentacoes";
import { SemEstoqueBadge, StatusBadge, TipoBadge } from "./movimentacao-badges";

type TipoFiltro = TipoMovimentacao | "todos";

export function rotuloMotivo(motivo: string): string {
  return ROTULO_MOTIVO[motivo as Motivo] ?? motivo;
}

/** Waits for a pause in typing before asking the server (the history is searched there, 50 rows). */
function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The movement history (§2.5): search, type filter (Todos / Entradas / Saídas), latest 50. */
export function MovimentacoesHistorico() {
  const [busca, setBusca] = useState("");
  const [tipo, setTipo] = useState<TipoFiltro>("todos");
  const buscaServidor = useDeferredValue(useDebounced(busca.trim(), 250));
  const lista = useMovimentacoes({
    busca: buscaServidor || undefined,
    tipo: tipo === "todos" ? undefined : tipo,
  });
  // The nine facts of a movement fit a table only on a wide screen; below it, cards (two columns on tablets).
  const desktop = useMediaQuery("(min-width: 1280px)");

  useEffect(() => {
    const sessaoEncerrada = lista.error instanceof ApiError && lista.error.status === 401;
    if (lista.isError && !sessaoEncerrada)
      toast.error("Erro ao carregar movimentações", { id: "erro-movimentacoes" });
  }, [lista.isError, lista.error]);

  const movimentacoes = lista.data ?? [];
  return (
    <section aria-label="Histórico de movimentações" className="grid grid-cols-1 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchInput
          className="flex-1"
          value={busca}
          onValueChange={setBusca}
          placeholder="Buscar produto, motivo ou responsável"
          aria-label="Buscar movimentações"
        />
        <Select value={tipo} onValueChange={(v) => setTipo(v as TipoFiltro)}>
          <SelectTrigger className="sm:w-44" aria-label="Filtrar por tipo">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="todos">Todos</SelectItem>
            <SelectItem value="entrada">Entradas</SelectItem>
            <SelectItem value="saida">Saídas</SelectItem>
          </SelectContent>
        </Select>
      </div>

      {lista.isPending ? (
        <div className="grid grid-cols-1 gap-2" aria-busy="true">
          <span className="sr-only">Carregando movimentações...</span>
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className="h-16 animate-pulse rounded-xl border bg-card/60" />
          ))}
        </div>
      ) : lista.isError && !lista.data ? (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden />
          <AlertTitle>Erro ao carregar movimentações</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center gap-3">
            {lista.error.message}
            <Button size="sm" variant="outline" onClick={() => lista.refetch()} disabled={lista.isFetching}>
              Tentar de novo
            </Button>
          </AlertDescription>
        </Alert>
      ) : movimentacoes.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card/40 px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <HistoryIcon className="size-6" aria-hidden />
          </span>
          <h2 className="text-base font-semibold">Nenhuma movimentação encontrada</h2>
          <p className="max-w-sm text-sm text-muted-foreground">
            {busca || tipo !== "todos"
              ? "Nada corresponde à busca ou ao tipo escolhido."
              : "Registre uma entrada de mercadoria ou uma saída para começar o histórico."}
          </p>
        </div>
      ) : (
        <div
          className={cn("grid grid-cols-1 gap-2 transition-opacity", lista.isPlaceholderData && "opacity-60")}
        >
          {desktop ? (
            <HistoricoTabela movimentacoes={movimentacoes} />
          ) : (
            <HistoricoCartoes movimentacoes={movimentacoes} />
          )}
          <p className="text-sm text-muted-foreground">
            {movimentacoes.length >= 50
              ? "Mostrando as 50 movimentações mais recentes"
              : `${formatarInteiro(movimentacoes.length)} ${movimentacoes.length === 1 ? "movimentação" : "movimentações"}`}
          </p>
        </div>
      )}
    </section>
  );
}

const hora = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", timeStyle: "short" });
function formatHora(value: string): string {
  return hora.format(new Date(value));
}

function Quantidade({ m }: { m: Movimentacao }) {
  return (
    <span
      className={cn("font-semibold tabular-nums", m.tipo === "entrada" ? "text-success" : "text-destructive")}
    >
      {m.tipo === "entrada" ? "+" : "−"}
      {formatarInteiro(m.quantidade)}
    </span>
  );
}

function NomeProduto({ m }: { m: Movimentacao }) {
  return (
    <>
      <span className="block truncate font-medium">{m.produto.nome}</span>
      <span className="block truncate text-xs text-muted-foreground">
        {[m.produto.marca, m.produto.ativo ? null : "produto excluído"].filter(Boolean).join(" · ") ||
          m.produto.categoria}
      </span>
    </>
  );
}

function HistoricoTabela({ movimentacoes }: { movimentacoes: Movimentacao[] }) {
  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      <Table aria-label="Movimentações">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="pl-4">Data</TableHead>
            <TableHead>Produto</TableHead>
            <TableHead>Tipo e motivo</TableHead>
            <TableHead className="text-right">Qtd. × preço</TableHead>
            <TableHead className="text-right">Valor total</TableHead>
            <TableHead>Responsável</TableHead>
            <TableHead className="pr-4">Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {movimentacoes.map((m) => (
            <TableRow key={m.id}>
              <TableCell className="pl-4 text-xs whitespace-nowrap text-muted-foreground tabular-nums">
                {formatarData(m.data_movimentacao)}
                <span className="block">{formatHora(m.data_movimentacao)}</span>
              </TableCell>
              <TableCell className="max-w-48">
                <NomeProduto m={m} />
              </TableCell>
              <TableCell className="max-w-56">
                <span className="flex items-center gap-2">
                  <TipoBadge tipo={m.tipo} />
                  <span className="truncate">{rotuloMotivo(m.motivo)}</span>
                </span>
                {m.fornecedor ? (
                  <span className="mt-0.5 block truncate text-xs text-muted-foreground">{m.fornecedor}</span>
                ) : null}
              </TableCell>
              <TableCell className="text-right whitespace-nowrap">
                <Quantidade m={m} />
                {m.preco_unitario !== null && (
                  <span className="block text-xs text-muted-foreground tabular-nums">
                    × {formatarDinheiro(m.preco_unitario)}
                  </span>
                )}
                {m.quantidade_sem_estoque > 0 ? (
                  <span className="mt-1 block">
                    <SemEstoqueBadge m={m} />
                  </span>
                ) : null}
              </TableCell>
              <TableCell className="text-right font-medium tabular-nums">
                {m.valor_total === null ? "—" : formatarDinheiro(m.valor_total)}
              </TableCell>
              <TableCell className="max-w-32 truncate" title={m.responsavel}>
                {m.responsavel}
              </TableCell>
              <TableCell className="pr-4">
                <StatusBadge status={m.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function HistoricoCartoes({ movimentacoes }: { movimentacoes: Movimentacao[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label="Movimentações">
      {movimentacoes.map((m) => (
        <li key={m.id} className="rounded-xl border bg-card p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0 flex-1">
              <NomeProduto m={m} />
            </div>
            <TipoBadge tipo={m.tipo} />
          </div>
          <div className="mt-3 flex items-end justify-between gap-3 border-t pt-3">
            <div className="min-w-0 text-sm">
              <p>
                {rotuloMotivo(m.motivo)} · <Quantidade m={m} />{" "}
                {m.preco_unitario !== null && (
                  <span className="text-muted-foreground">× {formatarDinheiro(m.preco_unitario)}</span>
                )}
              </p>
              <p className="truncate text-xs text-muted-foreground">
                {formatarDataHora(m.data_movimentacao)} · {m.responsavel}
              </p>
              {m.quantidade_sem_estoque > 0 ? (
                <p className="mt-1">
                  <SemEstoqueBadge m={m} />
                </p>
              ) : null}
            </div>
            <div className="grid justify-items-end gap-1">
              <span className="font-semibold tabular-nums">
                {m.valor_total === null ? "—" : formatarDinheiro(m.valor_total)}
              </span>
              <StatusBadge status={m.status} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
