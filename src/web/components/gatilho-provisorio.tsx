import type { KeyboardEvent, PointerEvent, ReactNode, RefObject } from "react";
import { useLembrarFoco } from "./foco-na-troca";

/**
 * The button of a menu or popover drawn before its Radix module is in (decision 169): the same element,
 * classes and name as the Radix trigger that replaces it, closed. Pointing at it or focusing it asks for
 * the module (`onIntencao`); pressing it as Radix's trigger would (`abreNo`: a menu opens on pointer
 * down, a popover on click; Enter, Space and, for a menu, ArrowDown) asks for it open (`onAbrir`).
 */
export function GatilhoProvisorio({
  ref,
  tinhaFoco,
  popup,
  abreNo,
  onIntencao,
  onAbrir,
  className,
  children,
  "aria-label": rotulo,
}: {
  ref: RefObject<HTMLButtonElement | null>;
  tinhaFoco: RefObject<boolean>;
  popup: "menu" | "dialog";
  abreNo: "pointerdown" | "click";
  onIntencao: () => void;
  onAbrir: () => void;
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
      onPointerEnter={onIntencao}
      onFocus={onIntencao}
      onPointerDown={(evento: PointerEvent<HTMLButtonElement>) => {
        if (abreNo !== "pointerdown" || evento.button !== 0 || evento.ctrlKey) return;
        // As Radix's menu trigger: the menu, not the button, takes the focus.
        evento.preventDefault();
        onAbrir();
      }}
      onClick={abreNo === "click" ? onAbrir : undefined}
      onKeyDown={(evento: KeyboardEvent<HTMLButtonElement>) => {
        if (!teclas.includes(evento.key)) return;
        evento.preventDefault();
        onAbrir();
      }}
    >
      {children}
    </button>
  );
}
