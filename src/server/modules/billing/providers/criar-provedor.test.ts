import { expect, test } from "vitest";
import type { Database } from "@/server/db/client";
import { parseEnv } from "@/server/lib/env";
import { criarProvedorPagamento } from "./criar-provedor";

const db = {} as Database;
const entregar = async () => 200;
const authSecret = "s".repeat(32);

test("PAYMENT_PROVIDER escolhe o provedor: o de testes por padrão, o Asaas com suas chaves", () => {
  const padrao = criarProvedorPagamento({ db, env: parseEnv({}), authSecret }, entregar);
  expect(padrao.nome).toBe("sandbox");

  const env = parseEnv({
    PAYMENT_PROVIDER: "asaas",
    ASAAS_API_KEY: "$aact_chave_de_teste",
    ASAAS_WEBHOOK_TOKEN: "token-do-webhook-123456",
  });
  expect(criarProvedorPagamento({ db, env, authSecret }, entregar).nome).toBe("asaas");
});

test("Asaas sem as chaves não sobe: a configuração diz o que falta", () => {
  expect(() => parseEnv({ PAYMENT_PROVIDER: "asaas" })).toThrow(/ASAAS_API_KEY: obrigatório/);
});
