import { BanIcon, Loader2Icon, PrinterIcon, ReceiptTextIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { NotaImpressao } from "@/shared/pos/schemas";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { formatarDataHora, formatarDinheiro } from "@/web/lib/format";
import { useReimprimir } from "../hooks/use-reimprimir";
import { ErroAoCarregar } from "./erro-ao-carregar";

/**
 * The shared shape of "Últimas vendas" and "Comandas fechadas": a button (icon + label, `BotaoReimpressao`)
 * opening a dialog with a list of receipts, each with "Reimprimir". The list is only mounted (and
 * fetched) while open. The button is apart so that the dialog can be downloaded on demand (decision 169).
 */
export function ReimpressaoDialog({
  titulo,
  descricao,
  aberto,
  onAbertoChange,
  children,
}: {
  titulo: string;
  descricao: string;
  aberto: boolean;
  onAbertoChange: (aberto: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={aberto} onOpenChange={onAbertoChange}>
      <DialogContent className="flex max-w-lg flex-col gap-0 overflow-hidden p-0">
        <DialogHeader className="border-b px-5 pt-5 pb-4">
          <DialogTitle>{titulo}</DialogTitle>
          <DialogDescription>{descricao}</DialogDescription>
        </DialogHeader>
        {aberto ? children : null}
      </DialogContent>
    </Dialog>
  );
}

/** One receipt in the list: its number, when, a detail line and the total. */
export interface LinhaReimpressao {
  id: string;
  numero: string;
  dataHora: string;
  detalhe: string;
  total: string;
  /**
   * Cancelled (decision 133) or a tab merged into another (138): marked so, struck through, and not
   * cancelled again; a merged tab has no receipt of its own (its items are on the other one's).
   */
  marca: "Cancelada" | "Juntada" | null;
}

/** The list with its loading, error ("Erro ao carregar dados") and empty states. */
export function ListaReimpressao({
  rotulo,
  vazio,
  linhas,
  carregando,
  erro,
  onTentarNovamente,
  buscarNota,
  onCancelar,
}: {
  rotulo: string;
  vazio: string;
  linhas: readonly LinhaReimpressao[] | undefined;
  carregando: boolean;
  erro: boolean;
  onTentarNovamente: () => void;
  buscarNota: (id: string) => Promise<NotaImpressao>;
  /** With it, each row not yet cancelled has "Cancelar". */
  onCancelar?: (linha: LinhaReimpressao) => void;
}) {
  const { imprimindo, reimprimir } = useReimprimir(buscarNota);

  if (linhas === undefined && carregando) {
    return (
      <div className="flex h-48 items-center justify-center text-sm text-muted-foreground">
        <Spinner label="Carregando dados..." />
      </div>
    );
  }
  if (linhas === undefined || erro) {
    return <ErroAoCarregar onTentarNovamente={onTentarNovamente} className="border-0" />;
  }
  if (linhas.length === 0) {
    return (
      <div className="grid h-48 place-items-center content-center gap-2 text-center text-sm text-muted-foreground">
        <ReceiptTextIcon className="mx-auto size-8 opacity-50" aria-hidden />
        <p>{vazio}</p>
      </div>
    );
  }
  return (
    <ul aria-label={rotulo} className="max-h-[60dvh] divide-y overflow-y-auto">
      {linhas.map((linha) => (
        <li key={linha.id} aria-label={linha.numero} className="flex items-center gap-3 px-5 py-3">
          <div className="grid min-w-0 flex-1 gap-0.5">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-mono text-sm font-semibold">{linha.numero}</span>
              {linha.marca ? (
                <span
                  className={
                    linha.marca === "Cancelada"
                      ? "rounded-full border border-destructive/30 bg-destructive/10 px-2 text-xs font-semibold text-destructive"
                      : "rounded-full border border-muted-foreground/30 bg-muted px-2 text-xs font-semibold text-muted-foreground"
                  }
                >
                  {linha.marca}
                </span>
              ) : null}
              <span className="text-xs text-muted-foreground">{formatarDataHora(linha.dataHora)}</span>
            </p>
            <p className="truncate text-xs text-muted-foreground">{linha.detalhe}</p>
          </div>
          <span
            className={
              linha.marca
                ? "font-semibold text-muted-foreground tabular-nums line-through"
                : "font-semibold tabular-nums"
            }
          >
            {formatarDinheiro(linha.total)}
          </span>
          {onCancelar && !linha.marca ? (
            <Button
              variant="outline"
              size="icon"
              className="size-10 text-destructive"
              onClick={() => onCancelar(linha)}
              aria-label={`Cancelar ${linha.numero}`}
              title={`Cancelar ${linha.numero}`}
            >
              <BanIcon aria-hidden />
            </Button>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            className={linha.marca === "Juntada" ? "invisible h-10" : "h-10"}
            disabled={imprimindo !== null || linha.marca === "Juntada"}
            onClick={() => reimprimir(linha.id)}
            aria-label={`Reimprimir ${linha.numero}`}
          >
            {imprimindo === linha.id ? (
              <Loader2Icon className="animate-spin" aria-hidden />
            ) : (
              <PrinterIcon aria-hidden />
            )}
            <span className="sr-only sm:not-sr-only">Reimprimir</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
