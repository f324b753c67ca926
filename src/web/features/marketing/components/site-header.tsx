import { Link } from "react-router";
import { Brand } from "@/web/components/layout/brand";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { LinkEntrar } from "./link-entrar";

export function SiteHeader({ onEntrar }: { onEntrar: () => void }) {
  const navLink = buttonVariants({ variant: "subtle", size: "sm" });
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/75 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <Link to="/" className="flex items-center rounded-md" aria-label="Balcão, página inicial">
          <Brand />
        </Link>
        <nav aria-label="Principal" className="hidden items-center gap-1 md:flex">
          <a href="#funcionalidades" className={navLink}>
            Funcionalidades
          </a>
          <Link to="/planos" className={navLink}>
            Planos
          </Link>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <LinkEntrar onEntrar={onEntrar} className={buttonVariants({ variant: "ghost", size: "sm" })}>
            Entrar
          </LinkEntrar>
          <Link to="/planos" className={buttonVariants({ size: "sm" })}>
            Começar agora
          </Link>
        </div>
      </div>
    </header>
  );
}
