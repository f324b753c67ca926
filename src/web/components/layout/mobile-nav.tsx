import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { cn } from "@/web/lib/cn";
import { Brand } from "./brand";
import type { NavItem } from "./nav-items";
import { type ShellUser, UserMenu } from "./user-menu";

/** Top bar below lg: logo, the bell and the user menu. */
export function MobileTopBar({
  itens,
  user,
  onSair,
  avisos,
}: {
  /** The role's menu (itensDoMenu): the entries kept off the bottom bar go in the user menu. */
  itens: readonly NavItem[];
  user: ShellUser;
  onSair: () => void;
  avisos?: ReactNode;
}) {
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b bg-background/85 px-4 backdrop-blur-md lg:hidden">
      <Link
        to={itens[0]?.to ?? "/app"}
        className="rounded-md"
        aria-label={`Balcão — ir para ${itens[0]?.label ?? "o início"}`}
      >
        <Brand />
      </Link>
      <div className="flex items-center gap-1">
        {avisos}
        <UserMenu
          user={user}
          atalhos={itens.filter((item) => !item.mobile)}
          onSair={onSair}
          variant="compact"
        />
      </div>
    </header>
  );
}

/**
 * Bottom bar below lg: the role's screens marked for it (the owner's Vendas, Estoque, Fluxo, Relatórios;
 * the waiter's Comandas, Estoque). The content is padded by its height (h-16).
 */
export function MobileBottomBar({ itens }: { itens: readonly NavItem[] }) {
  const naBarra = itens.filter((item) => item.mobile);
  return (
    <nav
      aria-label="Menu principal"
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md lg:hidden"
    >
      <ul
        className="mx-auto grid h-16 max-w-lg"
        style={{ gridTemplateColumns: `repeat(${Math.max(naBarra.length, 1)}, minmax(0, 1fr))` }}
      >
        {naBarra.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                cn(
                  "flex h-full flex-col items-center justify-center gap-1 text-[0.7rem] font-medium transition-colors",
                  isActive ? "text-primary" : "text-muted-foreground hover:text-foreground",
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn(
                      "flex h-7 w-12 items-center justify-center rounded-full transition-colors",
                      isActive && "bg-primary/15",
                    )}
                  >
                    <item.icon className="size-5" aria-hidden />
                  </span>
                  {item.label}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
