import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { prerenderLanding } from "./scripts/prerender-landing.js";

/**
 * The libraries every signed-in screen renders with (dialogs, tabs, the data layer, the API client): one
 * chunk, downloaded once and cached for all of them, instead of a file per combination of
 * screens that share a piece (decision 143). Nothing here is on the landing page's path. The form
 * controls only some screens use (select, switch, checkbox, separator) stay with those screens, the
 * toasts come with the first toast (decision 165), and menus, popovers and tooltips with the first one
 * a person asks for (decision 169).
 */
const INTERFACE =
  /node_modules[\\/](@radix-ui[\\/](?!react-(?:select|switch|checkbox|separator|menu|dropdown-menu|tooltip|popover|popper|arrow)[\\/])[^\\/]+|radix-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib|detect-node-es|@tanstack|hono|tailwind-merge)[\\/]/;

/**
 * What floats beside a control (menus, popovers, tooltips) and positions itself with floating-ui: one
 * chunk, downloaded when a screen first shows one or when the person points at or focuses a control that
 * opens one (decision 169), not with every signed-in screen.
 */
const FLUTUANTES =
  /node_modules[\\/](@radix-ui[\\/]react-(?:menu|dropdown-menu|tooltip|popover|popper|arrow)|@floating-ui)[\\/]/;

/**
 * The app's own small modules that every signed-in screen and its shell import (the API client and the
 * writes that answer with their reads, the data provider, the session query, the query keys, the roles
 * table, the on-demand helpers): in the interface chunk once, instead of a copy
 * inlined into each chunk that imports them, which a cold screen downloaded two or three times
 * (decision 169).
 */
const COMUNS_DO_APP =
  /src[\\/](web[\\/](lib[\\/](api|cn|depois-da-acao|escrita-com-leituras)\.ts|components[\\/](modulo-sob-demanda|foco-na-troca)\.ts|components[\\/]dica\.tsx|components[\\/]ui[\\/]button\.tsx|features[\\/][^\\/]+[\\/]api[\\/]keys\.ts|features[\\/]accounts[\\/]api[\\/](obter|ler)-sessao\.ts|app[\\/]providers\.tsx)|shared[\\/](equipe[\\/]papeis|leituras[\\/]leituras)\.ts)$/;

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
    // Every browser the app supports preloads modules itself; the polyfill only cost the entry 0.3 kB.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Required by the inlining below; the entry is an app, not a library, so its exports do not matter.
      preserveEntrySignatures: false,
      onwarn(warning, avisar) {
        // Tailwind generates the stylesheet without a source map of its own; the JavaScript's maps are whole.
        if (warning.code === "SOURCEMAP_BROKEN" && warning.plugin?.startsWith("@tailwindcss/vite")) return;
        avisar(warning);
      },
      output: {
        codeSplitting: {
          // Small common chunks (an icon, a helper shared by two screens) are copied into the chunks that
          // use them instead of costing a request each (decision 143).
          experimentalInlineCommonChunks: { maxSize: 4096 },
          // A group takes only the modules it names, not their dependencies (React stays in the entry).
          includeDependenciesRecursively: false,
          groups: [
            // Everything the entry imports statically (React, ReactDOM, the router, the shell's own code)
            // in one file: the landing and every screen download it first, and one file compresses
            // better than four (decision 169).
            { name: "inicial", tags: ["$initial"], priority: 1 },
            { name: "interface", test: (id) => INTERFACE.test(id) || COMUNS_DO_APP.test(id) },
            { name: "flutuantes", test: FLUTUANTES },
          ],
        },
      },
    },
  },
  server: {
    proxy: { "/api": "http://localhost:3001", "/dev": "http://localhost:3001" },
  },
});
