import { BellIcon } from "lucide-react";
import { Controller, useFormContext } from "react-hook-form";
import type { ConfiguracoesInput } from "@/shared/settings/schemas";
import { Interruptor, SecaoConfiguracoes } from "./secao-configuracoes";

/** Spec §2 Notificações: the low-stock toggle and the e-mail toggle. */
export function SecaoNotificacoes() {
  const { control } = useFormContext<ConfiguracoesInput>();
  return (
    <SecaoConfiguracoes titulo="Notificações" descricao="Como avisar sobre o estoque." icone={BellIcon}>
      <div className="grid gap-3">
        <Controller
          control={control}
          name="notificacao_estoque_baixo"
          render={({ field }) => (
            <Interruptor
              rotulo="Alertas de estoque baixo"
              descricao="Avisar quando um produto chegar ao estoque mínimo."
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="notificacao_email"
          render={({ field }) => (
            <Interruptor
              rotulo="Notificações por e-mail"
              descricao="Enviar os alertas de estoque também por e-mail."
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </div>
    </SecaoConfiguracoes>
  );
}
