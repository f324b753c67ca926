import { eq, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { describeEachDatabase } from "../../../tests/support/test-db";
import { authRateLimits } from "../db/schema";
import { createRateLimitStore } from "./rate-limit";

describeEachDatabase("limite de tentativas (contador no banco)", (getDb) => {
  test("permite até o máximo, recusa com Retry-After, e recomeça quando a janela passa", async () => {
    const store = createRateLimitStore(getDb().db);
    const rule = { window: 60, max: 3 };
    const key = "10.0.0.1|/sign-in/email";
    for (let i = 0; i < 3; i++) expect((await store.consume(key, rule)).allowed).toBe(true);

    const recusado = await store.consume(key, rule);
    expect(recusado.allowed).toBe(false);
    expect(recusado.retryAfter).toBeGreaterThan(0);
    expect(recusado.retryAfter).toBeLessThanOrEqual(60);
    // Refused attempts do not push the window forward.
    expect((await store.consume(key, rule)).allowed).toBe(false);

    // Another key (address or path) has its own count.
    expect((await store.consume("10.0.0.2|/sign-in/email", rule)).allowed).toBe(true);

    // Move the last allowed request out of the window: the count starts over.
    await getDb()
      .db.update(authRateLimits)
      .set({ lastRequest: sql`${authRateLimits.lastRequest} - 61000` })
      .where(eq(authRateLimits.key, key));
    expect((await store.consume(key, rule)).allowed).toBe(true);
    const [row] = await getDb().db.select().from(authRateLimits).where(eq(authRateLimits.key, key));
    expect(row!.count).toBe(1);
  });

  test("pedidos simultâneos não passam do máximo", async () => {
    const store = createRateLimitStore(getDb().db);
    const rule = { window: 60, max: 5 };
    const results = await Promise.all(Array.from({ length: 20 }, () => store.consume("10.0.0.9|/x", rule)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });
});
