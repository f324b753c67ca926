import {
  cloneElement,
  type FocusEvent,
  type HTMLAttributes,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
  useRef,
} from "react";
import type { LadoDaDica } from "./dica-radix";
import { useLembrarFoco } from "./foco-na-troca";
import { moduloSobDemanda } from "./modulo-sob-demanda";

interface PropsDaDica {
  /** The tooltip's text; null: none for now (the control keeps its place in the tree). */
  texto: ReactNode | null;
  lado?: LadoDaDica;
  /** Milliseconds the pointer rests on the control before the tooltip shows. */
  atraso: number;
  /** The control (a button or a link) that forwards its ref and its event handlers to the element. */
  children: ReactElement<HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }>;
}

const tooltip = moduloSobDemanda(() => import("./dica-radix"));

/**
 * A tooltip whose library (Radix and floating-ui, decision 169) is downloaded when the person first
 * points at or focuses a control that has one, not with the screen. Until then the control is drawn on
 * its own; once the library is in, every `Dica` becomes a Radix tooltip, the focus kept on its control.
 */
export function Dica({ texto, lado, atraso, children }: PropsDaDica) {
  const carregado = tooltip.usar();
  const controle = useRef<HTMLElement>(null);
  const tinhaFoco = useRef(false);
  if (carregado)
    return (
      <carregado.DicaRadix
        texto={texto}
        lado={lado}
        atraso={atraso}
        controle={controle}
        tinhaFoco={tinhaFoco}
      >
        {children}
      </carregado.DicaRadix>
    );
  return (
    <DicaProvisoria
      pedir={texto === null ? undefined : tooltip.pedir}
      controle={controle}
      tinhaFoco={tinhaFoco}
    >
      {children}
    </DicaProvisoria>
  );
}

function DicaProvisoria({
  pedir,
  controle,
  tinhaFoco,
  children,
}: {
  pedir: (() => void) | undefined;
  controle: RefObject<HTMLElement | null>;
  tinhaFoco: RefObject<boolean>;
  children: PropsDaDica["children"];
}) {
  useLembrarFoco(controle, tinhaFoco);
  const { onPointerEnter, onFocus } = children.props;
  return cloneElement(children, {
    ref: controle,
    onPointerEnter: (evento: PointerEvent<HTMLElement>) => {
      onPointerEnter?.(evento);
      pedir?.();
    },
    onFocus: (evento: FocusEvent<HTMLElement>) => {
      onFocus?.(evento);
      pedir?.();
    },
  });
}
