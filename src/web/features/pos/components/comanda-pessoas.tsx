import { Loader2Icon, MinusIcon, PlusIcon, UsersIcon } from "lucide-react";
import { MAX_PESSOAS } from "@/shared/pos/constantes";
import type { Comanda } from "@/shared/pos/schemas";
import { Button } from "@/web/components/ui/button";
import { useDefinirPessoasComanda } from "../api/definir-pessoas-comanda";
import { tratarErroCorrecao } from "../lib/erro-correcao";

/**
 * How many people the open tab is for (decision 151): whoever serves the table corrects it with a tap;
 * the couvert and the pre-bill's "total por pessoa" follow.
 */
export function ComandaPessoas({ comanda }: { comanda: Comanda }) {
  const definir = useDefinirPessoasComanda();
  const mudar = (pessoas: number) =>
    definir.mutate(
      { id: comanda.id, pessoas },
      {
        onError: (error) =>
          tratarErroCorrecao(error, { titulo: "Erro ao mudar as pessoas", setErros: () => {} }),
      },
    );
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2">
      <span className="flex items-center gap-2 text-sm">
        <UsersIcon className="size-4 text-muted-foreground" aria-hidden />
        Pessoas
      </span>
      <div className="flex items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-9"
          aria-label="Menos uma pessoa"
          disabled={definir.isPending || comanda.pessoas <= 1}
          onClick={() => mudar(comanda.pessoas - 1)}
        >
          <MinusIcon aria-hidden />
        </Button>
        <output aria-label="Pessoas na mesa" className="w-8 text-center text-lg font-semibold tabular-nums">
          {definir.isPending ? (
            <Loader2Icon className="mx-auto size-4 animate-spin" aria-hidden />
          ) : (
            comanda.pessoas
          )}
        </output>
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-9"
          aria-label="Mais uma pessoa"
          disabled={definir.isPending || comanda.pessoas >= MAX_PESSOAS}
          onClick={() => mudar(comanda.pessoas + 1)}
        >
          <PlusIcon aria-hidden />
        </Button>
      </div>
    </div>
  );
}
