import type { ComponentProps } from "react";
import { descontoLegivel } from "../lib/carrinho";
import { CampoValor } from "./conta/campo-valor";

/**
 * The discount (§5): a number ≥ 0 with centavos, typed with the decimal keypad (decision 040). Anything
 * that is not an amount counts as 0, and the field says so.
 */
export function CampoDesconto({
  value,
  ...props
}: Omit<ComponentProps<"input">, "type" | "value" | "id"> & { value: string }) {
  return (
    <CampoValor
      rotulo="Desconto"
      value={value}
      aviso={descontoLegivel(value) ? null : "Valor inválido: desconto considerado R$ 0,00"}
      {...props}
    />
  );
}
