import { LogOutIcon, ShieldCheckIcon } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { Link } from "react-router";
import { useDevolverFoco } from "@/web/components/foco-na-troca";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import type { NavItem } from "./nav-items";
import type { ShellUser } from "./shell-user";

/**
 * The Radix half of `UserMenu` (user-menu.tsx), downloaded when the person first points at, focuses or
 * presses the menu's button (decision 169). `abrir`: it was pressed before this arrived.
 */
export function UserMenuRadix({
  user,
  nome,
  atalhos,
  onSair,
  variant,
  side,
  abrir,
  gatilho,
  gatilhoRef,
  tinhaFoco,
}: {
  user: ShellUser;
  nome: string;
  atalhos: readonly NavItem[];
  onSair: () => void;
  variant: "sidebar" | "compact";
  side: "top" | "right" | "bottom";
  abrir: boolean;
  /** The button's classes, name and content, the same as the placeholder's. */
  gatilho: { className: string; "aria-label": string; children: ReactNode };
  gatilhoRef: RefObject<HTMLButtonElement | null>;
  tinhaFoco: RefObject<boolean>;
}) {
  useDevolverFoco(gatilhoRef, tinhaFoco);
  return (
    <DropdownMenu defaultOpen={abrir}>
      <DropdownMenuTrigger ref={gatilhoRef} {...gatilho} />
      <DropdownMenuContent
        align={variant === "sidebar" ? "start" : "end"}
        side={side}
        className={
          variant === "sidebar"
            ? "w-(--radix-dropdown-menu-trigger-width) min-w-56"
            : "w-64 max-w-[calc(100vw-2rem)]"
        }
      >
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate font-semibold">{nome}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
          {user.funcao ? (
            <span className="text-xs font-normal text-muted-foreground">Função: {user.funcao}</span>
          ) : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {atalhos.map((item) => (
          <DropdownMenuItem key={item.to} asChild>
            <Link to={item.to}>
              <item.icon aria-hidden /> {item.label}
            </Link>
          </DropdownMenuItem>
        ))}
        {user.superAdmin ? (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <ShieldCheckIcon aria-hidden /> Console do super admin
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem variant="destructive" onSelect={onSair}>
          <LogOutIcon aria-hidden /> Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
