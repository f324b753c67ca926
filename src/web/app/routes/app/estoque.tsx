import { PackageIcon } from "lucide-react";
import { NotBuiltYet } from "@/web/components/layout/not-built-yet";

export function Component() {
  return (
    <NotBuiltYet
      title="Estoque"
      icon={PackageIcon}
      willDo="Aqui você cadastrará seus produtos, com preços e estoque mínimo, e verá os itens em nível baixo ou crítico."
    />
  );
}
