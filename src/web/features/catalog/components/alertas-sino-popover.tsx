import { CalendarClockIcon } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { Link } from "react-router";
import { formatarVencimento } from "@/shared/stock/alertas";
import type { AlertaEstoque, Alertas, ProdutoVencendo } from "@/shared/stock/schemas";
import { useDevolverFoco } from "@/web/components/foco-na-troca";
import { Badge } from "@/web/components/ui/badge";
import { Popover, PopoverContent, PopoverTrigger } from "@/web/components/ui/popover";

const linkProduto = (id: string) => `/app/estoque?produto=${encodeURIComponent(id)}`;
const rotulo = (nome: string, marca: string | null) => (marca ? `${nome} · ${marca}` : nome);

/**
 * The Radix half of the bell (alertas-sino.tsx): the popover and its list, downloaded when the person
 * first points at, focuses or presses the bell (decision 169).
 */
export function AlertasSinoPopover({
  aberto,
  onAbertoChange,
  data,
  isError,
  gatilho,
  gatilhoRef,
  tinhaFoco,
}: {
  aberto: boolean;
  onAbertoChange: (aberto: boolean) => void;
  data: Alertas | undefined;
  isError: boolean;
  /** The button's classes, name and content, the same as the placeholder's. */
  gatilho: { className: string; "aria-label": string; children: ReactNode };
  gatilhoRef: RefObject<HTMLButtonElement | null>;
  tinhaFoco: RefObject<boolean>;
}) {
  useDevolverFoco(gatilhoRef, tinhaFoco);
  const total = data?.total ?? 0;
  const fechar = () => onAbertoChange(false);
  return (
    <Popover open={aberto} onOpenChange={onAbertoChange}>
      <PopoverTrigger ref={gatilhoRef} {...gatilho} />
      <PopoverContent align="end" className="w-[min(22rem,calc(100vw-1.5rem))] p-0">
        <div className="border-b px-4 py-3">
          <p className="font-semibold">Alertas de estoque</p>
          <p className="text-xs text-muted-foreground">
            Produtos no mínimo ou abaixo, e os que vencem em até 7 dias
          </p>
        </div>
        <div className="max-h-[min(24rem,60dvh)] overflow-y-auto p-2">
          {isError ? (
            <p className="px-2 py-4 text-sm text-muted-foreground">Não foi possível carregar os alertas.</p>
          ) : total === 0 ? (
            <p className="px-2 py-4 text-sm text-muted-foreground">Nenhum alerta no momento.</p>
          ) : (
            <ul aria-label="Alertas" className="grid gap-1">
              {data?.estoque.map((a) => (
                <ItemEstoque key={a.produto_id} alerta={a} onNavegar={fechar} />
              ))}
              {data?.validade.map((v) => (
                <ItemValidade key={v.produto_id} produto={v} onNavegar={fechar} />
              ))}
            </ul>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}

const classeItem =
  "flex items-start justify-between gap-3 rounded-md px-2 py-2 text-sm transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:outline-none";

function ItemEstoque({ alerta, onNavegar }: { alerta: AlertaEstoque; onNavegar: () => void }) {
  return (
    <li>
      <Link to={linkProduto(alerta.produto_id)} onClick={onNavegar} className={classeItem}>
        <span className="min-w-0">
          <span className="block truncate font-medium">{rotulo(alerta.nome, alerta.marca)}</span>
          <span className="text-xs text-muted-foreground">
            Estoque {alerta.estoque_atual} · mínimo {alerta.estoque_minimo}
          </span>
        </span>
        <Badge variant={alerta.nivel === "critico" ? "destructive" : "warning"}>
          {alerta.nivel === "critico" ? "Crítico" : "Baixo"}
        </Badge>
      </Link>
    </li>
  );
}

function ItemValidade({ produto, onNavegar }: { produto: ProdutoVencendo; onNavegar: () => void }) {
  return (
    <li>
      <Link to={linkProduto(produto.produto_id)} onClick={onNavegar} className={classeItem}>
        <span className="min-w-0">
          <span className="block truncate font-medium">{rotulo(produto.nome, produto.marca)}</span>
          <span className="text-xs text-muted-foreground">{formatarVencimento(produto.dias)}</span>
        </span>
        <CalendarClockIcon className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
      </Link>
    </li>
  );
}
