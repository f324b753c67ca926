/**
 * Journey: the account's backups in Configurações — "Backup manual" stores one and downloads it, the list
 * shows it, a stored backup is restored after typing RESTAURAR (what was made after it is gone), and a
 * broken file is refused in the dialog. Spec: accounts-plans-settings.md §2 (Backup section), §8
 * ("Backup manual executado com sucesso"); decision 112.
 */
import { readFile } from "node:fs/promises";
import { gunzipSync } from "node:zlib";
import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { produtos } from "@/server/db/schema";
import { setupE2e } from "../support/e2e";
import { criarConta, criarProduto } from "../support/factories";
import { entrarPelaTela, esperarToast } from "../support/paginas";

const e2e = setupE2e({ deps: { rateLimit: false } });

describe("backups da conta", () => {
  test("backup manual baixado, restaurado pela lista com RESTAURAR; arquivo quebrado recusado no diálogo", async () => {
    const db = e2e.app().db;
    const conta = await criarConta(db, { nomeEstabelecimento: "Bar do Backup" });
    await criarProduto(db, conta.usuarioId, { nome: "Cerveja de Antes" });
    const page = await e2e.newPage();
    await entrarPelaTela(e2e, page, conta, "/app/configuracoes");
    await page.getByRole("region", { name: "Backup" }).waitFor();
    await page.getByText("Nenhum backup guardado ainda.").waitFor();

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Backup manual" }).click();
    await esperarToast(page, "Backup manual executado com sucesso");
    const baixado = await download;
    expect(baixado.suggestedFilename()).toMatch(/^balcao-backup-\d{4}-\d{2}-\d{2}-\d{4}\.json\.gz$/);
    const texto = gunzipSync(await readFile((await baixado.path())!)).toString();
    expect(JSON.parse(texto.slice(0, texto.indexOf("\n")))).toMatchObject({
      formato: "balcao-backup",
      nome_estabelecimento: "Bar do Backup",
    });
    const lista = page.getByRole("list", { name: "Backups guardados" });
    await lista.getByText("Manual").waitFor();

    // Something made after the backup: the restore takes the account back to before it.
    await criarProduto(db, conta.usuarioId, { nome: "Cerveja de Depois" });
    await lista.getByRole("button", { name: /^Restaurar backup de / }).click();
    const dialogo = page.getByRole("alertdialog");
    await dialogo.getByText("Os dados atuais serão substituídos").waitFor();
    const restaurar = dialogo.getByRole("button", { name: "Restaurar backup" });
    expect(await restaurar.isDisabled()).toBe(true);
    await dialogo.getByLabel("Digite RESTAURAR para confirmar").fill("RESTAURAR");
    await restaurar.click();
    await esperarToast(page, "Backup restaurado com sucesso");
    const nomes = await db
      .select({ nome: produtos.nome })
      .from(produtos)
      .where(and(eq(produtos.usuario_id, conta.usuarioId), eq(produtos.ativo, true)));
    expect(nomes.map((p) => p.nome)).toEqual(["Cerveja de Antes"]);

    await page.getByLabel("Arquivo de backup").setInputFiles({
      name: "planilha.json.gz",
      mimeType: "application/gzip",
      buffer: Buffer.from("isto não é um backup"),
    });
    await dialogo.getByText("o arquivo planilha.json.gz").waitFor();
    await dialogo.getByLabel("Digite RESTAURAR para confirmar").fill("restaurar");
    await restaurar.click();
    await dialogo.getByText(/Arquivo de backup inválido: .*Nada foi alterado\./).waitFor();
    await dialogo.getByRole("button", { name: "Cancelar" }).click();
    await dialogo.waitFor({ state: "hidden" });
  });

  test("no celular (390 px) a lista cabe na tela, com baixar e restaurar à mão", async () => {
    const db = e2e.app().db;
    const conta = await criarConta(db);
    const page = await e2e.newPage({ viewport: "mobile" });
    await entrarPelaTela(e2e, page, conta, "/app/configuracoes");
    await page.getByRole("button", { name: "Backup manual" }).click();
    await esperarToast(page, "Backup manual executado com sucesso");
    const lista = page.getByRole("list", { name: "Backups guardados" });
    await lista.getByRole("button", { name: /^Baixar backup de / }).waitFor();
    await lista.getByRole("button", { name: /^Restaurar backup de / }).waitFor();
    const largura = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(largura).toBeLessThanOrEqual(390);
  });
});
