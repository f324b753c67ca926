/**
 * Factories with overrides. Accounts are created through the real sign-up service; what only the
 * server may set (role) is written straight to the database, as an operator would.
 */
import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { usuarios } from "@/server/db/schema";
import { cadastrarConta } from "@/server/modules/accounts/accounts.service";
import { criarProduto as criarProdutoService } from "@/server/modules/catalog/catalog.service";
import { CadastroInput } from "@/shared/accounts/schemas";
import { type Produto, ProdutoInput } from "@/shared/catalog/schemas";
import type { Device, TestApp } from "./app";

/** Sign-up, first access and reset share one password rule (decision 092). */
export const SENHA_PADRAO = "Balcao#2026";

/** A valid CPF (check digits computed), different on every call. */
export function gerarCpf(): string {
  const digits = Array.from({ length: 9 }, () => randomInt(10));
  if (digits.every((d) => d === digits[0])) digits[0] = (digits[0]! + 1) % 10;
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join("");
}

let sequence = 0;

export function cadastroInput(overrides: Partial<CadastroInput> = {}): CadastroInput {
  sequence += 1;
  return {
    email: `conta${sequence}-${randomInt(1e9)}@exemplo.com.br`,
    password: SENHA_PADRAO,
    nomeEstabelecimento: `Bar do Teste ${sequence}`,
    cnpjCpf: gerarCpf(),
    planoId: "plano-mensal-balcao",
    ...overrides,
  };
}

export interface ContaCriada {
  usuarioId: string;
  email: string;
  password: string;
}

export async function criarConta(
  db: Database,
  overrides: Partial<CadastroInput> & {
    primeiroAcesso?: boolean;
    role?: "usuario" | "super_admin";
    now?: Date;
  } = {},
): Promise<ContaCriada> {
  const { primeiroAcesso, role, now, ...input } = overrides;
  const dados = cadastroInput(input);
  const { usuarioId, email } = await cadastrarConta(db, CadastroInput.parse(dados), { primeiroAcesso, now });
  if (role) await db.update(usuarios).set({ role }).where(eq(usuarios.id, usuarioId));
  return { usuarioId, email, password: dados.password };
}

/** Signs the device in through better-auth's endpoint; fails loudly when it does not work. */
export async function entrar(device: Device, conta: { email: string; password: string }): Promise<void> {
  const response = await device.post("/api/auth/sign-in/email", {
    email: conta.email,
    password: conta.password,
  });
  if (response.status !== 200) {
    throw new Error(`Login falhou (${response.status}): ${await response.text()}`);
  }
}

/** A new account signed in on a new device of the app: the usual start of an API test. */
export async function contaLogada(
  t: TestApp,
  overrides: Parameters<typeof criarConta>[1] = {},
): Promise<ContaCriada & { device: Device }> {
  const conta = await criarConta(t.db, overrides);
  const device = t.device();
  await entrar(device, conta);
  return { ...conta, device };
}

let produtoSeq = 0;

/** A valid product form, different on every call (name and barcode), with overrides. */
export function produtoInput(overrides: Partial<ProdutoInput> = {}): ProdutoInput {
  produtoSeq += 1;
  return {
    nome: `Cerveja Teste ${produtoSeq}`,
    marca: "Marca Teste",
    volume: "350ml",
    categoria: "Cerveja",
    preco_compra: "3.19",
    preco_venda: "6.00",
    estoque_atual: 100,
    estoque_minimo: 10,
    codigo_barras: `7890000${String(produtoSeq).padStart(6, "0")}`,
    fornecedor: "Distribuidora Teste",
    ...overrides,
  };
}

/** Creates a product of the account through the catalogue service (as the API does). */
export async function criarProduto(
  db: Database,
  usuarioId: string,
  overrides: Partial<ProdutoInput> = {},
): Promise<Produto> {
  return criarProdutoService(db, { usuarioId, dados: ProdutoInput.parse(produtoInput(overrides)) });
}
