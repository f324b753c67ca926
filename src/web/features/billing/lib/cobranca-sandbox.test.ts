import { describe, expect, it } from "vitest";
import { formaInicial, rotuloStatusCobranca, situacaoCobranca } from "./cobranca-sandbox";

describe("sandbox charge", () => {
  it("is open while pending or overdue, paid once confirmed or received, closed when deleted or refunded", () => {
    expect(situacaoCobranca("PENDING")).toBe("aberta");
    expect(situacaoCobranca("OVERDUE")).toBe("aberta");
    expect(situacaoCobranca("CONFIRMED")).toBe("paga");
    expect(situacaoCobranca("RECEIVED")).toBe("paga");
    expect(situacaoCobranca("DELETED")).toBe("encerrada");
    expect(situacaoCobranca("REFUNDED")).toBe("encerrada");
  });

  it("names the status in Portuguese and keeps an unknown one as given", () => {
    expect(rotuloStatusCobranca("PENDING")).toBe("Aguardando pagamento");
    expect(rotuloStatusCobranca("RECEIVED")).toBe("Paga");
    expect(rotuloStatusCobranca("AWAITING_RISK_ANALYSIS")).toBe("AWAITING_RISK_ANALYSIS");
  });

  it("starts on the method already chosen, else on PIX", () => {
    expect(formaInicial("UNDEFINED")).toBe("PIX");
    expect(formaInicial("BOLETO")).toBe("BOLETO");
  });
});
