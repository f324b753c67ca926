/**
 * The catalogue by version (decisions 144–145): `GET /api/produtos?desde=V` answers what changed since V
 * (a row may come again unchanged, none is missed), whatever path changed it, never another account's,
 * and the actions answer the new stock.
 */
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { Catalogo, type Produto, type ProdutoInput } from "@/shared/catalog/schemas";
import { ComandaComEstoque, Mesa, VendaRegistrada } from "@/shared/pos/schemas";
import { MovimentacaoRegistrada } from "@/shared/stock/schemas";
import { createTestApp, type Device, type ErroApi, json, type TestApp } from "../../../../tests/support/app";
import { contaLogada, criarProduto, produtoInput } from "../../../../tests/support/factories";
import { pagarPelaApi, pedidoInput, vendaInput } from "../../../../tests/support/pos";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { produtos } from "../../db/schema";

describeEachDatabase("catálogo por versão", (getDb) => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp(getDb().db, { rateLimit: false });
  });
  afterAll(() => t.close());
  const db = () => getDb().db;

  const ler = async (d: Device, desde?: string) => {
    const r = await d.get(desde === undefined ? "/api/produtos" : `/api/produtos?desde=${desde}`);
    expect(r.status, await r.clone().text()).toBe(200);
    return Catalogo.parse(await json(r));
  };
  const vender = async (d: Device, produtoId: string, quantidade = 1) => {
    const r = await d.post("/api/vendas", vendaInput([{ produto_id: produtoId, quantidade }]));
    expect(r.status, await r.clone().text()).toBe(201);
    return VendaRegistrada.parse(await json(r));
  };
  const movimentar = async (d: Device, produtoId: string, quantidade = 1) => {
    const r = await d.post("/api/movimentacoes", {
      produto_id: produtoId,
      tipo: "entrada",
      motivo: "compra",
      quantidade,
    });
    expect(r.status, await r.clone().text()).toBe(201);
    return MovimentacaoRegistrada.parse(await json(r));
  };
  /** The product form's PUT: every field but the stock, which only movements change. */
  const editar = (d: Device, p: { id: string; nome: string }, mudancas: Partial<ProdutoInput>) =>
    d.request("PUT", `/api/produtos/${p.id}`, {
      body: produtoInput({ nome: p.nome, codigo_barras: undefined, estoque_atual: undefined, ...mudancas }),
    });
  /** What a client does with an answer: the whole list replaces; changes merge by id. */
  const mesclar = (lista: Map<string, Produto>, resposta: Catalogo) => {
    if (resposta.completo) lista.clear();
    for (const p of resposta.produtos) lista.set(p.id, p);
    for (const id of resposta.removidos) lista.delete(id);
  };
  const porId = (lista: Iterable<Produto>) => new Map([...lista].map((p) => [p.id, p]));
  /**
   * The changes of an answer, without the rows sent again as the client already had them: a
   * transaction still running anywhere in the cluster (another test file's, on PostgreSQL) holds the
   * watermark back, and a row may come twice, never be missed (decision 144).
   */
  const semReenvios = (resposta: Catalogo, conhecidos: Map<string, Produto>) =>
    resposta.produtos.filter((p) => JSON.stringify(p) !== JSON.stringify(conhecidos.get(p.id)));

  test("sem desde: a lista inteira e a versão; com a versão e nada mudado: nada", async () => {
    const { device, usuarioId } = await contaLogada(t);
    await criarProduto(db(), usuarioId, { nome: "Cerveja" });
    await criarProduto(db(), usuarioId, { nome: "Água" });
    const inteira = await ler(device);
    expect(inteira).toMatchObject({ completo: true, removidos: [] });
    expect(inteira.produtos.map((p) => p.nome)).toEqual(["Água", "Cerveja"]);
    const nada = await ler(device, inteira.versao);
    expect(nada).toMatchObject({ completo: false, removidos: [] });
    expect(semReenvios(nada, porId(inteira.produtos))).toEqual([]);
  });

  test("desde devolve exatamente o editado, o vendido, o movimentado, o criado e o excluído", async () => {
    const { device, usuarioId } = await contaLogada(t);
    const [editado, vendido, movimentado, excluido, parado] = await Promise.all(
      ["Editado", "Vendido", "Movimentado", "Excluído", "Parado"].map((nome) =>
        criarProduto(db(), usuarioId, { nome, estoque_atual: 20 }),
      ),
    );
    const { versao, produtos: antes } = await ler(device);

    expect((await editar(device, editado!, { preco_venda: "7.50" })).status).toBe(200);
    const venda = await vender(device, vendido!.id, 3);
    const movimento = await movimentar(device, movimentado!.id, 5);
    const criado = await criarProduto(db(), usuarioId, { nome: "Criado" });
    expect((await device.request("DELETE", `/api/produtos/${excluido!.id}`)).status).toBe(204);

    const mudancas = await ler(device, versao);
    expect(mudancas.completo).toBe(false);
    const mudados = semReenvios(mudancas, porId(antes));
    expect(mudados.map((p) => p.nome)).toEqual(["Criado", "Editado", "Movimentado", "Vendido"]);
    expect(mudancas.removidos).toEqual([excluido!.id]);
    expect(mudados.map((p) => p.id)).not.toContain(parado!.id);
    // The changed rows are the list's rows, as they are now.
    const inteira = porId((await ler(device)).produtos);
    for (const p of mudancas.produtos) expect(p).toEqual(inteira.get(p.id));
    expect(inteira.get(editado!.id)!.preco_venda).toBe("7.50");
    expect(inteira.get(criado.id)).toBeDefined();
    // The actions answered the new stock of what they touched (decision 145).
    expect(venda.estoque).toEqual([{ id: vendido!.id, estoque_atual: 17 }]);
    expect(movimento.estoque).toEqual([{ id: movimentado!.id, estoque_atual: 25 }]);
    expect(inteira.get(vendido!.id)!.estoque_atual).toBe(17);
  });

  test("propriedade: qualquer sequência de ações, lida por desde e mesclada, é a lista inteira; versões nunca voltam", async () => {
    const { device, usuarioId } = await contaLogada(t);
    const base = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        criarProduto(db(), usuarioId, { nome: `Base ${i}`, estoque_atual: 50 }),
      ),
    );
    const vivos = base.map((p) => p.id);
    const acao = fc.oneof(
      fc.record({ tipo: fc.constant("vender" as const), i: fc.nat(), q: fc.integer({ min: 1, max: 3 }) }),
      fc.record({ tipo: fc.constant("movimentar" as const), i: fc.nat(), q: fc.integer({ min: 1, max: 3 }) }),
      fc.record({ tipo: fc.constant("editar" as const), i: fc.nat(), q: fc.integer({ min: 1, max: 99 }) }),
      fc.record({ tipo: fc.constant("criar" as const), i: fc.nat(), q: fc.nat() }),
      fc.record({ tipo: fc.constant("excluir" as const), i: fc.nat(), q: fc.nat() }),
      fc.record({ tipo: fc.constant("ler" as const), i: fc.nat(), q: fc.nat() }),
    );
    const cliente = new Map<string, Produto>();
    let versao = (await ler(device)).versao;
    mesclar(cliente, await ler(device));
    await fc.assert(
      fc.asyncProperty(fc.array(acao, { minLength: 1, maxLength: 8 }), async (acoes) => {
        for (const a of acoes) {
          const id = vivos[a.i % Math.max(vivos.length, 1)];
          if (a.tipo === "criar" || !id) {
            vivos.push(
              (await criarProduto(db(), usuarioId, { nome: `Novo ${randomUUID().slice(0, 6)}` })).id,
            );
          } else if (a.tipo === "vender") await vender(device, id, a.q);
          else if (a.tipo === "movimentar") await movimentar(device, id, a.q);
          else if (a.tipo === "editar")
            expect((await editar(device, { id, nome: "Editado" }, { estoque_minimo: a.q })).status).toBe(200);
          else if (a.tipo === "excluir") {
            expect((await device.request("DELETE", `/api/produtos/${id}`)).status).toBe(204);
            vivos.splice(vivos.indexOf(id), 1);
          }
          if (a.tipo === "ler" || a.i % 2 === 0) {
            const resposta = await ler(device, versao);
            expect(resposta.completo).toBe(false);
            expect(BigInt(resposta.versao) >= BigInt(versao)).toBe(true);
            mesclar(cliente, resposta);
            versao = resposta.versao;
          }
        }
        const resposta = await ler(device, versao);
        mesclar(cliente, resposta);
        versao = resposta.versao;
        expect(cliente).toEqual(porId((await ler(device)).produtos));
      }),
      { numRuns: 15 },
    );
  });

  test("as mudanças de outra conta nunca aparecem", async () => {
    const a = await contaLogada(t);
    const b = await contaLogada(t);
    await criarProduto(db(), a.usuarioId, { nome: "Da A" });
    const deB = await criarProduto(db(), b.usuarioId, { nome: "Da B", estoque_atual: 10 });
    const { versao, produtos: daA } = await ler(a.device);
    await vender(b.device, deB.id);
    await movimentar(b.device, deB.id);
    await criarProduto(db(), b.usuarioId, { nome: "Outro da B" });
    expect((await b.device.request("DELETE", `/api/produtos/${deB.id}`)).status).toBe(204);
    const mudancas = await ler(a.device, versao);
    expect(mudancas).toMatchObject({ completo: false, removidos: [] });
    expect(semReenvios(mudancas, porId(daA))).toEqual([]);
    expect((await ler(a.device, "0")).produtos.map((p) => p.nome)).toEqual(["Da A"]);
  });

  test("desde inválido: 400 em português, nada lido", async () => {
    const { device } = await contaLogada(t);
    for (const desde of ["abc", "-1", "1.5", "1e5", "", "9999999999999999", "%20"]) {
      const r = await device.get(`/api/produtos?desde=${desde}`);
      expect(r.status, desde).toBe(400);
      const erro = await json<ErroApi>(r);
      expect(erro).toMatchObject({ code: "EntradaInvalida" });
      expect(erro.campos?.desde).toBe("A versão do catálogo (desde) deve ser um número inteiro não negativo");
    }
  });

  test("uma versão que este banco não deu (à frente de tudo) recebe a lista inteira", async () => {
    const { device, usuarioId } = await contaLogada(t);
    await criarProduto(db(), usuarioId);
    const r = await ler(device, "999999999999999");
    expect(r.completo).toBe(true);
    expect(r.produtos).toHaveLength(1);
  });

  test("depois de uma restauração, uma versão de antes recebe a lista inteira; uma de depois, só as mudanças", async () => {
    const { device, usuarioId } = await contaLogada(t);
    const fica = await criarProduto(db(), usuarioId, { nome: "Fica" });
    const backup = await json<{ id: string }>(await device.post("/api/backups"));
    // Created after the backup: the restore removes it without a trace to send as a change.
    await criarProduto(db(), usuarioId, { nome: "Some na restauração" });
    const antes = await ler(device);
    expect(antes.produtos).toHaveLength(2);
    const r = await device.post("/api/backups/restaurar", { backup_id: backup.id, confirmacao: "RESTAURAR" });
    expect(r.status, await r.clone().text()).toBe(200);

    const depois = await ler(device, antes.versao);
    expect(depois.completo).toBe(true);
    expect(depois.produtos.map((p) => p.id)).toEqual([fica.id]);
    // Another test file's transaction on the same PostgreSQL can hold the watermark (the snapshot's xmin)
    // before the restore for a moment: until it passes, the answer is the whole list again, still right.
    let ultima = depois;
    let nada = await ler(device, ultima.versao);
    for (let tentativa = 0; nada.completo && tentativa < 100; tentativa++) {
      expect(nada.produtos.map((p) => p.id)).toEqual([fica.id]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      ultima = nada;
      nada = await ler(device, ultima.versao);
    }
    expect(nada).toMatchObject({ completo: false, removidos: [] });
    expect(semReenvios(nada, porId(ultima.produtos))).toEqual([]);
    const vendida = await vender(device, fica.id);
    expect(vendida.estoque).toHaveLength(1);
    expect((await ler(device, ultima.versao)).produtos.map((p) => p.id)).toEqual([fica.id]);
  });

  test("fechar a comanda (pagamento que quita e Fechar Comanda) responde o novo estoque; repetir não", async () => {
    const { device, usuarioId } = await contaLogada(t);
    const p = await criarProduto(db(), usuarioId, { preco_venda: "10.00", estoque_atual: 30 });
    const comanda = async (numero: number) => {
      const mesa = Mesa.parse(await json(await device.post("/api/mesas", { numero_mesa: numero })));
      const aberta = await json<{ id: string }>(await device.post("/api/comandas", { mesa_id: mesa.id }));
      const r = await device.post(
        `/api/comandas/${aberta.id}/itens`,
        pedidoInput([{ produto_id: p.id, quantidade: 2 }]),
      );
      expect(r.status).toBe(201);
      return aberta.id;
    };
    const paga = await comanda(901);
    const aberta = await json<{ comanda: { falta_pagar: string } }>(
      await device.get(`/api/comandas/${paga}`),
    );
    const parcial = await pagarPelaApi(device, paga, { forma_pagamento: "pix", valor: "1.00" });
    expect(ComandaComEstoque.parse(await json(parcial)).estoque).toEqual([]);
    const resto = (Number(aberta.comanda.falta_pagar) - 1).toFixed(2);
    const chave = randomUUID();
    const quitou = await pagarPelaApi(device, paga, {
      forma_pagamento: "dinheiro",
      valor: resto,
      chave_idempotencia: chave,
    });
    expect(quitou.status, await quitou.clone().text()).toBe(201);
    expect(ComandaComEstoque.parse(await json(quitou)).estoque).toEqual([{ id: p.id, estoque_atual: 28 }]);

    const fechada = await comanda(902);
    const atual = await json<{ comanda: { versao: number } }>(await device.get(`/api/comandas/${fechada}`));
    const corpo = {
      versao: atual.comanda.versao,
      chave_idempotencia: randomUUID(),
      forma_pagamento: "dinheiro",
    };
    const r = await device.post(`/api/comandas/${fechada}/fechar`, corpo);
    expect(r.status, await r.clone().text()).toBe(200);
    expect(ComandaComEstoque.parse(await json(r)).estoque).toEqual([{ id: p.id, estoque_atual: 26 }]);
    const repetida = await device.post(`/api/comandas/${fechada}/fechar`, corpo);
    expect(ComandaComEstoque.parse(await json(repetida)).estoque).toEqual([]);
  });

  test("vendas concorrentes: um leitor que segue desde a sua versão nunca perde uma mudança", async () => {
    const { device, usuarioId } = await contaLogada(t);
    // Each product is sold once: a change the reader skipped would never come again, and show.
    const CAIXAS = 8;
    const VENDAS = 6;
    const lista = await Promise.all(
      Array.from({ length: CAIXAS * VENDAS }, (_, i) =>
        criarProduto(db(), usuarioId, { nome: `Concorrente ${i}`, estoque_atual: 100 }),
      ),
    );
    const cliente = new Map<string, Produto>();
    const inicial = await ler(device);
    mesclar(cliente, inicial);
    let versao = inicial.versao;
    let vendendo = true;
    const leitor = (async () => {
      let leituras = 0;
      while (vendendo || leituras === 0) {
        const resposta = await ler(device, versao);
        expect(resposta.completo).toBe(false);
        expect(BigInt(resposta.versao) >= BigInt(versao)).toBe(true);
        mesclar(cliente, resposta);
        versao = resposta.versao;
        leituras++;
      }
      return leituras;
    })();
    await Promise.all(
      Array.from({ length: CAIXAS }, async (_, caixa) => {
        for (let n = 0; n < VENDAS; n++) await vender(device, lista[caixa * VENDAS + n]!.id, 1 + (n % 3));
      }),
    );
    vendendo = false;
    expect(await leitor).toBeGreaterThan(0);
    mesclar(cliente, await ler(device, versao));
    const noBanco = await db().select({ id: produtos.id, estoque: produtos.estoque_atual }).from(produtos);
    for (const p of lista) {
      const esperado = noBanco.find((r) => r.id === p.id)!.estoque;
      expect(cliente.get(p.id)!.estoque_atual, p.nome).toBe(esperado);
      expect(esperado).toBeLessThan(100);
    }
  });
});
