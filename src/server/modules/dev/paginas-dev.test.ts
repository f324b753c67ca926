import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { createTestApp } from "../../../../tests/support/app";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { parseEnv } from "../../lib/env";
import { outboxNotice } from "../../lib/mail";

/**
 * The outbox holds password-reset links: its pages exist only when development is asked for by name,
 * never by default.
 */
describeEachDatabase("páginas de desenvolvimento", (getDb) => {
  const apps: ReturnType<typeof createTestApp>[] = [];
  const app = (NODE_ENV: string) => {
    const t = createTestApp(getDb().db, { env: { NODE_ENV } });
    apps.push(t);
    return t;
  };
  afterAll(() => {
    for (const t of apps) t.close();
  });

  test.each([
    ["sem NODE_ENV", ""],
    ["NODE_ENV=production", "production"],
    ["NODE_ENV=test", "test"],
  ])("%s: /dev/emails não existe (404)", async (_, nodeEnv) => {
    const t = app(nodeEnv);
    expect((await t.device().get("/dev/emails")).status).toBe(404);
    expect((await t.device().get("/dev/emails/1700000000000-abcdef12")).status).toBe(404);
  });

  test("NODE_ENV=development, dito explicitamente: /dev/emails lista a caixa de saída", async () => {
    const t = app("development");
    const response = await t.device().get("/dev/emails");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Caixa de saída");
  });
});

describe("aviso de início sobre a caixa de saída", () => {
  test("sem NODE_ENV: aponta a pasta no disco, não uma página", () => {
    const aviso = outboxNotice(parseEnv({ DATA_DIR: "/srv/balcao" }));
    expect(aviso).toContain(path.resolve("/srv/balcao", "outbox"));
    expect(aviso).not.toContain("/dev/emails");
  });

  test("em desenvolvimento: aponta /dev/emails", () => {
    const aviso = outboxNotice(parseEnv({ NODE_ENV: "development", PORT: "3001" }));
    expect(aviso).toContain("http://localhost:3001/dev/emails");
  });

  test("com SMTP_URL: nenhum aviso", () => {
    expect(outboxNotice(parseEnv({ SMTP_URL: "smtp://mail.example.com:587" }))).toBeNull();
  });
});
