import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  AbrirComandaInput,
  ItensComandaInput,
  MesaInput,
  ResumoPdv,
  Venda,
  VendaInput,
} from "@/shared/pos/schemas";
import { createTestApp, type Device, type ErroApi, json, type TestApp } from "../../../../tests/support/app";
import { contaLogada, criarConta, criarProduto, entrar } from "../../../../tests/support/factories";
import {
  dadosFechamento,
  estoqueDe,
  movimentosDoProduto,
  pedidoInput,
  vendaInput,
  vendasDaConta,
} from "../../../../tests/support/pos";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { abrirComanda, adicionarItensComanda } from "./comandas.service";
import { fecharComanda } from "./fechamento.service";
import { criarMesa } from "./mesas.service";
import { obterResumoPdv } from "./pdv.service";
import { registrarVenda } from "./vendas.service";

describeEachDatabase("PDV: validação da venda e resumo", (getDb) => {
  let t: TestApp;
  /** One signed-in account for most tests; each test uses its own products. */
  let device: Device;
  let usuarioId: string;

  beforeAll(async () => {
    t = createTestApp(getDb().db);
    ({ usuarioId, device } = await contaLogada(t, { nomeEstabelecimento: "Bar do Zé" }));
  });
  afterAll(() => t.close());

  const db = () => getDb().db;
  const vender = (d: Device, body: unknown) => d.post("/api/vendas", body);
  const produto = (overrides: Parameters<typeof criarProduto>[2] = {}) =>
    criarProduto(db(), usuarioId, overrides);

  describe("validação", () => {
    test("carrinho vazio: 400 CarrinhoVazio com a mensagem do §8", async () => {
      for (const body of [vendaInput([]), { chave_idempotencia: vendaInput([]).chave_idempotencia }]) {
        const response = await vender(device, body);
        expect(response.status).toBe(400);
        expect(await json(response)).toEqual({
          error: "Adicione produtos ao carrinho antes de finalizar",
          code: "CarrinhoVazio",
          campos: { itens: "Adicione produtos ao carrinho antes de finalizar" },
        });
      }
    });

    test("cada campo com a sua mensagem; nada é escrito", async () => {
      const p = await produto({ estoque_atual: 10 });
      const ok = { produto_id: p.id, quantidade: 1 };
      const casos: [unknown, Record<string, string>][] = [
        [
          vendaInput([{ produto_id: p.id, quantidade: 0 }]),
          { "itens.0.quantidade": "Quantidade deve ser maior que zero" },
        ],
        [
          vendaInput([{ produto_id: p.id, quantidade: -2 }]),
          { "itens.0.quantidade": "Quantidade deve ser maior que zero" },
        ],
        [
          vendaInput([{ produto_id: p.id, quantidade: 1.5 }]),
          { "itens.0.quantidade": "Quantidade deve ser um número inteiro" },
        ],
        [
          vendaInput([{ produto_id: p.id, quantidade: "" }]),
          { "itens.0.quantidade": "Quantidade é obrigatória" },
        ],
        [
          vendaInput([ok, { produto_id: "abc", quantidade: 1 }]),
          { "itens.1.produto_id": "ID do produto inválido" },
        ],
        [
          vendaInput([{ ...ok, preco_unitario: "0.01" } as never]),
          { "itens.0.preco_unitario": "Campo não permitido" },
        ],
        [vendaInput([ok], { desconto: -1 }), { desconto: "Desconto não pode ser negativo" }],
        [vendaInput([ok], { desconto: "abc" }), { desconto: "Desconto inválido" }],
        [vendaInput([ok], { desconto: "10000000000" }), { desconto: "Desconto muito alto" }],
        [
          vendaInput([ok], { forma_pagamento: "boleto" as never }),
          { forma_pagamento: "Forma de pagamento inválida" },
        ],
        [vendaInput([ok], { observacoes: "x".repeat(1001) }), { observacoes: "Observações muito longas" }],
        [{ itens: [ok] }, { chave_idempotencia: "Chave de idempotência inválida" }],
        [
          vendaInput([ok], { chave_idempotencia: "123" }),
          { chave_idempotencia: "Chave de idempotência inválida" },
        ],
        [{ ...vendaInput([ok]), total: "0.01" }, { total: "Campo não permitido" }],
        [{ ...vendaInput([ok]), numero_venda: "VEN000001" }, { numero_venda: "Campo não permitido" }],
        [vendaInput(Array(201).fill(ok)), { itens: "Carrinho com itens demais (máximo 200)" }],
      ];
      for (const [body, campos] of casos) {
        const response = await vender(device, body);
        expect(response.status, JSON.stringify(campos)).toBe(400);
        expect(await json(response)).toEqual({
          error: Object.values(campos)[0],
          code: "EntradaInvalida",
          campos,
        });
      }
      const naoJson = await device.post("/api/vendas", undefined, {
        rawBody: "{itens",
        headers: { "content-type": "application/json" },
      });
      expect(naoJson.status).toBe(400);
      expect(await estoqueDe(db(), p.id)).toBe(10);
      expect(await movimentosDoProduto(db(), p.id)).toEqual([]);
    });

    test("produto inexistente, excluído ou de outra conta: 404 e nada é escrito", async () => {
      const bom = await produto({ estoque_atual: 10 });
      const excluido = await produto({ estoque_atual: 10 });
      expect((await device.request("DELETE", `/api/produtos/${excluido.id}`)).status).toBe(204);
      const outraConta = await criarConta(db());
      const alheio = await criarProduto(db(), outraConta.usuarioId, { estoque_atual: 10 });
      const antes = (await vendasDaConta(db(), usuarioId)).length;
      for (const id of [excluido.id, alheio.id, "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f"]) {
        const response = await vender(
          device,
          vendaInput([
            { produto_id: bom.id, quantidade: 1 },
            { produto_id: id, quantidade: 1 },
          ]),
        );
        expect(response.status).toBe(404);
        expect(await json(response)).toEqual({ error: "Produto não encontrado", code: "NaoEncontrado" });
      }
      expect(await estoqueDe(db(), bom.id)).toBe(10);
      expect(await estoqueDe(db(), alheio.id)).toBe(10);
      expect(await movimentosDoProduto(db(), bom.id)).toEqual([]);
      expect(await vendasDaConta(db(), usuarioId)).toHaveLength(antes);
    });

    test("GET /api/vendas: limite padrão 20, máximo 100; id desconhecido 404", async () => {
      expect((await device.get("/api/vendas?limite=0")).status).toBe(400);
      expect(await json<ErroApi>(await device.get("/api/vendas?limite=101"))).toMatchObject({
        campos: { limite: "Limite máximo é 100" },
      });
      const p = await produto({ estoque_atual: 100 });
      const numeros: string[] = [];
      for (let i = 0; i < 22; i++) {
        const { resultado } = await registrarVenda(db(), {
          usuarioId,
          autor: { id: usuarioId, nome: "Dono" },
          dados: VendaInput.parse(vendaInput([{ produto_id: p.id, quantidade: 1 }])),
          now: new Date(Date.UTC(2025, 2, 14, 12, i)),
        });
        numeros.push(resultado.venda.numero_venda);
      }
      const lista = Venda.array().parse(await json(await device.get("/api/vendas")));
      // Newest first: the 20 latest of the 22.
      expect(lista.map((v) => v.numero_venda)).toEqual(numeros.slice(2).reverse());
      const tres = Venda.array().parse(await json(await device.get("/api/vendas?limite=3")));
      expect(tres.map((v) => v.numero_venda)).toEqual(numeros.slice(19).reverse());
      expect(tres[0]!.itens).toHaveLength(1);
      for (const id of ["nao-e-uuid", "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f"]) {
        const response = await device.get(`/api/vendas/${id}`);
        expect(response.status).toBe(404);
        expect(await json(response)).toEqual({ error: "Venda não encontrada", code: "NaoEncontrado" });
      }
    });

    test("sem sessão: 401", async () => {
      const anonimo = t.device();
      expect((await anonimo.get("/api/vendas")).status).toBe(401);
      expect((await anonimo.post("/api/vendas", vendaInput([]))).status).toBe(401);
      expect((await anonimo.get("/api/pdv/resumo")).status).toBe(401);
    });
  });

  describe("resumo do PDV", () => {
    test("hoje é o dia de São Paulo; comanda fechada conta como venda; totais exatos", async () => {
      const conta = await criarConta(db());
      const u = conta.usuarioId;
      const p = await criarProduto(db(), u, { preco_venda: "10.00", estoque_atual: 100 });
      const vendaEm = (iso: string, quantidade: number, desconto = "0") =>
        registrarVenda(db(), {
          usuarioId: u,
          autor: { id: u, nome: "Dono" },
          dados: VendaInput.parse(vendaInput([{ produto_id: p.id, quantidade }], { desconto })),
          now: new Date(iso),
        });
      // 14/03 in São Paulo runs from 03:00Z on the 14th to 02:59:59Z on the 15th.
      await vendaEm("2025-03-14T02:59:59Z", 1); // 13/03 23:59:59 — yesterday
      await vendaEm("2025-03-14T03:00:00Z", 2, "0.01"); // 14/03 00:00:00
      await vendaEm("2025-03-15T02:59:59Z", 3); // 14/03 23:59:59
      await vendaEm("2025-03-15T03:00:00Z", 4); // 15/03 — tomorrow

      const mesa = await criarMesa(db(), { usuarioId: u, dados: MesaInput.parse({ numero_mesa: 1 }) });
      const comanda = await abrirComanda(db(), {
        usuarioId: u,
        autor: { id: u, nome: "Dono" },
        dados: AbrirComandaInput.parse({ mesa_id: mesa.id }),
      });
      await adicionarItensComanda(db(), {
        usuarioId: u,
        autor: { id: u, nome: "Dono" },
        id: comanda.id,
        dados: ItensComandaInput.parse(pedidoInput([{ produto_id: p.id, quantidade: 5 }])),
      });
      await fecharComanda(db(), {
        usuarioId: u,
        autor: { id: u, nome: "Dono" },
        id: comanda.id,
        dados: await dadosFechamento(db(), comanda.id, { desconto: "0.50" }),
        now: new Date("2025-03-14T23:00:00Z"),
      });
      // An open tab is not a sale.
      const mesa2 = await criarMesa(db(), { usuarioId: u, dados: MesaInput.parse({ numero_mesa: 2 }) });
      const aberta = await abrirComanda(db(), {
        usuarioId: u,
        autor: { id: u, nome: "Dono" },
        dados: AbrirComandaInput.parse({ mesa_id: mesa2.id }),
      });
      await adicionarItensComanda(db(), {
        usuarioId: u,
        autor: { id: u, nome: "Dono" },
        id: aberta.id,
        dados: ItensComandaInput.parse(pedidoInput([{ produto_id: p.id, quantidade: 1 }])),
      });

      const resumo = await obterResumoPdv(db(), { usuarioId: u, now: new Date("2025-03-14T15:00:00Z") });
      expect(resumo).toEqual({
        vendas_hoje: 3,
        receita_hoje: "99.49", // 19.99 + 30.00 + 49.50
        total_vendas: 5,
        receita_total: "149.49",
      });
      const meiaNoite = await obterResumoPdv(db(), { usuarioId: u, now: new Date("2025-03-15T02:59:59Z") });
      expect(meiaNoite.vendas_hoje).toBe(3);
      const amanha = await obterResumoPdv(db(), { usuarioId: u, now: new Date("2025-03-15T03:00:00Z") });
      expect([amanha.vendas_hoje, amanha.receita_hoje]).toEqual([1, "40.00"]);

      // Over HTTP, for an account that sold just now.
      const d = t.device();
      await entrar(d, conta);
      await vender(d, vendaInput([{ produto_id: p.id, quantidade: 1 }]));
      const http = ResumoPdv.parse(await json(await d.get("/api/pdv/resumo")));
      expect(http).toEqual({
        vendas_hoje: 1,
        receita_hoje: "10.00",
        total_vendas: 6,
        receita_total: "159.49",
      });
    });
  });
});
