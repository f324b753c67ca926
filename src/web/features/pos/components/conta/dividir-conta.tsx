import { DivideIcon, ListChecksIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { dividirIgualmente, valorPorItens } from "@/shared/pos/conta";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Label } from "@/web/components/ui/label";
import { cn } from "@/web/lib/cn";
import { formatarCentavos } from "@/web/lib/format";
import type { ModoDivisao } from "../../hooks/use-novo-pagamento";
import { QuantidadeStepper } from "../quantidade-stepper";

export interface ItemDivisivel {
  id: string;
  nome: string;
  quantidade: number;
  /** Unit price in centavos. */
  preco: number;
}

/** The bill as the split by items reads it, in centavos; "0.00" and 0 for what is not charged. */
export interface ContaDivisivel {
  subtotal: number;
  desconto: number;
  percentualServico: string;
  couvertPorPessoa: number;
}

/**
 * The split helpers (decision 152): "Dividir igualmente" between N people — each payment gets what is
 * left divided by the people still to pay, the larger shares first, so R$ 100,00 by 3 is 33,34 + 33,33
 * + 33,33 — and "Dividir por itens": one person's items, their part of the discount, the service on it
 * and their couvert. Either one sets the amount of the payment, which the person can still change.
 */
export function DividirConta({
  falta,
  pessoas,
  pagamentosFeitos,
  itens,
  conta,
  onValor,
  seguindoFalta,
  modo,
  onModo,
  disabled,
}: {
  /** Which helper is open (kept by the payment being taken). */
  modo: ModoDivisao;
  onModo: (modo: ModoDivisao) => void;
  /** centavos */
  falta: number;
  /** The payment's amount went back to what is left (after a payment): an open split sets it again. */
  seguindoFalta: boolean;
  /** Who is at the table: the equal split starts there. */
  pessoas: number;
  /** Each payment made takes one person off the equal split. */
  pagamentosFeitos: number;
  itens: readonly ItemDivisivel[];
  conta: ContaDivisivel;
  onValor: (centavos: number) => void;
  disabled?: boolean;
}) {
  const alternar = (m: Exclude<ModoDivisao, null>) => onModo(modo === m ? null : m);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant={modo === "igual" ? "default" : "outline"}
          aria-pressed={modo === "igual"}
          disabled={disabled || falta <= 0}
          onClick={() => alternar("igual")}
        >
          <DivideIcon aria-hidden /> Dividir igualmente
        </Button>
        <Button
          type="button"
          size="sm"
          variant={modo === "itens" ? "default" : "outline"}
          aria-pressed={modo === "itens"}
          disabled={disabled || falta <= 0}
          onClick={() => alternar("itens")}
        >
          <ListChecksIcon aria-hidden /> Dividir por itens
        </Button>
      </div>
      {modo === "igual" ? (
        <DividirIgualmente
          falta={falta}
          pessoas={Math.max(pessoas - pagamentosFeitos, 1)}
          pagamentosFeitos={pagamentosFeitos}
          onValor={onValor}
          seguindoFalta={seguindoFalta}
        />
      ) : null}
      {modo === "itens" ? (
        <DividirPorItens falta={falta} itens={itens} conta={conta} onValor={onValor} />
      ) : null}
    </div>
  );
}

function DividirIgualmente({
  falta,
  pessoas,
  pagamentosFeitos,
  onValor,
  seguindoFalta,
}: {
  falta: number;
  pessoas: number;
  pagamentosFeitos: number;
  onValor: (centavos: number) => void;
  seguindoFalta: boolean;
}) {
  const id = useId();
  const [texto, setTexto] = useState(String(pessoas));
  // A payment made: one person fewer to split what is left between. Adjusted while rendering (React's
  // pattern for state that follows a prop), so no render ever pairs what is left after a payment with
  // the count from before it (that pair set the amount to half a share, and kept it).
  const [feitos, setFeitos] = useState(pagamentosFeitos);
  if (pagamentosFeitos !== feitos) {
    setFeitos(pagamentosFeitos);
    if (pagamentosFeitos > feitos)
      setTexto(String(Math.max((Number(texto) || 1) - (pagamentosFeitos - feitos), 1)));
  }
  const n = Number(texto);
  const valido = Number.isInteger(n) && n >= 1 && n <= 999;
  const partes = valido && falta > 0 ? dividirIgualmente(falta, n) : [];
  const primeira = partes[0];
  // Again after each payment (the amount went back to what is left), even when the share is the same.
  useEffect(() => {
    if (primeira !== undefined && falta > 0 && (seguindoFalta || primeira !== falta)) onValor(primeira);
  }, [primeira, falta, seguindoFalta, onValor]);

  const maior = partes[0] ?? 0;
  const menor = partes.at(-1) ?? 0;
  const comMaior = partes.filter((p) => p === maior).length;
  return (
    <div className="grid gap-2 rounded-lg border border-dashed p-3">
      <Label htmlFor={id}>Entre quantas pessoas?</Label>
      <QuantidadeStepper
        id={id}
        value={texto}
        onChange={setTexto}
        min={1}
        max={999}
        compacto
        className="max-w-40"
      />
      {partes.length > 0 ? (
        <p className="text-sm text-muted-foreground" role="status">
          {formatarCentavos(falta)} ÷ {n} ={" "}
          <span className="font-medium text-foreground tabular-nums">
            {maior === menor
              ? `${n} × ${formatarCentavos(maior)}`
              : `${comMaior} × ${formatarCentavos(maior)} + ${n - comMaior} × ${formatarCentavos(menor)}`}
          </span>
        </p>
      ) : null}
    </div>
  );
}

function DividirPorItens({
  falta,
  itens,
  conta,
  onValor,
}: {
  falta: number;
  itens: readonly ItemDivisivel[];
  conta: ContaDivisivel;
  onValor: (centavos: number) => void;
}) {
  const idCouvert = useId();
  const [escolhidos, setEscolhidos] = useState<Record<string, string>>({});
  const [comCouvert, setComCouvert] = useState(conta.couvertPorPessoa > 0);
  const itensCentavos = itens.reduce((soma, i) => soma + (Number(escolhidos[i.id]) || 0) * i.preco, 0);
  const valor = valorPorItens({
    itensCentavos,
    subtotalCentavos: conta.subtotal,
    descontoCentavos: conta.desconto,
    percentualServico: conta.percentualServico,
    couvertCentavos: comCouvert ? conta.couvertPorPessoa : 0,
  });
  const desta = Math.min(valor, falta);
  useEffect(() => {
    if (desta > 0) onValor(desta);
  }, [desta, onValor]);

  return (
    <div className="grid gap-2 rounded-lg border border-dashed p-3">
      <p className="text-sm font-medium">O que esta pessoa consumiu?</p>
      <ul className="grid max-h-56 gap-1.5 overflow-y-auto">
        {itens.map((item) => (
          <li key={item.id} className="flex items-center justify-between gap-3 text-sm">
            <span className="min-w-0 truncate">
              {item.nome}{" "}
              <span className="text-muted-foreground tabular-nums">({formatarCentavos(item.preco)})</span>
            </span>
            <QuantidadeStepper
              value={escolhidos[item.id] ?? "0"}
              onChange={(v) => setEscolhidos((e) => ({ ...e, [item.id]: v }))}
              min={0}
              max={item.quantidade}
              aria-label={`Quantidade de ${item.nome} desta pessoa`}
              compacto
              className="w-36 shrink-0"
            />
          </li>
        ))}
      </ul>
      {conta.couvertPorPessoa > 0 ? (
        <div className="flex items-center gap-2 text-sm">
          <Checkbox id={idCouvert} checked={comCouvert} onCheckedChange={(v) => setComCouvert(v === true)} />
          <Label htmlFor={idCouvert}>Couvert desta pessoa ({formatarCentavos(conta.couvertPorPessoa)})</Label>
        </div>
      ) : null}
      <p className={cn("text-sm text-muted-foreground", valor > falta && "text-warning")} role="status">
        Valor desta pessoa:{" "}
        <span className="font-semibold text-foreground tabular-nums">{formatarCentavos(valor)}</span>
        {valor > falta ? ` (falta pagar só ${formatarCentavos(falta)})` : null}
        {conta.percentualServico !== "0.00" ? " · com a taxa de serviço" : null}
      </p>
    </div>
  );
}
