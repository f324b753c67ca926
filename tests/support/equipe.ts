/**
 * People of an establishment for API tests: invited through the real staff API (the owner's device),
 * then given a password by following the e-mailed set-password link, exactly as the person would.
 */
import { expect } from "vitest";
import type { Papel } from "@/shared/equipe/papeis";
import type { Pessoa } from "@/shared/equipe/schemas";
import { type Device, json, type TestApp } from "./app";
import { entrar, SENHA_PADRAO } from "./factories";

let sequencia = 0;

export function conviteInput(
  papel: Exclude<Papel, "dono">,
  overrides: { nome?: string; email?: string } = {},
) {
  sequencia += 1;
  return {
    nome: overrides.nome ?? `Pessoa ${sequencia}`,
    email: overrides.email ?? `pessoa${sequencia}-${Date.now()}@exemplo.com.br`,
    papel,
  };
}

/** The token of the newest e-mail's set-password link (after better-auth checked it). */
export async function tokenDoUltimoEmail(t: TestApp, para: string): Promise<string> {
  const mail = await t.lastEmail();
  expect(mail.to).toBe(para);
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  expect(link).toMatch(/\/api\/auth\/reset-password\/[^/?]+\?callbackURL=/);
  const clique = await t.device().get(link!);
  expect(clique.status).toBe(302);
  const token = new URL(clique.headers.get("location")!).searchParams.get("token");
  expect(token).toBeTruthy();
  return token!;
}

export async function definirSenhaPeloLink(t: TestApp, token: string, senha = SENHA_PADRAO) {
  const resposta = await t.device().post("/api/auth/reset-password", {
    novaSenha: senha,
    confirmacao: senha,
    token,
  });
  expect(resposta.status).toBe(200);
}

export interface PessoaLogada {
  pessoa: Pessoa;
  email: string;
  password: string;
  device: Device;
}

/** Invite → link → password → sign-in: a person of `dono`'s establishment, signed in on a new device. */
export async function pessoaLogada(
  t: TestApp,
  dono: Device,
  papel: Exclude<Papel, "dono">,
  overrides: { nome?: string } = {},
): Promise<PessoaLogada> {
  const input = conviteInput(papel, overrides);
  const resposta = await dono.post("/api/equipe", input);
  expect(resposta.status).toBe(201);
  const pessoa = await json<Pessoa>(resposta);
  await definirSenhaPeloLink(t, await tokenDoUltimoEmail(t, input.email));
  const device = t.device();
  await entrar(device, { email: input.email, password: SENHA_PADRAO });
  return { pessoa, email: input.email, password: SENHA_PADRAO, device };
}
