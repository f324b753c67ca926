import type { ReactNode } from "react";
import { Link } from "react-router";
import { Brand } from "@/web/components/layout/brand";

/** The top bar of the public billing pages: the brand (home link) and the page's own actions. */
export function PlanosHeader({ inicio, children }: { inicio?: ReactNode; children?: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/75 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-1 sm:gap-3">
          {inicio}
          <Link to="/" className="flex items-center rounded-md" aria-label="Balcão, página inicial">
            <Brand />
          </Link>
        </div>
        {children ? <div className="flex items-center gap-2">{children}</div> : null}
      </div>
    </header>
  );
}
