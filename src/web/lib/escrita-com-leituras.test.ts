import { QueryClient, type QueryKey, QueryObserver } from "@tanstack/react-query";
import type { ClientResponse } from "hono/client";
import { afterEach, describe, expect, test } from "vitest";
import { CABECALHO_COM_LEITURAS, CABECALHO_LEITURAS, CABECALHO_TRANSACOES } from "@/shared/leituras/leituras";
import { definirAoVivo } from "./depois-da-acao";
import { definirAfetadas, escreverComLeituras, lidaEm, lidasPeloAviso } from "./escrita-com-leituras";

// What each notice makes stale, as the app's live table would say.
definirAfetadas((tipo, id) =>
  tipo === "venda"
    ? [["pdv", "resumo"], ["caixas"]]
    : tipo === "comanda"
      ? [["pdv", "comanda", id ?? ""]]
      : [],
);

/** A client with queries on screen (observed), each holding data, and one cached but not on screen. */
function tela() {
  const queryClient = new QueryClient();
  const mostrar = (queryKey: QueryKey, data: unknown, meta?: ReturnType<typeof lidaEm>) => {
    queryClient.setQueryData(queryKey, data);
    new QueryObserver(queryClient, { queryKey, meta, staleTime: Number.POSITIVE_INFINITY }).subscribe(
      () => {},
    );
  };
  mostrar(["pdv", "resumo"], { vendas: 1 }, lidaEm("/api/pdv/resumo"));
  mostrar(["caixas", "abertos"], [], lidaEm("/api/caixas/abertos"));
  mostrar(["caixas", "sem-caminho"], []);
  mostrar(["outra", "tela"], 1, lidaEm("/api/outra"));
  queryClient.setQueryData(["caixas", "fechados"], []);
  return queryClient;
}

/** The server's answer: the route's own, wrapped with the reads when there are any. */
function responder(resposta: unknown, leituras: Record<string, unknown> | null, transacao = "42") {
  const headers: Record<string, string> = { [CABECALHO_TRANSACOES]: transacao };
  if (leituras) headers[CABECALHO_COM_LEITURAS] = "1";
  const corpo = leituras ? { resposta, leituras } : resposta;
  return Promise.resolve(
    new Response(JSON.stringify(corpo), { headers }) as unknown as ClientResponse<unknown>,
  );
}

describe("escreverComLeituras", () => {
  afterEach(() => definirAoVivo(false));

  test("pede só o que os seus avisos tornam velho e está na tela; põe o lido no cache; o aviso da própria transação o deixa em paz", async () => {
    definirAoVivo(true);
    const queryClient = tela();
    let pedidas = "";
    const resposta = await escreverComLeituras(queryClient, {
      avisos: [{ tipo: "venda" }],
      enviar: ({ headers }) => {
        pedidas = headers[CABECALHO_LEITURAS] ?? "";
        return responder(
          { id: "v1" },
          { "/api/pdv/resumo": { vendas: 2 }, "/api/caixas/abertos": [{ id: "c1" }] },
        );
      },
    });
    expect(resposta).toEqual({ id: "v1" });
    expect(pedidas.split(" ").sort()).toEqual(["/api/caixas/abertos", "/api/pdv/resumo"]);
    expect(queryClient.getQueryData(["pdv", "resumo"])).toEqual({ vendas: 2 });
    expect(queryClient.getQueryData(["caixas", "abertos"])).toEqual([{ id: "c1" }]);

    const proprias = await lidasPeloAviso({ tipo: "venda", tx: "42" });
    expect(proprias).toEqual(
      new Set([
        queryClient.getQueryCache().find({ queryKey: ["pdv", "resumo"] })!.queryHash,
        queryClient.getQueryCache().find({ queryKey: ["caixas", "abertos"] })!.queryHash,
      ]),
    );
    expect(await lidasPeloAviso({ tipo: "venda", tx: "43" })).toEqual(new Set());
    expect(await lidasPeloAviso({ tipo: "venda" })).toEqual(new Set());
  });

  test("um aviso que chega antes da resposta espera por ela", async () => {
    const queryClient = tela();
    let responderAgora = () => {};
    const escrita = escreverComLeituras(queryClient, {
      avisos: [{ tipo: "venda" }],
      enviar: () =>
        new Promise<ClientResponse<unknown>>((resolve) => {
          responderAgora = () => void responder({}, { "/api/pdv/resumo": { vendas: 3 } }, "77").then(resolve);
        }),
    });
    const aviso = lidasPeloAviso({ tipo: "venda", tx: "77" });
    responderAgora();
    await escrita;
    expect((await aviso).size).toBe(1);
  });

  test("sem o stream, invalida o resto do que os avisos tornam velho, não o que a resposta trouxe", async () => {
    const queryClient = tela();
    await escreverComLeituras(queryClient, {
      avisos: [{ tipo: "venda" }],
      enviar: () => responder({}, { "/api/pdv/resumo": { vendas: 2 } }),
    });
    const invalidadas = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.isInvalidated })
      .map((query) => query.queryKey);
    expect(invalidadas).toEqual([
      ["caixas", "abertos"],
      ["caixas", "sem-caminho"],
      ["caixas", "fechados"],
    ]);
  });

  test("uma leitura que não se mescla fica para o aviso; a resposta sem leituras (servidor antigo) é a da rota", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(["pdv", "resumo"], { vendas: 1 });
    const meta = {
      leitura: {
        caminho: () => "/api/pdv/resumo",
        aplicar: () => {
          throw new Error("versão mais nova no cache");
        },
      },
    };
    new QueryObserver(queryClient, {
      queryKey: ["pdv", "resumo"],
      meta,
      staleTime: Number.POSITIVE_INFINITY,
    }).subscribe(() => {});
    definirAoVivo(true);
    await escreverComLeituras(queryClient, {
      avisos: [{ tipo: "venda" }],
      enviar: () => responder({}, { "/api/pdv/resumo": { vendas: 9 } }, "90"),
    });
    expect(queryClient.getQueryData(["pdv", "resumo"])).toEqual({ vendas: 1 });
    expect((await lidasPeloAviso({ tipo: "venda", tx: "90" })).size).toBe(0);

    const semLeituras = await escreverComLeituras(queryClient, {
      avisos: [{ tipo: "venda" }],
      enviar: () => responder({ id: "x" }, null),
    });
    expect(semLeituras).toEqual({ id: "x" });
  });

  test("a resposta da rota vai para a consulta que ela é, sem ser lida de novo", async () => {
    definirAoVivo(true);
    const queryClient = tela();
    let pedidas = "";
    await escreverComLeituras(queryClient, {
      avisos: [{ tipo: "venda" }],
      enviar: ({ headers }) => {
        pedidas = headers[CABECALHO_LEITURAS] ?? "";
        return responder({ vendas: 5 }, { "/api/caixas/abertos": [] }, "92");
      },
      respostaEm: ["pdv", "resumo"],
    });
    expect(pedidas).toBe("/api/caixas/abertos");
    expect(queryClient.getQueryData(["pdv", "resumo"])).toEqual({ vendas: 5 });
    expect((await lidasPeloAviso({ tipo: "venda", tx: "92" })).size).toBe(2);
  });

  test("o que a escrita criou é lido pelo id da resposta e guardado na sua chave", async () => {
    definirAoVivo(true);
    const queryClient = new QueryClient();
    let pedidas = "";
    await escreverComLeituras(queryClient, {
      avisos: [{ tipo: "comanda" }],
      enviar: ({ headers }) => {
        pedidas = headers[CABECALHO_LEITURAS] ?? "";
        return responder({ id: "c9" }, { "/api/comandas/{id}": { comanda: { id: "c9" } } }, "91");
      },
      criado: { caminho: "/api/comandas/{id}", chave: (id) => ["pdv", "comanda", id] },
    });
    expect(pedidas).toBe("/api/comandas/{id}");
    expect(queryClient.getQueryData(["pdv", "comanda", "c9"])).toEqual({ comanda: { id: "c9" } });
    expect((await lidasPeloAviso({ tipo: "comanda", id: "c9", tx: "91" })).size).toBe(1);
  });
});
