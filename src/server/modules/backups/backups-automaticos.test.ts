import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { diaEmSaoPaulo } from "@/shared/reports/metricas";
import { createTestApp, type TestApp } from "../../../../tests/support/app";
import { criarConta, criarProduto } from "../../../../tests/support/factories";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { configuracoes } from "../../db/schema";
import { tarefasDoServidor } from "../../jobs/agenda";
import { executarTarefa } from "../../jobs/tarefas";
import { listarBackups } from "./backups.service";

describeEachDatabase("backups automáticos", (getDb) => {
  let t: TestApp;
  const db = () => getDb().db;
  const tarefa = () =>
    tarefasDoServidor(
      { db: db(), env: t.env, mailer: t.mailer, authSecret: "segredo-de-teste" },
      { provedor: t.provedor },
    ).find((x) => x.nome === "backups-automaticos")!;
  let ligado: string;
  let desligado: string;
  let semConfiguracoes: string;

  beforeAll(async () => {
    t = createTestApp(getDb().db);
    ({ usuarioId: ligado } = await criarConta(db()));
    ({ usuarioId: desligado } = await criarConta(db()));
    ({ usuarioId: semConfiguracoes } = await criarConta(db()));
    await criarProduto(db(), ligado);
    await db()
      .update(configuracoes)
      .set({ backup_automatico: false })
      .where(eq(configuracoes.usuario_id, desligado));
    await db().delete(configuracoes).where(eq(configuracoes.usuario_id, semConfiguracoes));
  });
  afterAll(() => t.close());

  test("todo dia às 4h30: um por conta com a opção ligada (ligada por padrão sem configurações); a segunda execução do dia substitui", async () => {
    expect(tarefa().agenda).toBe("30 4 * * *");
    const agora = new Date("2026-03-01T07:30:00Z");
    expect(await executarTarefa(db(), tarefa(), agora)).toBe("executada");
    expect(await executarTarefa(db(), tarefa(), new Date("2026-03-01T09:00:00Z"))).toBe("executada");
    const doLigado = await listarBackups(db(), { usuarioId: ligado });
    expect(doLigado).toHaveLength(1);
    expect(doLigado[0]).toMatchObject({ tipo: "automatico", created_at: "2026-03-01T09:00:00.000Z" });
    expect(await listarBackups(db(), { usuarioId: desligado })).toEqual([]);
    expect(await listarBackups(db(), { usuarioId: semConfiguracoes })).toHaveLength(1);
    const [config] = await db()
      .select({ ultimo: configuracoes.ultimo_backup })
      .from(configuracoes)
      .where(eq(configuracoes.usuario_id, ligado));
    expect(config!.ultimo?.toISOString()).toBe("2026-03-01T09:00:00.000Z");
  });

  test("60 dias depois ficam os 7 últimos dias e mais 4 semanas, um por semana (o mais recente de cada)", async () => {
    const inicio = Date.parse("2026-03-02T07:30:00Z"); // segunda-feira, 4h30 em São Paulo
    for (let dia = 0; dia < 60; dia++) {
      await executarTarefa(db(), tarefa(), new Date(inicio + dia * 86_400_000));
    }
    const dias = (await listarBackups(db(), { usuarioId: ligado })).map((b) =>
      diaEmSaoPaulo(new Date(b.created_at)),
    );
    // The last day is 2026-04-30 (a Thursday): seven days back to 04-24, then the Sundays of the four
    // weeks before (the newest of each), the week of 04-20 included with its 04-23.
    expect(dias).toEqual([
      "2026-04-30",
      "2026-04-29",
      "2026-04-28",
      "2026-04-27",
      "2026-04-26",
      "2026-04-25",
      "2026-04-24",
      "2026-04-23",
      "2026-04-19",
      "2026-04-12",
      "2026-04-05",
    ]);
    const { rows } = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from backups where usuario_id = ${desligado}`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});
