import { describe, expect, it } from "vitest";
import { PRAZO_BOLETO_MS, tempoRestante } from "./prazo-boleto";

const agora = Date.UTC(2025, 0, 10, 12, 0, 0);

describe("tempoRestante", () => {
  it("starts at 3 days for a boleto opened now", () => {
    expect(tempoRestante(agora + PRAZO_BOLETO_MS, agora)).toEqual({
      dias: 3,
      horas: 0,
      minutos: 0,
      expirado: false,
    });
  });

  it("splits the remainder into days, hours and whole minutes", () => {
    const prazo = agora + PRAZO_BOLETO_MS;
    const depois = agora + 61 * 60_000 + 30_000; // 1 h 1 min 30 s later
    expect(tempoRestante(prazo, depois)).toEqual({ dias: 2, horas: 22, minutos: 58, expirado: false });
  });

  it("rounds seconds down, so the last minute reads 0 minutes but is not yet expired", () => {
    expect(tempoRestante(agora + 59_000, agora)).toEqual({ dias: 0, horas: 0, minutos: 0, expirado: false });
  });

  it("is expired exactly at the deadline and after it", () => {
    expect(tempoRestante(agora, agora).expirado).toBe(true);
    expect(tempoRestante(agora, agora + 1).expirado).toBe(true);
    expect(tempoRestante(agora, agora + PRAZO_BOLETO_MS)).toEqual({
      dias: 0,
      horas: 0,
      minutos: 0,
      expirado: true,
    });
  });

  it("treats an invalid deadline as expired", () => {
    expect(tempoRestante(Number.NaN, agora).expirado).toBe(true);
  });
});
