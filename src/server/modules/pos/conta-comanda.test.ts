/**
 * The tab's bill (decisions 150–151, 154): the service charge and the couvert from the settings when it
 * opened, removed and charged again with one click, the people at the table, the pre-bill; who may do
 * what; another account's ids.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { montarRecibo } from "@/shared/pos/recibo";
import { Comanda, ComandaComNota, Mesa } from "@/shared/pos/schemas";
import { createTestApp, type Device, type ErroApi, json, type TestApp } from "../../../../tests/support/app";
import { pessoaLogada } from "../../../../tests/support/equipe";
import { contaLogada, criarProduto } from "../../../../tests/support/factories";
import {
  ajustarContaPelaApi,
  comandaNoBanco,
  definirTaxas,
  pagamentosNoBanco,
  pagarPelaApi,
  pedidoInput,
} from "../../../../tests/support/pos";
import { describeEachDatabase } from "../../../../tests/support/test-db";

describeEachDatabase("conta da comanda: taxa de serviço, couvert e pessoas", (getDb) => {
  let t: TestApp;
  let device: Device;
  let usuarioId: string;
  let numeroLivre = 1;

  beforeAll(async () => {
    t = createTestApp(getDb().db);
    ({ usuarioId, device } = await contaLogada(t, { nomeEstabelecimento: "Bar do Couvert" }));
    await definirTaxas(getDb().db, usuarioId, { couvert_ativo: true, couvert_por_pessoa: "15.00" });
  });
  afterAll(() => t.close());

  const db = () => getDb().db;
  /** A table of `pessoas` with R$ 120,00 of items (6 × R$ 20,00). */
  const mesaCom = async (pessoas: number, d: Device = device) => {
    const mesa = Mesa.parse(await json(await device.post("/api/mesas", { numero_mesa: numeroLivre++ })));
    const r = await d.post("/api/comandas", { mesa_id: mesa.id, pessoas });
    expect(r.status).toBe(201);
    const aberta = Comanda.parse(await json(r));
    const p = await criarProduto(db(), usuarioId, { preco_venda: "20.00", estoque_atual: 100 });
    const itens = await d.post(
      `/api/comandas/${aberta.id}/itens`,
      pedidoInput([{ produto_id: p.id, quantidade: 6 }]),
    );
    return Comanda.parse(await json(itens));
  };
  const ler = async (id: string, d: Device = device) =>
    ComandaComNota.parse(await json(await d.get(`/api/comandas/${id}`)));

  test("mesa de 4: R$ 120,00 + Taxa de serviço (10%) R$ 12,00 + Couvert 4 × R$ 15,00 = R$ 192,00", async () => {
    const comanda = await mesaCom(4);
    expect(comanda).toMatchObject({
      pessoas: 4,
      taxa_servico_percentual: "10.00",
      cobrar_taxa_servico: true,
      taxa_servico: "12.00",
      couvert_por_pessoa: "15.00",
      cobrar_couvert: true,
      couvert: "60.00",
      // Revenue stays the items less the discount; the table pays the rest on top.
      total: "120.00",
      total_a_pagar: "192.00",
      falta_pagar: "192.00",
    });
    const { nota } = await ler(comanda.id);
    expect(nota).toMatchObject({
      taxaServico: { percentual: "10.00", valor: "12.00" },
      couvert: { pessoas: 4, valorPorPessoa: "15.00", valor: "60.00" },
      total: "192.00",
      conferencia: { pessoas: 4 },
    });
    const conferencia = montarRecibo(nota);
    expect(conferencia).toContain("NÃO É COMPROVANTE DE PAGAMENTO");
    expect(conferencia).toMatch(/Taxa de serviço \(10%\): +R\$ 12,00\n/);
    expect(conferencia).toMatch(/Couvert \(4 x R\$ 15,00\): R\$ 60,00\n/);
    expect(conferencia).toMatch(/Total por pessoa \(4\): +R\$ 48,00\n/);
  });

  test("tirar e pôr a taxa e o couvert com um clique; desconto; tudo no histórico e na versão", async () => {
    const comanda = await mesaCom(4);
    const sem = await ajustarContaPelaApi(device, comanda.id, { cobrar_taxa_servico: false });
    expect(sem.status).toBe(200);
    const semTaxa = ComandaComNota.parse(await json(sem));
    expect(semTaxa.comanda).toMatchObject({
      cobrar_taxa_servico: false,
      taxa_servico: "0.00",
      total_a_pagar: "180.00",
    });
    expect(semTaxa.comanda.versao).toBe(comanda.versao + 1);
    expect(semTaxa.nota.taxaServico).toBeNull();
    expect(montarRecibo(semTaxa.nota)).not.toContain("Taxa de serviço");

    await ajustarContaPelaApi(device, comanda.id, { cobrar_couvert: false });
    const volta = await ajustarContaPelaApi(device, comanda.id, {
      cobrar_taxa_servico: true,
      desconto: "20",
    });
    // The service charge is on the bill after the discount: 10 % of R$ 100,00.
    expect(ComandaComNota.parse(await json(volta)).comanda).toMatchObject({
      desconto: "20.00",
      total: "100.00",
      taxa_servico: "10.00",
      couvert: "0.00",
      total_a_pagar: "110.00",
    });
    const { historico } = await ler(comanda.id);
    expect(historico.filter((e) => e.tipo === "conta_ajustada").map((e) => e.motivo)).toEqual([
      "Taxa de serviço removida",
      "Couvert removido",
      "Desconto: R$\u00a020,00; Taxa de serviço cobrada",
    ]);
    // Nothing that changes nothing is written: no new version, no history.
    const igual = await ajustarContaPelaApi(device, comanda.id, { cobrar_couvert: false });
    expect(ComandaComNota.parse(await json(igual)).historico).toHaveLength(historico.length);

    const vazio = await ajustarContaPelaApi(device, comanda.id, {});
    expect([vazio.status, (await json<ErroApi>(vazio)).error]).toEqual([400, "Informe o que muda na conta"]);
  });

  test("ajuste numa versão velha: 409 com a comanda de agora", async () => {
    const comanda = await mesaCom(2);
    await ajustarContaPelaApi(device, comanda.id, { cobrar_couvert: false });
    const velho = await device.post(`/api/comandas/${comanda.id}/conta`, {
      cobrar_taxa_servico: false,
      versao: comanda.versao,
    });
    expect([velho.status, (await json<ErroApi>(velho)).code]).toEqual([409, "ComandaAlterada"]);
    expect(await comandaNoBanco(db(), comanda.id)).toMatchObject({ cobrar_taxa_servico: true });
  });

  test("pessoas: o garçom corrige e o couvert acompanha; a taxa é a da abertura, não a de agora", async () => {
    const dono = device;
    const garcom = await pessoaLogada(t, dono, "garcom");
    const comanda = await mesaCom(2, garcom.device);
    expect(comanda.couvert).toBe("30.00");
    const r = await garcom.device.post(`/api/comandas/${comanda.id}/pessoas`, { pessoas: 5 });
    expect(r.status).toBe(200);
    expect(ComandaComNota.parse(await json(r)).comanda).toMatchObject({ pessoas: 5, couvert: "75.00" });
    const ruim = await garcom.device.post(`/api/comandas/${comanda.id}/pessoas`, { pessoas: 0 });
    expect([ruim.status, (await json<ErroApi>(ruim)).campos?.pessoas]).toEqual([
      400,
      "A mesa tem pelo menos 1 pessoa",
    ]);

    // The owner changes the settings during the evening: the open tab keeps its 10 % and R$ 15,00.
    await definirTaxas(db(), usuarioId, { taxa_servico_percentual: "12.00", couvert_por_pessoa: "20.00" });
    const lida = (await ler(comanda.id)).comanda;
    expect([lida.taxa_servico_percentual, lida.couvert_por_pessoa]).toEqual(["10.00", "15.00"]);
    const nova = await mesaCom(1);
    expect([nova.taxa_servico_percentual, nova.couvert_por_pessoa, nova.taxa_servico]).toEqual([
      "12.00",
      "20.00",
      "14.40",
    ]);
    await definirTaxas(db(), usuarioId, { taxa_servico_percentual: "10.00", couvert_por_pessoa: "15.00" });

    // The waiter prints the pre-bill (reads the tab) but takes no payment and adjusts no bill.
    expect((await garcom.device.get(`/api/comandas/${comanda.id}`)).status).toBe(200);
    const pagar = await pagarPelaApi(garcom.device, comanda.id, { forma_pagamento: "pix", valor: "10" });
    expect(pagar.status).toBe(403);
    const ajustar = await ajustarContaPelaApi(garcom.device, comanda.id, { cobrar_taxa_servico: false });
    expect(ajustar.status).toBe(403);
    expect((await garcom.device.get("/api/pdv/taxas")).status).toBe(403);
    // The cashier takes payments.
    const caixa = await pessoaLogada(t, dono, "caixa");
    const pago = await pagarPelaApi(caixa.device, comanda.id, { forma_pagamento: "pix", valor: "10" });
    expect(pago.status).toBe(201);
    const [pagamento] = await pagamentosNoBanco(db(), { comandaId: comanda.id });
    expect([pagamento!.registrado_por_id, pagamento!.registrado_por]).toEqual([
      caixa.pessoa.id,
      caixa.pessoa.nome,
    ]);
    expect(await json(await caixa.device.get("/api/pdv/taxas"))).toEqual({
      taxa_servico_percentual: "10.00",
      taxa_servico_venda_direta: false,
      couvert_por_pessoa: "15.00",
    });
  });

  test("taxa de serviço desligada: a comanda abre sem ela; couvert desligado, sem couvert", async () => {
    const outra = await contaLogada(t);
    await definirTaxas(db(), outra.usuarioId, { taxa_servico_ativa: false });
    const mesa = Mesa.parse(await json(await outra.device.post("/api/mesas", { numero_mesa: 1 })));
    const comanda = Comanda.parse(
      await json(await outra.device.post("/api/comandas", { mesa_id: mesa.id, pessoas: 3 })),
    );
    expect(comanda).toMatchObject({
      taxa_servico_percentual: "0.00",
      couvert_por_pessoa: "0.00",
      couvert: "0.00",
    });
  });

  describe("outra conta", () => {
    test("pagamentos, conta e pessoas na comanda de A pedidos por B: 404, nada muda", async () => {
      const comanda = await mesaCom(2);
      const b = await contaLogada(t);
      const antes = await comandaNoBanco(db(), comanda.id);
      const rotas: [string, unknown][] = [
        [
          "pagamentos",
          {
            forma_pagamento: "pix",
            valor: "10",
            versao: antes.versao,
            chave_idempotencia: crypto.randomUUID(),
          },
        ],
        ["conta", { cobrar_taxa_servico: false, versao: antes.versao }],
        ["pessoas", { pessoas: 9 }],
      ];
      for (const [rota, body] of rotas) {
        const r = await b.device.post(`/api/comandas/${comanda.id}/${rota}`, body);
        expect([rota, r.status, (await json<ErroApi>(r)).error]).toEqual([
          rota,
          404,
          "Comanda não encontrada",
        ]);
      }
      expect(await comandaNoBanco(db(), comanda.id)).toEqual(antes);
      expect(await pagamentosNoBanco(db(), { comandaId: comanda.id })).toHaveLength(0);
    });
  });
});
