import type { ReactNode } from "react";
import { MobileBottomBar, MobileTopBar } from "./mobile-nav";
import { Sidebar } from "./sidebar";
import { useSidebarCollapsed } from "./use-sidebar-collapsed";
import type { ShellUser } from "./user-menu";

export type { ShellUser } from "./user-menu";

/**
 * The signed-in frame: sidebar on desktop, top and bottom bars on mobile. It knows nothing of
 * accounts: the route passes the user and the sign-out handler.
 */
export function AppShell({
  user,
  onSair,
  aviso,
  children,
}: {
  user: ShellUser;
  onSair: () => void;
  /** A line above every screen (the subscription's notice). */
  aviso?: ReactNode;
  children: ReactNode;
}) {
  const { collapsed, toggle } = useSidebarCollapsed();
  return (
    <div className="flex min-h-dvh">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground"
      >
        Pular para o conteúdo
      </a>
      <Sidebar collapsed={collapsed} onToggle={toggle} user={user} onSair={onSair} />
      <div className="flex min-w-0 flex-1 flex-col">
        <MobileTopBar user={user} onSair={onSair} />
        <main id="conteudo" tabIndex={-1} className="flex-1 px-4 pt-6 pb-24 sm:px-6 lg:px-8 lg:pt-8 lg:pb-10">
          {aviso}
          {children}
        </main>
      </div>
      <MobileBottomBar />
    </div>
  );
}
