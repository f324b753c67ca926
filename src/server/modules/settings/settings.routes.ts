import { Hono } from "hono";
import { ConfiguracoesInput, ImportacaoConfiguracoesInput } from "@/shared/settings/schemas";
import { requireAccount, signedIn } from "../../lib/session";
import type { AppDeps, AppEnv } from "../../lib/types";
import { corpo } from "../../lib/validation";
import { ArquivoInvalido } from "./settings.errors";
import {
  editarConfiguracoes,
  exportarConfiguracoes,
  importarConfiguracoes,
  obterConfiguracoes,
  restaurarConfiguracoesPadrao,
} from "./settings.service";

/** "configuracoes-2025-03-14.json", the date of São Paulo. */
function nomeArquivo(now: Date): string {
  const dia = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(now);
  return `configuracoes-${dia}.json`;
}

/** /api/configuracoes — HTTP only. Every route acts on the signed-in account's one row. */
export function settingsRoutes({ db, now: relogio }: AppDeps) {
  const agora = () => relogio?.() ?? new Date();
  return new Hono<AppEnv>()
    .use(signedIn)
    .get("/", async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await obterConfiguracoes(db, { usuarioId, now: agora() }));
    })
    .put("/", corpo(ConfiguracoesInput), async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await editarConfiguracoes(db, { usuarioId, dados: c.req.valid("json"), now: agora() }));
    })
    .post("/restaurar-padrao", async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await restaurarConfiguracoesPadrao(db, { usuarioId, now: agora() }));
    })
    .get("/exportar", async (c) => {
      const { usuarioId } = requireAccount(c);
      const now = agora();
      c.header("Content-Disposition", `attachment; filename="${nomeArquivo(now)}"`);
      c.header("Cache-Control", "no-store");
      return c.json(await exportarConfiguracoes(db, { usuarioId, now }));
    })
    .post(
      "/importar",
      corpo(ImportacaoConfiguracoesInput, { erro: (campos) => new ArquivoInvalido(campos) }),
      async (c) => {
        const { usuarioId } = requireAccount(c);
        const dados = c.req.valid("json").configuracoes;
        return c.json(await importarConfiguracoes(db, { usuarioId, dados, now: agora() }));
      },
    );
}
