import { Loader2Icon } from "lucide-react";
import { useState } from "react";
import { NOMES_PAPEIS } from "@/shared/equipe/papeis";
import type { Pessoa } from "@/shared/equipe/schemas";
import { Alert, AlertDescription } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { ApiError } from "@/web/lib/api";
import { toast } from "@/web/lib/toast";
import { useAlterarPessoa } from "../api/alterar-pessoa";
import { mensagemDoErro } from "../lib/erros";
import { FUNCOES_ATRIBUIVEIS, type FuncaoAtribuivel, FuncaoOpcoes } from "./funcao-opcoes";

const atribuivel = (papel: Pessoa["papel"]): FuncaoAtribuivel | undefined =>
  FUNCOES_ATRIBUIVEIS.find((f) => f === papel);

/** "Alterar função": the same options as the invitation; the new rights apply from the person's next click. */
export function AlterarFuncaoDialog({
  pessoa,
  onOpenChange,
}: {
  pessoa: Pessoa | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={pessoa !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Alterar função</DialogTitle>
          <DialogDescription>
            {pessoa ? `O que ${pessoa.nome} pode fazer no sistema.` : "O que a pessoa pode fazer no sistema."}
          </DialogDescription>
        </DialogHeader>
        {pessoa ? <Formulario key={pessoa.id} pessoa={pessoa} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Formulario({ pessoa, onDone }: { pessoa: Pessoa; onDone: () => void }) {
  const alterar = useAlterarPessoa();
  const [funcao, setFuncao] = useState<FuncaoAtribuivel | undefined>(atribuivel(pessoa.papel));
  const [erro, setErro] = useState<string | null>(null);

  const salvar = () => {
    if (!funcao) return;
    if (funcao === pessoa.papel) return onDone();
    setErro(null);
    alterar.mutate(
      { id: pessoa.id, dados: { papel: funcao } },
      {
        onSuccess: (salva) => {
          toast.success("Função alterada", {
            description: `${salva.nome} agora é ${NOMES_PAPEIS[salva.papel]}.`,
          });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          setErro(mensagemDoErro(error, "Não foi possível alterar a função. Tente novamente."));
        },
      },
    );
  };

  return (
    <div className="grid gap-4">
      <FuncaoOpcoes value={funcao} onChange={setFuncao} disabled={alterar.isPending} />
      {erro ? (
        <Alert variant="destructive">
          <AlertDescription>{erro}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid grid-cols-2 gap-2 pt-2 sm:flex sm:justify-end">
        <Button type="button" variant="outline" size="lg" onClick={onDone} disabled={alterar.isPending}>
          Cancelar
        </Button>
        <Button type="button" size="lg" onClick={salvar} disabled={!funcao || alterar.isPending}>
          {alterar.isPending ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
          Salvar
        </Button>
      </div>
    </div>
  );
}
