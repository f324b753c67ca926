import { Loader2Icon } from "lucide-react";
import { cn } from "@/web/lib/cn";

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <Loader2Icon className={cn("size-5 animate-spin text-primary", className)} aria-hidden />
      {label ? <span>{label}</span> : <span className="sr-only">Carregando</span>}
    </span>
  );
}
