import { AlertTriangleIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";

/** Full-screen failure with a retry, e.g. when the session cannot be checked (server unreachable). */
export function FullScreenError({
  title,
  message,
  onRetry,
  retrying = false,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <AlertTriangleIcon className="size-10 text-warning" aria-hidden />
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="max-w-sm text-muted-foreground">{message}</p>
      <Button onClick={onRetry} disabled={retrying}>
        Tentar novamente
      </Button>
    </main>
  );
}
