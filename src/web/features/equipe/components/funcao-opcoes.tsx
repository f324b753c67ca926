import { useId } from "react";
import { DESCRICOES_PAPEIS, NOMES_PAPEIS, type Papel } from "@/shared/equipe/papeis";
import { cn } from "@/web/lib/cn";

/** The functions the owner can give: nobody is invited or promoted to owner. */
export const FUNCOES_ATRIBUIVEIS = ["gerente", "caixa", "garcom"] as const satisfies readonly Papel[];
export type FuncaoAtribuivel = (typeof FUNCOES_ATRIBUIVEIS)[number];

/**
 * The function as big options, each with what it may do (the same words as the server's table), so the
 * owner chooses knowing what the person will see. Native radios: arrows and screen readers work as usual.
 */
export function FuncaoOpcoes({
  value,
  onChange,
  disabled,
  erro,
}: {
  value: FuncaoAtribuivel | undefined;
  onChange: (funcao: FuncaoAtribuivel) => void;
  disabled?: boolean;
  erro?: string;
}) {
  const nome = useId();
  const erroId = `${nome}-erro`;
  return (
    <fieldset className="grid gap-2" disabled={disabled} aria-describedby={erro ? erroId : undefined}>
      <legend className="mb-2 text-sm font-medium">Função</legend>
      <div className="grid gap-2">
        {FUNCOES_ATRIBUIVEIS.map((funcao) => {
          const ativo = funcao === value;
          return (
            <label
              key={funcao}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50",
                ativo ? "border-primary bg-primary/10" : "bg-background/40 hover:border-foreground/30",
                erro && !value && "border-destructive/60",
              )}
            >
              <input
                type="radio"
                name={nome}
                value={funcao}
                checked={ativo}
                onChange={() => onChange(funcao)}
                className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:ring-0 focus-visible:ring-offset-0"
              />
              <span className="grid gap-0.5">
                <span className={cn("text-sm font-semibold", ativo && "text-primary")}>
                  {NOMES_PAPEIS[funcao]}
                </span>
                <span className="text-xs leading-snug text-muted-foreground">
                  {DESCRICOES_PAPEIS[funcao]}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {erro ? (
        <p id={erroId} className="text-sm text-destructive">
          {erro}
        </p>
      ) : null}
    </fieldset>
  );
}
