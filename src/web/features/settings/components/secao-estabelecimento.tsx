import { StoreIcon } from "lucide-react";
import { Controller, useFormContext } from "react-hook-form";
import { maskCpfCnpj } from "@/shared/accounts/cpf-cnpj";
import type { ConfiguracoesInput } from "@/shared/settings/schemas";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { SecaoConfiguracoes } from "./secao-configuracoes";

/** Spec §2 Estabelecimento: name, contact e-mail, phone; plus what the receipt prints (decision 111). */
export function SecaoEstabelecimento() {
  const form = useFormContext<ConfiguracoesInput>();
  const { errors } = form.formState;
  return (
    <SecaoConfiguracoes
      titulo="Estabelecimento"
      descricao="Dados do estabelecimento, impressos nos recibos."
      icone={StoreIcon}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Nome do estabelecimento"
          error={errors.nome_estabelecimento?.message}
          className="sm:col-span-2"
        >
          {(field) => (
            <Input {...field} {...form.register("nome_estabelecimento")} autoComplete="organization" />
          )}
        </FormField>
        <FormField label="E-mail de contato" error={errors.email_contato?.message}>
          {(field) => (
            <Input {...field} {...form.register("email_contato")} type="email" autoComplete="email" />
          )}
        </FormField>
        <FormField label="Telefone" error={errors.telefone?.message}>
          {(field) => (
            <Input
              {...field}
              {...form.register("telefone")}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="(11) 99999-9999"
            />
          )}
        </FormField>
        <FormField label="CNPJ/CPF" error={errors.cnpj_cpf?.message}>
          {(field) => (
            <Controller
              control={form.control}
              name="cnpj_cpf"
              render={({ field: { value, onChange, ...resto } }) => (
                <Input
                  {...field}
                  {...resto}
                  value={maskCpfCnpj(value ?? "")}
                  onChange={(e) => onChange(maskCpfCnpj(e.target.value))}
                  inputMode="numeric"
                  placeholder="00.000.000/0000-00"
                />
              )}
            />
          )}
        </FormField>
        <FormField label="Endereço" error={errors.endereco?.message}>
          {(field) => (
            <Input
              {...field}
              {...form.register("endereco")}
              autoComplete="street-address"
              placeholder="Rua, número - bairro, cidade/UF"
            />
          )}
        </FormField>
      </div>
    </SecaoConfiguracoes>
  );
}
