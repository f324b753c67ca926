import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon, ReceiptTextIcon } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
import { MAX_PESSOAS, MENSAGEM_SELECIONE_MESA } from "@/shared/pos/constantes";
import { AbrirComandaInput, type Comanda, type Mesa } from "@/shared/pos/schemas";
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/web/components/ui/select";
import { ApiError } from "@/web/lib/api";
import { useAbrirComanda } from "../api/abrir-comanda";
import { toast } from "../lib/toast";
import { QuantidadeStepper } from "./quantidade-stepper";

const resolver = zodResolver(AbrirComandaInput);

/**
 * "Abrir Comanda" (§2.2): a table must be chosen ("Selecione uma mesa"); the number is the server's
 * (decision 040: shown as "gerado automaticamente", since two tills could open tabs at once); customer
 * name and phone are optional.
 */
export function AbrirComandaDialog({
  open,
  onOpenChange,
  mesas,
  mesaId,
  onAberta,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Every table; only the free ones can be chosen. */
  mesas: readonly Mesa[];
  /** The table the dialog was opened for (a card's "Abrir Comanda"). */
  mesaId: string | null;
  onAberta: (comanda: Comanda) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Abrir Comanda</DialogTitle>
          <DialogDescription>A mesa fica ocupada até a comanda ser fechada.</DialogDescription>
        </DialogHeader>
        {open ? (
          <Formulario
            key={mesaId ?? "sem-mesa"}
            mesas={mesas}
            mesaId={mesaId}
            onCancelar={() => onOpenChange(false)}
            onAberta={(comanda) => {
              onOpenChange(false);
              onAberta(comanda);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Formulario({
  mesas,
  mesaId,
  onCancelar,
  onAberta,
}: {
  mesas: readonly Mesa[];
  mesaId: string | null;
  onCancelar: () => void;
  onAberta: (comanda: Comanda) => void;
}) {
  const abrir = useAbrirComanda();
  const livres = mesas.filter((m) => m.status === "livre" || m.id === mesaId);
  const form = useForm({
    resolver,
    defaultValues: { mesa_id: mesaId ?? "", cliente_nome: "", cliente_telefone: "", pessoas: "1" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async (dados) => {
      try {
        const comanda = await abrir.mutateAsync(dados);
        const numeroMesa =
          comanda.mesa?.numero_mesa ?? mesas.find((m) => m.id === dados.mesa_id)?.numero_mesa;
        toast.success(`Comanda ${comanda.numero_comanda} aberta para mesa ${numeroMesa}`);
        onAberta(comanda);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return;
        const doServidor = error instanceof ApiError && error.status >= 400 && error.status < 500;
        toast.error(doServidor ? (error as ApiError).message : "Erro ao abrir comanda");
      }
    },
    (invalidos) => {
      if (invalidos.mesa_id) toast.error(MENSAGEM_SELECIONE_MESA);
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Abrir Comanda" className="grid gap-4">
      <div className="grid grid-cols-2 gap-4">
        <FormField label="Mesa" error={errors.mesa_id?.message}>
          {(f) => (
            <Controller
              control={form.control}
              name="mesa_id"
              render={({ field }) => (
                <Select value={field.value ?? ""} onValueChange={field.onChange}>
                  <SelectTrigger {...f} ref={field.ref} onBlur={field.onBlur} className="h-11" aria-required>
                    <SelectValue placeholder="Selecione" />
                  </SelectTrigger>
                  <SelectContent>
                    {livres.length === 0 ? (
                      <p className="px-2 py-3 text-sm text-muted-foreground">Nenhuma mesa livre</p>
                    ) : (
                      livres.map((m) => (
                        <SelectItem key={m.id} value={m.id}>
                          Mesa {m.numero_mesa}
                          {m.nome_mesa ? ` · ${m.nome_mesa}` : ""}
                        </SelectItem>
                      ))
                    )}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
        <FormField label="Número da comanda" hint="Gerado automaticamente">
          {(f) => (
            <Input
              {...f}
              readOnly
              value="Automático"
              tabIndex={-1}
              className="h-11 border-dashed bg-muted/40 text-muted-foreground"
            />
          )}
        </FormField>
      </div>
      <FormField label="Pessoas" hint="O couvert é por pessoa" error={errors.pessoas?.message}>
        {(f) => (
          <Controller
            control={form.control}
            name="pessoas"
            render={({ field }) => (
              <QuantidadeStepper
                id={f.id}
                value={String(field.value ?? "")}
                onChange={field.onChange}
                min={1}
                max={MAX_PESSOAS}
                className="max-w-56"
              />
            )}
          />
        )}
      </FormField>
      <FormField label="Nome do cliente (opcional)" error={errors.cliente_nome?.message}>
        {(f) => (
          <Input
            {...f}
            {...form.register("cliente_nome")}
            maxLength={255}
            className="h-11"
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField label="Telefone (opcional)" error={errors.cliente_telefone?.message}>
        {(f) => (
          <Input
            {...f}
            {...form.register("cliente_telefone")}
            type="tel"
            inputMode="tel"
            maxLength={30}
            placeholder="(11) 98765-4321"
            className="h-11"
            autoComplete="off"
          />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-2 pt-2 sm:flex sm:justify-end">
        <Button type="button" variant="outline" size="lg" onClick={onCancelar}>
          Cancelar
        </Button>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? (
            <Loader2Icon className="animate-spin" aria-hidden />
          ) : (
            <ReceiptTextIcon aria-hidden />
          )}
          Abrir Comanda
        </Button>
      </div>
    </form>
  );
}
