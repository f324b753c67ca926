import { type ComponentType, lazy, Suspense, useState } from "react";

/**
 * A dialog whose module — and what only it uses, such as react-hook-form and its form's schema — is
 * downloaded the first time it opens, not with the screen (decision 142). Until then it renders nothing;
 * once loaded it stays mounted, so it closes with its own animation like any other dialog.
 *
 *   const MesaFormDialog = dialogoSobDemanda(() => import("./mesa-form-dialog").then((m) => m.MesaFormDialog));
 */
export function dialogoSobDemanda<P extends { open: boolean }>(
  carregar: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Dialogo = lazy(async () => ({ default: await carregar() }));
  return function DialogoSobDemanda(props: P) {
    const [aberto, setAberto] = useState(props.open);
    // Derived in render (React's pattern for state that follows a prop): no effect, no extra frame.
    if (props.open && !aberto) setAberto(true);
    if (!aberto) return null;
    return (
      <Suspense fallback={null}>
        <Dialogo {...props} />
      </Suspense>
    );
  };
}
