import type { ReactNode } from "react";

/**
 * "Entrar" on the landing page: a link to /login that, once the page's scripts are in, opens the
 * sign-in dialog instead. The landing paints from HTML and fetches its scripts after that (decision 166):
 * a click before they arrive still signs in, on the /login page. A click that asks for a new tab or
 * window keeps the link's own behaviour.
 */
export function LinkEntrar({
  onEntrar,
  className,
  children,
}: {
  onEntrar: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <a
      href="/login"
      className={className}
      onClick={(evento) => {
        if (evento.metaKey || evento.ctrlKey || evento.shiftKey || evento.altKey || evento.button !== 0)
          return;
        evento.preventDefault();
        onEntrar();
      }}
    >
      {children}
    </a>
  );
}
