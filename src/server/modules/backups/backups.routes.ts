import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { RestaurarArquivoInput, RestaurarBackupInput } from "@/shared/backups/schemas";
import { CorpoMuitoGrande, EntradaInvalida } from "../../lib/errors";
import { requireAccount, signedIn } from "../../lib/session";
import type { AppDeps, AppEnv } from "../../lib/types";
import { comId, LIMITE_JSON, MENSAGEM_JSON_INVALIDO, parseInput } from "../../lib/validation";
import { backupGrandeDemais, LIMITE_ARQUIVO_BYTES } from "./backups.arquivo";
import { backupNaoEncontrado, SomenteDono } from "./backups.errors";
import {
  criarBackup,
  listarBackups,
  type OrigemRestauracao,
  obterArquivoBackup,
  restaurarBackup,
} from "./backups.service";

/** Restoring replaces the account's data: only its owner may, never a person of the staff. */
function requireDono(c: Context<AppEnv>) {
  const conta = requireAccount(c);
  if (conta.papel !== "dono" || conta.pessoaId !== conta.usuarioId) throw new SomenteDono();
  return conta;
}

/** The file plus the form's few fields and boundaries; refused with 413 before it is read in full. */
const limiteDoUpload = bodyLimit({
  maxSize: LIMITE_ARQUIVO_BYTES + 64 * 1024,
  onError: () => {
    throw backupGrandeDemais();
  },
});

/** A file (multipart: `arquivo`, `confirmacao`) or a stored backup (JSON: `backup_id`, `confirmacao`). */
async function lerOrigem(c: Context<AppEnv>): Promise<OrigemRestauracao> {
  if ((c.req.header("content-type") ?? "").startsWith("multipart/form-data")) {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new EntradaInvalida({ arquivo: "Não foi possível ler o arquivo enviado." });
    }
    const { arquivo } = parseInput(RestaurarArquivoInput, form);
    return { arquivo: new Uint8Array(await arquivo.arrayBuffer()) };
  }
  // The upload limit covers the route; a JSON body (an id and a word) keeps the usual small one.
  const texto = await c.req.text();
  if (Buffer.byteLength(texto) > LIMITE_JSON) throw new CorpoMuitoGrande();
  let body: unknown;
  try {
    body = JSON.parse(texto);
  } catch {
    throw new EntradaInvalida({ _: MENSAGEM_JSON_INVALIDO });
  }
  return { backupId: parseInput(RestaurarBackupInput, body).backup_id };
}

/** /api/backups — HTTP only. */
export function backupsRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .use(signedIn)
    .get("/", async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await listarBackups(db, { usuarioId }));
    })
    .post("/", async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await criarBackup(db, { usuarioId }), 201);
    })
    .post("/restaurar", limiteDoUpload, async (c) => {
      const { usuarioId } = requireDono(c);
      const origem = await lerOrigem(c);
      return c.json(await restaurarBackup(db, { usuarioId, origem }));
    })
    .get("/:id/arquivo", comId(backupNaoEncontrado), async (c) => {
      const { usuarioId } = requireAccount(c);
      const { arquivo, nome, sha256 } = await obterArquivoBackup(db, { usuarioId, id: c.req.param("id") });
      return c.body(new Uint8Array(arquivo), 200, {
        "Content-Type": "application/gzip",
        "Content-Disposition": `attachment; filename="${nome}"`,
        "Cache-Control": "no-store",
        "X-Backup-Sha256": sha256,
      });
    });
}
