import { ShoppingCartIcon } from "lucide-react";
import { NotBuiltYet } from "@/web/components/layout/not-built-yet";

export function Component() {
  return (
    <NotBuiltYet
      title="PDV - Ponto de Venda"
      subtitle="Sistema de vendas integrado ao estoque"
      icon={ShoppingCartIcon}
      willDo="Aqui você fará vendas diretas, abrirá mesas e comandas e verá o resumo do dia, com o estoque baixado a cada venda."
    />
  );
}
