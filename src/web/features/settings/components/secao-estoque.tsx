import { PackageIcon } from "lucide-react";
import { useFormContext } from "react-hook-form";
import type { ConfiguracoesInput } from "@/shared/settings/schemas";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { SecaoConfiguracoes } from "./secao-configuracoes";

/** Spec §2 Estoque: minimum stock and critical alert, whole numbers (§5: non-numeric counts as 0). */
export function SecaoEstoque() {
  const form = useFormContext<ConfiguracoesInput>();
  const numero = { type: "number", inputMode: "numeric", min: 0, step: 1 } as const;
  return (
    <SecaoConfiguracoes
      titulo="Estoque"
      descricao="Limites usados nos alertas de estoque."
      icone={PackageIcon}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Estoque mínimo padrão" hint="Quantidade mínima de referência para os produtos.">
          {(field) => <Input {...field} {...numero} {...form.register("estoque_minimo_padrao")} />}
        </FormField>
        <FormField
          label="Alerta de estoque crítico"
          hint="Com esta quantidade ou menos, o produto fica crítico."
        >
          {(field) => <Input {...field} {...numero} {...form.register("alerta_estoque_critico")} />}
        </FormField>
      </div>
    </SecaoConfiguracoes>
  );
}
