import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { assinaturas, auditoria, usuarios } from "@/server/db/schema";
import { criarConta } from "../../../../tests/support/factories";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import {
  ativarAssinatura,
  cancelarAssinatura,
  renovarAssinatura,
  suspenderAssinatura,
  varrerAssinaturas,
} from "./assinaturas.service";

const DIA = 24 * 60 * 60 * 1000;
const INICIO = new Date("2026-03-10T15:00:00Z");

describeEachDatabase("transições da assinatura", (getDb) => {
  const db = () => getDb().db;
  const assinaturaDe = async (usuarioId: string) => {
    const [row] = await db().select().from(assinaturas).where(eq(assinaturas.usuario_id, usuarioId));
    return row!;
  };
  const auditoriaDe = (usuarioId: string) =>
    db().select().from(auditoria).where(eq(auditoria.usuario_id, usuarioId)).orderBy(auditoria.momento);
  const provedor = { origem: "provedor" as const, detalhes: { evento: "evt_1" } };

  test("renovar o teste não pago conta do fim dos dias grátis; renovar a ativa conta do vencimento", async () => {
    const { usuarioId } = await criarConta(db(), { now: INICIO });
    const fimDoTeste = new Date(INICIO.getTime() + 7 * DIA);
    const pagoNoSegundoDia = new Date(INICIO.getTime() + 2 * DIA);
    await renovarAssinatura(db(), { usuarioId, autoria: provedor, agora: pagoNoSegundoDia, fimDoTeste });
    const ativa = await assinaturaDe(usuarioId);
    expect(ativa.status).toBe("ativa");
    expect(ativa.data_vencimento.toISOString()).toBe("2026-04-17T15:00:00.000Z");
    const [perfil] = await db().select().from(usuarios).where(eq(usuarios.id, usuarioId));
    expect(perfil).toMatchObject({ status_assinatura: "ativa", em_periodo_teste: false });

    // Renewing again, paid early: counted from the due date, never shortened; the plan switches on upgrade.
    await renovarAssinatura(db(), {
      usuarioId,
      meses: 12,
      planoId: "plano-anual-balcao",
      autoria: provedor,
      agora: new Date("2026-04-01T12:00:00Z"),
    });
    const anual = await assinaturaDe(usuarioId);
    expect(anual.data_vencimento.toISOString()).toBe("2027-04-17T15:00:00.000Z");
    expect(anual).toMatchObject({
      plano_id: "plano-anual-balcao",
      valor_total: "838.80",
      valor_mensal: "69.90",
    });
    expect((await auditoriaDe(usuarioId)).map((a) => [a.origem, a.acao])).toEqual([
      ["provedor", "renovar"],
      ["provedor", "renovar"],
    ]);
  });

  test("ativar põe um mês à frente; suspender e cancelar guardam o motivo padrão da especificação", async () => {
    const { usuarioId } = await criarConta(db(), { now: INICIO });
    const admin = { origem: "admin" as const, autorId: usuarioId };
    await ativarAssinatura(db(), { usuarioId, autoria: admin, agora: INICIO });
    expect((await assinaturaDe(usuarioId)).data_vencimento.toISOString()).toBe("2026-04-10T15:00:00.000Z");
    await suspenderAssinatura(db(), { usuarioId, autoria: admin, agora: INICIO });
    expect(await assinaturaDe(usuarioId)).toMatchObject({
      status: "suspensa",
      observacoes: "Suspensa automaticamente por vencimento",
    });
    await cancelarAssinatura(db(), { usuarioId, autoria: admin, agora: INICIO });
    const cancelada = await assinaturaDe(usuarioId);
    expect(cancelada).toMatchObject({ status: "cancelada", observacoes: "Cancelada pelo usuário" });
    expect(cancelada.data_cancelamento?.toISOString()).toBe(INICIO.toISOString());
  });

  test("o dono cancela: o acesso vai até o fim do pago, e a varredura cancela no vencimento", async () => {
    const { usuarioId } = await criarConta(db(), { now: INICIO });
    await ativarAssinatura(db(), { usuarioId, autoria: provedor, agora: INICIO });
    const dono = { origem: "conta" as const, autorId: usuarioId };
    await cancelarAssinatura(db(), { usuarioId, noFimDoPeriodo: true, autoria: dono, agora: INICIO });
    expect(await assinaturaDe(usuarioId)).toMatchObject({ status: "ativa" });
    await varrerAssinaturas(db(), { agora: new Date("2026-04-10T14:00:00Z") });
    expect((await assinaturaDe(usuarioId)).status).toBe("ativa");
    await varrerAssinaturas(db(), { agora: new Date("2026-04-10T16:00:00Z") });
    expect(await assinaturaDe(usuarioId)).toMatchObject({
      status: "cancelada",
      observacoes: "Cancelada pelo usuário",
    });
  });

  test("varredura: suspende cada ativa vencida uma vez, com a data de São Paulo, mesmo com duas ao mesmo tempo", async () => {
    const contas = await Promise.all(Array.from({ length: 6 }, () => criarConta(db(), { now: INICIO })));
    // Due on 10/04 at 01:30 UTC: still 09/04 in São Paulo.
    const agora = new Date("2026-04-10T01:30:00Z");
    for (const { usuarioId } of contas.slice(0, 4)) {
      await ativarAssinatura(db(), { usuarioId, autoria: provedor, agora: new Date("2026-03-10T01:30:00Z") });
    }
    const depois = new Date(agora.getTime() + 1000);
    const [a, b] = await Promise.all([
      varrerAssinaturas(db(), { agora: depois }),
      varrerAssinaturas(db(), { agora: depois }),
    ]);
    expect(a.suspensas + b.suspensas).toBe(4);
    for (const { usuarioId } of contas.slice(0, 4)) {
      expect(await assinaturaDe(usuarioId)).toMatchObject({
        status: "suspensa",
        observacoes: "Vencida em 09/04/2026",
      });
      const linhas = (await auditoriaDe(usuarioId)).filter((l) => l.origem === "varredura");
      expect(linhas).toHaveLength(1);
    }
    // The trials nobody paid are pendente: the access rule closes them, the sweep leaves them.
    for (const { usuarioId } of contas.slice(4))
      expect((await assinaturaDe(usuarioId)).status).toBe("pendente");
  });
});
