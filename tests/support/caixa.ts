/**
 * Cash register helpers for API tests: each action the way the till sends it, with a fresh idempotency
 * key unless the test gives one, and readers of what was stored.
 */
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "@/server/db/client";
import { caixaMovimentos, caixas, pagamentos } from "@/server/db/schema";
import { CaixaComNota, type ContadoInput } from "@/shared/caixa/schemas";
import { type Device, json } from "./app";

export async function abrirCaixaPelaApi(
  device: Device,
  { terminal = "Caixa 1", fundo_troco = "200.00", chave_idempotencia = randomUUID() } = {},
) {
  return device.post("/api/caixas", { terminal, fundo_troco, chave_idempotencia });
}

/** Opens a caixa and answers it (fails the test when it does not open). */
export async function caixaAberto(device: Device, opcoes: Parameters<typeof abrirCaixaPelaApi>[1] = {}) {
  const r = await abrirCaixaPelaApi(device, opcoes);
  expect(r.status).toBe(201);
  return CaixaComNota.parse(await json(r)).caixa;
}

export function movimentoPelaApi(
  device: Device,
  id: string,
  body: { tipo: "sangria" | "suprimento"; valor: string; motivo?: string; chave_idempotencia?: string },
) {
  return device.post(`/api/caixas/${id}/movimentos`, {
    motivo: "Teste",
    chave_idempotencia: randomUUID(),
    ...body,
  });
}

export function fecharCaixaPelaApi(
  device: Device,
  id: string,
  contado: Partial<ContadoInput>,
  {
    observacoes,
    chave_idempotencia = randomUUID(),
  }: { observacoes?: string; chave_idempotencia?: string } = {},
) {
  return device.post(`/api/caixas/${id}/fechar`, { contado, observacoes, chave_idempotencia });
}

export async function caixaNoBanco(db: Database, id: string) {
  const [row] = await db.select().from(caixas).where(eq(caixas.id, id));
  return row!;
}

export function movimentosNoBanco(db: Database, caixaId: string) {
  return db
    .select()
    .from(caixaMovimentos)
    .where(eq(caixaMovimentos.caixa_id, caixaId))
    .orderBy(asc(caixaMovimentos.created_at));
}

export function pagamentosDoCaixa(db: Database, caixaId: string) {
  return db.select().from(pagamentos).where(eq(pagamentos.caixa_id, caixaId));
}
