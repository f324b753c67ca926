import type { ReactNode } from "react";
import type { Papel } from "@/shared/equipe/papeis";
import { MobileBottomBar, MobileTopBar } from "./mobile-nav";
import { itensDoMenu } from "./nav-items";
import { Sidebar } from "./sidebar";
import { useSidebarCollapsed } from "./use-sidebar-collapsed";
import type { ShellUser } from "./user-menu";

export type { ShellUser } from "./user-menu";

/**
 * The signed-in frame: sidebar on desktop, top and bottom bars on mobile. It knows nothing of
 * accounts: the route passes the user, the person's role (which screens its menu lists), the sign-out
 * handler and what goes beside the logo (the bell).
 */
export function AppShell({
  user,
  papel,
  onSair,
  aviso,
  avisos,
  children,
}: {
  user: ShellUser;
  papel: Papel;
  onSair: () => void;
  /** A line above every screen (the subscription's notice). */
  aviso?: ReactNode;
  avisos?: ReactNode;
  children: ReactNode;
}) {
  const { collapsed, toggle } = useSidebarCollapsed();
  const itens = itensDoMenu(papel);
  return (
    <div className="flex min-h-dvh">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground"
      >
        Pular para o conteúdo
      </a>
      <Sidebar
        collapsed={collapsed}
        onToggle={toggle}
        itens={itens}
        user={user}
        onSair={onSair}
        avisos={avisos}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <MobileTopBar itens={itens} user={user} onSair={onSair} avisos={avisos} />
        <main id="conteudo" tabIndex={-1} className="flex-1 px-4 pt-6 pb-24 sm:px-6 lg:px-8 lg:pt-8 lg:pb-10">
          {aviso}
          {children}
        </main>
      </div>
      <MobileBottomBar itens={itens} />
    </div>
  );
}
