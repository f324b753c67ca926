import { describe, expect, test } from "vitest";
import { allowedOrigins, appUrl, parseEnv } from "./env";

describe("env", () => {
  test("defaults: port 3000, ./data, links to localhost", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(appUrl(env)).toBe("http://localhost:3000");
  });

  test("without APP_URL the app answers as localhost and as 127.0.0.1", () => {
    expect(allowedOrigins(parseEnv({ PORT: "4100" }))).toEqual([
      "http://localhost:4100",
      "http://127.0.0.1:4100",
    ]);
  });

  test("with APP_URL only that origin is allowed", () => {
    expect(allowedOrigins(parseEnv({ APP_URL: "https://bar.example.com/" }))).toEqual([
      "https://bar.example.com",
    ]);
  });

  test("empty values count as unset; bad values are refused with the variable's name", () => {
    expect(parseEnv({ DATABASE_URL: "  " }).DATABASE_URL).toBeUndefined();
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => parseEnv({ AUTH_SECRET: "curto" })).toThrow(/AUTH_SECRET/);
  });

  test("payments: the sandbox by default; Asaas needs its key and its webhook token", () => {
    expect(parseEnv({})).toMatchObject({ PAYMENT_PROVIDER: "sandbox", ASAAS_ENV: "sandbox" });
    expect(() => parseEnv({ PAYMENT_PROVIDER: "asaas" })).toThrow(
      /ASAAS_API_KEY: obrigatório quando PAYMENT_PROVIDER=asaas[\s\S]*ASAAS_WEBHOOK_TOKEN/,
    );
    expect(() =>
      parseEnv({ PAYMENT_PROVIDER: "asaas", ASAAS_API_KEY: "$aact_x", ASAAS_WEBHOOK_TOKEN: "curto" }),
    ).toThrow(/ASAAS_WEBHOOK_TOKEN: use pelo menos 16 caracteres/);
    const asaas = parseEnv({
      PAYMENT_PROVIDER: "asaas",
      ASAAS_API_KEY: "$aact_chave",
      ASAAS_WEBHOOK_TOKEN: "um-token-bem-comprido",
      ASAAS_ENV: "production",
    });
    expect(asaas).toMatchObject({ PAYMENT_PROVIDER: "asaas", ASAAS_ENV: "production" });
    expect(() => parseEnv({ ASAAS_ENV: "teste" })).toThrow(/ASAAS_ENV/);
  });
});
