import { SettingsIcon } from "lucide-react";
import { NotBuiltYet } from "@/web/components/layout/not-built-yet";

export function Component() {
  return (
    <NotBuiltYet
      title="Configurações"
      icon={SettingsIcon}
      willDo="Aqui você verá sua assinatura e seus pagamentos e ajustará os dados do estabelecimento, as notificações e o backup."
    />
  );
}
