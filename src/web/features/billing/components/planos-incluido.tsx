import { CheckIcon } from "lucide-react";

const INCLUIDO = [
  "Controle de estoque com alertas automáticos",
  "Venda direta, mesas e comandas",
  "Pagamentos em dinheiro, cartão e PIX",
  "Relatórios com exportação em PDF",
  "Computador, tablet e celular",
  "Suporte por e-mail incluído",
];

export function PlanosIncluido() {
  return (
    <section aria-labelledby="incluido-titulo" className="mt-16">
      <h2 id="incluido-titulo" className="text-center text-xl font-semibold">
        Incluído em todos os planos
      </h2>
      <ul className="mx-auto mt-6 grid max-w-3xl gap-x-8 gap-y-3 sm:grid-cols-2">
        {INCLUIDO.map((item) => (
          <li key={item} className="flex items-center gap-3 text-sm">
            <span className="grid size-5 shrink-0 place-items-center rounded-full bg-success/15 text-success">
              <CheckIcon className="size-3" strokeWidth={3} aria-hidden />
            </span>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
