import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useRef,
  useState,
} from "react";
import { useLembrarFoco } from "./foco-na-troca";
import type { ModuloSobDemanda } from "./modulo-sob-demanda";

/** What the drawn-first button and the Radix trigger that replaces it share (decision 169). */
export interface GatilhoSobDemanda {
  ref: RefObject<HTMLButtonElement | null>;
  /** Whether the drawn-first button had the keyboard focus when it was replaced. */
  tinhaFoco: RefObject<boolean>;
  /** Asks for the module (the person points at or focuses the button). */
  pedir: () => void;
  /** The button was pressed before the module was in: asks for it, to open as soon as it arrives. */
  abrir: () => void;
}

/**
 * A menu or popover whose Radix module comes on the first intent (decision 169): the module once it is
 * in (null until then), whether it is open, and what its two buttons share.
 */
export function useGatilhoSobDemanda<M>(modulo: ModuloSobDemanda<M>) {
  const carregado = modulo.usar();
  const [aberto, setAberto] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  const tinhaFoco = useRef(false);
  const gatilho: GatilhoSobDemanda = {
    ref,
    tinhaFoco,
    pedir: modulo.pedir,
    abrir: () => {
      setAberto(true);
      modulo.pedir();
    },
  };
  return { carregado, aberto, setAberto, gatilho };
}

/**
 * The button of a menu or popover drawn before its Radix module is in (decision 169): the same element,
 * classes and name as the Radix trigger that replaces it, closed. Pointing at it or focusing it asks for
 * the module; pressing it as Radix's trigger would (`abreNo`: a menu opens on pointer down, a popover on
 * click; Enter, Space and, for a menu, ArrowDown) asks for it open.
 */
export function GatilhoProvisorio({
  sobDemanda: { ref, tinhaFoco, pedir, abrir },
  popup,
  abreNo,
  className,
  children,
  "aria-label": rotulo,
}: {
  sobDemanda: GatilhoSobDemanda;
  popup: "menu" | "dialog";
  abreNo: "pointerdown" | "click";
  className: string;
  children: ReactNode;
  "aria-label": string;
}) {
  useLembrarFoco(ref, tinhaFoco);
  const teclas = popup === "menu" ? ["Enter", " ", "ArrowDown"] : ["Enter", " "];
  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup={popup}
      aria-expanded={false}
      data-state="closed"
      aria-label={rotulo}
      className={className}
      onPointerEnter={pedir}
      onFocus={pedir}
      onPointerDown={(evento: PointerEvent<HTMLButtonElement>) => {
        if (abreNo !== "pointerdown" || evento.button !== 0 || evento.ctrlKey) return;
        // As Radix's menu trigger: the menu, not the button, takes the focus.
        evento.preventDefault();
        abrir();
      }}
      onClick={abreNo === "click" ? abrir : undefined}
      onKeyDown={(evento: KeyboardEvent<HTMLButtonElement>) => {
        if (!teclas.includes(evento.key)) return;
        evento.preventDefault();
        abrir();
      }}
    >
      {children}
    </button>
  );
}
