import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, test } from "vitest";
import { definirAoVivo, depoisDaAcao, depoisDaTentativa } from "./depois-da-acao";

function cliente() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(["pdv", "resumo"], { vendas: 1 });
  queryClient.setQueryData(["caixas"], []);
  const invalida = () => queryClient.getQueryCache().findAll({ predicate: (q) => q.state.isInvalidated });
  return { queryClient, invalidadas: () => invalida().map((q) => q.queryKey) };
}

describe("depois da ação", () => {
  afterEach(() => definirAoVivo(false));

  test("com o stream ao vivo, o aviso da própria escrita atualiza a tela: nada é invalidado aqui", async () => {
    definirAoVivo(true);
    const { queryClient, invalidadas } = cliente();
    await depoisDaAcao(queryClient, [["pdv", "resumo"]]);
    expect(invalidadas()).toEqual([]);
  });

  test("sem o stream, a ação invalida o que mudou", async () => {
    const { queryClient, invalidadas } = cliente();
    await depoisDaAcao(queryClient, [["pdv", "resumo"]]);
    expect(invalidadas()).toEqual([["pdv", "resumo"]]);
  });

  test("uma recusa invalida na hora, com o stream ao vivo ou não; um sucesso segue a regra do stream", async () => {
    definirAoVivo(true);
    const recusa = cliente();
    await depoisDaTentativa(recusa.queryClient, [["caixas"]], new Error("409"));
    expect(recusa.invalidadas()).toEqual([["caixas"]]);
    const sucesso = cliente();
    await depoisDaTentativa(sucesso.queryClient, [["caixas"]], null);
    expect(sucesso.invalidadas()).toEqual([]);
  });
});
