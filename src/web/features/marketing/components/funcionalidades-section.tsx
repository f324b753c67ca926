import {
  ChartColumnIcon,
  type LucideIcon,
  PackageIcon,
  QrCodeIcon,
  ShoppingCartIcon,
  SmartphoneIcon,
  UtensilsCrossedIcon,
} from "lucide-react";
import { SectionHeading } from "./section-heading";

const FUNCIONALIDADES: { titulo: string; descricao: string; Icon: LucideIcon }[] = [
  {
    titulo: "Controle de Estoque",
    descricao: "Saldo atualizado a cada venda, com alertas automáticos de estoque baixo e crítico.",
    Icon: PackageIcon,
  },
  {
    titulo: "Vendas Inteligentes",
    descricao: "Venda direta com busca por nome, marca ou categoria e leitura de código de barras.",
    Icon: ShoppingCartIcon,
  },
  {
    titulo: "Gestão de Mesas",
    descricao: "Abra comandas por mesa, lance os pedidos e feche a conta sem papel.",
    Icon: UtensilsCrossedIcon,
  },
  {
    titulo: "Relatórios Avançados",
    descricao: "Faturamento, ticket médio e os produtos mais vendidos, com exportação em PDF.",
    Icon: ChartColumnIcon,
  },
  {
    titulo: "Múltiplos Pagamentos",
    descricao: "Receba em dinheiro, cartão ou PIX e aplique descontos na hora do fechamento.",
    Icon: QrCodeIcon,
  },
  {
    titulo: "100% Responsivo",
    descricao: "Use no computador, no tablet ou no celular, direto do navegador.",
    Icon: SmartphoneIcon,
  },
];

export function FuncionalidadesSection() {
  return (
    <section
      id="funcionalidades"
      aria-labelledby="funcionalidades-titulo"
      className="scroll-mt-16 border-t border-border/60 bg-card/30 py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="funcionalidades-titulo"
          eyebrow="Funcionalidades"
          titulo="Tudo o que a sua casa precisa para vender mais e perder menos"
          descricao="Do primeiro chopp ao fechamento do caixa: estoque, vendas, mesas e relatórios conversando entre si."
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FUNCIONALIDADES.map(({ titulo, descricao, Icon }) => (
            <li
              key={titulo}
              className="group flex gap-4 rounded-xl border bg-card p-5 transition-colors hover:border-primary/40 hover:bg-card/80 sm:block sm:p-6"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-lg border border-primary/20 bg-primary/10 text-primary transition-colors group-hover:bg-primary/15">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="text-base font-semibold sm:mt-5">{titulo}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground sm:mt-2">{descricao}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
