/**
 * The built app's own route table, for the tests that must cover every route (the access rule's 402,
 * the roles' 403): a route added later is covered the day it is added.
 */
import type { Device, TestApp } from "./app";

/** better-auth is one wildcard route: the endpoints under it the app uses (decision 090). */
const ROTAS_AUTH = ["POST /api/auth/sign-in/email", "POST /api/auth/request-password-reset"];

export interface Rota {
  metodo: string;
  caminho: string;
}

/** Every route of the built app; with `comAuth`, the better-auth endpoints the web calls too. */
export function rotasDoApp(t: TestApp, { comAuth = true } = {}): Rota[] {
  const rotas = [
    ...t.app.routes
      .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/") && !r.path.endsWith("*"))
      .map((r) => ({ metodo: r.method, caminho: r.path })),
    ...(comAuth ? ROTAS_AUTH : []).map((r) => {
      const [metodo, caminho] = r.split(" ") as [string, string];
      return { metodo, caminho };
    }),
  ].filter((r, i, todas) => todas.findIndex((o) => o.metodo === r.metodo && o.caminho === r.caminho) === i);
  // Cancelling changes the subscription's message, and signing out ends the session the other requests
  // use: both at the end, signing out the very last.
  const ultima = (r: Rota) => (r.caminho.endsWith("/sair") ? 2 : Number(r.caminho.endsWith("/cancelar")));
  return rotas.sort((a, b) => ultima(a) - ultima(b));
}

/** A concrete URL for a route pattern: any id (a uuid), any barcode. */
export function urlDe(caminho: string): string {
  return caminho.replace(/:(\w+)/g, (_, nome: string) =>
    nome === "codigo" ? "7890000000017" : "7e0c6a52-93f5-4d6b-8a53-5b6f1b5a3c11",
  );
}

/** Calls a route with an empty body (GET and DELETE with none): enough to pass or meet the guards. */
export async function chamar(device: Device, rota: Rota): Promise<Response> {
  const url = urlDe(rota.caminho);
  return rota.metodo === "GET" || rota.metodo === "DELETE"
    ? device.request(rota.metodo, url)
    : device.request(rota.metodo, url, { body: {} });
}
