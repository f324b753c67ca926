/**
 * npm run bench:landing — how much JavaScript the landing page ("/") downloads, raw and gzip.
 * Reads the production build (run `npm run build` first): the app's entry (the scripts of the shell,
 * index.html) with its static imports from Vite's manifest, and the landing route's own lazy chunk with
 * its static imports. The other routes' chunks are not downloaded on "/" and are only counted in the
 * total for comparison. "/" is served from .prerender/index.html when the build prerendered it
 * (scripts/prerender-landing.ts): its one script, a small loader outside the manifest, imports those
 * same files after the first paint (decision 166) and is counted with them; the bench says whether the
 * landing's markup is in the HTML.
 * Then, in Chromium (bench/app-cold.ts), the JavaScript a cold `/app/vendas` downloads until it is usable,
 * and Lighthouse (mobile, 3 runs) on "/": the median of each figure, and every run.
 * A benchmark: it prints figures and never fails on size or time.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { comImportsEstaticos, lerManifesto, WEB_DIR } from "../scripts/build-manifest";
import { mediana, medirNoNavegador } from "./app-cold";

/** The module behind the "/" route in src/web/app/router.tsx (manifest keys are relative to src/web). */
const LANDING_ROUTE = process.argv[2] ?? "app/routes/landing.tsx";

const shellPath = path.join(WEB_DIR, "index.html");
const prerenderedPath = path.join(WEB_DIR, ".prerender/index.html");
const prerendered = existsSync(prerenderedPath);
const indexPath = prerendered ? prerenderedPath : shellPath;
if (!existsSync(shellPath)) {
  console.error("Build não encontrado (dist/web/index.html): rode npm run build.");
  process.exit(1);
}
const html = readFileSync(indexPath, "utf8");
const shell = readFileSync(shellPath, "utf8");
const manifest = lerManifesto();

const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const scriptsDe = (pagina: string) =>
  [...pagina.matchAll(/<script[^>]*\ssrc="\/?([^"]+)"/g)].map((m) => m[1]!);
const htmlPreloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/?([^"]+)"/g)].map(
  (m) => m[1]!,
);
/** The prerendered page's own scripts outside the manifest: the loader of decision 166. */
const carregadores = prerendered ? scriptsDe(html).filter((file) => !byFile.has(file)) : [];

const entradas = scriptsDe(shell).flatMap((file) => {
  const key = byFile.get(file);
  if (!key) console.warn(`Aviso: ${file} está no index.html mas não no manifest.`);
  return key ? [key] : [];
});
const routeKey = Object.keys(manifest).find(
  (key) => key === LANDING_ROUTE || manifest[key]?.src === LANDING_ROUTE,
);
if (!routeKey) console.warn(`Aviso: a rota ${LANDING_ROUTE} não está no manifest; contando só a entrada.`);
/** key -> why it is downloaded on "/" */
const landing = comImportsEstaticos(manifest, routeKey ? [...entradas, routeKey] : entradas);

for (const file of htmlPreloads) {
  const key = byFile.get(file);
  if (!key || !landing.has(key))
    console.warn(`Aviso: ${file} é pré-carregado pelo index.html e não foi contado.`);
}

interface Size {
  raw: number;
  gzip: number;
}
function sizeOf(file: string): Size {
  const bytes = readFileSync(path.join(WEB_DIR, file));
  return { raw: bytes.length, gzip: gzipSync(bytes).length };
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`.padStart(10);
const sum = (sizes: Size[]) =>
  sizes.reduce((total, size) => ({ raw: total.raw + size.raw, gzip: total.gzip + size.gzip }), {
    raw: 0,
    gzip: 0,
  });

const rows = [
  ...carregadores.map((file) => ({
    file,
    reason: "carregador de /, depois da primeira pintura",
    ...sizeOf(file),
  })),
  ...[...landing].map(([key, reason]) => {
    const file = manifest[key]!.file;
    return { file, reason, ...sizeOf(file) };
  }),
];
const width = Math.max(...rows.map((row) => row.file.length), 30);

console.info(
  `JavaScript baixado pela página inicial ("/"), build em ${path.relative(process.cwd(), WEB_DIR)}:\n`,
);
console.info(`${"arquivo".padEnd(width)} ${"bruto".padStart(10)} ${"gzip".padStart(10)}  motivo`);
for (const row of rows)
  console.info(`${row.file.padEnd(width)} ${kb(row.raw)} ${kb(row.gzip)}  ${row.reason}`);
const landingTotal = sum(rows);
console.info(`${"TOTAL página inicial".padEnd(width)} ${kb(landingTotal.raw)} ${kb(landingTotal.gzip)}`);

const css = [...landing.keys()].flatMap((key) => manifest[key]?.css ?? []);
if (css.length > 0) {
  const cssTotal = sum([...new Set(css)].map(sizeOf));
  console.info(`${"(CSS da página inicial)".padEnd(width)} ${kb(cssTotal.raw)} ${kb(cssTotal.gzip)}`);
}

const assetsDir = path.join(WEB_DIR, "assets");
const allJs = readdirSync(assetsDir).filter((name) => name.endsWith(".js"));
const allTotal = sum(allJs.map((name) => sizeOf(path.join("assets", name))));
console.info(
  `${`TOTAL de todo o JS (${allJs.length} arquivos)`.padEnd(width)} ${kb(allTotal.raw)} ${kb(allTotal.gzip)}`,
);
const emptyRoot = /<div id="root"><\/div>/.test(html);
console.info(
  prerendered && !emptyRoot
    ? `\n"/" é pré-renderada: o HTML (${kb(Buffer.byteLength(html)).trim()} bruto, ${kb(gzipSync(html).length).trim()} gzip) já traz a página, que pinta antes do JS.`
    : `\n"/" NÃO é pré-renderada: o HTML chega com o #root vazio e a página só pinta depois do JS.`,
);
console.info(
  `A página inicial baixa ${((landingTotal.gzip / allTotal.gzip) * 100).toFixed(0)}% do JS (gzip); ` +
    `${allJs.length - rows.length} arquivos ficam para as outras rotas.`,
);

const { vendas, lighthouse } = await medirNoNavegador();
console.info(
  `\n/app/vendas a frio (Chromium, já com sessão, cache vazio, até a tela estar pronta): ` +
    `${vendas.arquivos} arquivos de JS, ${kb(vendas.transferidos).trim()} transferidos (gzip).`,
);
if (typeof lighthouse === "string") console.info(`\nLighthouse: não medido — ${lighthouse}.`);
else {
  const m = (campo: keyof (typeof lighthouse)[number]) => mediana(lighthouse.map((run) => run[campo]));
  console.info(
    `\nLighthouse mobile em "/" (${lighthouse.length} rodadas, mediana de cada número): ` +
      `nota ${m("score").toFixed(2)}, FCP ${(m("fcp") / 1000).toFixed(2)} s, LCP ${(m("lcp") / 1000).toFixed(2)} s, TBT ${Math.round(m("tbt"))} ms`,
  );
  for (const run of lighthouse)
    console.info(
      `  rodada: nota ${run.score.toFixed(2)}, FCP ${(run.fcp / 1000).toFixed(2)} s, LCP ${(run.lcp / 1000).toFixed(2)} s, TBT ${Math.round(run.tbt)} ms`,
    );
}
