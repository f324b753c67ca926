import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SemAcesso } from "./sem-acesso";

describe("SemAcesso", () => {
  it("diz que a função não abre a tela e leva de volta à tela da função", () => {
    const saida = renderToStaticMarkup(
      <MemoryRouter>
        <SemAcesso funcao="Garçom" voltarPara="/app/comandas" />
      </MemoryRouter>,
    );
    expect(saida).toContain("Sua função não dá acesso a esta tela.");
    expect(saida).toContain("Garçom");
    expect(saida).toMatch(/href="\/app\/comandas"[^>]*>.*Voltar para a minha tela/);
  });
});
