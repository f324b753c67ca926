import { zodResolver } from "@hookform/resolvers/zod";
import { AlertCircleIcon, Loader2Icon } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { maskCpfCnpj } from "@/shared/accounts/cpf-cnpj";
import { CadastroInput } from "@/shared/accounts/schemas";
import type { PlanoInfo } from "@/shared/billing/planos";
import { Alert, AlertDescription } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { PasswordInput } from "@/web/components/ui/password-input";
import { ApiError } from "@/web/lib/api";
import { useCadastrarConta } from "../api/cadastrar-conta";
import { mensagemErroCadastro } from "../lib/auth-messages";
import { ForcaSenhaMedidor } from "./forca-senha-medidor";
import { PlanoResumo } from "./plano-resumo";

const CAMPOS = ["email", "password", "nomeEstabelecimento", "cnpjCpf"] as const;
type Campo = (typeof CAMPOS)[number];
const isCampo = (name: string): name is Campo => (CAMPOS as readonly string[]).includes(name);

/**
 * Creates the account with the chosen plan; the server signs the user in, then we go to /app/vendas.
 * The plan is read once: render it with `key={plano?.id}` so a new plan starts a new form.
 */
export function CadastroForm({ plano }: { plano?: PlanoInfo }) {
  const navigate = useNavigate();
  const cadastro = useCadastrarConta();
  const form = useForm({
    resolver: zodResolver(CadastroInput),
    defaultValues: {
      email: "",
      password: "",
      nomeEstabelecimento: "",
      cnpjCpf: "",
      planoId: plano?.id ?? "",
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    cadastro.mutate(values, {
      onSuccess: () => navigate("/app/vendas", { replace: true }),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const [campo, message] of Object.entries(error.campos)) {
          if (isCampo(campo)) form.setError(campo, { message }, { shouldFocus: true });
        }
      },
    }),
  );

  const camposDoServidor =
    cadastro.error instanceof ApiError && Object.keys(cadastro.error.campos).some(isCampo);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Criar conta">
      {plano ? (
        <PlanoResumo plano={plano} />
      ) : (
        <div className="grid gap-2 rounded-lg border border-dashed p-4 text-sm">
          <p className="text-muted-foreground">
            Nenhum plano selecionado. Escolha um plano para criar sua conta.
          </p>
          <Button asChild variant="outline" size="sm" className="justify-self-start">
            <Link to="/planos">Ver Planos Disponíveis</Link>
          </Button>
        </div>
      )}
      <FormField label="E-mail" error={errors.email?.message}>
        {(field) => (
          <Input
            {...field}
            {...form.register("email")}
            type="email"
            autoComplete="email"
            placeholder="seu@email.com"
          />
        )}
      </FormField>
      <div className="grid gap-3">
        <FormField label="Senha" error={errors.password?.message}>
          {(field) => (
            <PasswordInput
              {...field}
              {...form.register("password")}
              autoComplete="new-password"
              placeholder="Crie uma senha forte"
            />
          )}
        </FormField>
        {/* The same rule as first access and reset: the checklist shows it before the first submit. */}
        <ForcaSenhaMedidor senha={form.watch("password")} />
      </div>
      <FormField label="Nome do estabelecimento" error={errors.nomeEstabelecimento?.message}>
        {(field) => (
          <Input
            {...field}
            {...form.register("nomeEstabelecimento")}
            autoComplete="organization"
            placeholder="Ex.: Bar do Zé"
          />
        )}
      </FormField>
      <FormField label="CPF ou CNPJ" error={errors.cnpjCpf?.message}>
        {(field) => (
          <Controller
            control={form.control}
            name="cnpjCpf"
            render={({ field: { onChange, ...controlled } }) => (
              <Input
                {...field}
                {...controlled}
                onChange={(event) => onChange(maskCpfCnpj(event.target.value))}
                inputMode="numeric"
                autoComplete="off"
                maxLength={18}
                placeholder="000.000.000-00"
              />
            )}
          />
        )}
      </FormField>
      {errors.planoId?.message ? (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden />
          <AlertDescription>{errors.planoId.message}</AlertDescription>
        </Alert>
      ) : null}
      {cadastro.isError && !camposDoServidor ? (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden />
          <AlertDescription>{mensagemErroCadastro(cadastro.error)}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={cadastro.isPending}>
        {cadastro.isPending ? (
          <>
            <Loader2Icon className="animate-spin" aria-hidden /> Criando conta...
          </>
        ) : plano?.temTesteGratis ? (
          "Criar conta e começar teste grátis"
        ) : (
          "Criar conta"
        )}
      </Button>
    </form>
  );
}
