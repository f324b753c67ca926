import { ChevronsUpDownIcon, LogOutIcon, ShieldCheckIcon } from "lucide-react";
import { Link } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { cn } from "@/web/lib/cn";
import type { NavItem } from "./nav-items";

export interface ShellUser {
  /** Establishment name; the menu shows "Usuário" when it is empty. */
  nome: string | null;
  email: string;
  /** A super admin also gets the way to the console (/admin). */
  superAdmin?: boolean;
  /** A staff member's function ("Garçom"), shown under its e-mail; absent for the owner. */
  funcao?: string;
}

function iniciais(nome: string) {
  const partes = nome.trim().split(/\s+/).filter(Boolean);
  const letras = partes.length > 1 ? `${partes[0]![0]}${partes.at(-1)![0]}` : nome.slice(0, 2);
  return letras.toUpperCase();
}

function Avatar({ nome }: { nome: string }) {
  return (
    <span
      aria-hidden
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/15 text-xs font-semibold text-primary ring-1 ring-primary/30"
    >
      {iniciais(nome)}
    </span>
  );
}

/**
 * Establishment and e-mail, with the screens kept off the phone's bottom bar that the role opens (Equipe,
 * Configurações), the console for a super admin, and Sair. `variant` picks the trigger's shape.
 */
export function UserMenu({
  user,
  atalhos,
  onSair,
  variant,
  side = "bottom",
}: {
  user: ShellUser;
  atalhos: readonly NavItem[];
  onSair: () => void;
  variant: "sidebar" | "compact";
  side?: "top" | "right" | "bottom";
}) {
  const nome = user.nome?.trim() || "Usuário";
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(
          "flex items-center gap-3 rounded-lg text-left transition-colors hover:bg-accent data-[state=open]:bg-accent",
          variant === "sidebar" ? "w-full p-2" : "p-1",
        )}
        aria-label={`Menu do usuário: ${nome}`}
      >
        <Avatar nome={nome} />
        {variant === "sidebar" ? (
          <>
            <span className="grid min-w-0 flex-1 leading-tight">
              <span className="truncate text-sm font-medium">{nome}</span>
              <span className="truncate text-xs text-muted-foreground">{user.email}</span>
            </span>
            <ChevronsUpDownIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          </>
        ) : null}
      </DropdownMenuTrigger>
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
