import type { ReactNode, RefObject } from "react";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/web/components/ui/tooltip";
import { useDevolverFoco } from "./foco-na-troca";

export type LadoDaDica = "top" | "right" | "bottom" | "left";

/** The Radix half of `Dica` (dica.tsx), downloaded on the first intent. */
export function DicaRadix({
  texto,
  lado,
  atraso,
  controle,
  tinhaFoco,
  children,
}: {
  texto: ReactNode | null;
  lado: LadoDaDica | undefined;
  atraso: number;
  controle: RefObject<HTMLElement | null>;
  tinhaFoco: RefObject<boolean>;
  children: ReactNode;
}) {
  useDevolverFoco(controle, tinhaFoco);
  return (
    <TooltipProvider delayDuration={atraso}>
      <Tooltip>
        <TooltipTrigger asChild ref={controle as RefObject<HTMLButtonElement | null>}>
          {children}
        </TooltipTrigger>
        {texto === null ? null : <TooltipContent side={lado}>{texto}</TooltipContent>}
      </Tooltip>
    </TooltipProvider>
  );
}
