import { describe, expect, test } from "vitest";
import "./zod-jitless";
import { z } from "@/shared/zod";

describe("zod sem eval no navegador", () => {
  test("o z de shared/zod lê o jitless que zod-jitless.ts deixou na config global", () => {
    expect(z.config().jitless).toBe(true);
  });
});
