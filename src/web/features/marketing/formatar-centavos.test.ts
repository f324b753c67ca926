import { describe, expect, it } from "vitest";
import { formatarCentavos as daMoeda } from "@/shared/money";
import { formatarCentavos } from "./formatar-centavos";

describe("formatarCentavos da página inicial", () => {
  it("formata como o de shared/money", () => {
    for (const centavos of [0, 5, 650, 8990, 13000, 348290, 123456789, -700])
      expect(formatarCentavos(centavos)).toBe(daMoeda(centavos));
  });
});
