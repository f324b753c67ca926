import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { createTestApp, type Device } from "../../../tests/support/app";
import { criarConta, entrar } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-db";
import { authRateLimits, authSessions } from "../db/schema";
import { AUTH_RATE_LIMITS } from "./auth";
import { parseEnv } from "./env";
import { forwardedClientIp, parseTrustedProxies } from "./trusted-proxy";

describe("endereço do cliente (função pura)", () => {
  const confiaveis = parseTrustedProxies("10.9.9.9, 172.16.0.0/12, 2001:db8::/32");

  test.each([
    ["sem proxy configurado, o cabeçalho é ignorado", "10.9.9.9", "203.0.113.5", null, "10.9.9.9"],
    ["do proxy: o endereço que ele encaminha", "10.9.9.9", "203.0.113.5", confiaveis, "203.0.113.5"],
    [
      "o que o cliente inventou à esquerda não vale",
      "10.9.9.9",
      "198.51.100.1, 203.0.113.5",
      confiaveis,
      "203.0.113.5",
    ],
    [
      "proxies internos confiáveis são pulados",
      "10.9.9.9",
      "203.0.113.5, 172.16.3.4",
      confiaveis,
      "203.0.113.5",
    ],
    ["de quem não é o proxy: o cabeçalho é ignorado", "203.0.113.9", "1.2.3.4", confiaveis, "203.0.113.9"],
    ["do proxy sem cabeçalho: o próprio proxy", "10.9.9.9", undefined, confiaveis, "10.9.9.9"],
    ["cabeçalho ilegível: fica no último endereço confiável", "10.9.9.9", "lixo", confiaveis, "10.9.9.9"],
    ["IPv4 escrito como IPv6 pelo socket", "::ffff:10.9.9.9", "203.0.113.5", confiaveis, "203.0.113.5"],
    ["porta no cabeçalho", "10.9.9.9", "203.0.113.5:4711", confiaveis, "203.0.113.5"],
    ["IPv6 com colchetes e porta", "2001:db8::7", "[2001:db9::1]:443", confiaveis, "2001:db9::1"],
    ["todos confiáveis: o mais à esquerda", "10.9.9.9", "172.16.0.1", confiaveis, "172.16.0.1"],
  ] as const)("%s", (_nome, peer, cabecalho, lista, esperado) => {
    expect(forwardedClientIp(peer, cabecalho, lista)).toBe(esperado);
  });

  test.each(["10.0.0.1/33", "abc", "10.0.0.1,", "true", "2"])(
    "TRUSTED_PROXY=%s é recusado na partida",
    (valor) => {
      expect(() => parseEnv({ TRUSTED_PROXY: valor })).toThrow(/Configuração inválida[\s\S]*TRUSTED_PROXY/);
    },
  );
});

describeEachDatabase("endereço do cliente atrás de proxy reverso", (getDb) => {
  const LOGIN = "/api/auth/sign-in/email";
  const chavesDoLogin = async () =>
    (await getDb().db.select({ key: authRateLimits.key }).from(authRateLimits))
      .map((r) => r.key)
      .filter((k) => k.endsWith(`|${LOGIN.replace("/api/auth", "")}`) && !k.startsWith("conta:"));
  const errar = (device: Device, encaminhado: string, i: number) =>
    device.post(
      LOGIN,
      { email: `ninguem${i}-${encaminhado}@exemplo.com.br`, password: "errada" },
      { headers: { "x-forwarded-for": encaminhado } },
    );

  test("sem TRUSTED_PROXY, X-Forwarded-For é ignorado: o limite é do endereço do socket", async () => {
    const t = createTestApp(getDb().db);
    try {
      const device = t.device("10.20.0.1");
      const { max } = AUTH_RATE_LIMITS["/sign-in/email"];
      for (let i = 0; i < max; i++) expect((await errar(device, `203.0.113.${i + 1}`, i)).status).toBe(401);
      expect((await errar(device, "203.0.113.99", 99)).status).toBe(429);
      const chaves = await chavesDoLogin();
      expect(chaves).toContain("10.20.0.1|/sign-in/email");
      expect(chaves.filter((k) => k.startsWith("203.0.113."))).toEqual([]);
    } finally {
      t.close();
    }
  });

  test("com TRUSTED_PROXY, o endereço encaminhado pelo proxy é a chave; de outro par, o cabeçalho não vale", async () => {
    const t = createTestApp(getDb().db, { env: { TRUSTED_PROXY: "10.30.0.1" } });
    try {
      const proxy = t.device("10.30.0.1");
      const { max } = AUTH_RATE_LIMITS["/sign-in/email"];
      for (let i = 0; i < max; i++) expect((await errar(proxy, "198.51.100.5", i)).status).toBe(401);
      expect((await errar(proxy, "198.51.100.5", 50)).status).toBe(429);
      // Another client behind the same proxy has its own count.
      expect((await errar(proxy, "198.51.100.6", 51)).status).toBe(401);
      expect(await chavesDoLogin()).toEqual(
        expect.arrayContaining(["198.51.100.5|/sign-in/email", "198.51.100.6|/sign-in/email"]),
      );

      // Our own routes' limits (sign-up) and the session's address use the same client address.
      await proxy.post("/api/contas/cadastro", {}, { headers: { "x-forwarded-for": "198.51.100.7" } });
      const [cadastro] = await getDb()
        .db.select()
        .from(authRateLimits)
        .where(eq(authRateLimits.key, "198.51.100.7|/api/contas/cadastro"));
      expect(cadastro).toBeDefined();
      const conta = await criarConta(getDb().db);
      const login = await proxy.post(LOGIN, conta, { headers: { "x-forwarded-for": "198.51.100.8" } });
      expect(login.status).toBe(200);
      const [sessao] = await getDb()
        .db.select({ ip: authSessions.ipAddress })
        .from(authSessions)
        .where(eq(authSessions.userId, conta.usuarioId));
      expect(sessao?.ip).toBe("198.51.100.8");

      // A client talking to the server directly cannot choose its bucket with the header.
      const direto = t.device("10.40.0.1");
      expect((await errar(direto, "198.51.100.9", 60)).status).toBe(401);
      const chaves = await chavesDoLogin();
      expect(chaves).toContain("10.40.0.1|/sign-in/email");
      expect(chaves).not.toContain("198.51.100.9|/sign-in/email");
      await entrar(t.device(), conta);
    } finally {
      t.close();
    }
  });
});
