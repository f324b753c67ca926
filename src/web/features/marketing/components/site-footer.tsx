import type { ReactNode } from "react";
import { Link } from "react-router";
import { Brand } from "@/web/components/layout/brand";

const linkClass = "rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground";

/**
 * A destination that does not exist yet: plain text with a visible "em breve" tag (read aloud too),
 * not a link that leads nowhere.
 */
function EmBreve({ children }: { children: ReactNode }) {
  return (
    <span
      title="Em breve"
      className="inline-flex cursor-not-allowed flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground/60"
    >
      {children}
      <span className="rounded-full border border-border px-1.5 py-px text-[10px] font-medium tracking-wide uppercase">
        em breve
      </span>
    </span>
  );
}

export function SiteFooter() {
  return (
    <footer className="border-t border-border/60 bg-card/30">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:grid-cols-[2fr_1fr_1fr] sm:px-6">
        <div className="col-span-2 max-w-xs sm:col-span-1">
          <Brand />
          <p className="mt-4 text-sm text-muted-foreground">
            Estoque, vendas, mesas e comandas para bares, cervejarias e restaurantes.
          </p>
        </div>
        <nav aria-labelledby="rodape-produto">
          <h2 id="rodape-produto" className="text-sm font-semibold">
            Produto
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <a href="#funcionalidades" className={linkClass}>
                Funcionalidades
              </a>
            </li>
            <li>
              <Link to="/planos" className={linkClass}>
                Planos
              </Link>
            </li>
            <li>
              <EmBreve>Demonstração</EmBreve>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="rodape-suporte">
          <h2 id="rodape-suporte" className="text-sm font-semibold">
            Suporte
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <EmBreve>Central de Ajuda</EmBreve>
            </li>
            <li>
              <EmBreve>Contato</EmBreve>
            </li>
            <li>
              <EmBreve>WhatsApp</EmBreve>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-border/60">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} Balcão. Todos os direitos reservados.
        </p>
      </div>
    </footer>
  );
}
