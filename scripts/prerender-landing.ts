import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createServer, type Manifest, type Plugin } from "vite";

/** Where the build leaves the landing's HTML; a dot-folder, so it is only served at "/" (static.ts). */
const LANDING_HTML = ".prerender/index.html";
/** The landing route's module, as Vite's manifest names it (relative to src/web). */
const LANDING_ROUTE = "app/routes/landing.tsx";

/**
 * After `vite build`: renders the landing ("/") to HTML with react-dom/server and writes it next to the
 * SPA shell, with the landing route's chunks preloaded. index.html stays the empty shell every other path
 * gets. The HTML paints before any script runs; main.tsx hydrates it.
 */
export function prerenderLanding(): Plugin {
  let root = "";
  let outDir = "";
  let alias: unknown;
  return {
    name: "balcao:prerender-landing",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
      alias = config.resolve.alias;
    },
    async closeBundle() {
      const shell = readFileSync(path.join(outDir, "index.html"), "utf8");
      const manifest = JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
      const markup = await renderInNode(root, alias);
      const html = shell
        .replace('<div id="root"></div>', `<div id="root">${markup}</div>`)
        .replace("</head>", `${preloadLinks(manifest, shell)}</head>`);
      if (!html.includes(markup))
        throw new Error('index.html não tem <div id="root"></div> para a página inicial.');
      mkdirSync(path.dirname(path.join(outDir, LANDING_HTML)), { recursive: true });
      writeFileSync(path.join(outDir, LANDING_HTML), html);
    },
  };
}

async function renderInNode(root: string, alias: unknown): Promise<string> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: "warn",
    resolve: { alias: alias as never },
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
  });
  try {
    const entry = (await server.ssrLoadModule("/app/prerender-landing.tsx")) as {
      renderLanding: () => Promise<string>;
    };
    return await entry.renderLanding();
  } finally {
    await server.close();
  }
}

/** modulepreload for the landing route's chunk and its static imports the shell does not load already. */
function preloadLinks(manifest: Manifest, shell: string): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(LANDING_ROUTE);
  if (files.size === 0) throw new Error(`${LANDING_ROUTE} não está no manifest do build.`);
  return [...files]
    .filter((file) => !shell.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join("");
}
