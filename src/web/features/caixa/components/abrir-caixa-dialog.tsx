import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon, WalletIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { AbrirCaixaInput, type Caixa } from "@/shared/caixa/schemas";
import { MAX_TERMINAL } from "@/shared/caixa/terminal";
import { Alert, AlertDescription } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { ApiError } from "@/web/lib/api";
import { formatarDinheiro } from "@/web/lib/format";
import { salvarTerminal } from "@/web/lib/terminal";
import { toast } from "@/web/lib/toast";
import { useAbrirCaixa } from "../api/abrir-caixa";
import { decimal } from "../lib/campos";

const resolver = zodResolver(AbrirCaixaInput);

/**
 * "Abrir Caixa" (decision 160): the till — this device's, which the person may rename here — and the
 * float. Also opened by the PDV when a sale is refused for want of a caixa (`motivo`, the server's
 * message). The idempotency key is made when the dialog opens and kept while a click got no answer.
 */
export function AbrirCaixaDialog({
  open,
  onOpenChange,
  terminal,
  motivo,
  onAberto,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  terminal: string;
  /** Why it was asked for (a refused sale): shown above the fields. */
  motivo?: string | null;
  onAberto?: (caixa: Caixa) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Abrir Caixa</DialogTitle>
          <DialogDescription>
            O fundo de troco é o dinheiro que já está na gaveta. Os pagamentos deste terminal entram neste
            caixa até ele ser fechado.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <Formulario
            terminal={terminal}
            motivo={motivo}
            onDone={(caixa) => {
              onOpenChange(false);
              onAberto?.(caixa);
            }}
            onVoltar={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Formulario({
  terminal,
  motivo,
  onDone,
  onVoltar,
}: {
  terminal: string;
  motivo?: string | null;
  onDone: (caixa: Caixa) => void;
  onVoltar: () => void;
}) {
  const abrir = useAbrirCaixa();
  const [recusa, setRecusa] = useState<string | null>(null);
  const form = useForm<AbrirCaixaInput>({
    resolver,
    defaultValues: { terminal, fundo_troco: "", chave_idempotencia: crypto.randomUUID() },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (dados) => {
    setRecusa(null);
    try {
      const { caixa } = await abrir.mutateAsync(dados);
      salvarTerminal(caixa.terminal);
      toast.success("Caixa aberto", {
        description: `${caixa.terminal} · fundo de troco ${formatarDinheiro(caixa.fundo_troco)}`,
      });
      onDone(caixa);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      // A definite refusal: the next click is a new attempt (an unanswered one keeps its key).
      if (error instanceof ApiError && error.status > 0)
        form.setValue("chave_idempotencia", crypto.randomUUID());
      const campos = error instanceof ApiError ? error.campos : {};
      if (campos.terminal) form.setError("terminal", { message: campos.terminal });
      if (campos.fundo_troco) form.setError("fundo_troco", { message: campos.fundo_troco });
      if (!campos.terminal && !campos.fundo_troco)
        setRecusa(error instanceof ApiError ? error.message : "Não foi possível abrir o caixa.");
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Abrir Caixa" className="grid gap-4">
      {motivo ? (
        <Alert>
          <WalletIcon aria-hidden />
          <AlertDescription>{motivo}</AlertDescription>
        </Alert>
      ) : null}
      <FormField label="Fundo de troco (R$)" error={errors.fundo_troco?.message}>
        {(f) => (
          <Input
            {...f}
            {...form.register("fundo_troco")}
            {...decimal}
            autoFocus
            placeholder="0,00"
            className="h-11"
          />
        )}
      </FormField>
      <FormField
        label="Terminal"
        error={errors.terminal?.message}
        hint="O nome deste aparelho como caixa. Fica guardado nele."
      >
        {(f) => (
          <Input
            {...f}
            {...form.register("terminal")}
            maxLength={MAX_TERMINAL}
            autoComplete="off"
            className="h-11"
          />
        )}
      </FormField>
      {recusa ? (
        <Alert variant="destructive">
          <AlertDescription>{recusa}</AlertDescription>
        </Alert>
      ) : null}
      <DialogFooter className="grid grid-cols-2 gap-2 sm:flex">
        <Button type="button" variant="outline" size="lg" onClick={onVoltar} disabled={isSubmitting}>
          Voltar
        </Button>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
          Abrir Caixa
        </Button>
      </DialogFooter>
    </form>
  );
}
