import { SettingsIcon } from "lucide-react";
import { NotBuiltYet } from "@/web/components/layout/not-built-yet";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { BackupsDaConta } from "@/web/features/settings/components/backups-da-conta";

export function Component() {
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <NotBuiltYet
        title="Configurações"
        icon={SettingsIcon}
        willDo="Aqui você verá sua assinatura e seus pagamentos e ajustará os dados do estabelecimento, as notificações e o estoque."
      />
      <Card aria-labelledby="secao-backup" role="region">
        <CardHeader>
          <CardTitle id="secao-backup">Backup</CardTitle>
          <CardDescription>
            Uma cópia de todos os dados do estabelecimento, para baixar ou restaurar.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <BackupsDaConta />
        </CardContent>
      </Card>
    </div>
  );
}
