import { useSyncExternalStore } from "react";

/**
 * A module downloaded the first time someone asks for it — a control's menu, popover or tooltip when
 * the person points at or focuses the control (decision 169) — and shared by every component that uses
 * it: once it is in, each of them re-renders with it.
 *
 *   const menu = moduloSobDemanda(() => import("./user-menu-radix"));
 *   const carregado = menu.usar(); // null until then
 *   <button onPointerEnter={menu.pedir} ...>
 */
export interface ModuloSobDemanda<M> {
  /** Starts the download, once; after a failed one (the network), the next call tries again. */
  pedir: () => void;
  /** The module once it is in, or null; the component re-renders when it arrives. */
  usar: () => M | null;
}

export function moduloSobDemanda<M>(carregar: () => Promise<M>): ModuloSobDemanda<M> {
  let modulo: M | null = null;
  let baixando = false;
  const ouvintes = new Set<() => void>();
  const assinar = (ouvinte: () => void) => {
    ouvintes.add(ouvinte);
    return () => ouvintes.delete(ouvinte);
  };
  const atual = () => modulo;

  return {
    pedir() {
      if (modulo !== null || baixando) return;
      baixando = true;
      carregar().then(
        (carregado) => {
          modulo = carregado;
          baixando = false;
          for (const ouvinte of ouvintes) ouvinte();
        },
        () => {
          baixando = false;
        },
      );
    },
    usar: () => useSyncExternalStore(assinar, atual, atual),
  };
}
