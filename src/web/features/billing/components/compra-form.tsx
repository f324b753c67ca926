import { zodResolver } from "@hookform/resolvers/zod";
import type { UseMutationResult } from "@tanstack/react-query";
import { AlertCircleIcon, Loader2Icon, LockIcon } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
import { maskCpfCnpj } from "@/shared/accounts/cpf-cnpj";
import type { PlanoInfo } from "@/shared/billing/planos";
import { type CompraDados, CompraInput, type PagamentoIniciado } from "@/shared/billing/schemas";
import { Alert, AlertDescription } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { ApiError } from "@/web/lib/api";
import { maskTelefone } from "../lib/telefone";

const CAMPOS = ["email", "nomeEstabelecimento", "cnpjCpf", "telefone"] as const;
type Campo = (typeof CAMPOS)[number];
const isCampo = (name: string): name is Campo => (CAMPOS as readonly string[]).includes(name);

export type CompraMutation = UseMutationResult<PagamentoIniciado, Error, CompraDados>;

/**
 * Pay first: the buyer's data for the account a confirmed payment creates (CompraInput, the same schema
 * the server validates). On success `onIniciada` takes the browser to the payment page.
 */
export function CompraForm({
  plano,
  compra,
  onIniciada,
}: {
  plano: PlanoInfo;
  compra: CompraMutation;
  onIniciada: (iniciado: PagamentoIniciado) => void;
}) {
  const form = useForm({
    resolver: zodResolver(CompraInput),
    defaultValues: { planoId: plano.id, email: "", nomeEstabelecimento: "", cnpjCpf: "", telefone: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((dados) =>
    compra.mutate(dados, {
      onSuccess: onIniciada,
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const [campo, message] of Object.entries(error.campos)) {
          if (isCampo(campo)) form.setError(campo, { message }, { shouldFocus: true });
        }
      },
    }),
  );

  const camposDoServidor = compra.error instanceof ApiError && Object.keys(compra.error.campos).some(isCampo);
  // Sent and answered: the browser is on its way to the payment page.
  const ocupado = compra.isPending || compra.isSuccess;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Dados da compra">
      <FormField
        label="E-mail"
        error={errors.email?.message}
        hint="O link para criar sua senha chega neste e-mail."
      >
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
      <div className="grid gap-4 sm:grid-cols-2">
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
        <FormField label="Telefone" error={errors.telefone?.message}>
          {(field) => (
            <Controller
              control={form.control}
              name="telefone"
              render={({ field: { onChange, ...controlled } }) => (
                <Input
                  {...field}
                  {...controlled}
                  onChange={(event) => onChange(maskTelefone(event.target.value))}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  maxLength={15}
                  placeholder="(11) 91234-5678"
                />
              )}
            />
          )}
        </FormField>
      </div>
      {errors.planoId?.message ? (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden />
          <AlertDescription>{errors.planoId.message}</AlertDescription>
        </Alert>
      ) : null}
      {compra.isError && !camposDoServidor ? (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden />
          <AlertDescription>{compra.error.message}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={ocupado}>
        {ocupado ? (
          <>
            <Loader2Icon className="animate-spin" aria-hidden /> Indo para o pagamento...
          </>
        ) : (
          <>
            <LockIcon aria-hidden /> Ir para o pagamento
          </>
        )}
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        Você escolhe PIX, boleto ou cartão na página de pagamento.
      </p>
    </form>
  );
}
