import { Loader2Icon, PlusIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { MAX_PESSOAS, MENSAGEM_NOME_CLIENTE_BALCAO } from "@/shared/pos/constantes";
import type { Comanda, Mesa } from "@/shared/pos/schemas";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { ApiError } from "@/web/lib/api";
import { useAbrirComanda } from "../api/abrir-comanda";
import { toast } from "../lib/toast";
import { QuantidadeStepper } from "./quantidade-stepper";

/**
 * Opening a tab from the waiter's screen: on a free table (the customer's name is optional) or at the
 * counter, where the name is how the tab is found again (decision 131).
 */
export function AtendimentoAbrirComanda({
  alvo,
  onFechar,
  onAberta,
}: {
  /** The table, null for the counter, undefined when closed. */
  alvo: Mesa | null | undefined;
  onFechar: () => void;
  onAberta: (comanda: Comanda) => void;
}) {
  return (
    <Dialog open={alvo !== undefined} onOpenChange={(aberto) => (aberto ? undefined : onFechar())}>
      <DialogContent className="top-auto bottom-0 translate-y-0 rounded-b-none sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 sm:rounded-b-xl">
        <DialogHeader>
          <DialogTitle>{alvo ? `Abrir comanda · Mesa ${alvo.numero_mesa}` : "Comanda no balcão"}</DialogTitle>
          <DialogDescription>
            {alvo ? "O nome do cliente é opcional." : "Sem mesa: o nome do cliente identifica a comanda."}
          </DialogDescription>
        </DialogHeader>
        {alvo !== undefined ? <Formulario mesa={alvo} onAberta={onAberta} onCancelar={onFechar} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Formulario({
  mesa,
  onAberta,
  onCancelar,
}: {
  mesa: Mesa | null;
  onAberta: (comanda: Comanda) => void;
  onCancelar: () => void;
}) {
  const abrir = useAbrirComanda();
  const [nome, setNome] = useState("");
  const [pessoas, setPessoas] = useState("1");
  const [erroNome, setErroNome] = useState<string | null>(null);

  const enviar = async (event: FormEvent) => {
    event.preventDefault();
    if (!mesa && nome.trim() === "") {
      setErroNome(MENSAGEM_NOME_CLIENTE_BALCAO);
      return;
    }
    try {
      const comanda = await abrir.mutateAsync({ mesa_id: mesa?.id ?? null, cliente_nome: nome, pessoas });
      toast.success(
        mesa
          ? `Comanda ${comanda.numero_comanda} aberta para mesa ${mesa.numero_mesa}`
          : `Comanda ${comanda.numero_comanda} aberta no balcão`,
      );
      onAberta(comanda);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      const doServidor = error instanceof ApiError && error.status >= 400 && error.status < 500;
      toast.error(doServidor ? (error as ApiError).message : "Erro ao abrir comanda");
    }
  };

  return (
    <form noValidate onSubmit={enviar} aria-label="Abrir comanda" className="grid gap-4">
      <FormField
        label={mesa ? "Nome do cliente (opcional)" : "Nome do cliente"}
        error={erroNome ?? undefined}
      >
        {(f) => (
          <Input
            {...f}
            value={nome}
            onChange={(e) => {
              setNome(e.target.value);
              setErroNome(null);
            }}
            maxLength={255}
            autoComplete="off"
            className="h-12 text-base"
          />
        )}
      </FormField>
      <FormField label="Pessoas" hint="O couvert é por pessoa">
        {(f) => (
          <QuantidadeStepper id={f.id} value={pessoas} onChange={setPessoas} min={1} max={MAX_PESSOAS} />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-2">
        <Button type="button" variant="outline" size="lg" className="h-14 text-base" onClick={onCancelar}>
          Cancelar
        </Button>
        <Button type="submit" size="lg" className="h-14 text-base" disabled={abrir.isPending}>
          {abrir.isPending ? <Loader2Icon className="animate-spin" aria-hidden /> : <PlusIcon aria-hidden />}
          Abrir comanda
        </Button>
      </div>
    </form>
  );
}
