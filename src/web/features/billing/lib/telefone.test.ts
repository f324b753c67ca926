import { describe, expect, it } from "vitest";
import { mascararTelefone } from "./telefone";

describe("mascararTelefone", () => {
  it("masks landlines and mobiles with their area code", () => {
    expect(mascararTelefone("1131234567")).toBe("(11) 3123-4567");
    expect(mascararTelefone("11912345678")).toBe("(11) 91234-5678");
  });

  it("masks while typing and ignores what is not a digit or beyond 11 digits", () => {
    expect(mascararTelefone("")).toBe("");
    expect(mascararTelefone("1")).toBe("(1");
    expect(mascararTelefone("119")).toBe("(11) 9");
    expect(mascararTelefone("113123")).toBe("(11) 3123");
    expect(mascararTelefone("(11) 3123-45")).toBe("(11) 3123-45");
    expect(mascararTelefone("11 91234 5678 99")).toBe("(11) 91234-5678");
  });
});
