import { PanelLeftCloseIcon, PanelLeftOpenIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { Dica } from "@/web/components/dica";
import { cn } from "@/web/lib/cn";
import { Brand } from "./brand";
import type { NavItem } from "./nav-items";
import { type ShellUser, UserMenu } from "./user-menu";

/** Milliseconds before a tooltip of the narrow sidebar shows. */
const ATRASO_DICA = 200;

/**
 * Desktop sidebar (lg and up): wide with labels, or narrow with icons and tooltips. The tooltips'
 * library comes with the first one the person asks for (`Dica`, decision 169).
 */
export function Sidebar({
  collapsed,
  onToggle,
  itens,
  user,
  onSair,
  avisos,
}: {
  collapsed: boolean;
  onToggle: () => void;
  /** The role's menu (itensDoMenu). */
  itens: readonly NavItem[];
  user: ShellUser;
  onSair: () => void;
  avisos?: ReactNode;
}) {
  const ToggleIcon = collapsed ? PanelLeftOpenIcon : PanelLeftCloseIcon;
  const toggleLabel = collapsed ? "Expandir menu lateral" : "Recolher menu lateral";

  return (
    <aside
      className={cn(
        "sticky top-0 hidden h-dvh shrink-0 flex-col border-r bg-card/60 transition-[width] duration-200 lg:flex",
        collapsed ? "w-[4.5rem]" : "w-64",
      )}
    >
      <div
        className={cn(
          "flex h-16 items-center border-b",
          collapsed ? "justify-center px-2" : "justify-between gap-2 pr-3 pl-5",
        )}
      >
        <Link
          to={itens[0]?.to ?? "/app"}
          className="rounded-md"
          aria-label={`Balcão — ir para ${itens[0]?.label ?? "o início"}`}
        >
          <Brand compact={collapsed} />
        </Link>
        {collapsed ? null : avisos}
      </div>
      <nav aria-label="Menu principal" className="flex-1 overflow-y-auto p-3">
        <ul className="grid gap-1">
          {itens.map((item) => {
            const link = (
              <NavLink
                to={item.to}
                aria-label={collapsed ? item.label : undefined}
                // Static classes (the active style keys off aria-current): Radix's Slot in the tooltip
                // trigger would stringify NavLink's className function.
                className={cn(
                  "flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground aria-[current=page]:bg-primary/12 aria-[current=page]:text-primary",
                  collapsed && "justify-center px-0",
                )}
              >
                <item.icon className="size-[1.125rem] shrink-0" aria-hidden />
                {collapsed ? null : <span className="truncate">{item.label}</span>}
              </NavLink>
            );
            return (
              <li key={item.to}>
                {collapsed ? (
                  <Dica texto={item.label} lado="right" atraso={ATRASO_DICA}>
                    {link}
                  </Dica>
                ) : (
                  link
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={cn("grid gap-2 border-t p-3", collapsed && "justify-items-center")}>
        {collapsed ? avisos : null}
        <UserMenu
          user={user}
          atalhos={itens.filter((item) => !item.mobile)}
          onSair={onSair}
          variant={collapsed ? "compact" : "sidebar"}
          side={collapsed ? "right" : "top"}
        />
        <Dica texto={collapsed ? toggleLabel : null} lado="right" atraso={ATRASO_DICA}>
          <button
            type="button"
            onClick={onToggle}
            aria-label={toggleLabel}
            aria-expanded={!collapsed}
            className={cn(
              "flex h-9 items-center gap-3 rounded-lg px-3 text-sm text-muted-foreground transition-colors hover:bg-accent hover:text-foreground",
              collapsed ? "w-10 justify-center px-0" : "w-full",
            )}
          >
            <ToggleIcon className="size-4 shrink-0" aria-hidden />
            {collapsed ? null : <span>Recolher menu</span>}
          </button>
        </Dica>
      </div>
    </aside>
  );
}
