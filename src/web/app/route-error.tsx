import { AlertTriangleIcon } from "lucide-react";
import { buttonVariants } from "@/web/components/ui/button-variants";

/** Shown when a screen fails to load (typically a new version was deployed): reloading fixes it. */
export function RouteError() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <AlertTriangleIcon className="size-10 text-warning" />
      <h1 className="text-xl font-semibold">Algo deu errado ao abrir esta tela</h1>
      <p className="max-w-sm text-muted-foreground">
        Recarregue a página. Se o problema continuar, fale com o suporte.
      </p>
      <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
        Recarregar
      </button>
    </main>
  );
}
