import { useQueryClient } from "@tanstack/react-query";
import { HistoryIcon, Loader2Icon, PrinterIcon, ReceiptTextIcon } from "lucide-react";
import { useState } from "react";
import { ROTULO_FORMA_PAGAMENTO } from "@/shared/schemas/pos";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";

import { Spinner } from "@/web/components/ui/spinner";
import { ApiError } from "@/web/lib/api";
import { formatDataHora, precoBRL } from "@/web/lib/format";

import { vendaQueryOptions } from "../api/get-venda";
import { LIMITE_ULTIMAS_VENDAS, useVendas } from "../api/get-vendas";
import { reimprimirNota } from "../lib/avisos-impressao";
import { toast } from "../lib/toast";
import { ErroAoCarregar } from "./erro-ao-carregar";

/** "Últimas vendas": the latest sales, each with "Reimprimir" (the same receipt as the first print). */
export function UltimasVendasDialog() {
  const [aberto, setAberto] = useState(false);
  return (
    <Dialog open={aberto} onOpenChange={setAberto}>
      <Button variant="outline" onClick={() => setAberto(true)} className="px-3 sm:px-4">
        <HistoryIcon aria-hidden />
        <span className="sr-only sm:not-sr-only">Últimas vendas</span>
      </Button>
      <DialogContent className="flex max-w-lg flex-col gap-0 overflow-hidden p-0">
        <DialogHeader className="border-b px-5 pt-5 pb-4">
          <DialogTitle>Últimas vendas</DialogTitle>
          <DialogDescription>
            As {LIMITE_ULTIMAS_VENDAS} vendas diretas mais recentes. Reimprima o recibo de qualquer uma.
          </DialogDescription>
        </DialogHeader>
        {aberto ? <ListaVendas /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ListaVendas() {
  const vendas = useVendas();
  const queryClient = useQueryClient();
  const [imprimindo, setImprimindo] = useState<string | null>(null);

  const reimprimir = async (id: string) => {
    setImprimindo(id);
    try {
      const { nota } = await queryClient.fetchQuery(vendaQueryOptions(id));
      await reimprimirNota(nota);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        toast.error("Erro ao carregar dados", {
          description: error instanceof Error ? error.message : undefined,
        });
      }
    } finally {
      setImprimindo(null);
    }
  };

  if (vendas.isPending) {
    return (
      <div className="flex h-48 items-center justify-center text-sm text-muted-foreground">
        <Spinner label="Carregando dados..." />
      </div>
    );
  }
  if (vendas.isError) {
    return <ErroAoCarregar onTentarNovamente={() => vendas.refetch()} className="border-0" />;
  }
  if (vendas.data.length === 0) {
    return (
      <div className="grid h-48 place-items-center content-center gap-2 text-center text-sm text-muted-foreground">
        <ReceiptTextIcon className="mx-auto size-8 opacity-50" aria-hidden />
        <p>Nenhuma venda ainda</p>
      </div>
    );
  }
  return (
    <ul aria-label="Últimas vendas" className="max-h-[60dvh] divide-y overflow-y-auto">
      {vendas.data.map((venda) => {
        const itens = venda.itens.reduce((soma, i) => soma + i.quantidade, 0);
        return (
          <li key={venda.id} aria-label={venda.numero_venda} className="flex items-center gap-3 px-5 py-3">
            <div className="grid min-w-0 flex-1 gap-0.5">
              <p className="flex items-baseline gap-2">
                <span className="font-mono text-sm font-semibold">{venda.numero_venda}</span>
                <span className="text-xs text-muted-foreground">{formatDataHora(venda.data_venda)}</span>
              </p>
              <p className="truncate text-xs text-muted-foreground">
                {itens} {itens === 1 ? "item" : "itens"} · {ROTULO_FORMA_PAGAMENTO[venda.forma_pagamento]}
              </p>
            </div>
            <span className="font-semibold tabular-nums">{precoBRL(venda.total)}</span>
            <Button
              variant="outline"
              size="sm"
              className="h-10"
              disabled={imprimindo !== null}
              onClick={() => reimprimir(venda.id)}
              aria-label={`Reimprimir ${venda.numero_venda}`}
            >
              {imprimindo === venda.id ? (
                <Loader2Icon className="animate-spin" aria-hidden />
              ) : (
                <PrinterIcon aria-hidden />
              )}
              Reimprimir
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
