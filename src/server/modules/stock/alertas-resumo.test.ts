/**
 * The hourly low-stock digest (decision 113), through a real SMTP server: one e-mail per account whose
 * two toggles are on, with the products that crossed since the last one, once.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { configuracoes } from "@/server/db/schema";
import { createTestApp, type TestApp } from "../../../../tests/support/app";
import { criarConta, criarProduto } from "../../../../tests/support/factories";
import { header, startSmtpServer, type TestSmtpServer, textPart } from "../../../../tests/support/smtp";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { tarefasDoServidor } from "../../jobs/agenda";
import { executarTarefa, type Tarefa } from "../../jobs/tarefas";

describeEachDatabase("resumo de estoque baixo por e-mail", (getDb) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let tarefa: Tarefa;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = createTestApp(getDb().db, { env: { SMTP_URL: smtp.url } });
    const deps = { db: t.db, env: t.env, mailer: t.mailer, authSecret: "x".repeat(32) };
    tarefa = tarefasDoServidor(deps, { provedor: t.provedor }).find(
      (x) => x.nome === "resumo-alertas-estoque",
    )!;
  });
  afterAll(async () => {
    t.close();
    await smtp.close();
  });

  const db = () => getDb().db;
  const desligar = (usuarioId: string, campo: "notificacao_email" | "notificacao_estoque_baixo") =>
    db()
      .update(configuracoes)
      .set({ [campo]: false })
      .where(eq(configuracoes.usuario_id, usuarioId));
  const rodar = () => executarTarefa(db(), tarefa);
  /** Lets any message still in flight arrive before counting. */
  const assentar = () => new Promise((resolve) => setTimeout(resolve, 300));

  test("chega uma mensagem por conta com os produtos que cruzaram; a segunda execução não envia nada", async () => {
    expect(tarefa.agenda).toBe("0 * * * *");
    const ana = await criarConta(db(), { email: "ana@bar.com", nomeEstabelecimento: "Bar da Ana" });
    const semEmail = await criarConta(db());
    const semAlerta = await criarConta(db());
    await desligar(semEmail.usuarioId, "notificacao_email");
    await desligar(semAlerta.usuarioId, "notificacao_estoque_baixo");

    await criarProduto(db(), ana.usuarioId, {
      nome: "Heineken Long Neck",
      marca: "Heineken",
      estoque_atual: 3,
      estoque_minimo: 12,
    });
    await criarProduto(db(), ana.usuarioId, {
      nome: "Skol Lata",
      marca: "Skol",
      estoque_atual: 9,
      estoque_minimo: 10,
    });
    await criarProduto(db(), ana.usuarioId, { nome: "Brahma Lata", estoque_atual: 50, estoque_minimo: 10 });
    await criarProduto(db(), semEmail.usuarioId, { nome: "Original", estoque_atual: 1 });
    await criarProduto(db(), semAlerta.usuarioId, { nome: "Amstel", estoque_atual: 1 });

    expect(await rodar()).toBe("executada");
    const mensagem = await smtp.nextMessage();
    await assentar();
    expect(smtp.received).toHaveLength(1);
    expect(mensagem.to).toEqual(["ana@bar.com"]);
    expect(header(mensagem.raw, "subject")).toBeTruthy();
    const texto = textPart(mensagem.raw);
    expect(texto).toContain("Estes produtos ficaram com o estoque no mínimo ou abaixo dele:");
    expect(texto).toContain("Olá, Bar da Ana!");
    expect(texto).toContain("- Heineken Long Neck (Heineken): estoque 3, mínimo 12 — Crítico");
    expect(texto).toContain("- Skol Lata (Skol): estoque 9, mínimo 10 — Baixo");
    expect(texto).not.toContain("Brahma");
    expect(texto).toContain("http://localhost:3000/app/estoque");

    expect(await rodar()).toBe("executada");
    await assentar();
    expect(smtp.received).toHaveLength(1);

    // A new crossing: the next digest has only it.
    await criarProduto(db(), ana.usuarioId, {
      nome: "Coca-Cola Lata",
      marca: "Coca-Cola",
      estoque_atual: 2,
      estoque_minimo: 6,
    });
    await rodar();
    const segunda = textPart((await smtp.nextMessage()).raw);
    expect(segunda).toContain("- Coca-Cola Lata (Coca-Cola): estoque 2, mínimo 6 — Crítico");
    expect(segunda).not.toContain("Heineken");
    await rodar();
    await assentar();
    expect(smtp.received).toHaveLength(2);
  });
});
