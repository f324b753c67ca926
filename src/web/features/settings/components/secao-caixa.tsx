import { WalletIcon } from "lucide-react";
import { Controller, useFormContext } from "react-hook-form";
import type { ConfiguracoesInput } from "@/shared/settings/schemas";
import { Interruptor, SecaoConfiguracoes } from "./secao-configuracoes";

/**
 * The cash register's rule (decision 161): whether selling and taking a tab's payment need the till's
 * caixa open. It turns itself on when the first caixa is opened; the owner may turn it off.
 */
export function SecaoCaixa() {
  const { control } = useFormContext<ConfiguracoesInput>();
  return (
    <SecaoConfiguracoes
      titulo="Caixa"
      descricao="Turnos de caixa por terminal: fundo de troco, sangria, suprimento e fechamento."
      icone={WalletIcon}
    >
      <Controller
        control={control}
        name="exigir_caixa_aberto"
        render={({ field }) => (
          <Interruptor
            rotulo="Exigir caixa aberto para vender"
            descricao="Liga sozinho quando o primeiro caixa é aberto. Ligado, o terminal sem caixa aberto pede para abrir um antes de receber."
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </SecaoConfiguracoes>
  );
}
