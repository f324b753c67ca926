import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheckIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { EsqueciSenhaInput } from "@/shared/schemas/accounts";
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
import { useRequestPasswordReset } from "../api/request-password-reset";
import { mensagemErroRedefinicao } from "../lib/auth-messages";

export function ForgotPasswordDialog({
  open,
  onOpenChange,
  defaultEmail = "",
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultEmail?: string;
}) {
  const reset = useRequestPasswordReset();
  const form = useForm({ resolver: zodResolver(EsqueciSenhaInput), values: { email: defaultEmail } });

  function handleOpenChange(next: boolean) {
    if (!next) {
      reset.reset();
      form.reset({ email: defaultEmail });
    }
    onOpenChange(next);
  }

  const enviado = reset.isSuccess;

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="max-w-md">
        {enviado ? (
          <div className="grid gap-5 text-center">
            <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-success/15 text-success">
              <MailCheckIcon className="size-7" aria-hidden />
            </div>
            <DialogHeader className="text-center sm:text-center">
              <DialogTitle>E-mail enviado com sucesso</DialogTitle>
              <DialogDescription>
                Se houver uma conta com{" "}
                <span className="font-medium text-foreground">{reset.variables?.email}</span>, você receberá
                um link para redefinir sua senha. Não encontrou? Verifique também a caixa de spam ou lixo
                eletrônico.
              </DialogDescription>
            </DialogHeader>
            <Button className="w-full" onClick={() => handleOpenChange(false)}>
              Entendi
            </Button>
          </div>
        ) : (
          <form
            noValidate
            onSubmit={form.handleSubmit((values) => reset.mutate(values))}
            className="grid gap-5"
          >
            <DialogHeader>
              <DialogTitle>Redefinir senha</DialogTitle>
              <DialogDescription>
                Informe o e-mail da sua conta e enviaremos as instruções para criar uma nova senha.
              </DialogDescription>
            </DialogHeader>
            <FormField label="E-mail" error={form.formState.errors.email?.message}>
              {(field) => (
                <Input
                  {...field}
                  {...form.register("email")}
                  type="email"
                  autoComplete="email"
                  placeholder="seu@email.com"
                  autoFocus
                />
              )}
            </FormField>
            {reset.isError ? (
              <Alert variant="destructive">
                <AlertDescription>{mensagemErroRedefinicao(reset.error)}</AlertDescription>
              </Alert>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => handleOpenChange(false)}>
                Cancelar
              </Button>
              <Button type="submit" disabled={reset.isPending}>
                {reset.isPending ? "Enviando..." : "Enviar Instruções"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
