import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from "react-router";
import { FullScreenLoading } from "@/web/components/layout/full-screen-loading";
import { RouteError } from "./route-error";

/*
 * Every screen is its own chunk (route.lazy), so the landing page downloads none of the app's screens.
 * Each route module exports `Component`. The pathless root gives every screen the same error screen
 * and the same wait while its chunk loads; the pathless layout under it (providers.tsx) gives every
 * screen but the landing the data layer (decision 141).
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullScreenLoading message="Carregando..." />,
    children: [
      { path: "/", lazy: () => import("./routes/landing") },
      {
        // Every screen but the landing reads the API: the data layer loads with the first of them.
        lazy: () => import("./providers"),
        children: [
          { path: "/planos", lazy: () => import("./routes/planos") },
          { path: "/auth", lazy: () => import("./routes/auth") },
          { path: "/login", lazy: () => import("./routes/login") },
          { path: "/reset-password", lazy: () => import("./routes/reset-password") },
          { path: "/trocar-senha", lazy: () => import("./routes/trocar-senha") },
          { path: "/assinar/:planoId", lazy: () => import("./routes/assinar") },
          { path: "/checkout/:id", lazy: () => import("./routes/checkout") },
          { path: "/pagamento/sucesso", lazy: () => import("./routes/pagamento-sucesso") },
          { path: "/pagamento/erro", lazy: () => import("./routes/pagamento-erro") },
          { path: "/pagamento/pendente", lazy: () => import("./routes/pagamento-pendente") },
          { path: "/admin", lazy: () => import("./routes/admin") },
          {
            path: "/app",
            lazy: () => import("./routes/app-layout"),
            children: [
              // The index has no screen: the layout sends each role to its own (telaInicial).
              { index: true, element: null },
              { path: "vendas", lazy: () => import("./routes/app/vendas") },
              { path: "caixa", lazy: () => import("./routes/app/caixa") },
              { path: "atendimento", lazy: () => import("./routes/app/atendimento") },
              { path: "comandas", lazy: () => import("./routes/app/comandas") },
              { path: "estoque", lazy: () => import("./routes/app/estoque") },
              { path: "fluxo", lazy: () => import("./routes/app/fluxo") },
              { path: "relatorios", lazy: () => import("./routes/app/relatorios") },
              { path: "configuracoes", lazy: () => import("./routes/app/configuracoes") },
              { path: "equipe", lazy: () => import("./routes/app/equipe") },
            ],
          },
        ],
      },
      { path: "*", element: <Navigate to="/" replace /> },
    ],
  },
];

/** Created on first use: the build's prerender imports `routes` in Node, where there is no window. */
let browserRouter: ReturnType<typeof createBrowserRouter> | undefined;
function router() {
  browserRouter ??= createBrowserRouter(routes);
  return browserRouter;
}

/**
 * Resolves once the first route's chunk is loaded. Hydrating the prerendered landing before that would
 * render the loading fallback over the HTML the server sent (a hydration mismatch).
 */
export function rotaInicialCarregada(): Promise<void> {
  return new Promise((resolve) => {
    if (router().state.initialized) return resolve();
    const parar = router().subscribe((state) => {
      if (!state.initialized) return;
      parar();
      resolve();
    });
  });
}

export function AppRouter() {
  return <RouterProvider router={router()} />;
}
