import { ShoppingCartIcon } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { toCentavos } from "@/shared/money";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { formatarCentavos, formatarDinheiro, formatarInteiro } from "@/web/lib/format";

import type { ProdutoPdv } from "../lib/produto-pdv";
import { erroQuantidade } from "../lib/quantidade";
import { QuantidadeStepper } from "./quantidade-stepper";

/** The add-to-cart dialog (§2.1, §5): quantity at least 1, at most the stock; plus disabled at the stock. */
export function AdicionarAoCarrinhoDialog({
  produto,
  noCarrinho,
  onOpenChange,
  onAdicionar,
}: {
  produto: ProdutoPdv | null;
  noCarrinho: number;
  onOpenChange: (open: boolean) => void;
  onAdicionar: (produto: ProdutoPdv, quantidade: number) => void;
}) {
  return (
    <Dialog open={produto !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        {produto ? (
          <Formulario
            key={produto.id}
            produto={produto}
            noCarrinho={noCarrinho}
            onCancelar={() => onOpenChange(false)}
            onAdicionar={(q) => {
              onAdicionar(produto, q);
              onOpenChange(false);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Formulario({
  produto,
  noCarrinho,
  onCancelar,
  onAdicionar,
}: {
  produto: ProdutoPdv;
  noCarrinho: number;
  onCancelar: () => void;
  onAdicionar: (quantidade: number) => void;
}) {
  const [quantidade, setQuantidade] = useState("1");
  const [tentou, setTentou] = useState(false);
  const confirmar = useRef<HTMLButtonElement>(null);
  const campo = useRef<HTMLDivElement>(null);
  const erro = erroQuantidade(quantidade, produto.estoque_atual);
  const semEstoque = produto.estoque_atual <= 0;
  const q = Number(quantidade);
  const total = !erro ? q * toCentavos(produto.preco_venda) : null;

  // A keyboard till types the quantity and presses Enter; a touch screen gets the button, not the keyboard.
  useEffect(() => {
    const input = campo.current?.querySelector("input");
    if (!input || window.matchMedia("(pointer: coarse)").matches) confirmar.current?.focus();
    else {
      input.focus();
      input.select();
    }
  }, []);

  const enviar = (event: FormEvent) => {
    event.preventDefault();
    setTentou(true);
    if (!erro) onAdicionar(q);
  };

  return (
    <form noValidate onSubmit={enviar} className="grid gap-5" aria-label="Adicionar ao carrinho">
      <DialogHeader>
        <DialogTitle>Adicionar ao carrinho</DialogTitle>
        <DialogDescription>Escolha a quantidade.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-1 rounded-lg border bg-muted/30 p-4">
        <p className="text-base font-semibold leading-snug">{produto.nome}</p>
        <p className="text-sm text-muted-foreground">
          {[produto.marca, produto.categoria].filter(Boolean).join(" · ")}
        </p>
        <div className="mt-2 flex items-end justify-between gap-2">
          <span className="text-xl font-bold tabular-nums">{formatarDinheiro(produto.preco_venda)}</span>
          <span className="text-sm text-muted-foreground tabular-nums">
            {semEstoque ? "Sem estoque" : `${formatarInteiro(produto.estoque_atual)} em estoque`}
            {noCarrinho > 0 ? ` · ${noCarrinho} no carrinho` : ""}
          </span>
        </div>
      </div>
      {semEstoque ? (
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/10 p-3 text-sm">
          Este produto está sem estoque. Registre uma entrada no Fluxo de Produtos para vendê-lo.
        </p>
      ) : (
        <FormField label="Quantidade" error={tentou ? (erro ?? undefined) : undefined}>
          {(f) => (
            <QuantidadeStepper
              ref={campo}
              {...f}
              value={quantidade}
              onChange={(v) => {
                setQuantidade(v);
                setTentou(true);
              }}
              min={1}
              max={produto.estoque_atual}
            />
          )}
        </FormField>
      )}
      <DialogFooter className="items-center gap-3 sm:justify-between">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {total !== null ? (
            <>
              Total:{" "}
              <strong className="text-base text-foreground tabular-nums">{formatarCentavos(total)}</strong>
            </>
          ) : null}
        </p>
        <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
          <Button type="button" variant="outline" size="lg" onClick={onCancelar}>
            Cancelar
          </Button>
          <Button ref={confirmar} type="submit" size="lg" disabled={semEstoque}>
            <ShoppingCartIcon aria-hidden /> Adicionar
          </Button>
        </div>
      </DialogFooter>
    </form>
  );
}
