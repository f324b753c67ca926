import { createBrowserRouter, Navigate, RouterProvider } from "react-router";
import { RouteError } from "./route-error";

/*
 * Every screen is its own chunk (route.lazy), so the landing page downloads none of the app's screens.
 * Each route module exports `Component`.
 */
const router = createBrowserRouter([
  { path: "/", lazy: () => import("./routes/landing"), errorElement: <RouteError /> },
  { path: "/planos", lazy: () => import("./routes/planos"), errorElement: <RouteError /> },
  { path: "/auth", lazy: () => import("./routes/auth"), errorElement: <RouteError /> },
  { path: "/login", lazy: () => import("./routes/login"), errorElement: <RouteError /> },
  { path: "/reset-password", lazy: () => import("./routes/reset-password"), errorElement: <RouteError /> },
  { path: "/trocar-senha", lazy: () => import("./routes/trocar-senha"), errorElement: <RouteError /> },
  { path: "/pagamento/sucesso", lazy: () => import("./routes/pagamento-sucesso"), errorElement: <RouteError /> },
  { path: "/pagamento/erro", lazy: () => import("./routes/pagamento-erro"), errorElement: <RouteError /> },
  { path: "/pagamento/pendente", lazy: () => import("./routes/pagamento-pendente"), errorElement: <RouteError /> },
  {
    path: "/app",
    lazy: () => import("./routes/app-layout"),
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/app/vendas" replace /> },
      { path: "vendas", lazy: () => import("./routes/app/vendas") },
      { path: "estoque", lazy: () => import("./routes/app/estoque") },
      { path: "fluxo", lazy: () => import("./routes/app/fluxo") },
      { path: "relatorios", lazy: () => import("./routes/app/relatorios") },
      { path: "configuracoes", lazy: () => import("./routes/app/configuracoes") },
    ],
  },
  { path: "*", element: <Navigate to="/" replace /> },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
