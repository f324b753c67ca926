import { ArrowLeftRightIcon } from "lucide-react";
import { NotBuiltYet } from "@/web/components/layout/not-built-yet";

export function Component() {
  return (
    <NotBuiltYet
      title="Fluxo de Produtos"
      icon={ArrowLeftRightIcon}
      willDo="Aqui você registrará entradas e saídas de mercadoria e acompanhará o histórico de movimentações do estoque."
    />
  );
}
