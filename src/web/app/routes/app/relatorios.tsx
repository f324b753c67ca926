import { BarChart3Icon } from "lucide-react";
import { NotBuiltYet } from "@/web/components/layout/not-built-yet";

export function Component() {
  return (
    <NotBuiltYet
      title="Relatórios"
      icon={BarChart3Icon}
      willDo="Aqui você verá o faturamento por período, os produtos mais vendidos e as formas de pagamento, com exportação em PDF."
    />
  );
}
