import { zodResolver } from "@hookform/resolvers/zod";
import { AlertCircleIcon, Loader2Icon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { LoginInput } from "@/shared/accounts/schemas";
import { Alert, AlertDescription } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { PasswordInput } from "@/web/components/ui/password-input";
import { useEntrar } from "../api/entrar";
import { mensagemErroLogin } from "../lib/auth-messages";
import { EsqueciSenhaDialog } from "./esqueci-senha-dialog";

/** E-mail and password; on success the user lands on /app, which sends each role to its own screen (the guard handles first access). */
export function LoginForm({ onSuccess }: { onSuccess?: () => void }) {
  const navigate = useNavigate();
  const entrar = useEntrar();
  const [resetOpen, setResetOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(LoginInput), defaultValues: { email: "", password: "" } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    entrar.mutate(values, {
      onSuccess: () => {
        onSuccess?.();
        navigate("/app", { replace: true });
      },
    }),
  );

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Entrar">
        <FormField label="E-mail" error={errors.email?.message}>
          {(field) => (
            <Input
              {...field}
              {...form.register("email")}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="seu@email.com"
            />
          )}
        </FormField>
        <FormField label="Senha" error={errors.password?.message}>
          {(field) => (
            <PasswordInput
              {...field}
              {...form.register("password")}
              autoComplete="current-password"
              placeholder="Sua senha"
            />
          )}
        </FormField>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <div className="flex items-center gap-2">
            {/* Spec: "Lembrar-me" is shown but has no effect; the session length is set by the server. */}
            <Checkbox id="lembrar-me" />
            <Label htmlFor="lembrar-me" className="font-normal text-muted-foreground">
              Lembrar-me
            </Label>
          </div>
          <Button type="button" variant="link" className="h-auto p-0" onClick={() => setResetOpen(true)}>
            Esqueci minha senha
          </Button>
        </div>
        {entrar.isError ? (
          <Alert variant="destructive">
            <AlertCircleIcon aria-hidden />
            <AlertDescription>{mensagemErroLogin(entrar.error)}</AlertDescription>
          </Alert>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={entrar.isPending}>
          {entrar.isPending ? (
            <>
              <Loader2Icon className="animate-spin" aria-hidden /> Entrando...
            </>
          ) : (
            "Entrar"
          )}
        </Button>
      </form>
      <EsqueciSenhaDialog
        open={resetOpen}
        onOpenChange={setResetOpen}
        defaultEmail={resetOpen ? form.getValues("email") : ""}
      />
    </>
  );
}
