import { describe, expect, it } from "vitest";
import { formatarDinheiro } from "@/web/lib/format";
import {
  formatarDia,
  formatarDiaDaSemana,
  formatarDiaMes,
  formatarDinheiroCompacto,
  formatarIntervalo,
  formatarMesAno,
  formatarPercentual,
  nomeArquivoPdf,
  participacao,
  periodoDaUrl,
  ticksDoPeriodo,
  variacao,
} from "./formatar";

// Intl writes a no-break space between "R$" and the number.
const sp = (texto: string) => texto.replace(/\u00a0/g, " ");

describe("periodoDaUrl", () => {
  it("keeps a known period and falls back to 30 dias otherwise", () => {
    expect(periodoDaUrl("7dias")).toBe("7dias");
    expect(periodoDaUrl("1ano")).toBe("1ano");
    expect(periodoDaUrl(null)).toBe("30dias");
    expect(periodoDaUrl("")).toBe("30dias");
    expect(periodoDaUrl("365dias")).toBe("30dias");
    expect(periodoDaUrl("toString")).toBe("30dias");
  });
});

describe("variacao", () => {
  it("signs a growth and says what it compares with", () => {
    expect(variacao(12.5)).toEqual({ valor: "+12,5%", texto: "+12,5% vs. período anterior", tom: "alta" });
    expect(variacao(-3.2)).toEqual({ valor: "-3,2%", texto: "-3,2% vs. período anterior", tom: "queda" });
    expect(variacao(0)).toEqual({ valor: "0,0%", texto: "0,0% vs. período anterior", tom: "estavel" });
    expect(variacao(2.1, "p.p.").valor).toBe("+2,1 p.p.");
  });

  it("is red only when it rounds to a real fall (no '-0,0%')", () => {
    expect(variacao(-0.04)).toMatchObject({ valor: "0,0%", tom: "estavel" });
    expect(variacao(-0.05).tom).toBe("queda");
    expect(variacao(1234.56).valor).toBe("+1.234,6%");
  });

  it("never shows Infinity or NaN: no previous period reads '—'", () => {
    for (const valor of [null, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN]) {
      const v = variacao(valor);
      expect(v).toEqual({ valor: "—", texto: "— sem dados do período anterior", tom: "sem-dados" });
      expect(v.texto).not.toMatch(/Infinity|NaN/);
    }
  });
});

describe("numbers", () => {
  it("formats money exactly from the API's text", () => {
    expect(sp(formatarDinheiro("1234.50"))).toBe("R$ 1.234,50");
    expect(sp(formatarDinheiro("0.10"))).toBe("R$ 0,10");
    expect(sp(formatarDinheiroCompacto(1234))).toBe("R$ 1,2 mil");
    expect(sp(formatarDinheiroCompacto(12))).toBe("R$ 12");
  });

  it("formats the margin, '—' without revenue", () => {
    expect(formatarPercentual(38.25)).toBe("38,3%");
    expect(formatarPercentual(null)).toBe("—");
  });

  it("computes shares from centavos, 0 without a total", () => {
    expect(participacao(60000, 123450)).toBe(48.6);
    expect(participacao(1, 3)).toBe(33.3);
    expect(participacao(5, 0)).toBe(0);
  });
});

describe("dates (calendar days, whatever the browser's zone)", () => {
  it("formats YYYY-MM-DD without going through a Date in local time", () => {
    expect(formatarDia("2025-03-01")).toBe("01/03/2025");
    expect(formatarDiaMes("2025-03-01")).toBe("01/03");
    expect(formatarMesAno("2025-03-01")).toBe("mar/25");
    expect(formatarMesAno("2024-12-01")).toBe("dez/24");
    expect(formatarDiaDaSemana("2025-03-15")).toBe("sáb. 15/03/2025");
    expect(formatarIntervalo("2025-03-01", "2025-03-30")).toBe("01/03/2025 a 30/03/2025");
  });

  it("ticks a long period on the first of each month", () => {
    const dias = ["2025-01-30", "2025-01-31", "2025-02-01", "2025-02-02", "2025-03-01"];
    expect(ticksDoPeriodo("1ano", dias)).toEqual(["2025-02-01", "2025-03-01"]);
    expect(ticksDoPeriodo("90dias", dias)).toBeUndefined();
    expect(ticksDoPeriodo("30dias", dias)).toBeUndefined();
  });

  it("names the PDF with the period and São Paulo's date", () => {
    // 02:30 UTC on the 31st is still the 30th in São Paulo (UTC-3).
    expect(nomeArquivoPdf("30dias", new Date("2025-03-31T02:30:00Z"))).toBe(
      "relatorio-30dias-2025-03-30.pdf",
    );
    expect(nomeArquivoPdf("1ano", new Date("2025-03-31T03:30:00Z"))).toBe("relatorio-1ano-2025-03-31.pdf");
  });
});
