import { describe, expect, test } from "vitest";
import { createWedgeScanner, type WedgeKey } from "./wedge-scanner";

/** Types `text` starting at `start`, one key every `gap` ms; returns the time of the last key. */
function typeKeys(
  scanner: ReturnType<typeof createWedgeScanner>,
  text: string,
  { start = 0, gap = 5, editable = false }: { start?: number; gap?: number; editable?: boolean } = {},
) {
  const outcomes = [...text].map((key, i) => scanner.key({ key, time: start + i * gap, editable }));
  return { last: start + (text.length - 1) * gap, outcomes };
}

const key = (key: string, time: number, extra: Partial<WedgeKey> = {}): WedgeKey => ({
  key,
  time,
  editable: false,
  ...extra,
});

describe("leitor de código de barras (teclado)", () => {
  test("uma rajada seguida de Enter é um código, e o Enter é consumido", () => {
    const scanner = createWedgeScanner();
    const { last, outcomes } = typeKeys(scanner, "7891149100316");
    expect(outcomes.every((o) => o.code === null && !o.consumed)).toBe(true);
    expect(scanner.key(key("Enter", last + 5))).toEqual({
      code: "7891149100316",
      consumed: true,
      cancelled: false,
    });
    expect(scanner.deadline()).toBeNull();
  });

  test("sem Enter, o código termina depois de 100 ms sem tecla", () => {
    const scanner = createWedgeScanner();
    const { last } = typeKeys(scanner, "12345", { start: 1000 });
    expect(scanner.deadline()).toBe(last + 100);
    expect(scanner.flush(last + 99)).toBeNull();
    expect(scanner.flush(last + 100)).toBe("12345");
    expect(scanner.deadline()).toBeNull();
    expect(scanner.flush(last + 300)).toBeNull();
  });

  test("códigos de até 3 caracteres são ignorados, e o Enter segue para a página", () => {
    const scanner = createWedgeScanner();
    const { last } = typeKeys(scanner, "123");
    expect(scanner.key(key("Enter", last + 5))).toEqual({ code: null, consumed: false, cancelled: false });
    typeKeys(scanner, "abc", { start: 500 });
    expect(scanner.flush(1000)).toBeNull();
    expect(scanner.key(key("Enter", 2000))).toEqual({ code: null, consumed: false, cancelled: false });
  });

  test("exatamente 4 caracteres já é um código", () => {
    const scanner = createWedgeScanner();
    const { last } = typeKeys(scanner, "A1B2");
    expect(scanner.key(key("Enter", last + 1)).code).toBe("A1B2");
  });

  test("Escape cancela o código em leitura", () => {
    const scanner = createWedgeScanner();
    const { last } = typeKeys(scanner, "789114");
    expect(scanner.key(key("Escape", last + 5))).toEqual({ code: null, consumed: false, cancelled: true });
    expect(scanner.deadline()).toBeNull();
    expect(scanner.key(key("Enter", last + 10)).code).toBeNull();
  });

  test("uma pausa de mais de 100 ms começa um código novo", () => {
    const scanner = createWedgeScanner();
    typeKeys(scanner, "99", { start: 0 });
    // The timer did not fire (busy thread): the next key still sees that "99" ended long ago.
    const { last } = typeKeys(scanner, "4321", { start: 400 });
    expect(scanner.key(key("Enter", last + 5)).code).toBe("4321");
  });

  test("um código vencido cujo timer atrasou sai na tecla seguinte", () => {
    const scanner = createWedgeScanner();
    typeKeys(scanner, "55556666", { start: 0 });
    const outcome = scanner.key(key("1", 900));
    expect(outcome.code).toBe("55556666");
    expect(scanner.deadline()).toBe(1000);
  });

  test("Shift (maiúsculas), Tab e atalhos não entram no código nem quebram a rajada", () => {
    const scanner = createWedgeScanner();
    scanner.key(key("Shift", 0));
    scanner.key(key("A", 2));
    scanner.key(key("Shift", 4));
    scanner.key(key("B", 6));
    scanner.key(key("c", 8, { modifier: true }));
    scanner.key(key("1", 10));
    scanner.key(key("2", 12));
    expect(scanner.key(key("Enter", 14)).code).toBe("AB12");
  });

  test("pessoa digitando devagar fora de um campo: cada tecla expira sozinha", () => {
    const scanner = createWedgeScanner();
    let codes = 0;
    for (const [i, ch] of [..."78911491"].entries()) {
      if (scanner.key(key(ch, i * 180)).code) codes++;
      if (scanner.flush(i * 180 + 150)) codes++;
    }
    expect(codes).toBe(0);
  });

  describe("em um campo de texto", () => {
    test("digitação de uma pessoa não vira código, e o Enter fica com o campo", () => {
      const scanner = createWedgeScanner();
      // Fast for a person (70 ms between keys) but not for a scanner.
      const { last } = typeKeys(scanner, "heineken", { gap: 70, editable: true });
      expect(scanner.key(key("Enter", last + 70, { editable: true }))).toEqual({
        code: null,
        consumed: false,
        cancelled: false,
      });
      typeKeys(scanner, "brahma", { start: 5000, gap: 60, editable: true });
      expect(scanner.flush(5000 + 5 * 60 + 100)).toBeNull();
    });

    test("uma rajada na velocidade do leitor é um código, com ou sem Enter", () => {
      const scanner = createWedgeScanner();
      const { last } = typeKeys(scanner, "7891149100316", { gap: 8, editable: true });
      expect(scanner.key(key("Enter", last + 8, { editable: true }))).toMatchObject({
        code: "7891149100316",
        consumed: true,
      });
      const second = typeKeys(scanner, "7894900011517", { start: 1000, gap: 12, editable: true });
      expect(scanner.flush(second.last + 100)).toBe("7894900011517");
    });

    test("uma única tecla lenta no meio desqualifica a rajada", () => {
      const scanner = createWedgeScanner();
      typeKeys(scanner, "789114", { gap: 5, editable: true });
      scanner.key(key("9", 25 + 60, { editable: true }));
      expect(scanner.key(key("Enter", 90, { editable: true })).code).toBeNull();
    });

    test("fora de um campo, a mesma digitação de 70 ms é aceita (o código termina só após 100 ms)", () => {
      const scanner = createWedgeScanner();
      const { last } = typeKeys(scanner, "12345678", { gap: 70 });
      expect(scanner.key(key("Enter", last + 70)).code).toBe("12345678");
    });
  });

  test("opções: intervalo final e tamanho mínimo", () => {
    const scanner = createWedgeScanner({ endGapMs: 50, minLength: 2 });
    typeKeys(scanner, "12", { gap: 10 });
    expect(scanner.deadline()).toBe(60);
    expect(scanner.flush(60)).toBe("12");
  });

  test("opções passadas como undefined ficam com o padrão", () => {
    const scanner = createWedgeScanner({
      endGapMs: undefined,
      scannerGapMs: undefined,
      minLength: undefined,
    });
    const { last } = typeKeys(scanner, "1234");
    expect(scanner.deadline()).toBe(last + 100);
    expect(scanner.key(key("Enter", last + 5)).code).toBe("1234");
  });
});
