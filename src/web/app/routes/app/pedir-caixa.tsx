import { type ReactNode, useState } from "react";
import { dialogoSobDemanda } from "@/web/components/dialogo-sob-demanda";
import { ProvedorPedirCaixa } from "@/web/lib/caixa-exigido";
import { useTerminal } from "@/web/lib/terminal";

const AbrirCaixaDialog = dialogoSobDemanda(() =>
  import("@/web/features/caixa/components/abrir-caixa-dialog").then((m) => m.AbrirCaixaDialog),
);

/**
 * The screens that put the point of sale beside the cash register (decision 164): a sale or a payment
 * refused for want of an open caixa opens "Abrir Caixa" right there, with the server's reason, for
 * whoever may open one; for the others the refusal stays a toast that says to open the caixa. `barra`
 * renders above the PDV with the way to open the dialog by hand (the till's caixa bar).
 */
export function PedirCaixaSePuder({
  podeAbrir,
  barra,
  children,
}: {
  podeAbrir: boolean;
  barra?: (abrir: () => void) => ReactNode;
  children: ReactNode;
}) {
  const terminal = useTerminal();
  const [pedido, setPedido] = useState<{ motivo: string | null } | null>(null);
  if (!podeAbrir) return children;
  return (
    <>
      {barra?.(() => setPedido({ motivo: null }))}
      <ProvedorPedirCaixa pedir={(motivo) => setPedido({ motivo })}>{children}</ProvedorPedirCaixa>
      <AbrirCaixaDialog
        open={pedido !== null}
        onOpenChange={(aberto) => !aberto && setPedido(null)}
        terminal={terminal}
        motivo={pedido?.motivo}
      />
    </>
  );
}
