import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { prerenderLanding } from "./scripts/prerender-landing.js";

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [react(), tailwindcss(), prerenderLanding()],
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  build: {
    outDir: path.resolve(import.meta.dirname, "dist/web"),
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: lets bench/landing-size.ts tell the landing page's chunks from lazy routes.
    manifest: true,
  },
  server: {
    proxy: { "/api": "http://localhost:3001", "/dev": "http://localhost:3001" },
  },
});
