import { zodResolver } from "@hookform/resolvers/zod";
import { AlertCircleIcon, CheckIcon, Loader2Icon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { NovaSenhaInput } from "@/shared/accounts/schemas";
import { Alert, AlertDescription } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { PasswordInput } from "@/web/components/ui/password-input";
import { ApiError } from "@/web/lib/api";
import { mensagemErroNovaSenha } from "../lib/auth-messages";
import { ForcaSenhaMedidor } from "./forca-senha-medidor";

type Campo = keyof NovaSenhaInput;

/**
 * New password + confirmation (first access and reset). Validates on submit; a field's error clears
 * when it is edited. `onSubmit` throws to report a failure: per-field messages of a 400 go under their
 * fields, anything else into the alert.
 */
export function NovaSenhaForm({
  onSubmit,
  submitLabel = "Salvar nova senha",
}: {
  onSubmit: (values: NovaSenhaInput) => Promise<void>;
  submitLabel?: string;
}) {
  const [erroServidor, setErroServidor] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(NovaSenhaInput),
    defaultValues: { novaSenha: "", confirmacao: "" },
    mode: "onSubmit",
    reValidateMode: "onSubmit",
  });
  const { errors, isSubmitting } = form.formState;
  const novaSenha = form.watch("novaSenha");
  const confirmacao = form.watch("confirmacao");
  const temErros = Boolean(errors.novaSenha || errors.confirmacao);
  const conferem = confirmacao.length > 0 && confirmacao === novaSenha;

  const registrar = (campo: Campo) =>
    form.register(campo, {
      onChange: () => {
        if (form.formState.errors[campo]) form.clearErrors(campo);
        setErroServidor(null);
      },
    });

  const enviar = form.handleSubmit(async (values) => {
    setErroServidor(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const campos = error instanceof ApiError ? Object.entries(error.campos) : [];
      const conhecidos = campos.filter(([campo]) => campo === "novaSenha" || campo === "confirmacao");
      for (const [campo, message] of conhecidos) form.setError(campo as Campo, { message });
      if (conhecidos.length === 0) setErroServidor(mensagemErroNovaSenha(error));
    }
  });

  return (
    <form noValidate onSubmit={enviar} className="grid gap-5">
      <div className="grid gap-3">
        <FormField label="Nova senha" error={errors.novaSenha?.message}>
          {(field) => (
            <PasswordInput
              {...field}
              {...registrar("novaSenha")}
              autoComplete="new-password"
              placeholder="Crie uma senha forte"
              autoFocus
            />
          )}
        </FormField>
        <ForcaSenhaMedidor senha={novaSenha} />
      </div>
      <FormField
        label="Confirmar nova senha"
        error={errors.confirmacao?.message}
        hint={
          conferem ? (
            <span className="inline-flex items-center gap-1 text-success">
              <CheckIcon className="size-3.5" aria-hidden /> As senhas conferem
            </span>
          ) : undefined
        }
      >
        {(field) => (
          <PasswordInput
            {...field}
            {...registrar("confirmacao")}
            autoComplete="new-password"
            placeholder="Repita a nova senha"
          />
        )}
      </FormField>
      {erroServidor ? (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden />
          <AlertDescription>{erroServidor}</AlertDescription>
        </Alert>
      ) : null}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={isSubmitting || temErros || novaSenha.length === 0 || confirmacao.length === 0}
      >
        {isSubmitting ? (
          <>
            <Loader2Icon className="animate-spin" aria-hidden /> Salvando...
          </>
        ) : (
          submitLabel
        )}
      </Button>
    </form>
  );
}
