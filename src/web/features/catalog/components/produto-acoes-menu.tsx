import { EllipsisVerticalIcon, EyeIcon, PencilIcon, Trash2Icon } from "lucide-react";
import type { Produto } from "@/shared/catalog/schemas";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";

export interface AcoesProduto {
  onVisualizar: (produto: Produto) => void;
  /** Absent for a role that does not edit products: the entry is not offered. */
  onEditar?: (produto: Produto) => void;
  onExcluir?: (produto: Produto) => void;
  /** Purchase prices and margins are shown (the role sees costs and the server sent them). */
  verCusto: boolean;
}

/** The row menu: Visualizar, Editar, Excluir (§2.4); only Visualizar for a role that does not edit. */
export function ProdutoAcoesMenu({
  produto,
  onVisualizar,
  onEditar,
  onExcluir,
}: Omit<AcoesProduto, "verCusto"> & { produto: Produto }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={`Ações de ${produto.nome}`}>
          <EllipsisVerticalIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onVisualizar(produto)}>
          <EyeIcon aria-hidden /> Visualizar
        </DropdownMenuItem>
        {onEditar ? (
          <DropdownMenuItem onSelect={() => onEditar(produto)}>
            <PencilIcon aria-hidden /> Editar
          </DropdownMenuItem>
        ) : null}
        {onExcluir ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => onExcluir(produto)}>
              <Trash2Icon aria-hidden /> Excluir
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
