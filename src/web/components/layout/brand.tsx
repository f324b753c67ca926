import { clsx } from "clsx";

/**
 * The Balcão mark (a beer mug on amber), the same drawing as the favicon. A `className` replaces the
 * default size, so it must give one (the landing renders this without tailwind-merge, decision 141).
 */
export function BrandMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={clsx("shrink-0", className)} aria-hidden focusable="false">
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M10 9h10v3h2a3 3 0 0 1 3 3v3a3 3 0 0 1-3 3h-2v1a2 2 0 0 1-2 2h-6a2 2 0 0 1-2-2z"
        className="fill-primary-foreground"
      />
      <path d="M20 14h2a1 1 0 0 1 1 1v3a1 1 0 0 1-1 1h-2z" className="fill-primary" />
    </svg>
  );
}

/** Mark and wordmark; `compact` keeps only the mark (narrow sidebar). */
export function Brand({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={clsx("inline-flex items-center gap-2.5", className)}>
      <BrandMark />
      {compact ? (
        <span className="sr-only">Balcão</span>
      ) : (
        <span className="text-lg font-bold tracking-tight">Balcão</span>
      )}
    </span>
  );
}
