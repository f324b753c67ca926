import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheckIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { EsqueciSenhaInput } from "@/shared/accounts/schemas";
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
import { useSolicitarRedefinicaoSenha } from "../api/solicitar-redefinicao-senha";
import { mensagemErroRedefinicao } from "../lib/auth-messages";

export function EsqueciSenhaDialog({
  open,
  onOpenChange,
  defaultEmail = "",
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultEmail?: string;
}) {
  const solicitar = useSolicitarRedefinicaoSenha();
  const form = useForm({ resolver: zodResolver(EsqueciSenhaInput), values: { email: defaultEmail } });

  function handleOpenChange(next: boolean) {
    if (!next) {
      solicitar.reset();
      form.reset({ email: defaultEmail });
    }
    onOpenChange(next);
  }

  const enviado = solicitar.isSuccess;

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
                <span className="font-medium text-foreground">{solicitar.variables?.email}</span>, você
                receberá um link para redefinir sua senha. Não encontrou? Verifique também a caixa de spam ou
                lixo eletrônico.
              </DialogDescription>
            </DialogHeader>
            <Button className="w-full" onClick={() => handleOpenChange(false)}>
              Entendi
            </Button>
          </div>
        ) : (
          <form
            noValidate
            onSubmit={form.handleSubmit((values) => solicitar.mutate(values))}
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
            {solicitar.isError ? (
              <Alert variant="destructive">
                <AlertDescription>{mensagemErroRedefinicao(solicitar.error)}</AlertDescription>
              </Alert>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => handleOpenChange(false)}>
                Cancelar
              </Button>
              <Button type="submit" disabled={solicitar.isPending}>
                {solicitar.isPending ? "Enviando..." : "Enviar Instruções"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
