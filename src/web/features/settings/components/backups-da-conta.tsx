import { ConstructionIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";

/**
 * "Backup manual" and the list of the account's full backups. Not built yet: the screen says so, and the
 * button does nothing it could pretend to do.
 */
export function BackupsDaConta() {
  return (
    <div className="grid gap-3 rounded-lg border border-dashed p-4">
      <p className="flex items-center gap-2 text-sm font-medium">
        <ConstructionIcon className="size-4 text-warning" aria-hidden />
        Backups completos: em construção
      </p>
      <p className="text-sm text-muted-foreground">
        O backup manual e a lista de backups ainda não foram construídos. Por enquanto, exporte as
        configurações acima.
      </p>
      <Button type="button" variant="outline" disabled className="justify-self-start">
        Backup manual
      </Button>
    </div>
  );
}
