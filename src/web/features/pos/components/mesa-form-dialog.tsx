import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { useForm } from "react-hook-form";
import { CAPACIDADE_MAXIMA, CAPACIDADE_MINIMA, CAPACIDADE_PADRAO } from "@/shared/pos/constantes";
import { type Mesa, type MesaDados, MesaInput } from "@/shared/pos/schemas";
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
import { useCriarMesa } from "../api/criar-mesa";
import { useEditarMesa } from "../api/editar-mesa";
import { toast } from "../lib/toast";

/** The inputs' text goes through the schema the route validates with (number required, capacity 1–20, non-numeric capacity → 4). */
const resolver = zodResolver(MesaInput);
const CAMPOS = ["numero_mesa", "nome_mesa", "capacidade_pessoas"] as const satisfies (keyof MesaInput)[];
const isCampo = (nome: string): nome is (typeof CAMPOS)[number] =>
  (CAMPOS as readonly string[]).includes(nome);

/** "Nova Mesa" and "Editar Mesa" (§2.1, §2.2, §5): number, optional name, capacity. */
export function MesaFormDialog({
  open,
  onOpenChange,
  mesa,
  proximoNumero,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The table to edit; absent for a new one. */
  mesa?: Mesa;
  /** Suggested number for a new table. */
  proximoNumero: number;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{mesa ? "Editar Mesa" : "Nova Mesa"}</DialogTitle>
          <DialogDescription>
            {mesa ? `Altere os dados da Mesa ${mesa.numero_mesa}.` : "Cadastre uma mesa do salão."}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <Formulario
            key={mesa?.id ?? "nova"}
            mesa={mesa}
            proximoNumero={proximoNumero}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Formulario({
  mesa,
  proximoNumero,
  onDone,
}: {
  mesa?: Mesa;
  proximoNumero: number;
  onDone: () => void;
}) {
  const criar = useCriarMesa();
  const editar = useEditarMesa();
  const form = useForm({
    resolver,
    defaultValues: {
      numero_mesa: String(mesa?.numero_mesa ?? proximoNumero),
      nome_mesa: mesa?.nome_mesa ?? "",
      capacidade_pessoas: String(mesa?.capacidade_pessoas ?? CAPACIDADE_PADRAO),
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (dados) => {
    // Editing keeps the notes the table already has (the form does not show them).
    const corpo: MesaDados = mesa ? { ...dados, observacoes: mesa.observacoes } : dados;
    try {
      if (mesa) {
        const salva = await editar.mutateAsync({ id: mesa.id, dados: corpo });
        toast.success(`Mesa ${salva.numero_mesa} atualizada com sucesso!`);
      } else {
        const criada = await criar.mutateAsync(corpo);
        toast.success("Mesa criada", { description: `Mesa ${criada.numero_mesa} criada com sucesso!` });
      }
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      const doServidor = error instanceof ApiError && error.status >= 400 && error.status < 500;
      if (error instanceof ApiError) {
        let primeiro = true;
        for (const [campo, message] of Object.entries(error.campos)) {
          if (!isCampo(campo)) continue;
          form.setError(campo, { message }, { shouldFocus: primeiro });
          primeiro = false;
        }
      }
      if (mesa) {
        toast.error("Erro ao editar mesa", {
          description: doServidor ? (error as ApiError).message : undefined,
        });
      } else {
        // §8: the server's message, else "Erro ao criar mesa".
        toast.error(doServidor ? (error as ApiError).message : "Erro ao criar mesa");
      }
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={mesa ? "Editar Mesa" : "Nova Mesa"}
      className="grid gap-4"
    >
      <div className="grid grid-cols-2 gap-4">
        <FormField label="Número da mesa" error={errors.numero_mesa?.message}>
          {(f) => (
            <Input
              {...f}
              {...form.register("numero_mesa")}
              type="number"
              inputMode="numeric"
              min={1}
              aria-required
              className="h-11 text-base"
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField
          label="Capacidade"
          error={errors.capacidade_pessoas?.message}
          hint={`De ${CAPACIDADE_MINIMA} a ${CAPACIDADE_MAXIMA} pessoas`}
        >
          {(f) => (
            <Input
              {...f}
              {...form.register("capacidade_pessoas")}
              type="number"
              inputMode="numeric"
              min={CAPACIDADE_MINIMA}
              max={CAPACIDADE_MAXIMA}
              className="h-11 text-base"
              autoComplete="off"
            />
          )}
        </FormField>
      </div>
      <FormField label="Nome (opcional)" error={errors.nome_mesa?.message}>
        {(f) => (
          <Input
            {...f}
            {...form.register("nome_mesa")}
            maxLength={100}
            placeholder="Ex.: Varanda, Área Externa"
            className="h-11"
            autoComplete="off"
          />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-2 pt-2 sm:flex sm:justify-end">
        <Button type="button" variant="outline" size="lg" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
          {mesa ? "Salvar" : "Criar Mesa"}
        </Button>
      </div>
    </form>
  );
}
