import { describe, expect, it } from "vitest";
import { maskTelefone } from "./telefone";

describe("maskTelefone", () => {
  it("masks landlines and mobiles with their area code", () => {
    expect(maskTelefone("1131234567")).toBe("(11) 3123-4567");
    expect(maskTelefone("11912345678")).toBe("(11) 91234-5678");
  });

  it("masks while typing and ignores what is not a digit or beyond 11 digits", () => {
    expect(maskTelefone("")).toBe("");
    expect(maskTelefone("1")).toBe("(1");
    expect(maskTelefone("119")).toBe("(11) 9");
    expect(maskTelefone("113123")).toBe("(11) 3123");
    expect(maskTelefone("(11) 3123-45")).toBe("(11) 3123-45");
    expect(maskTelefone("11 91234 5678 99")).toBe("(11) 91234-5678");
  });
});
