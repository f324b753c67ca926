import { lazy, Suspense, useEffect, useState } from "react";

// The toasts' library is not on the landing page's critical path: it loads right after the first render
// (every toast follows a user's action or a request, by then it is in). Rendering nothing until mounted
// keeps the first render equal to the build's prerendered HTML.
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/** The toasts of every screen, beside the router so that a toast outlives the screen that fired it. */
export function Avisos() {
  const [montado, setMontado] = useState(false);
  useEffect(() => setMontado(true), []);
  if (!montado) return null;
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
    </Suspense>
  );
}
