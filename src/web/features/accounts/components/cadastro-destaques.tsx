import {
  BarChart3Icon,
  CreditCardIcon,
  PackageIcon,
  ShoppingCartIcon,
  UtensilsCrossedIcon,
} from "lucide-react";
import { cn } from "@/web/lib/cn";

const DESTAQUES = [
  { icon: PackageIcon, text: "Controle de estoque com alertas automáticos" },
  { icon: ShoppingCartIcon, text: "Vendas integradas ao estoque" },
  { icon: UtensilsCrossedIcon, text: "Gestão de mesas e comandas" },
  { icon: BarChart3Icon, text: "Relatórios de vendas e faturamento" },
  { icon: CreditCardIcon, text: "Dinheiro, cartão e PIX" },
];

/** The side panel of the auth page on wide screens: what the account gives access to. */
export function CadastroDestaques({ className }: { className?: string }) {
  return (
    <section className={cn("grid content-center gap-8", className)} aria-label="O que o Balcão oferece">
      <div className="grid gap-3">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">
          Gestão para bares e restaurantes
        </p>
        <h2 className="text-4xl leading-tight font-bold tracking-tight text-balance">
          Tudo do seu balcão em um só lugar.
        </h2>
        <p className="max-w-md text-muted-foreground">
          Estoque, vendas, mesas e comandas no computador ou no celular, com suporte incluído em todos os
          planos.
        </p>
      </div>
      <ul className="grid gap-3">
        {DESTAQUES.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/12 text-primary">
              <Icon className="size-4" aria-hidden />
            </span>
            <span className="text-sm">{text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
