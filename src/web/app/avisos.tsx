import { lazy, Suspense, useEffect, useState } from "react";
import { aoPrimeiroAviso, toasterMontado } from "@/web/lib/toast";

// The toasts' library is on no screen's first load: it comes with the first toast (web/lib/toast.ts,
// decision 165), which waits for it a moment. Rendering nothing until then keeps the landing's first
// render equal to the build's prerendered HTML.
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/** The toasts of every screen, beside the router so that a toast outlives the screen that fired it. */
export function Avisos() {
  const [pedido, setPedido] = useState(false);
  useEffect(() => aoPrimeiroAviso(() => setPedido(true)), []);
  if (!pedido) return null;
  return (
    <Suspense fallback={null}>
      {/* Bottom-right: the top-right corner holds each page's actions; above the phone's bottom bar. */}
      <Toaster
        theme="dark"
        position="bottom-right"
        mobileOffset={{ bottom: 80 }}
        richColors
        closeButton
        visibleToasts={3}
        duration={4000}
      />
      <AoMontar />
    </Suspense>
  );
}

/** Mounted with the Toaster, after it: its effect runs once the Toaster listens. */
function AoMontar() {
  useEffect(() => {
    void import("sonner").then((m) => toasterMontado(m.toast));
  }, []);
  return null;
}
