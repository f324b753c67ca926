import { sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { describeEachDatabase } from "../../../tests/support/test-db";
import { executarTarefa, type Tarefa } from "./tarefas";

describeEachDatabase("tarefas agendadas", (getDb) => {
  const db = () => getDb().db;

  test("uma execução por vez: a outra, ao mesmo tempo, é pulada (ou espera a vez, no banco embutido)", async () => {
    let execucoes = 0;
    let liberar!: () => void;
    const liberada = new Promise<void>((resolve) => {
      liberar = resolve;
    });
    let entrou!: () => void;
    const primeiraRodando = new Promise<void>((resolve) => {
      entrou = resolve;
    });
    const tarefa: Tarefa = {
      nome: "teste-exclusiva",
      agenda: "* * * * *",
      async executar({ tx }) {
        execucoes++;
        entrou();
        await tx.execute(sql`select 1`);
        await liberada;
      },
    };
    // No sleeps: the second run starts once the first holds the lock, and (on PostgreSQL, where it does
    // not wait) has given up before the first may finish, however slow the machine.
    const primeira = executarTarefa(db(), tarefa);
    await primeiraRodando;
    const segunda = executarTarefa(db(), tarefa);
    if (getDb().kind === "postgres") await segunda;
    liberar();
    const resultados = await Promise.all([primeira, segunda]);
    if (getDb().kind === "postgres") {
      // Two connections, as two server processes have: the lock lets one run, the other skips.
      expect(resultados.sort()).toEqual(["em-outro-processo", "executada"]);
      expect(execucoes).toBe(1);
    } else {
      // PGlite runs one transaction at a time: the second waits, then finds the run over and runs.
      expect(resultados).toEqual(["executada", "executada"]);
      expect(execucoes).toBe(2);
    }
  });

  test("o que a tarefa grava é desfeito se ela falha; o passo de depois só roda após o commit", async () => {
    await db().execute(sql`create table if not exists tarefa_teste (n int)`);
    const ordem: string[] = [];
    const falha: Tarefa = {
      nome: "teste-falha",
      agenda: "* * * * *",
      async executar({ tx }) {
        await tx.execute(sql`insert into tarefa_teste values (1)`);
        throw new Error("falhou no meio");
      },
    };
    await expect(executarTarefa(db(), falha)).rejects.toThrow("falhou no meio");
    const ok: Tarefa = {
      nome: "teste-depois",
      agenda: "* * * * *",
      async executar({ tx }) {
        await tx.execute(sql`insert into tarefa_teste values (2)`);
        ordem.push("executar");
        return async () => {
          const { rows } = await db().execute<{ n: number }>(sql`select n from tarefa_teste`);
          ordem.push(`depois viu ${rows.map((r) => r.n).join(",")}`);
        };
      },
    };
    expect(await executarTarefa(db(), ok)).toBe("executada");
    expect(ordem).toEqual(["executar", "depois viu 2"]);
  });
});
