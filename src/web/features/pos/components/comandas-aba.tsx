import { ReceiptTextIcon } from "lucide-react";
import type { Comanda } from "@/shared/pos/schemas";
import { Button } from "@/web/components/ui/button";
import { CarregandoDados } from "./carregando-dados";
import { ComandaCard } from "./comanda-card";
import { ComandasFechadas } from "./comandas-fechadas";
import { ErroAoCarregar } from "./erro-ao-carregar";

/** The "Comandas" tab (§2.1): only open tabs, as cards; closed ones only for a reprint, in "Comandas fechadas". */
export function ComandasAba({
  comandas,
  carregando,
  erro,
  onRecarregar,
  onAbrirComanda,
  onVerDetalhes,
  podeCancelar,
}: {
  comandas: readonly Comanda[] | undefined;
  carregando: boolean;
  erro: boolean;
  onRecarregar: () => void;
  onAbrirComanda: () => void;
  onVerDetalhes: (id: string) => void;
  podeCancelar: boolean;
}) {
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          {comandas
            ? `${comandas.length} ${comandas.length === 1 ? "comanda aberta" : "comandas abertas"}`
            : ""}
        </p>
        <div className="flex items-center gap-2">
          <ComandasFechadas podeCancelar={podeCancelar} />
          <Button onClick={onAbrirComanda}>
            <ReceiptTextIcon aria-hidden /> Abrir Comanda
          </Button>
        </div>
      </div>
      {comandas === undefined ? (
        carregando ? (
          <CarregandoDados />
        ) : erro ? (
          <ErroAoCarregar onTentarNovamente={onRecarregar} />
        ) : null
      ) : comandas.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-card/40 px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <ReceiptTextIcon className="size-6" aria-hidden />
          </span>
          <p className="font-semibold">Nenhuma comanda ativa</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Abra uma comanda numa mesa livre para lançar os pedidos.
          </p>
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {comandas.map((comanda) => (
            <ComandaCard key={comanda.id} comanda={comanda} onVerDetalhes={onVerDetalhes} />
          ))}
        </div>
      )}
    </div>
  );
}
