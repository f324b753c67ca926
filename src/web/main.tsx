import "./lib/zod-jitless";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Avisos } from "./app/avisos";
import { AppRouter, rotaInicialCarregada } from "./app/router";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("Elemento #root não encontrado");

const app = (
  <StrictMode>
    <AppRouter />
    <Avisos />
  </StrictMode>
);

// "/" arrives with the landing already in the HTML (built by scripts/prerender-landing.ts): React adopts
// that markup once the route's chunk is in. Every other path arrives with an empty root.
if (root.hasChildNodes()) void rotaInicialCarregada().then(() => hydrateRoot(root, app));
else createRoot(root).render(app);
