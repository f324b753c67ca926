import { describe, expect, it } from "vitest";
import { ApiError } from "@/web/lib/api";
import {
  caminhoResultado,
  mensagemConsultaCompra,
  paginaDaCompra,
  paramTexto,
  redirecionamentoDaCompra,
  rotuloMetodo,
  rotuloStatus,
  tipoMetodo,
} from "./pagamento";

describe("payment return parameters", () => {
  it("classifies the method: boleto and bank_slip, pix, anything else", () => {
    expect(tipoMetodo("boleto")).toBe("boleto");
    expect(tipoMetodo("BANK_SLIP")).toBe("boleto");
    expect(tipoMetodo(" pix ")).toBe("pix");
    expect(tipoMetodo("credit_card")).toBe("outro");
    expect(tipoMetodo(null)).toBe("outro");
  });

  it("names known methods and statuses in Portuguese and keeps unknown ones as given", () => {
    expect(rotuloMetodo("bank_slip")).toBe("Boleto bancário");
    expect(rotuloMetodo("wallet")).toBe("wallet");
    expect(rotuloStatus("approved")).toBe("Aprovado");
    expect(rotuloStatus("in_process")).toBe("Em processamento");
    expect(rotuloStatus("weird")).toBe("weird");
  });

  it("treats blank parameters as absent and bounds long ones", () => {
    expect(paramTexto(null)).toBeNull();
    expect(paramTexto("   ")).toBeNull();
    expect(paramTexto(" 123 ")).toBe("123");
    const longo = paramTexto("x".repeat(500), 10)!;
    expect(longo).toHaveLength(10);
    expect(longo.endsWith("…")).toBe(true);
  });
});

describe("the result page of a purchase", () => {
  it("is success when paid, pending while waiting, error otherwise", () => {
    expect(paginaDaCompra("paga")).toBe("sucesso");
    expect(paginaDaCompra("aguardando")).toBe("pendente");
    expect(paginaDaCompra("recusada")).toBe("erro");
    expect(paginaDaCompra("vencida")).toBe("erro");
    expect(paginaDaCompra("cancelada")).toBe("erro");
    expect(caminhoResultado("sucesso", "c 1")).toBe("/pagamento/sucesso?payment_id=c+1");
  });

  it("moves a pending page when the purchase is paid or refused, and an error page when it was paid", () => {
    const compra = (status: Parameters<typeof paginaDaCompra>[0]) => ({ id: "c1", status });
    expect(redirecionamentoDaCompra("pendente", compra("aguardando"))).toBeNull();
    expect(redirecionamentoDaCompra("pendente", compra("paga"))).toBe("/pagamento/sucesso?payment_id=c1");
    expect(redirecionamentoDaCompra("pendente", compra("vencida"))).toBe("/pagamento/erro?payment_id=c1");
    expect(redirecionamentoDaCompra("erro", compra("paga"))).toBe("/pagamento/sucesso?payment_id=c1");
    expect(redirecionamentoDaCompra("erro", compra("recusada"))).toBeNull();
    // A refused card leaves the charge open: the error page stays, and the buyer may try again.
    expect(redirecionamentoDaCompra("erro", compra("aguardando"))).toBeNull();
  });

  it("keeps a success page waiting for the confirmation, and leaves it when the purchase failed", () => {
    expect(redirecionamentoDaCompra("sucesso", { id: "c1", status: "aguardando" })).toBeNull();
    expect(redirecionamentoDaCompra("sucesso", { id: "c1", status: "paga" })).toBeNull();
    expect(redirecionamentoDaCompra("sucesso", { id: "c1", status: "recusada" })).toBe(
      "/pagamento/erro?payment_id=c1",
    );
  });
});

describe("mensagemConsultaCompra", () => {
  it("tells an unknown payment from a server out of reach", () => {
    expect(mensagemConsultaCompra(new ApiError(404, "NaoEncontrado", "Pagamento não encontrado"))).toBe(
      "Pagamento não encontrado. Confira o endereço desta página; se você pagou, a confirmação chega por e-mail.",
    );
    expect(
      mensagemConsultaCompra(
        new ApiError(0, "SemConexao", "Sem conexão com o servidor. Verifique sua internet."),
      ),
    ).toContain("Não conseguimos consultar este pagamento agora (Sem conexão com o servidor.");
  });
});
