import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createServer, type Plugin } from "vite";
import { comImportsEstaticos, type Manifesto } from "./build-manifest.js";

/** Where the build leaves the landing's HTML; a dot-folder, so it is only served at "/" (static.ts). */
const LANDING_HTML = ".prerender/index.html";
/** The landing route's module, as Vite's manifest names it (relative to src/web). */
const LANDING_ROUTE = "app/routes/landing.tsx";

/**
 * After `vite build`: renders the landing ("/") to HTML with react-dom/server and writes it next to the
 * SPA shell. index.html stays the empty shell every other path gets. The HTML paints before any script
 * runs; main.tsx hydrates it. The landing's scripts start downloading only after that first paint
 * (decision 166): the page's HTML loads a small generated script instead of the app's entry and its
 * preloads, and that script imports the entry and the landing's route chunk once the page has painted,
 * so nothing competes with the stylesheet for the network before the first paint.
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
      const manifest = JSON.parse(
        readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8"),
      ) as Manifesto;
      const markup = await renderInNode(root, alias);
      const carregador = escreverCarregador(outDir, manifest, shell);
      const html = semScriptsNaCabeca(shell)
        .replace('<div id="root"></div>', `<div id="root">${markup}</div>`)
        .replace("</head>", `<script type="module" crossorigin src="/${carregador}"></script></head>`);
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

/** The shell's entry script and its preloads, which the landing loads only after its first paint. */
function semScriptsNaCabeca(shell: string): string {
  const semEntrada = shell.replace(/\s*<script type="module"[^>]*><\/script>/g, "");
  const semPreloads = semEntrada.replace(/\s*<link rel="modulepreload"[^>]*>/g, "");
  if (semPreloads === shell) throw new Error("index.html sem o script de entrada do app.");
  return semPreloads;
}

/**
 * Writes assets/depois-da-pintura-<hash>.js: once the browser reports the page's first contentful paint
 * (a `paint` performance entry, which carries the moment the frame was shown), it imports the app's
 * entry and the landing route's chunk with its static imports, all at once. Where no such entry comes
 * (a browser without paint timing, a tab in the background) it imports them after 3 s all the same. A
 * file, not an inline script: the Content-Security-Policy allows scripts from files only.
 */
function escreverCarregador(outDir: string, manifest: Manifesto, shell: string): string {
  const entrada = /<script type="module"[^>]*\ssrc="\/([^"]+)"/.exec(shell)?.[1];
  if (!entrada) throw new Error("index.html sem o script de entrada do app.");
  // The landing route's chunk and its static imports.
  const daRota = [...comImportsEstaticos(manifest, [LANDING_ROUTE]).keys()].map(
    (chave) => manifest[chave]!.file,
  );
  const arquivos = [entrada, ...daRota].map((arquivo) => `/${arquivo}`);
  const codigo = `// The landing painted from its HTML; now its scripts (scripts/prerender-landing.ts).
const arquivos = ${JSON.stringify(arquivos)};
let iniciado = false;
const iniciar = () => {
  if (iniciado) return;
  iniciado = true;
  for (const arquivo of arquivos) import(arquivo);
};
try {
  new PerformanceObserver((lista, observador) => {
    if (!lista.getEntriesByName("first-contentful-paint").length) return;
    observador.disconnect();
    iniciar();
  }).observe({ type: "paint", buffered: true });
} catch {
  iniciar();
}
setTimeout(iniciar, 3000);
`;
  const hash = createHash("sha256").update(codigo).digest("base64url").slice(0, 8);
  const nome = `assets/depois-da-pintura-${hash}.js`;
  writeFileSync(path.join(outDir, nome), codigo);
  return nome;
}
