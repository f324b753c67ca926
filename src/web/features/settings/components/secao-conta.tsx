import { ReceiptTextIcon } from "lucide-react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import type { ConfiguracoesInput } from "@/shared/settings/schemas";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Interruptor, SecaoConfiguracoes } from "./secao-configuracoes";

/** A percentage or an amount typed with the decimal keypad (Chrome drops the comma of a number field). */
const decimal = { type: "text", inputMode: "decimal", autoComplete: "off" } as const;

/**
 * The bill (decisions 150–151): the service charge — on or off, its percentage, and whether direct sales
 * get it too (tabs always do while it is on) — and the couvert artístico per person. Neither is the
 * house's revenue: Relatórios show them apart. A change applies to tabs opened from then on.
 */
export function SecaoConta() {
  const { control, register, formState } = useFormContext<ConfiguracoesInput>();
  const [servico, couvert] = useWatch({ control, name: ["taxa_servico_ativa", "couvert_ativo"] });
  const erros = formState.errors;
  return (
    <SecaoConfiguracoes
      titulo="Conta"
      descricao="Taxa de serviço e couvert artístico. Valem para as comandas abertas a partir de agora."
      icone={ReceiptTextIcon}
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="grid content-start gap-3">
          <Controller
            control={control}
            name="taxa_servico_ativa"
            render={({ field }) => (
              <Interruptor
                rotulo="Cobrar taxa de serviço"
                descricao="Opcional para o cliente (Lei 13.419/2017): o caixa tira da conta com um clique."
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
          {servico ? (
            <>
              <FormField
                label="Taxa de serviço (%)"
                hint="Sobre o consumo, depois do desconto."
                error={erros.taxa_servico_percentual?.message}
              >
                {(f) => (
                  <Input {...f} {...decimal} className="max-w-40" {...register("taxa_servico_percentual")} />
                )}
              </FormField>
              <Controller
                control={control}
                name="taxa_servico_venda_direta"
                render={({ field }) => (
                  <Interruptor
                    rotulo="Cobrar também na venda direta"
                    descricao="Sem isso, a taxa vale só para as comandas."
                    checked={field.value}
                    onCheckedChange={field.onChange}
                  />
                )}
              />
            </>
          ) : null}
        </div>
        <div className="grid content-start gap-3">
          <Controller
            control={control}
            name="couvert_ativo"
            render={({ field }) => (
              <Interruptor
                rotulo="Cobrar couvert artístico"
                descricao="Por pessoa, nas comandas; vai para o artista, não entra na receita."
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
          {couvert ? (
            <FormField label="Couvert por pessoa (R$)" error={erros.couvert_por_pessoa?.message}>
              {(f) => (
                <Input
                  {...f}
                  {...decimal}
                  className="max-w-40"
                  placeholder="0,00"
                  {...register("couvert_por_pessoa")}
                />
              )}
            </FormField>
          ) : null}
        </div>
      </div>
    </SecaoConfiguracoes>
  );
}
