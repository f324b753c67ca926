import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Comanda, Mesa, VendaComNota } from "@/shared/pos/schemas";
import { createTestApp, type Device, type ErroApi, json, type TestApp } from "../../../../tests/support/app";
import { LeitorDeEventos } from "../../../../tests/support/eventos";
import {
  contaLogada,
  criarProduto,
  entrar,
  produtoInput,
  SENHA_PADRAO,
} from "../../../../tests/support/factories";
import { fecharPelaApi, pedidoInput, vendaInput } from "../../../../tests/support/pos";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { publicarEvento } from "../../lib/events";

const DIA = 24 * 60 * 60 * 1000;

/** Opens the device's live stream and waits until it listens. */
async function abrirEventos(device: Device): Promise<LeitorDeEventos> {
  const response = await device.get("/api/eventos");
  expect(response.status, await textoDoErro(response)).toBe(200);
  return new LeitorDeEventos(response).pronto();
}

async function textoDoErro(response: Response) {
  return response.status === 200 ? "" : await response.clone().text();
}

describeEachDatabase("avisos de mudança ao vivo (GET /api/eventos)", (getDb) => {
  let t: TestApp;
  let numeroMesa = 1;
  const abertos: LeitorDeEventos[] = [];

  beforeAll(() => {
    // Short, so that a signed-out session's stream ends at once; the production figure is 20 s.
    t = createTestApp(getDb().db, { intervaloEventosMs: 50 });
  });
  afterAll(async () => {
    await Promise.all(abertos.map((l) => l.fechar()));
    await t.close();
  });

  const abrir = async (device: Device) => {
    const leitor = await abrirEventos(device);
    abertos.push(leitor);
    return leitor;
  };
  const novaMesa = async (device: Device) => {
    const response = await device.post("/api/mesas", { numero_mesa: numeroMesa++ });
    expect(response.status).toBe(201);
    return json<Mesa>(response);
  };
  const abrirComanda = async (device: Device, mesaId: string) => {
    const response = await device.post("/api/comandas", { mesa_id: mesaId });
    expect(response.status).toBe(201);
    return json<Comanda>(response);
  };

  test("pronto diz de quanto em quanto tempo vem o batimento, e o batimento é um evento que o navegador ouve", async () => {
    const { device } = await contaLogada(t);
    const response = await device.get("/api/eventos");
    expect(response.status).toBe(200);
    const leitor = response.body!.getReader();
    const decoder = new TextDecoder();
    let texto = "";
    // Three heartbeats of 50 ms come well inside the test's time; the reading stops at the first.
    while (!texto.includes("event: batimento")) {
      const { done, value } = await leitor.read();
      if (done) break;
      texto += decoder.decode(value, { stream: true });
    }
    await leitor.cancel();
    expect(texto).toMatch(/^event: pronto\ndata: \{"batimentoMs":50\}\n\n/);
    expect(texto).toContain("event: batimento\ndata: \n\n");
  });

  test("cada escrita da conta chega ao stream da mesma conta, com o que mudou", async () => {
    const { device, usuarioId } = await contaLogada(t);
    // The stream opens first: a notice committed just before a stream subscribes may still be on its way
    // to the process's listener and reach that stream, which is harmless on a screen but not in a list.
    const leitor = await abrir(device);
    const produto = await criarProduto(t.db, usuarioId, { estoque_atual: 50 });
    expect(await leitor.proximaMudanca()).toEqual({ tipo: "produto", id: produto.id });

    const mesa = await novaMesa(device);
    expect(await leitor.proximaMudanca()).toEqual({ tipo: "mesa", id: mesa.id });
    const comanda = await abrirComanda(device, mesa.id);
    expect(await leitor.proximaMudanca()).toEqual({ tipo: "comanda", id: comanda.id });
    const item = await device.post(
      `/api/comandas/${comanda.id}/itens`,
      pedidoInput([{ produto_id: produto.id, quantidade: 2 }]),
    );
    expect(item.status).toBe(201);
    expect(await leitor.proximaMudanca()).toEqual({ tipo: "comanda", id: comanda.id });
    const fechada = await fecharPelaApi(device, comanda.id, { forma_pagamento: "pix" });
    expect(fechada.status).toBe(200);
    // Closing takes the items out of stock: the movements' notice comes with the tab's.
    expect(await leitor.proximaMudanca()).toEqual({ tipo: "movimentacao" });
    expect(await leitor.proximaMudanca()).toEqual({ tipo: "comanda", id: comanda.id });

    const venda = await device.post("/api/vendas", vendaInput([{ produto_id: produto.id, quantidade: 1 }]));
    expect(venda.status).toBe(201);
    const { venda: vendida } = await json<VendaComNota>(venda);
    expect(await leitor.proximaMudanca()).toEqual({ tipo: "venda", id: vendida.id });
    expect(await leitor.proximaMudanca()).toEqual({ tipo: "movimentacao" });

    const movimento = await device.post("/api/movimentacoes", {
      produto_id: produto.id,
      tipo: "entrada",
      motivo: "compra",
      quantidade: 6,
    });
    expect(movimento.status).toBe(201);
    const { movimentacao } = await json<{ movimentacao: { id: string } }>(movimento);
    expect(await leitor.proximaMudanca()).toEqual({ tipo: "movimentacao", id: movimentacao.id });

    const { estoque_atual: _, ...campos } = produtoInput({ preco_venda: "7.50" });
    const editado = await device.request("PUT", `/api/produtos/${produto.id}`, { body: campos });
    expect(editado.status, await textoDoErro(editado)).toBe(200);
    expect(await leitor.proximaMudanca()).toEqual({ tipo: "produto", id: produto.id });

    const restaurada = await device.post("/api/configuracoes/restaurar-padrao");
    expect(restaurada.status).toBe(200);
    expect(await leitor.proximaMudanca()).toEqual({ tipo: "configuracoes" });

    expect((await device.request("DELETE", `/api/mesas/${mesa.id}`)).status).toBe(204);
    expect(await leitor.proximaMudanca()).toEqual({ tipo: "mesa", id: mesa.id });

    const csv = "nome;marca;volume;categoria;preco_venda\nChopp da Casa;Casa;500ml;Cerveja;12";
    expect((await device.post("/api/produtos/importar", { csv })).status).toBe(201);
    expect(await leitor.proximaMudanca()).toEqual({ tipo: "produto" });
    expect((await device.request("DELETE", `/api/produtos/${produto.id}`)).status).toBe(204);
    expect(await leitor.proximaMudanca()).toEqual({ tipo: "produto", id: produto.id });

    // A backup restored replaces the whole account: everything on screen is stale.
    const backup = await device.post("/api/backups");
    expect(backup.status).toBe(201);
    const { id: backupId } = await json<{ id: string }>(backup);
    const restaurado = await device.post("/api/backups/restaurar", {
      backup_id: backupId,
      confirmacao: "RESTAURAR",
    });
    expect(restaurado.status, await textoDoErro(restaurado)).toBe(200);
    expect(await leitor.proximaMudanca()).toEqual({ tipo: "conta" });
  });

  test("um stream nunca leva o aviso de outra conta", async () => {
    const a = await contaLogada(t);
    const b = await contaLogada(t);
    // Streams first, for the reason in the test above.
    const streamA = await abrir(a.device);
    const streamB = await abrir(b.device);
    const produtoA = await criarProduto(t.db, a.usuarioId);
    expect(await streamA.proximaMudanca()).toEqual({ tipo: "produto", id: produtoA.id });

    // A writes everything it can; then B writes once. Notices arrive in commit order, so if any of A's
    // had reached B's stream it would come before B's own.
    const mesaA = await novaMesa(a.device);
    const comandaA = await abrirComanda(a.device, mesaA.id);
    await a.device.post(
      `/api/comandas/${comandaA.id}/itens`,
      pedidoInput([{ produto_id: produtoA.id, quantidade: 1 }]),
    );
    await a.device.post("/api/vendas", vendaInput([{ produto_id: produtoA.id, quantidade: 1 }]));
    await a.device.post("/api/configuracoes/restaurar-padrao");
    const mesaB = await novaMesa(b.device);

    expect(await streamB.proximaMudanca()).toEqual({ tipo: "mesa", id: mesaB.id });
    const deA = [];
    for (let i = 0; i < 6; i++) deA.push((await streamA.proximaMudanca()).tipo);
    expect(deA).toEqual(["mesa", "comanda", "comanda", "venda", "movimentacao", "configuracoes"]);
  });

  test("uma escrita desfeita não anuncia nada; a seguinte, sim", async () => {
    const { device, usuarioId } = await contaLogada(t);
    const leitor = await abrir(device);

    // The notice is sent inside a transaction that then fails, as a service's would.
    await expect(
      t.db.transaction(async (tx) => {
        await publicarEvento(tx, usuarioId, { tipo: "venda", id: "desfeita" });
        throw new Error("falhou depois do aviso");
      }),
    ).rejects.toThrow("falhou depois do aviso");
    // And through the API: a refused write (a tab with no items cannot close) announces nothing.
    const mesa = await novaMesa(device);
    expect(await leitor.proximaMudanca()).toEqual({ tipo: "mesa", id: mesa.id });
    const comanda = await abrirComanda(device, mesa.id);
    expect(await leitor.proximaMudanca()).toEqual({ tipo: "comanda", id: comanda.id });
    const recusada = await fecharPelaApi(device, comanda.id, { forma_pagamento: "pix" });
    expect(recusada.status).toBe(400);

    await t.db.transaction((tx) => publicarEvento(tx, usuarioId, { tipo: "venda", id: "confirmada" }));
    expect(await leitor.proximaMudanca()).toEqual({ tipo: "venda", id: "confirmada" });
  });

  test("sair encerra o stream dessa sessão", async () => {
    const { device } = await contaLogada(t);
    const leitor = await abrir(device);
    expect((await device.post("/api/contas/sair")).status).toBe(200);
    await leitor.fim;
    await expect(leitor.proxima()).rejects.toThrow("terminou");
  });

  test("uma sessão revogada (a senha trocada em outro aparelho) tem o stream encerrado", async () => {
    const conta = await contaLogada(t);
    const outro = t.device();
    await entrar(outro, conta);
    const leitor = await abrir(conta.device);
    const leitorDoOutro = await abrir(outro);

    const nova = `${SENHA_PADRAO}x`;
    const trocada = await outro.post("/api/contas/senha", { novaSenha: nova, confirmacao: nova });
    expect(trocada.status, await textoDoErro(trocada)).toBe(200);
    await leitor.fim;
    // The session that changed the password keeps its stream.
    const mesa = await novaMesa(outro);
    expect(await leitorDoOutro.proximaMudanca()).toEqual({ tipo: "mesa", id: mesa.id });
  });

  test("sem sessão: 401; conta bloqueada: 402 com a mensagem da regra", async () => {
    const anonimo = await t.device().get("/api/eventos");
    expect(anonimo.status).toBe(401);
    expect((await json<ErroApi>(anonimo)).code).toBe("NaoAutenticado");

    const { device } = await contaLogada(t, { now: new Date(Date.now() - 8 * DIA) });
    const bloqueada = await device.get("/api/eventos");
    expect(bloqueada.status).toBe(402);
    expect((await json<ErroApi>(bloqueada)).code).toBe("AssinaturaBloqueada");
  });

  test("o stream não passa pela compressão nem pelo buffer de um proxy", async () => {
    const { device } = await contaLogada(t);
    const response = await device.get("/api/eventos", { headers: { "accept-encoding": "gzip, deflate" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    const leitor = await new LeitorDeEventos(response).pronto();
    abertos.push(leitor);
  });

  test("[postgres] perdida a conexão que ouve, os streams terminam e o próximo volta a receber", async (ctx) => {
    if (getDb().kind !== "postgres") return ctx.skip();
    const { device } = await contaLogada(t);
    const leitor = await abrir(device);
    // What a database restart or a network cut does to the listening connection.
    await t.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()
    `);
    await leitor.fim;
    const depois = await abrir(device);
    const mesa = await novaMesa(device);
    expect(await depois.proximaMudanca()).toEqual({ tipo: "mesa", id: mesa.id });
  });

  describe("servidor parando", () => {
    test("os streams abertos terminam e um novo recebe 503", async () => {
      const parando = createTestApp(getDb().db);
      try {
        const conta = await contaLogada(parando);
        const leitor = await abrirEventos(conta.device);
        await parando.eventos.encerrar();
        await leitor.fim;
        const depois = await conta.device.get("/api/eventos");
        expect(depois.status).toBe(503);
        expect((await json<ErroApi>(depois)).code).toBe("AvisosIndisponiveis");
      } finally {
        await parando.close();
      }
    });
  });
});
