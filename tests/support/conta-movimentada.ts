/**
 * A busy account, built through the API as a bar would use it: products of the demo catalogue, tables,
 * direct sales, tabs opened, filled and closed (one left open), stock entries and exits, and the cash
 * register: a shift with a suprimento and a sangria closed halfway through the sales, the next one left
 * open. Every table a backup restores ends up with rows.
 */
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { DEMO_MESAS, DEMO_PRODUTOS } from "@/server/demo/demo-data";
import type { Device } from "./app";
import { fecharPelaApi, vendaInput } from "./pos";

async function ok<T = { id: string }>(resposta: Promise<Response>, status = 201): Promise<T> {
  const r = await resposta;
  if (r.status !== status) throw new Error(`Esperava ${status}, veio ${r.status}: ${await r.text()}`);
  return (await r.json()) as T;
}

export interface ContaMovimentada {
  produtos: string[];
  vendas: number;
  comandas: number;
}

export async function movimentarConta(
  device: Device,
  { produtos: nProdutos = 20, vendas: nVendas = 25, comandas: nComandas = 6 } = {},
): Promise<ContaMovimentada> {
  const produtos: string[] = [];
  for (const [i, p] of DEMO_PRODUTOS.slice(0, nProdutos).entries()) {
    const { id } = await ok(
      device.post("/api/produtos", {
        nome: p.nome,
        marca: p.marca ?? "",
        volume: p.volume ?? "",
        categoria: p.categoria,
        preco_compra: p.preco_compra,
        preco_venda: p.preco_venda,
        estoque_atual: 200,
        // The last one starts below its minimum, as a bar always has one: an open low-stock alert.
        estoque_minimo: i === nProdutos - 1 ? 250 : (p.estoque_minimo ?? 10),
        codigo_barras: p.codigo_barras ?? "",
        fornecedor: p.fornecedor ?? "",
        data_validade: "2027-03-31",
      }),
    );
    produtos.push(id);
  }
  const mesas: string[] = [];
  for (const m of DEMO_MESAS.slice(0, Math.max(nComandas, 2))) {
    mesas.push(
      (await ok(device.post("/api/mesas", { numero_mesa: m.numero_mesa, nome_mesa: m.nome_mesa ?? "" }))).id,
    );
  }
  const produto = (i: number) => produtos[i % produtos.length]!;
  const abrirCaixa = async (fundo: string) =>
    (
      await ok<{ caixa: { id: string } }>(
        device.post("/api/caixas", {
          terminal: "Caixa 1",
          fundo_troco: fundo,
          chave_idempotencia: randomUUID(),
        }),
      )
    ).caixa;
  const primeiro = await abrirCaixa("150.00");
  for (const tipo of ["suprimento", "sangria"]) {
    await ok(
      device.post(`/api/caixas/${primeiro.id}/movimentos`, {
        tipo,
        valor: "20.00",
        motivo: tipo === "sangria" ? "Cofre" : "Moedas",
        chave_idempotencia: randomUUID(),
      }),
    );
  }
  for (let i = 0; i < nVendas; i++) {
    if (i === Math.floor(nVendas / 2)) {
      const contado = { dinheiro: "150.00", pix: "0", cartao_debito: "0" };
      await ok(
        device.post(`/api/caixas/${primeiro.id}/fechar`, { contado, chave_idempotencia: randomUUID() }),
        200,
      );
      await abrirCaixa("100.00");
    }
    const itens = [1, 2, 3]
      .slice(0, (i % 3) + 1)
      .map((k) => ({ produto_id: produto(i + k * 7), quantidade: k }));
    await ok(
      device.post(
        "/api/vendas",
        vendaInput(itens, {
          forma_pagamento: (["dinheiro", "pix", "cartao_debito"] as const)[i % 3],
          desconto: i % 5 === 0 ? "1.50" : "0",
          observacoes: i % 4 === 0 ? `Venda ${i}, "aspas" e acentuação` : undefined,
        }),
      ),
    );
  }
  for (let i = 0; i < nComandas; i++) {
    const { id } = await ok(
      device.post("/api/comandas", { mesa_id: mesas[i], cliente_nome: `Cliente ${i}` }),
    );
    for (let k = 0; k < 3; k++) {
      await ok(
        device.post(`/api/comandas/${id}/itens`, {
          itens: [{ produto_id: produto(i * 3 + k), quantidade: k + 1 }],
          chave_idempotencia: randomUUID(),
        }),
      );
    }
    // The last one stays open, so that a restored table is ocupada with its tab.
    if (i < nComandas - 1) {
      await ok(fecharPelaApi(device, id, { forma_pagamento: "pix", desconto: "0.50" }), 200);
    }
  }
  for (let i = 0; i < 6; i++) {
    await ok(
      device.post("/api/movimentacoes", {
        produto_id: produto(i),
        tipo: i % 2 === 0 ? "entrada" : "saida",
        motivo: i % 2 === 0 ? "compra" : "quebra",
        quantidade: 5 + i,
        fornecedor: i % 2 === 0 ? "Distribuidora" : "",
      }),
    );
  }
  expect(produtos).toHaveLength(nProdutos);
  return { produtos, vendas: nVendas, comandas: nComandas };
}
