import { BellIcon, CalendarClockIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { formatarVencimento } from "@/shared/stock/alertas";
import type { AlertaEstoque, ProdutoVencendo } from "@/shared/stock/schemas";
import { Badge } from "@/web/components/ui/badge";
import { Popover, PopoverContent, PopoverTrigger } from "@/web/components/ui/popover";
import { cn } from "@/web/lib/cn";
import { useAlertas } from "../api/obter-alertas";

const linkProduto = (id: string) => `/app/estoque?produto=${encodeURIComponent(id)}`;
const rotulo = (nome: string, marca: string | null) => (marca ? `${nome} · ${marca}` : nome);

/**
 * The shell's bell (decision 113): how many products are low, critical or about to expire, and the list,
 * each linking to the product in Estoque.
 */
export function AlertasSino({ className }: { className?: string }) {
  const [aberto, setAberto] = useState(false);
  const { data, isError } = useAlertas();
  const total = data?.total ?? 0;
  const fechar = () => setAberto(false);

  return (
    <Popover open={aberto} onOpenChange={setAberto}>
      <PopoverTrigger
        aria-label={total > 0 ? `Alertas de estoque: ${total}` : "Alertas de estoque: nenhum"}
        className={cn(
          "relative flex size-9 shrink-0 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-accent hover:text-foreground",
          className,
        )}
      >
        <BellIcon className="size-[1.125rem]" aria-hidden />
        {total > 0 ? (
          <span
            data-testid="alertas-contagem"
            className="absolute -top-0.5 -right-0.5 flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-destructive px-1 text-[0.65rem] font-bold text-white tabular-nums"
          >
            {total > 99 ? "99+" : total}
          </span>
        ) : null}
      </PopoverTrigger>
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
