/**
 * "Trocar de mesa" (decision 136): an open tab to a free table, to the counter and back; the old table
 * freed and the new one taken in one transaction, the history keeping the numbers; the waiter may do it.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import { MENSAGEM_NOME_CLIENTE_BALCAO } from "@/shared/pos/constantes";
import { Comanda, ComandaComNota, Mesa } from "@/shared/pos/schemas";
import { createTestApp, type Device, json, type TestApp } from "../../../../tests/support/app";
import { pessoaLogada } from "../../../../tests/support/equipe";
import { contaLogada, criarProduto } from "../../../../tests/support/factories";
import { comandaNoBanco, fecharPelaApi, mesaNoBanco, pedidoInput } from "../../../../tests/support/pos";
import { retratoDoBanco } from "../../../../tests/support/retrato";
import { describeEachDatabase } from "../../../../tests/support/test-db";

describeEachDatabase("PDV: trocar a comanda de mesa", (getDb) => {
  let t: TestApp;
  let dono: Device;
  let garcom: Device;
  let usuarioId: string;
  let numeroLivre = 1;

  beforeAll(async () => {
    t = createTestApp(getDb().db, { rateLimit: false });
    ({ usuarioId, device: dono } = await contaLogada(t));
    garcom = (await pessoaLogada(t, dono, "garcom", { nome: "Gil Garçom" })).device;
  });
  afterAll(() => t.close());

  const db = () => getDb().db;
  const novaMesa = async () => {
    const numero = numeroLivre++;
    return Mesa.parse(await json(await dono.post("/api/mesas", { numero_mesa: numero })));
  };
  const abrir = async (corpo: { mesa_id: string | null; cliente_nome?: string }) => {
    const r = await dono.post("/api/comandas", corpo);
    expect(r.status).toBe(201);
    return Comanda.parse(await json(r));
  };
  const trocar = (id: string, corpo: unknown, d = garcom) => d.post(`/api/comandas/${id}/trocar-mesa`, corpo);

  test("de uma mesa para outra livre, dali para o balcão e de volta: mesas certas e histórico", async () => {
    const chope = await criarProduto(db(), usuarioId, { preco_venda: "10.00" });
    const m3 = await novaMesa();
    const m5 = await novaMesa();
    const comanda = await abrir({ mesa_id: m3.id });
    const comItem = Comanda.parse(
      await json(
        await dono.post(
          `/api/comandas/${comanda.id}/itens`,
          pedidoInput([{ produto_id: chope.id, quantidade: 2 }]),
        ),
      ),
    );

    let r = await trocar(comanda.id, { mesa_id: m5.id });
    expect(r.status).toBe(200);
    let { comanda: agora, historico } = ComandaComNota.parse(await json(r));
    expect(agora.mesa).toEqual({ id: m5.id, numero_mesa: m5.numero_mesa, nome_mesa: null });
    // The bill is the same; the version moves, as with every change.
    expect([agora.total, agora.itens.length, agora.versao]).toEqual(["20.00", 1, comItem.versao + 1]);
    expect((await mesaNoBanco(db(), m3.id)).status).toBe("livre");
    expect((await mesaNoBanco(db(), m5.id)).status).toBe("ocupada");
    const mesas = Mesa.array().parse(await json(await dono.get("/api/mesas")));
    expect(mesas.find((m) => m.id === m5.id)?.comanda_aberta?.id).toBe(comanda.id);
    expect(mesas.find((m) => m.id === m3.id)?.comanda_aberta).toBeNull();

    // To the counter, a counter tab needs the customer's name (decision 131).
    const antes = await retratoDoBanco(db());
    r = await trocar(comanda.id, { mesa_id: null });
    expect([r.status, (await json(r)).campos]).toEqual([400, { cliente_nome: MENSAGEM_NOME_CLIENTE_BALCAO }]);
    expect(await retratoDoBanco(db())).toEqual(antes);
    r = await trocar(comanda.id, { mesa_id: null, cliente_nome: "  Joana  " });
    expect(r.status).toBe(200);
    ({ comanda: agora } = ComandaComNota.parse(await json(r)));
    expect([agora.mesa, agora.cliente_nome]).toEqual([null, "Joana"]);
    expect((await mesaNoBanco(db(), m5.id)).status).toBe("livre");

    // And back to table 3.
    r = await trocar(comanda.id, { mesa_id: m3.id });
    expect(r.status).toBe(200);
    ({ comanda: agora, historico } = ComandaComNota.parse(await json(r)));
    expect([agora.mesa?.numero_mesa, agora.cliente_nome]).toEqual([m3.numero_mesa, "Joana"]);
    expect((await mesaNoBanco(db(), m3.id)).status).toBe("ocupada");
    expect(
      historico
        .filter((e) => e.tipo === "mesa_trocada")
        .map((e) => [e.mesa_anterior, e.mesa_nova, e.responsavel]),
    ).toEqual([
      [m3.numero_mesa, m5.numero_mesa, "Gil Garçom"],
      [m5.numero_mesa, null, "Gil Garçom"],
      [null, m3.numero_mesa, "Gil Garçom"],
    ]);

    // Where it already is: nothing changes, not even the version.
    const parada = await retratoDoBanco(db());
    r = await trocar(comanda.id, { mesa_id: m3.id });
    expect(r.status).toBe(200);
    expect(await retratoDoBanco(db())).toEqual(parada);

    // Closing frees the table it is on now.
    expect((await fecharPelaApi(dono, comanda.id)).status).toBe(200);
    expect((await mesaNoBanco(db(), m3.id)).status).toBe("livre");
  });

  test("mesa ocupada, excluída ou inexistente, comanda cancelada: recusado, nada muda", async () => {
    const m1 = await novaMesa();
    const m2 = await novaMesa();
    const excluida = await novaMesa();
    expect((await dono.request("DELETE", `/api/mesas/${excluida.id}`)).status).toBe(204);
    const comanda = await abrir({ mesa_id: m1.id });
    await abrir({ mesa_id: m2.id });
    const balcao = await abrir({ mesa_id: null, cliente_nome: "Rui" });
    const cancelada = await abrir({ mesa_id: null, cliente_nome: "Lia" });
    await dono.post(`/api/comandas/${cancelada.id}/cancelar`, { motivo: "Engano", versao: cancelada.versao });
    const antes = await retratoDoBanco(db());

    const tentar = async (id: string, corpo: object) => {
      const r = await trocar(id, corpo);
      return [r.status, (await json(r)).code];
    };
    expect(await tentar(comanda.id, { mesa_id: m2.id })).toEqual([409, "MesaNaoLivre"]);
    expect(await tentar(balcao.id, { mesa_id: m1.id })).toEqual([409, "MesaNaoLivre"]);
    expect(await tentar(comanda.id, { mesa_id: excluida.id })).toEqual([404, "NaoEncontrado"]);
    expect(await tentar(comanda.id, { mesa_id: randomUUID() })).toEqual([404, "NaoEncontrado"]);
    expect(await tentar(cancelada.id, { mesa_id: null })).toEqual([409, "ComandaCancelada"]);
    expect(await tentar(randomUUID(), { mesa_id: null })).toEqual([404, "NaoEncontrado"]);
    expect(await tentar(comanda.id, {})).toEqual([400, "EntradaInvalida"]);
    expect(await retratoDoBanco(db())).toEqual(antes);
    expect((await comandaNoBanco(db(), comanda.id)).mesa_id).toBe(m1.id);
  });

  test("o garçom troca de mesa, mas não transfere itens nem junta comandas", async () => {
    const m = await novaMesa();
    const a = await abrir({ mesa_id: null, cliente_nome: "Bia" });
    const b = await abrir({ mesa_id: null, cliente_nome: "Caio" });
    const antes = await retratoDoBanco(db());
    const transferir = await garcom.post(`/api/comandas/${a.id}/transferir-itens`, {
      destino_id: b.id,
      itens: [],
      versao: a.versao,
      versao_destino: b.versao,
      chave_idempotencia: randomUUID(),
    });
    const juntar = await garcom.post(`/api/comandas/${a.id}/juntar`, {
      destino_id: b.id,
      versao: a.versao,
      versao_destino: b.versao,
      chave_idempotencia: randomUUID(),
    });
    for (const r of [transferir, juntar])
      expect([r.status, (await json(r)).code]).toEqual([403, "SemPermissao"]);
    expect(await retratoDoBanco(db())).toEqual(antes);
    expect((await trocar(a.id, { mesa_id: m.id })).status).toBe(200);
  });
});
