import { describe, expect, test } from "vitest";
import type { Catalogo } from "@/shared/catalog/schemas";
import type { CatalogoEmCache } from "../lib/catalogo-em-cache";
import { carregarCatalogo } from "./listar-produtos";

const vazio = (versao: string, completo: boolean): Catalogo => ({
  versao,
  completo,
  produtos: [],
  removidos: [],
});

describe("carregarCatalogo", () => {
  const cache: CatalogoEmCache = { versao: "10", produtos: [] };

  test("sem cache pede a lista inteira; com cache, só as mudanças desde a sua versão", async () => {
    const pedidos: (string | undefined)[] = [];
    const ler = async (desde?: string) => {
      pedidos.push(desde);
      return vazio("12", desde === undefined);
    };
    expect(await carregarCatalogo(undefined, ler)).toEqual({ versao: "12", produtos: [] });
    expect(await carregarCatalogo(cache, ler)).toEqual({ versao: "12", produtos: [] });
    expect(pedidos).toEqual([undefined, "10"]);
  });

  test("uma mescla recusada não vira cache: a lista é pedida inteira", async () => {
    const pedidos: (string | undefined)[] = [];
    const ler = async (desde?: string) => {
      pedidos.push(desde);
      // An answer behind the cache (another server behind a balancer, say): not to be merged.
      return desde === undefined ? vazio("15", true) : vazio("9", false);
    };
    expect(await carregarCatalogo(cache, ler)).toEqual({ versao: "15", produtos: [] });
    expect(pedidos).toEqual(["10", undefined]);
  });

  test("uma falha da rede é um erro da consulta, não um cache velho dado como novo", async () => {
    const ler = async () => {
      throw new Error("sem conexão");
    };
    await expect(carregarCatalogo(cache, ler)).rejects.toThrow("sem conexão");
  });
});
