import { CaixaPagina } from "@/web/features/caixa/components/caixa-pagina";

/** /app/caixa (whoever may open, move and close the caixa): the cash register screen. */
export function Component() {
  return <CaixaPagina />;
}
