import { WalletIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { formatarDataHora, formatarDinheiro } from "@/web/lib/format";
import { useCaixasAbertos } from "../api/listar-caixas-abertos";

/**
 * The till's caixa on the PDV (decision 164): open since when and by whom, with the cash the drawer
 * should hold, or a button to open it. The Caixa screen has the rest.
 */
export function CaixaDoTerminal({ terminal, onAbrir }: { terminal: string; onAbrir: () => void }) {
  const abertos = useCaixasAbertos();
  if (abertos.isPending || abertos.isError) return null;
  const caixa = abertos.data.find((c) => c.terminal === terminal);
  const dinheiro = caixa?.resumo.linhas.find((l) => l.forma_pagamento === "dinheiro");
  return (
    <section
      aria-label="Caixa do terminal"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3 text-sm"
    >
      <span className="flex items-center gap-2">
        <WalletIcon className="size-4 shrink-0 text-primary" aria-hidden />
        {caixa ? (
          <span>
            <span className="font-medium">{terminal}: caixa aberto</span>{" "}
            <span className="text-muted-foreground">
              por {caixa.aberto_por} em {formatarDataHora(caixa.aberto_em)}
              {dinheiro ? ` · dinheiro na gaveta ${formatarDinheiro(dinheiro.esperado)}` : ""}
            </span>
          </span>
        ) : (
          <span className="font-medium">{terminal}: sem caixa aberto</span>
        )}
      </span>
      {caixa ? (
        <Button asChild variant="outline" size="sm">
          <Link to="/app/caixa">Ver caixa</Link>
        </Button>
      ) : (
        <Button size="sm" onClick={onAbrir}>
          Abrir Caixa
        </Button>
      )}
    </section>
  );
}
