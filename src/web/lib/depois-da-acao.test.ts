import { QueryClient } from "@tanstack/react-query";
import { describe, expect, test } from "vitest";
import { invalidar } from "./depois-da-acao";

describe("invalidar", () => {
  test("invalida as chaves, menos as consultas que a resposta acabou de trazer", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(["pdv", "resumo"], { vendas: 1 });
    queryClient.setQueryData(["caixas", "abertos"], []);
    queryClient.setQueryData(["caixas", "fechados"], []);
    const trazida = queryClient.getQueryCache().find({ queryKey: ["caixas", "abertos"] })!.queryHash;
    await invalidar(queryClient, [["pdv"], ["caixas"]], new Set([trazida]));
    const invalidadas = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.isInvalidated })
      .map((query) => query.queryKey);
    expect(invalidadas).toEqual([
      ["pdv", "resumo"],
      ["caixas", "fechados"],
    ]);
  });
});
