import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";

/** §8 "Erro ao carregar dados", in place of what failed to load, with a way to try again. */
export function ErroAoCarregar({
  onTentarNovamente,
  className,
}: {
  onTentarNovamente: () => void;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "grid h-48 place-items-center content-center gap-3 rounded-xl border border-dashed text-sm text-muted-foreground",
        className,
      )}
    >
      <p>Erro ao carregar dados</p>
      <Button variant="outline" size="sm" onClick={onTentarNovamente}>
        Tentar novamente
      </Button>
    </div>
  );
}
