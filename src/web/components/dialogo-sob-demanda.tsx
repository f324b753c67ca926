import { type ComponentType, lazy, Suspense, useState } from "react";

/**
 * A dialog whose module — and what only it uses, such as react-hook-form and its form's schema — is
 * downloaded the first time it opens, not with the screen (decision 142). Until then it renders nothing;
 * once loaded it stays mounted, so it closes with its own animation like any other dialog.
 *
 *   const MesaFormDialog = dialogoSobDemanda(() => import("./mesa-form-dialog").then((m) => m.MesaFormDialog));
 *
 * A dialog opened by another prop than `open` names it:
 *
 *   dialogoSobDemanda(carregar, (p) => p.comandaId !== null)
 *
 * The button that opens it can start the download when the person points at or focuses it
 * (`onPointerEnter={MesaFormDialog.precarregar}`), so the dialog opens at once (decision 169).
 */
export type DialogoSobDemanda<P> = ComponentType<P> & { precarregar: () => void };

export function dialogoSobDemanda<P extends { open: boolean }>(
  carregar: () => Promise<ComponentType<P>>,
): DialogoSobDemanda<P>;
export function dialogoSobDemanda<P extends object>(
  carregar: () => Promise<ComponentType<P>>,
  estaAberto: (props: P) => boolean,
): DialogoSobDemanda<P>;
export function dialogoSobDemanda<P extends object>(
  carregar: () => Promise<ComponentType<P>>,
  estaAberto: (props: P) => boolean = (props) => (props as { open?: boolean }).open === true,
): DialogoSobDemanda<P> {
  // One download, shared by the preload and React.lazy; a failed one is tried again on the next ask.
  let modulo: Promise<ComponentType<P>> | null = null;
  const baixar = () => {
    modulo ??= carregar().catch((erro: unknown) => {
      modulo = null;
      throw erro;
    });
    return modulo;
  };
  const Dialogo = lazy(async () => ({ default: await baixar() }));
  function DialogoSobDemanda(props: P) {
    const abertoAgora = estaAberto(props);
    const [aberto, setAberto] = useState(abertoAgora);
    // Derived in render (React's pattern for state that follows a prop): no effect, no extra frame.
    if (abertoAgora && !aberto) setAberto(true);
    if (!aberto) return null;
    return (
      <Suspense fallback={null}>
        <Dialogo {...props} />
      </Suspense>
    );
  }
  return Object.assign(DialogoSobDemanda, {
    precarregar: () => {
      baixar().catch(() => {});
    },
  });
}
