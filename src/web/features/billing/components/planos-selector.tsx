import { PLANOS } from "@/shared/billing/planos";
import { PlanoOpcao } from "./plano-opcao";

export function PlanosSelector({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  return (
    <fieldset className="grid gap-5 pt-3 md:grid-cols-3 md:gap-6">
      <legend className="sr-only">Escolha um plano</legend>
      {PLANOS.map((plano) => (
        <PlanoOpcao key={plano.id} plano={plano} selecionado={plano.id === value} onSelect={onChange} />
      ))}
    </fieldset>
  );
}
