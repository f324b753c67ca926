import { ReceiptTextIcon, ShoppingCartIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";

/** In the charts' place when the period has no sale at all: one honest panel, not three empty charts. */
export function SemVendas({ periodo }: { periodo: string }) {
  return (
    <section
      aria-labelledby="sem-vendas-periodo"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card/40 px-6 py-10 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <ReceiptTextIcon className="size-6" aria-hidden />
      </span>
      <h2 id="sem-vendas-periodo" className="text-base font-semibold">
        Nenhuma venda no período
      </h2>
      <p className="max-w-md text-sm text-muted-foreground">
        {periodo}: nenhuma venda direta nem comanda fechada. Os gráficos de receita por dia, por forma de
        pagamento e por categoria aparecem aqui assim que houver vendas.
      </p>
      <Button asChild variant="outline" size="sm">
        <Link to="/app/vendas">
          <ShoppingCartIcon aria-hidden /> Ir para o PDV
        </Link>
      </Button>
    </section>
  );
}
