import { BanknoteIcon, CreditCardIcon, QrCodeIcon, TrendingUpIcon, TriangleAlertIcon } from "lucide-react";
import { formatarCentavos } from "../formatar-centavos";

/** Illustrative tab (comanda) of the point of sale; amounts are integer centavos like the real thing. */
const ITENS = [
  { quantidade: 4, nome: "Chopp Pilsen 300 ml", precoCentavos: 1290 },
  { quantidade: 1, nome: "Porção de Batata Frita", precoCentavos: 3490 },
  { quantidade: 2, nome: "Caipirinha de Limão", precoCentavos: 2200 },
  { quantidade: 1, nome: "Água com Gás", precoCentavos: 650 },
];
const SUBTOTAL = ITENS.reduce((soma, item) => soma + item.quantidade * item.precoCentavos, 0);
const DESCONTO = 700;

const PAGAMENTOS = [
  { nome: "Dinheiro", Icon: BanknoteIcon },
  { nome: "Cartão", Icon: CreditCardIcon },
  { nome: "PIX", Icon: QrCodeIcon },
];

export function PdvPreview() {
  return (
    <figure className="relative mx-auto w-full max-w-md lg:mr-0">
      <figcaption className="sr-only">
        Exemplo da comanda de uma mesa no Balcão, com itens, desconto, total e formas de pagamento.
      </figcaption>
      <div aria-hidden className="absolute -inset-6 -z-10 rounded-[2rem] bg-primary/10 blur-2xl" />
      <div aria-hidden className="overflow-hidden rounded-2xl border bg-card shadow-2xl shadow-black/50">
        <div className="flex items-center gap-2 border-b bg-muted/40 px-4 py-2.5">
          <span className="size-2.5 rounded-full bg-destructive/70" />
          <span className="size-2.5 rounded-full bg-warning/70" />
          <span className="size-2.5 rounded-full bg-success/70" />
          <span className="ml-2 truncate text-xs text-muted-foreground">PDV · Ponto de Venda</span>
        </div>
        <div className="p-4 sm:p-5">
          <div className="flex items-start justify-between gap-3">
            <div>
              <p className="text-xs font-medium tracking-wider text-muted-foreground uppercase">Mesa 7</p>
              <p className="mt-0.5 text-lg font-semibold">Comanda #1042</p>
            </div>
            <span className="rounded-full border border-success/30 bg-success/15 px-2.5 py-0.5 text-xs font-semibold text-success">
              Aberta
            </span>
          </div>
          <ul className="mt-4 divide-y divide-border/70 text-sm">
            {ITENS.map((item) => (
              <li key={item.nome} className="flex items-center justify-between gap-3 py-2.5">
                <span className="flex min-w-0 items-center gap-2.5">
                  <span className="grid h-6 min-w-7 place-items-center rounded-md bg-secondary px-1 text-xs font-semibold tabular-nums">
                    {item.quantidade}×
                  </span>
                  <span className="truncate">{item.nome}</span>
                </span>
                <span className="shrink-0 tabular-nums">
                  {formatarCentavos(item.quantidade * item.precoCentavos)}
                </span>
              </li>
            ))}
          </ul>
          <dl className="mt-2 space-y-1.5 border-t pt-3 text-sm">
            <div className="flex justify-between text-muted-foreground">
              <dt>Subtotal</dt>
              <dd className="tabular-nums">{formatarCentavos(SUBTOTAL)}</dd>
            </div>
            <div className="flex justify-between text-muted-foreground">
              <dt>Desconto</dt>
              <dd className="tabular-nums">− {formatarCentavos(DESCONTO)}</dd>
            </div>
            <div className="flex items-baseline justify-between pt-1">
              <dt className="font-medium">Total</dt>
              <dd className="text-2xl font-bold text-primary tabular-nums">
                {formatarCentavos(SUBTOTAL - DESCONTO)}
              </dd>
            </div>
          </dl>
          <div className="mt-4 grid grid-cols-3 gap-2">
            {PAGAMENTOS.map(({ nome, Icon }) => (
              <span
                key={nome}
                className={`flex flex-col items-center gap-1 rounded-lg border px-2 py-2 text-xs font-medium ${
                  nome === "PIX" ? "border-primary bg-primary/10 text-primary" : "text-muted-foreground"
                }`}
              >
                <Icon className="size-4" />
                {nome}
              </span>
            ))}
          </div>
          <div className="mt-4 rounded-lg bg-primary py-2.5 text-center text-sm font-semibold text-primary-foreground">
            Fechar Comanda
          </div>
        </div>
      </div>
      <FloatingCards />
    </figure>
  );
}

function FloatingCards() {
  return (
    <>
      <div
        aria-hidden
        className="absolute -top-5 -right-3 hidden items-center gap-3 rounded-xl border bg-popover/95 px-3.5 py-2.5 shadow-xl backdrop-blur sm:flex lg:-right-8"
      >
        <span className="grid size-8 place-items-center rounded-lg bg-warning/15 text-warning">
          <TriangleAlertIcon className="size-4" />
        </span>
        <span className="text-xs leading-tight">
          <span className="block font-semibold">Estoque baixo</span>
          <span className="text-muted-foreground">Chopp Pilsen · 8 L restantes</span>
        </span>
      </div>
      <div
        aria-hidden
        className="absolute -bottom-6 -left-3 hidden items-center gap-3 rounded-xl border bg-popover/95 px-3.5 py-2.5 shadow-xl backdrop-blur sm:flex lg:-left-10"
      >
        <span className="grid size-8 place-items-center rounded-lg bg-success/15 text-success">
          <TrendingUpIcon className="size-4" />
        </span>
        <span className="text-xs leading-tight">
          <span className="block text-muted-foreground">Faturamento hoje</span>
          <span className="text-base font-semibold tabular-nums">{formatarCentavos(348290)}</span>
        </span>
      </div>
    </>
  );
}
