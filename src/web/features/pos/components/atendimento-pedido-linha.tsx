import { Trash2Icon } from "lucide-react";
import { toCentavos } from "@/shared/money";
import { MAX_OBSERVACAO_ITEM } from "@/shared/pos/constantes";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { formatarCentavos } from "@/web/lib/format";
import type { LinhaPedido } from "../lib/pedido";
import { QuantidadeStepper } from "./quantidade-stepper";

/** One line of the order being composed: the product, a quantity stepper, a note and a remove button. */
export function AtendimentoPedidoLinha({
  linha,
  erro,
  onAlterar,
  onRemover,
}: {
  linha: LinhaPedido;
  erro: string | null;
  onAlterar: (mudanca: Partial<LinhaPedido>) => void;
  onRemover: () => void;
}) {
  const n = Number(linha.quantidade);
  const total = Number.isInteger(n) && n > 0 ? n * toCentavos(linha.produto.preco_venda) : null;
  return (
    <li aria-label={`Pedido: ${linha.produto.nome}`} className="grid gap-3 rounded-xl border bg-card p-3">
      <div className="flex items-start gap-2">
        <p className="grid min-w-0 flex-1">
          <span className="line-clamp-2 font-semibold break-words">{linha.produto.nome}</span>
          <span className="text-sm text-muted-foreground tabular-nums">
            {total === null ? "—" : formatarCentavos(total)}
          </span>
        </p>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-11 shrink-0 text-muted-foreground"
          onClick={onRemover}
          aria-label={`Remover ${linha.produto.nome} do pedido`}
        >
          <Trash2Icon className="size-5!" aria-hidden />
        </Button>
      </div>
      <FormField
        label={`Quantidade de ${linha.produto.nome}`}
        error={erro ?? undefined}
        className="[&>label]:sr-only"
      >
        {(f) => (
          <QuantidadeStepper
            {...f}
            value={linha.quantidade}
            onChange={(quantidade) => onAlterar({ quantidade })}
            max={linha.produto.estoque_atual}
          />
        )}
      </FormField>
      <FormField label="Observação (opcional)">
        {(f) => (
          <Input
            {...f}
            value={linha.observacoes}
            onChange={(e) => onAlterar({ observacoes: e.target.value })}
            placeholder="Ex.: sem gelo"
            maxLength={MAX_OBSERVACAO_ITEM}
            autoComplete="off"
            className="h-12 text-base"
          />
        )}
      </FormField>
    </li>
  );
}
