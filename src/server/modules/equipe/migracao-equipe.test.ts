import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { criarConta } from "../../../../tests/support/factories";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { equipe, usuarios } from "../../db/schema";

/** The migration's data step: every account that existed before staff logins gets its owner as 'dono'. */
const PREENCHIMENTO = readFileSync(
  path.join(import.meta.dirname, "../../db/migrations/0012_equipe.sql"),
  "utf8",
)
  .split("--> statement-breakpoint")
  .map((s) => s.trim())
  .find((s) => s.includes('INSERT INTO "equipe"'));

describeEachDatabase("migração da equipe", (getDb) => {
  test("as contas que já existiam ganham o dono na equipe, com o nome pessoal ou o do estabelecimento", async () => {
    expect(PREENCHIMENTO).toBeDefined();
    const db = getDb().db;
    const semNome = await criarConta(db, { nomeEstabelecimento: "Bar Antigo" });
    const comNome = await criarConta(db, { nomeEstabelecimento: "Bar Velho" });
    await db.update(usuarios).set({ nome: "Rosa Dona" }).where(eq(usuarios.id, comNome.usuarioId));
    // As before the migration: accounts without people.
    for (const id of [semNome.usuarioId, comNome.usuarioId]) await db.delete(equipe).where(eq(equipe.id, id));

    await db.execute(sql.raw(PREENCHIMENTO!));
    await db.execute(sql.raw(PREENCHIMENTO!)); // Run again: nothing doubles.

    const pessoas = await db.select().from(equipe).where(eq(equipe.papel, "dono"));
    expect(pessoas.find((p) => p.id === semNome.usuarioId)).toMatchObject({
      usuario_id: semNome.usuarioId,
      nome: "Bar Antigo",
      email: semNome.email,
      ativo: true,
      convite_pendente: false,
    });
    expect(pessoas.find((p) => p.id === comNome.usuarioId)).toMatchObject({ nome: "Rosa Dona" });
  });
});
