import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { prerenderLanding } from "./scripts/prerender-landing.js";

/**
 * The libraries every signed-in screen renders with (dialogs, menus, the data layer, the API client): one
 * chunk, downloaded once and cached for all of them, instead of a file per combination of
 * screens that share a piece (decision 143). Nothing here is on the landing page's path. The form
 * controls only some screens use (select, switch, checkbox, separator) stay with those screens, and the
 * toasts come with the first toast, off the point of sale's first load (decision 165).
 */
const INTERFACE =
  /node_modules[\\/](@radix-ui[\\/](?!react-(?:select|switch|checkbox|separator)[\\/])[^\\/]+|radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib|detect-node-es|@tanstack|hono|tailwind-merge)[\\/]/;

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
    rolldownOptions: {
      // Required by the inlining below; the entry is an app, not a library, so its exports do not matter.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Small common chunks (an icon, a helper shared by two screens) are copied into the chunks that
          // use them instead of costing a request each (decision 143).
          experimentalInlineCommonChunks: { maxSize: 4096 },
          // A group takes only the modules it names, not their dependencies (React stays in the entry).
          includeDependenciesRecursively: false,
          groups: [{ name: "interface", test: INTERFACE }],
        },
      },
    },
  },
  server: {
    proxy: { "/api": "http://localhost:3001", "/dev": "http://localhost:3001" },
  },
});
