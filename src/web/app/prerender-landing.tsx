import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { Avisos } from "./avisos";
import { routes } from "./router";

/**
 * The landing page's markup, rendered at build time in Node (scripts/prerender-landing.ts) with the same
 * tree and routes as main.tsx, so the browser hydrates it without a mismatch. The session is not
 * known at build time: like a signed-out visitor's first render, the page renders while it is checked.
 * `hydrate={false}`: no inline script with router state (the Content-Security-Policy forbids inline
 * scripts, and the landing has no loader data to hand over).
 */
export async function renderLanding(): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response)
    throw new Error(`A rota "/" respondeu ${context.status} ao pré-renderizar.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
      <Avisos />
    </StrictMode>,
  );
}
