/**
 * What the first screens download, read from the production build (decisions 141, 165 and 169): the
 * landing page paints without the data layer, the toasts or the forms, and a cold point of sale without
 * the validation library and the forms, which come with the dialogs that use them, nor the menus,
 * popovers and tooltips, the Mesas and Comandas tabs and the dialogs it has not opened. Sizes are figures for
 * `npm run bench:landing`; here only which libraries ride along.
 */
import { describe, expect, test } from "vitest";
import {
  chaveDoModulo,
  comImportsEstaticos,
  lerManifesto,
  modulosDoChunk,
} from "../../scripts/build-manifest";

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

/** What a signed-in browser downloads to open /app/vendas: the entry, the data layer, the shell, the PDV. */
const pdvAFrio = () =>
  modulosBaixadosCom([
    "index.html",
    chaveDoModulo(manifesto, "src/web/app/providers.tsx"),
    "app/routes/app-layout.tsx",
    "app/routes/app/vendas.tsx",
  ]);

describe("o que cada tela baixa", () => {
  test("a página inicial: sem a camada de dados, os avisos e os formulários", () => {
    const modulos = modulosBaixadosCom(["index.html", "app/routes/landing.tsx"]);
    expect(modulos.some((m) => m.includes("src/web/app/routes/landing.tsx"))).toBe(true);
    const proibidos = [
      ...FORMULARIOS,
      "node_modules/@tanstack/",
      "node_modules/sonner/",
      "node_modules/tailwind-merge/",
      // The API client comes after the paint, with the session check (decision 141).
      "src/web/lib/api.ts",
      "node_modules/hono/",
    ];
    expect(modulos.filter((m) => proibidos.some((p) => m.includes(p)))).toEqual([]);
  });

  test("o PDV a frio: sem zod nem react-hook-form (vêm com os diálogos de formulário), nem os avisos", () => {
    const modulos = pdvAFrio();
    expect(modulos.some((m) => m.includes("src/web/features/pos/components/venda-direta.tsx"))).toBe(true);
    expect(modulos.filter((m) => FORMULARIOS.some((p) => m.includes(p)))).toEqual([]);
    // The toasts come with the first one.
    expect(modulos.filter((m) => m.includes("node_modules/sonner/"))).toEqual([]);
    // The dialogs that need them are still in the build, on demand.
    const sobDemanda = modulosBaixadosCom(["app/routes/app/vendas.tsx"]);
    expect(sobDemanda.some((m) => m.includes("finalizar-venda-dialog"))).toBe(false);
  });

  test("o PDV a frio: sem menus, popovers e dicas, sem as abas Mesas e Comandas nem os diálogos fechados", () => {
    const modulos = pdvAFrio();
    // The shell's bell, user menu and tooltips draw their button first (decision 169).
    expect(modulos.some((m) => m.includes("src/web/components/layout/user-menu.tsx"))).toBe(true);
    expect(modulos.some((m) => m.includes("src/web/features/catalog/components/alertas-sino.tsx"))).toBe(
      true,
    );
    const sobDemanda = [
      "node_modules/@radix-ui/react-menu/",
      "node_modules/@radix-ui/react-dropdown-menu/",
      "node_modules/@radix-ui/react-popover/",
      "node_modules/@radix-ui/react-tooltip/",
      "node_modules/@radix-ui/react-popper/",
      "node_modules/@floating-ui/",
      "src/web/components/layout/user-menu-radix.tsx",
      "src/web/features/catalog/components/alertas-sino-popover.tsx",
      "src/web/components/dica-radix.tsx",
      "src/web/features/pos/components/abas-de-comandas.tsx",
      "src/web/features/pos/components/mesas-aba.tsx",
      "src/web/features/pos/components/comandas-aba.tsx",
      "src/web/components/layout/feature-gate.tsx",
      "src/web/features/pos/components/adicionar-ao-carrinho-dialog.tsx",
      "src/web/features/pos/components/ultimas-vendas-dialog.tsx",
      "src/web/features/pos/components/motivo-dialog.tsx",
      "src/web/components/codigo-barras/codigo-barras-manual-dialog.tsx",
      "src/web/components/codigo-barras/camera-codigo-barras-dialog.tsx",
      "src/web/features/pos/lib/imprimir-nota.ts",
      "src/shared/pos/recibo.ts",
    ];
    expect(modulos.filter((m) => sobDemanda.some((p) => m.includes(p)))).toEqual([]);
  });
});
