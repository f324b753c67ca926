import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";

/** "Página 2 de 5" with previous and next. */
export function Paginacao({
  pagina,
  total,
  porPagina,
  onPagina,
}: {
  pagina: number;
  total: number;
  porPagina: number;
  onPagina: (pagina: number) => void;
}) {
  const paginas = Math.max(1, Math.ceil(total / porPagina));
  return (
    <nav
      aria-label="Paginação"
      className="flex items-center justify-between gap-3 text-sm text-muted-foreground"
    >
      <span>
        Página {pagina} de {paginas} · {total} {total === 1 ? "registro" : "registros"}
      </span>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={pagina <= 1} onClick={() => onPagina(pagina - 1)}>
          <ChevronLeftIcon aria-hidden /> Anterior
        </Button>
        <Button variant="outline" size="sm" disabled={pagina >= paginas} onClick={() => onPagina(pagina + 1)}>
          Próxima <ChevronRightIcon aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
