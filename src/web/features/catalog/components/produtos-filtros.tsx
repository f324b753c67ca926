import { SearchIcon, XIcon } from "lucide-react";
import { CATEGORIAS } from "@/shared/categorias";
import { Input } from "@/web/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from "@/web/components/ui/select";
import type { CategoriaFiltro } from "../lib/filtrar-produtos";

/** The search box (name, brand, category, barcode) and the category filter: the nine categories + Todas. */
export function ProdutosFiltros({
  busca,
  onBuscaChange,
  categoria,
  onCategoriaChange,
}: {
  busca: string;
  onBuscaChange: (busca: string) => void;
  categoria: CategoriaFiltro;
  onCategoriaChange: (categoria: CategoriaFiltro) => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          value={busca}
          onChange={(e) => onBuscaChange(e.target.value)}
          placeholder="Buscar por nome, marca ou código"
          aria-label="Buscar produtos"
          className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
          autoComplete="off"
        />
        {busca ? (
          <button
            type="button"
            onClick={() => onBuscaChange("")}
            className="absolute inset-y-0 right-0 flex w-9 items-center justify-center text-muted-foreground hover:text-foreground"
            aria-label="Limpar busca"
          >
            <XIcon className="size-4" />
          </button>
        ) : null}
      </div>
      <Select value={categoria} onValueChange={(v) => onCategoriaChange(v as CategoriaFiltro)}>
        <SelectTrigger className="sm:w-52" aria-label="Filtrar por categoria">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="todas">Todas as categorias</SelectItem>
          <SelectSeparator />
          {CATEGORIAS.map((c) => (
            <SelectItem key={c} value={c}>
              {c}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
