import { CATEGORIAS, type Categoria } from "@/shared/catalog/categorias";
import { SearchInput } from "@/web/components/ui/search-input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from "@/web/components/ui/select";

export type CategoriaFiltro = Categoria | "todas";

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
      <SearchInput
        className="flex-1"
        value={busca}
        onValueChange={onBuscaChange}
        placeholder="Buscar por nome, marca ou código"
        aria-label="Buscar produtos"
      />
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
