import type { ReactNode } from "react";
import { Link } from "react-router";
import { Brand } from "./brand";

/**
 * Frame of the signed-out screens (/auth, /login, /reset-password, /trocar-senha): logo on top,
 * an optional action on the right, the content centred.
 */
export function AuthLayout({
  children,
  action,
  wide = false,
}: {
  children: ReactNode;
  action?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="relative flex min-h-dvh flex-col overflow-x-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[28rem] bg-[radial-gradient(ellipse_at_top,color-mix(in_oklch,var(--color-primary)_18%,transparent),transparent_65%)]"
      />
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link to="/" className="rounded-md" aria-label="Balcão — página inicial">
          <Brand />
        </Link>
        {action}
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 sm:items-center sm:px-6 sm:pt-6">
        <div className={wide ? "w-full max-w-5xl" : "w-full max-w-md"}>{children}</div>
      </main>
      <footer className="px-4 pb-6 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} Balcão · Gestão para bares, cervejarias e restaurantes
      </footer>
    </div>
  );
}
