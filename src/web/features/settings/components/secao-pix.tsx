import { QrCodeIcon } from "lucide-react";
import { Controller, useFormContext } from "react-hook-form";
import {
  MAX_CIDADE_PIX,
  MAX_NOME_RECEBEDOR_PIX,
  ROTULO_TIPO_CHAVE_PIX,
  TIPOS_CHAVE_PIX,
  type TipoChavePix,
} from "@/shared/pix/recebedor";
import type { ConfiguracoesInput } from "@/shared/settings/schemas";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/web/components/ui/select";
import { SecaoConfiguracoes } from "./secao-configuracoes";

/** A select item cannot have an empty value; this one stands for "no key". */
const SEM_CHAVE = "nenhuma";

const EXEMPLO_CHAVE: Record<TipoChavePix, string> = {
  cpf: "000.000.000-00",
  cnpj: "00.000.000/0000-00",
  email: "caixa@seubar.com.br",
  telefone: "(11) 99999-9999",
  aleatoria: "123e4567-e89b-12d3-a456-426614174000",
};

/**
 * PIX (decision 137): the key the QR codes at the counter pay into, and the name and city the payer's
 * bank shows. Without a key, PIX is still a payment method, only without a QR code.
 */
export function SecaoPix() {
  const form = useFormContext<ConfiguracoesInput>();
  const { errors } = form.formState;
  const tipo = form.watch("pix_tipo_chave") || null;
  return (
    <SecaoConfiguracoes
      titulo="PIX"
      descricao="A chave que recebe os pagamentos por QR Code no PDV e nas comandas. O caixa confirma o recebimento no app do banco."
      icone={QrCodeIcon}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Tipo da chave" error={errors.pix_tipo_chave?.message}>
          {(f) => (
            <Controller
              control={form.control}
              name="pix_tipo_chave"
              render={({ field }) => (
                <Select
                  value={field.value || SEM_CHAVE}
                  onValueChange={(v) => {
                    if (v !== SEM_CHAVE) return field.onChange(v);
                    // No key: the receiver's other fields go too, so the save does not ask for a type.
                    field.onChange("");
                    for (const campo of ["pix_chave", "pix_nome_recebedor", "pix_cidade"] as const) {
                      form.setValue(campo, "", { shouldDirty: true });
                    }
                    form.clearErrors(["pix_chave", "pix_nome_recebedor", "pix_cidade"]);
                  }}
                >
                  <SelectTrigger {...f} ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={SEM_CHAVE}>Sem chave (PIX sem QR Code)</SelectItem>
                    {TIPOS_CHAVE_PIX.map((t) => (
                      <SelectItem key={t} value={t}>
                        {ROTULO_TIPO_CHAVE_PIX[t]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
        <FormField label="Chave PIX" error={errors.pix_chave?.message}>
          {(f) => (
            <Input
              {...f}
              {...form.register("pix_chave")}
              disabled={!tipo}
              autoComplete="off"
              inputMode={
                tipo === "cpf" || tipo === "cnpj" ? "numeric" : tipo === "telefone" ? "tel" : undefined
              }
              placeholder={tipo ? EXEMPLO_CHAVE[tipo] : "Escolha o tipo da chave"}
            />
          )}
        </FormField>
        <FormField
          label="Nome do recebedor"
          error={errors.pix_nome_recebedor?.message}
          hint={`Como o banco de quem paga mostra: até ${MAX_NOME_RECEBEDOR_PIX} letras, sem acentos.`}
        >
          {(f) => (
            <Input
              {...f}
              {...form.register("pix_nome_recebedor")}
              disabled={!tipo}
              autoComplete="off"
              placeholder="BAR DO ZE"
            />
          )}
        </FormField>
        <FormField
          label="Cidade do recebedor"
          error={errors.pix_cidade?.message}
          hint={`Até ${MAX_CIDADE_PIX} letras, sem acentos.`}
        >
          {(f) => (
            <Input
              {...f}
              {...form.register("pix_cidade")}
              disabled={!tipo}
              autoComplete="address-level2"
              placeholder="SAO PAULO"
            />
          )}
        </FormField>
      </div>
    </SecaoConfiguracoes>
  );
}
