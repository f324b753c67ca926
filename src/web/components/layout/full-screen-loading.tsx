import { Loader2Icon } from "lucide-react";
import { BrandMark } from "./brand";

/** Full-screen wait with a message, e.g. "Verificando autenticação..." while the session loads. */
export function FullScreenLoading({ message }: { message: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-5 p-6"
    >
      <BrandMark className="size-12" />
      <div className="flex items-center gap-2.5 text-sm text-muted-foreground">
        <Loader2Icon className="size-4 animate-spin text-primary" aria-hidden />
        <span>{message}</span>
      </div>
    </div>
  );
}
