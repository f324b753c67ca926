/**
 * The production build as the browser downloads it: Vite's manifest (dist/web/.vite/manifest.json)
 * says which chunks a chunk imports statically (downloaded with it) and dynamically (downloaded on
 * demand), and each chunk's source map names the modules inside it. Used by the build's prerender of the
 * landing (prerender-landing.ts), the bundle test (tests/e2e/pacotes.test.ts) and `npm run bench:landing`.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export interface ChunkDoManifesto {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifesto = Record<string, ChunkDoManifesto>;

export const WEB_DIR = path.resolve("dist/web");

export function lerManifesto(dir = WEB_DIR): Manifesto {
  const arquivo = path.join(dir, ".vite/manifest.json");
  if (!existsSync(arquivo)) throw new Error(`Build não encontrado (${arquivo}): rode npm run build.`);
  return JSON.parse(readFileSync(arquivo, "utf8")) as Manifesto;
}

/**
 * The chunks downloaded with `chaves` (manifest keys such as "index.html" or
 * "app/routes/app/vendas.tsx"): themselves and their static imports, transitively, each with why it
 * came (the key that first pulled it in).
 */
export function comImportsEstaticos(manifesto: Manifesto, chaves: readonly string[]): Map<string, string> {
  const motivos = new Map<string, string>();
  const visitar = (chave: string, motivo: string) => {
    if (motivos.has(chave)) return;
    motivos.set(chave, motivo);
    for (const importado of manifesto[chave]?.imports ?? []) visitar(importado, `import de ${chave}`);
  };
  for (const chave of chaves) {
    if (!manifesto[chave]) throw new Error(`${chave} não está no manifest do build.`);
    visitar(chave, "pedido");
  }
  return motivos;
}

/**
 * The source modules bundled into a chunk file (from its source map), as paths under the project. The
 * bundler's own small files (the runtime, an entry that only calls another chunk) have no source map and
 * no modules.
 */
export function modulosDoChunk(arquivo: string, dir = WEB_DIR): string[] {
  if (!existsSync(path.join(dir, `${arquivo}.map`))) return [];
  const mapa = JSON.parse(readFileSync(path.join(dir, `${arquivo}.map`), "utf8")) as { sources: string[] };
  const pasta = path.dirname(path.join(dir, arquivo));
  return mapa.sources.map((fonte) => path.relative(process.cwd(), path.resolve(pasta, fonte)));
}

/**
 * The manifest key of the chunk that holds `modulo` (a path under the project, such as
 * "src/web/app/providers.tsx"), whether the module is a chunk of its own or was grouped into a shared one
 * (vite.config.ts): what the router downloads when it imports that module.
 */
export function chaveDoModulo(manifesto: Manifesto, modulo: string, dir = WEB_DIR): string {
  const propria = Object.entries(manifesto).find(
    ([, chunk]) => chunk.src && `src/web/${chunk.src}` === modulo,
  );
  if (propria) return propria[0];
  const agrupada = Object.entries(manifesto).find(([, chunk]) =>
    modulosDoChunk(chunk.file, dir).includes(modulo),
  );
  if (!agrupada) throw new Error(`${modulo} não está em nenhum chunk do build.`);
  return agrupada[0];
}
