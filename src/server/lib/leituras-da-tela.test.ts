import { afterAll, beforeAll, expect, test } from "vitest";
import {
  CABECALHO_COM_LEITURAS,
  CABECALHO_LEITURAS,
  CABECALHO_TRANSACOES,
  type ComLeituras,
} from "@/shared/leituras/leituras";
import type { Comanda, ComandaComNota, Mesa, VendaComNota } from "@/shared/pos/schemas";
import { createTestApp, type Device, json, type TestApp } from "../../../tests/support/app";
import { contarComandos } from "../../../tests/support/comandos";
import { LeitorDeEventos } from "../../../tests/support/eventos";
import { contaLogada, criarProduto } from "../../../tests/support/factories";
import { vendaInput } from "../../../tests/support/pos";
import { describeEachDatabase } from "../../../tests/support/test-db";
import { lerPedidoDeLeituras } from "./leituras-da-tela";

const leituras = (...caminhos: string[]) => ({ headers: { [CABECALHO_LEITURAS]: caminhos.join(" ") } });

test("só caminhos da API sem reescrita, fora do stream, do login e dos webhooks, sem repetição e no máximo 8", () => {
  expect(
    lerPedidoDeLeituras(
      "/api/pdv/resumo /api/comandas?status=aberta /api/eventos /api/auth/get-session /api/webhooks/pagamentos " +
        "/api/../api/mesas /api/mesas#x http://outro/api/mesas /outra /api/pdv/resumo /api/comandas/{id}",
    ),
  ).toEqual(["/api/pdv/resumo", "/api/comandas?status=aberta", "/api/comandas/{id}"]);
  expect(
    lerPedidoDeLeituras(Array.from({ length: 12 }, (_, i) => `/api/mesas?i=${i}`).join(" ")),
  ).toHaveLength(8);
  expect(lerPedidoDeLeituras(undefined)).toEqual([]);
});

describeEachDatabase("a escrita responde com o que a tela mostra (cabeçalho Balcao-Leituras)", (getDb) => {
  let t: TestApp;
  const abertos: LeitorDeEventos[] = [];

  beforeAll(() => {
    t = createTestApp(getDb().db);
  });
  afterAll(async () => {
    await Promise.all(abertos.map((leitor) => leitor.fechar()));
    await t.close();
  });

  const lerGet = async (device: Device, caminho: string) => {
    const response = await device.get(caminho);
    expect(response.status).toBe(200);
    return json<unknown>(response);
  };
  const abrirEventos = async (device: Device) => {
    const leitor = await new LeitorDeEventos(await device.get("/api/eventos")).pronto();
    abertos.push(leitor);
    return leitor;
  };

  test("as leituras usam a sessão que a escrita já leu: um comando de sessão por requisição", async () => {
    const { device, usuarioId } = await contaLogada(t);
    const produto = await criarProduto(t.db, usuarioId, { estoque_atual: 10 });
    const { textos } = await contarComandos(getDb(), async () => {
      const response = await device.post(
        "/api/vendas",
        vendaInput([{ produto_id: produto.id, quantidade: 1 }]),
        leituras("/api/pdv/resumo", "/api/caixas/abertos", "/api/alertas"),
      );
      expect(response.status).toBe(201);
      const corpo = await json<ComLeituras<VendaComNota>>(response);
      expect(Object.keys(corpo.leituras)).toHaveLength(3);
    });
    expect(textos.filter((texto) => /from "auth_sessions"/.test(texto))).toHaveLength(1);
    expect(textos.some((texto) => /balcao_registrar_venda/.test(texto))).toBe(true);
  });

  test("a venda traz os cartões, os caixas e o sino como os GETs os dariam, e nomeia a transação dos seus avisos", async () => {
    const { device, usuarioId } = await contaLogada(t);
    const produto = await criarProduto(t.db, usuarioId, { estoque_atual: 6, estoque_minimo: 5 });
    const leitor = await abrirEventos(device);

    const response = await device.post(
      "/api/vendas",
      vendaInput([{ produto_id: produto.id, quantidade: 2 }]),
      leituras("/api/pdv/resumo", "/api/caixas/abertos", "/api/alertas"),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get(CABECALHO_COM_LEITURAS)).toBe("1");
    const texto = await response.clone().text();
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(texto)));
    const corpo = await json<ComLeituras<VendaComNota>>(response);
    expect(corpo.resposta.venda.itens).toHaveLength(1);
    expect(corpo.leituras).toEqual({
      "/api/pdv/resumo": await lerGet(device, "/api/pdv/resumo"),
      "/api/caixas/abertos": await lerGet(device, "/api/caixas/abertos"),
      "/api/alertas": await lerGet(device, "/api/alertas"),
    });
    expect(corpo.leituras["/api/pdv/resumo"]).toMatchObject({ vendas_hoje: 1 });

    // Both notices of the sale come from the one transaction the answer names.
    const transacoes = response.headers.get(CABECALHO_TRANSACOES)?.split(",");
    expect(transacoes).toHaveLength(1);
    const avisos = [await leitor.proximoAviso(), await leitor.proximoAviso()];
    expect(avisos.map((aviso) => aviso.tipo)).toEqual(["venda", "movimentacao"]);
    expect(avisos.map((aviso) => aviso.tx)).toEqual([transacoes![0], transacoes![0]]);
  });

  test("sem o cabeçalho a resposta é a da rota; a transação vem do mesmo jeito", async () => {
    const { device, usuarioId } = await contaLogada(t);
    const produto = await criarProduto(t.db, usuarioId, { estoque_atual: 10 });
    const response = await device.post(
      "/api/vendas",
      vendaInput([{ produto_id: produto.id, quantidade: 1 }]),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get(CABECALHO_COM_LEITURAS)).toBeNull();
    expect(response.headers.get(CABECALHO_TRANSACOES)).toMatch(/^\d+$/);
    expect(await json<VendaComNota>(response)).toHaveProperty("venda");
  });

  test("a comanda aberta é lida pelo seu id ({id}); a de outra conta e o que não é 200 ficam de fora", async () => {
    const outra = await contaLogada(t);
    const mesaOutra = await json<Mesa>(await outra.device.post("/api/mesas", { numero_mesa: 1 }));
    const comandaOutra = await json<Comanda>(
      await outra.device.post("/api/comandas", { mesa_id: mesaOutra.id }),
    );

    const { device } = await contaLogada(t);
    const mesa = await json<Mesa>(await device.post("/api/mesas", { numero_mesa: 1 }));
    const response = await device.post(
      "/api/comandas",
      { mesa_id: mesa.id },
      leituras(
        "/api/comandas/{id}",
        "/api/mesas",
        `/api/comandas/${comandaOutra.id}`,
        "/api/nao-existe",
        // 200, but a file, not JSON.
        "/api/produtos/exportar.csv",
      ),
    );
    expect(response.status).toBe(201);
    const corpo = await json<ComLeituras<Comanda>>(response);
    expect(Object.keys(corpo.leituras).sort()).toEqual(["/api/comandas/{id}", "/api/mesas"]);
    const detalhe = corpo.leituras["/api/comandas/{id}"] as ComandaComNota;
    expect(detalhe.comanda.id).toBe(corpo.resposta.id);
    // The same as the GET but for the moment the note is printed at.
    const lido = (await lerGet(device, `/api/comandas/${corpo.resposta.id}`)) as ComandaComNota;
    expect({ ...detalhe, nota: { ...detalhe.nota, dataHora: "" } }).toEqual({
      ...lido,
      nota: { ...lido.nota, dataHora: "" },
    });
    expect(corpo.leituras["/api/mesas"]).toEqual(await lerGet(device, "/api/mesas"));
  });

  test("uma remoção sem corpo (204) responde 200 para trazer as leituras; sem pedir, continua 204", async () => {
    const { device } = await contaLogada(t);
    const [primeira, segunda] = [
      await json<Mesa>(await device.post("/api/mesas", { numero_mesa: 1 })),
      await json<Mesa>(await device.post("/api/mesas", { numero_mesa: 2 })),
    ];
    const comLeituras = await device.request("DELETE", `/api/mesas/${primeira.id}`, leituras("/api/mesas"));
    expect(comLeituras.status).toBe(200);
    expect(await json(comLeituras)).toEqual({ resposta: null, leituras: { "/api/mesas": [segunda] } });
    const semPedir = await device.request("DELETE", `/api/mesas/${segunda.id}`);
    expect(semPedir.status).toBe(204);
    expect(semPedir.headers.get(CABECALHO_TRANSACOES)).toMatch(/^\d+$/);
  });

  test("uma escrita recusada responde só a recusa, sem leituras nem transação", async () => {
    const { device } = await contaLogada(t);
    const response = await device.post("/api/vendas", vendaInput([]), leituras("/api/pdv/resumo"));
    expect(response.status).toBe(400);
    expect(response.headers.get(CABECALHO_COM_LEITURAS)).toBeNull();
    expect(response.headers.get(CABECALHO_TRANSACOES)).toBeNull();
    expect(await json(response)).toMatchObject({ code: "CarrinhoVazio" });
  });

  test("sem sessão não há leitura: a escrita é recusada antes", async () => {
    const device = t.device();
    const response = await device.post("/api/vendas", vendaInput([]), leituras("/api/pdv/resumo"));
    expect(response.status).toBe(401);
    expect(response.headers.get(CABECALHO_COM_LEITURAS)).toBeNull();
  });
});
