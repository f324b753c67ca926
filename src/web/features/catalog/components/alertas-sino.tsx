import { BellIcon } from "lucide-react";
import { GatilhoProvisorio, useGatilhoSobDemanda } from "@/web/components/gatilho-provisorio";
import { moduloSobDemanda } from "@/web/components/modulo-sob-demanda";
import { cn } from "@/web/lib/cn";
import { useAlertas } from "../api/obter-alertas";

const popover = moduloSobDemanda(() => import("./alertas-sino-popover"));

/**
 * The shell's bell (decision 113): how many products are low, critical or about to expire, and the list,
 * each linking to the product in Estoque. The count is drawn with the shell; the popover (Radix) is
 * downloaded when the person first points at, focuses or presses the bell (decision 169), and a press
 * before it arrives opens it as soon as it does.
 */
export function AlertasSino({ className }: { className?: string }) {
  const { carregado, aberto, setAberto, gatilho: sobDemanda } = useGatilhoSobDemanda(popover);
  const { data, isError } = useAlertas();
  const total = data?.total ?? 0;
  const gatilho = {
    "aria-label": total > 0 ? `Alertas de estoque: ${total}` : "Alertas de estoque: nenhum",
    className: cn(
      "relative flex size-9 shrink-0 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-accent hover:text-foreground",
      className,
    ),
    children: (
      <>
        <BellIcon className="size-[1.125rem]" aria-hidden />
        {total > 0 ? (
          <span
            data-testid="alertas-contagem"
            className="absolute -top-0.5 -right-0.5 flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-destructive px-1 text-[0.65rem] font-bold text-white tabular-nums"
          >
            {total > 99 ? "99+" : total}
          </span>
        ) : null}
      </>
    ),
  };

  if (carregado)
    return (
      <carregado.AlertasSinoPopover
        aberto={aberto}
        onAbertoChange={setAberto}
        data={data}
        isError={isError}
        gatilho={gatilho}
        gatilhoRef={sobDemanda.ref}
        tinhaFoco={sobDemanda.tinhaFoco}
      />
    );
  return <GatilhoProvisorio {...gatilho} sobDemanda={sobDemanda} popup="dialog" abreNo="click" />;
}
