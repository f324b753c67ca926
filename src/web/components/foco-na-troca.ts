import { type RefObject, useLayoutEffect } from "react";

/**
 * A control drawn first without its on-demand module (decision 169) is replaced by the real one when
 * the module arrives: React mounts a new element. These two hooks carry the keyboard focus across that
 * swap, so a person who had tabbed to the control stays on it.
 *
 * The placeholder's cleanup runs before React removes its element, while the focus is still on it.
 */
export function useLembrarFoco(elemento: RefObject<HTMLElement | null>, tinhaFoco: RefObject<boolean>) {
  useLayoutEffect(
    () => () => {
      tinhaFoco.current = elemento.current !== null && elemento.current === document.activeElement;
    },
    [elemento, tinhaFoco],
  );
}

/** On the real control: takes the focus if the placeholder it replaces had it. */
export function useDevolverFoco(elemento: RefObject<HTMLElement | null>, tinhaFoco: RefObject<boolean>) {
  useLayoutEffect(() => {
    if (!tinhaFoco.current) return;
    tinhaFoco.current = false;
    elemento.current?.focus();
  }, [elemento, tinhaFoco]);
}
