/**
 * What the first screens download, read from the production build (decisions 141 and 165): the landing
 * page paints without the data layer, the toasts or the forms, and a cold point of sale without the
 * validation library and the forms, which come with the dialogs that use them. Sizes are figures for
 * `npm run bench:landing`; here only which libraries ride along.
 */
import { describe, expect, test } from "vitest";
import { comImportsEstaticos, lerManifesto, modulosDoChunk } from "../../scripts/build-manifest";

const manifesto = lerManifesto();

function modulosBaixadosCom(chaves: readonly string[]): string[] {
  const chunks = comImportsEstaticos(manifesto, chaves);
  return [...chunks.keys()].flatMap((chave) => {
    const arquivo = manifesto[chave]?.file ?? "";
    return arquivo.endsWith(".js") ? modulosDoChunk(arquivo) : [];
  });
}

const FORMULARIOS = [
  "node_modules/zod/",
  "node_modules/react-hook-form/",
  "node_modules/@hookform/",
  "src/shared/zod.ts",
];

describe("o que cada tela baixa", () => {
  test("a página inicial: sem a camada de dados, os avisos e os formulários", () => {
    const modulos = modulosBaixadosCom(["index.html", "app/routes/landing.tsx"]);
    expect(modulos.some((m) => m.includes("src/web/app/routes/landing.tsx"))).toBe(true);
    const proibidos = [
      ...FORMULARIOS,
      "node_modules/@tanstack/",
      "node_modules/sonner/",
      "node_modules/tailwind-merge/",
    ];
    expect(modulos.filter((m) => proibidos.some((p) => m.includes(p)))).toEqual([]);
  });

  test("o PDV a frio: sem zod nem react-hook-form (vêm com os diálogos de formulário), nem os avisos", () => {
    const modulos = modulosBaixadosCom([
      "index.html",
      "app/providers.tsx",
      "app/routes/app-layout.tsx",
      "app/routes/app/vendas.tsx",
    ]);
    expect(modulos.some((m) => m.includes("src/web/features/pos/components/venda-direta.tsx"))).toBe(true);
    expect(modulos.filter((m) => FORMULARIOS.some((p) => m.includes(p)))).toEqual([]);
    // The toasts come with the first one.
    expect(modulos.filter((m) => m.includes("node_modules/sonner/"))).toEqual([]);
    // The dialogs that need them are still in the build, on demand.
    const sobDemanda = modulosBaixadosCom(["app/routes/app/vendas.tsx"]);
    expect(sobDemanda.some((m) => m.includes("finalizar-venda-dialog"))).toBe(false);
  });
});
