import { CheckIcon, ChevronsUpDownIcon, SearchIcon } from "lucide-react";
import { type ComponentProps, type KeyboardEvent, useId, useMemo, useState } from "react";
import { Popover, PopoverContent, PopoverTrigger } from "@/web/components/ui/popover";
import { buscarProdutos, indexarProdutos } from "@/web/lib/busca-produtos";
import { cn } from "@/web/lib/cn";
import { formatarInteiro } from "@/web/lib/format";
import type { ProdutoMovimentavel } from "../lib/produto-movimentavel";

/** The list shows this many matches; typing narrows it (a catalogue can have thousands). */
const MAX_OPCOES = 50;

/**
 * Chooses the product of a movement: a searchable list (name, brand, category, barcode) that shows each
 * product's current stock. A combobox, usable with the keyboard (arrows, Enter, Escape).
 */
export function ProdutoPicker({
  produtos,
  value,
  onChange,
  carregando,
  ...trigger
}: {
  produtos: ProdutoMovimentavel[];
  value: string;
  onChange: (id: string) => void;
  carregando?: boolean;
} & Pick<ComponentProps<"button">, "id" | "aria-invalid" | "aria-describedby" | "onBlur">) {
  const [aberto, setAberto] = useState(false);
  const [busca, setBusca] = useState("");
  const [ativo, setAtivo] = useState(0);
  const listId = useId();
  const selecionado = produtos.find((p) => p.id === value);

  const indice = useMemo(() => indexarProdutos(produtos), [produtos]);
  const opcoes = useMemo(
    () => buscarProdutos(indice, busca, { limite: MAX_OPCOES }).produtos,
    [indice, busca],
  );

  const escolher = (produto: ProdutoMovimentavel) => {
    onChange(produto.id);
    setAberto(false);
    setBusca("");
  };

  const teclas = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setAtivo((i) => Math.min(i + 1, opcoes.length - 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setAtivo((i) => Math.max(i - 1, 0));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const opcao = opcoes[ativo];
      if (opcao) escolher(opcao);
    }
  };

  return (
    <Popover
      open={aberto}
      onOpenChange={(open) => {
        setAberto(open);
        setAtivo(0);
        if (!open) setBusca("");
      }}
    >
      <PopoverTrigger asChild>
        <button
          type="button"
          role="combobox"
          aria-expanded={aberto}
          aria-controls={listId}
          aria-haspopup="listbox"
          {...trigger}
          className="flex h-auto min-h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-background/40 px-3 py-2 text-left text-sm shadow-xs transition-colors aria-invalid:border-destructive"
        >
          {selecionado ? (
            <span className="min-w-0">
              <span className="block truncate font-medium">{selecionado.nome}</span>
              <span className="block truncate text-xs text-muted-foreground">
                Estoque atual: {formatarInteiro(selecionado.estoque_atual)} un.
              </span>
            </span>
          ) : (
            <span className="text-muted-foreground">
              {carregando ? "Carregando produtos..." : "Selecione um produto"}
            </span>
          )}
          <ChevronsUpDownIcon className="size-4 shrink-0 opacity-60" aria-hidden />
        </button>
      </PopoverTrigger>
      <PopoverContent className="w-[var(--radix-popover-trigger-width)] p-0">
        <div className="flex items-center gap-2 border-b px-3">
          <SearchIcon className="size-4 text-muted-foreground" aria-hidden />
          <input
            value={busca}
            onChange={(e) => {
              setBusca(e.target.value);
              setAtivo(0);
            }}
            onKeyDown={teclas}
            placeholder="Buscar produto ou código..."
            aria-label="Buscar produto"
            aria-controls={listId}
            aria-activedescendant={opcoes[ativo] ? `${listId}-${opcoes[ativo].id}` : undefined}
            className="h-10 w-full bg-transparent text-base outline-none placeholder:text-muted-foreground md:text-sm"
            autoComplete="off"
          />
        </div>
        <div id={listId} role="listbox" aria-label="Produtos" className="max-h-64 overflow-y-auto p-1">
          {opcoes.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">Nenhum produto encontrado</p>
          ) : (
            opcoes.map((produto, i) => (
              <div
                key={produto.id}
                tabIndex={-1}
                id={`${listId}-${produto.id}`}
                role="option"
                aria-selected={produto.id === value}
                onMouseMove={() => setAtivo(i)}
                onClick={() => escolher(produto)}
                onKeyDown={() => {}}
                className={cn(
                  "flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm",
                  i === ativo && "bg-accent text-accent-foreground",
                )}
              >
                <CheckIcon
                  className={cn("size-4 shrink-0", produto.id === value ? "opacity-100" : "opacity-0")}
                  aria-hidden
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate">{produto.nome}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {[produto.marca, produto.volume].filter(Boolean).join(" · ") || produto.categoria}
                  </span>
                </span>
                <span
                  className={cn(
                    "shrink-0 rounded-md bg-muted px-1.5 py-0.5 text-xs tabular-nums",
                    produto.estoque_atual === 0 && "bg-destructive/15 text-destructive",
                  )}
                >
                  {formatarInteiro(produto.estoque_atual)} un.
                </span>
              </div>
            ))
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}
