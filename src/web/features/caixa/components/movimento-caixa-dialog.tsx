import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  type Caixa,
  MAX_MOTIVO_MOVIMENTO,
  MovimentoCaixaInput,
  type TipoMovimentoManual,
} from "@/shared/caixa/schemas";
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
import { toast } from "@/web/lib/toast";
import { useRegistrarMovimento } from "../api/registrar-movimento";
import { decimal } from "../lib/campos";

const resolver = zodResolver(MovimentoCaixaInput);

const TEXTOS: Record<
  TipoMovimentoManual,
  { titulo: string; descricao: string; botao: string; exemplo: string; feito: string }
> = {
  sangria: {
    titulo: "Sangria",
    descricao: "Dinheiro retirado da gaveta: para o cofre, um depósito, um pagamento.",
    botao: "Registrar sangria",
    exemplo: "Ex.: depósito no cofre",
    feito: "Sangria registrada",
  },
  suprimento: {
    titulo: "Suprimento",
    descricao: "Dinheiro colocado na gaveta: mais troco, por exemplo.",
    botao: "Registrar suprimento",
    exemplo: "Ex.: moedas para troco",
    feito: "Suprimento registrado",
  },
};

/** A sangria or a suprimento of the caixa (decision 160): the amount and the reason, kept with who did it. */
export function MovimentoCaixaDialog({
  caixa,
  tipo,
  onOpenChange,
}: {
  caixa: Caixa;
  /** Which one is being registered; null: closed. */
  tipo: TipoMovimentoManual | null;
  onOpenChange: (open: boolean) => void;
}) {
  const textos = TEXTOS[tipo ?? "sangria"];
  return (
    <Dialog open={tipo !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{textos.titulo}</DialogTitle>
          <DialogDescription>
            {textos.descricao} Terminal {caixa.terminal}.
          </DialogDescription>
        </DialogHeader>
        {tipo ? <Formulario caixa={caixa} tipo={tipo} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Formulario({
  caixa,
  tipo,
  onDone,
}: {
  caixa: Caixa;
  tipo: TipoMovimentoManual;
  onDone: () => void;
}) {
  const registrar = useRegistrarMovimento();
  const [recusa, setRecusa] = useState<string | null>(null);
  const textos = TEXTOS[tipo];
  const form = useForm<MovimentoCaixaInput>({
    resolver,
    defaultValues: { tipo, valor: "", motivo: "", chave_idempotencia: crypto.randomUUID() },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (dados) => {
    setRecusa(null);
    try {
      const { caixa: depois } = await registrar.mutateAsync({ id: caixa.id, dados });
      const dinheiro = depois.resumo.linhas.find((l) => l.forma_pagamento === "dinheiro");
      toast.success(textos.feito, {
        description: dinheiro
          ? `Dinheiro esperado no caixa: ${formatarDinheiro(dinheiro.esperado)}`
          : undefined,
      });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      if (error instanceof ApiError && error.status > 0)
        form.setValue("chave_idempotencia", crypto.randomUUID());
      const campos = error instanceof ApiError ? error.campos : {};
      if (campos.valor) form.setError("valor", { message: campos.valor });
      if (campos.motivo) form.setError("motivo", { message: campos.motivo });
      if (!campos.valor && !campos.motivo)
        setRecusa(error instanceof ApiError ? error.message : "Não foi possível registrar. Tente de novo.");
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={textos.titulo} className="grid gap-4">
      <FormField label="Valor (R$)" error={errors.valor?.message}>
        {(f) => (
          <Input
            {...f}
            {...form.register("valor")}
            {...decimal}
            autoFocus
            placeholder="0,00"
            className="h-11"
          />
        )}
      </FormField>
      <FormField label="Motivo" error={errors.motivo?.message} hint="Fica registrado com quem fez.">
        {(f) => (
          <Input
            {...f}
            {...form.register("motivo")}
            maxLength={MAX_MOTIVO_MOVIMENTO}
            autoComplete="off"
            placeholder={textos.exemplo}
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
        <Button type="button" variant="outline" size="lg" onClick={onDone} disabled={isSubmitting}>
          Voltar
        </Button>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
          {textos.botao}
        </Button>
      </DialogFooter>
    </form>
  );
}
