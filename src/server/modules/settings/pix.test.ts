import { eq } from "drizzle-orm";
import { parsePix } from "pix-utils";
import { afterAll, beforeAll, expect, test } from "vitest";
import { MENSAGENS_PIX } from "@/shared/pix/recebedor";
import { txidDaVenda } from "@/shared/pix/txid";
import { Comanda, ComandaComNota, Mesa, VendaComNota } from "@/shared/pos/schemas";
import { ArquivoConfiguracoes, Configuracoes, MENSAGEM_ARQUIVO_INVALIDO } from "@/shared/settings/schemas";
import { createTestApp, type Device, type ErroApi, json, type TestApp } from "../../../../tests/support/app";
import { pessoaLogada } from "../../../../tests/support/equipe";
import { contaLogada, criarProduto } from "../../../../tests/support/factories";
import { fecharPelaApi, pedidoInput, vendaInput } from "../../../../tests/support/pos";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { configuracoes } from "../../db/schema";

const formulario = (pix: Record<string, unknown> = {}) => ({
  nome_estabelecimento: "Choperia Central",
  email_contato: "contato@choperia.com.br",
  telefone: null,
  cnpj_cpf: "11222333000181",
  endereco: null,
  notificacao_estoque_baixo: true,
  notificacao_email: true,
  estoque_minimo_padrao: 20,
  alerta_estoque_critico: 5,
  backup_automatico: true,
  taxa_servico_ativa: true,
  taxa_servico_percentual: "10",
  taxa_servico_venda_direta: false,
  couvert_ativo: false,
  couvert_por_pessoa: "0",
  exigir_caixa_aberto: false,
  pix_tipo_chave: "email",
  pix_chave: " Caixa@Choperia.com.br ",
  pix_nome_recebedor: "Choperia São João",
  pix_cidade: "Ribeirão Preto",
  ...pix,
});

describeEachDatabase("chave PIX nas configurações e no recibo", (getDb) => {
  let t: TestApp;
  const db = () => getDb().db;
  let mesas = 1;

  beforeAll(() => {
    t = createTestApp(getDb().db);
  });
  afterAll(() => t.close());

  const salvar = (device: Device, body: unknown) => device.request("PUT", "/api/configuracoes", { body });
  const linhaDe = async (usuarioId: string) =>
    (await db().select().from(configuracoes).where(eq(configuracoes.usuario_id, usuarioId)))[0];

  test("o caixa lê o recebedor do QR sem ler as configurações; o garçom, que não recebe, não lê", async () => {
    const { device: dono } = await contaLogada(t);
    expect(await json(await dono.get("/api/pdv/pix"))).toEqual({ pix: null });
    expect((await salvar(dono, formulario())).status).toBe(200);

    const caixa = await pessoaLogada(t, dono, "caixa");
    expect((await caixa.device.get("/api/configuracoes")).status).toBe(403);
    const resposta = await caixa.device.get("/api/pdv/pix");
    expect(resposta.status).toBe(200);
    expect(await json(resposta)).toEqual({
      pix: {
        tipo: "email",
        chave: "caixa@choperia.com.br",
        nome: "CHOPERIA SAO JOAO",
        cidade: "RIBEIRAO PRETO",
      },
    });

    const garcom = await pessoaLogada(t, dono, "garcom");
    expect((await garcom.device.get("/api/pdv/pix")).status).toBe(403);
  });

  test("salvar: a chave, o nome e a cidade como o BR Code leva; exportar e importar levam junto", async () => {
    const { device, usuarioId } = await contaLogada(t);
    const response = await salvar(device, formulario());
    expect(response.status).toBe(200);
    expect(Configuracoes.parse(await json(response))).toMatchObject({
      pix_tipo_chave: "email",
      pix_chave: "caixa@choperia.com.br",
      pix_nome_recebedor: "CHOPERIA SAO JOAO",
      pix_cidade: "RIBEIRAO PRETO",
    });
    expect(await linhaDe(usuarioId)).toMatchObject({ pix_chave: "caixa@choperia.com.br" });

    // "Restaurar Padrão" puts back preferences; the PIX key is the establishment's data and stays.
    const restaurada = await device.post("/api/configuracoes/restaurar-padrao", {});
    expect(Configuracoes.parse(await json(restaurada)).pix_chave).toBe("caixa@choperia.com.br");

    const arquivo = ArquivoConfiguracoes.parse(await json(await device.get("/api/configuracoes/exportar")));
    expect(arquivo.configuracoes.pix_cidade).toBe("RIBEIRAO PRETO");
    // Blank: the key is removed (PIX is still taken, without a QR).
    const sem = await salvar(
      device,
      formulario({ pix_tipo_chave: "", pix_chave: "", pix_nome_recebedor: "", pix_cidade: "" }),
    );
    expect(Configuracoes.parse(await json(sem))).toMatchObject({ pix_tipo_chave: null, pix_chave: null });
    // A file without the PIX fields (an older version) keeps what is there; the exported one restores it.
    const antigo = await device.post("/api/configuracoes/importar", { configuracoes: { telefone: null } });
    expect(Configuracoes.parse(await json(antigo)).pix_chave).toBeNull();
    const importado = await device.post("/api/configuracoes/importar", arquivo);
    expect(importado.status).toBe(200);
    expect(Configuracoes.parse(await json(importado))).toMatchObject({
      pix_tipo_chave: "email",
      pix_chave: "caixa@choperia.com.br",
      pix_nome_recebedor: "CHOPERIA SAO JOAO",
      pix_cidade: "RIBEIRAO PRETO",
    });
  });

  test("salvar com erros: 400 com a mensagem de cada campo PIX e nada muda", async () => {
    const { device, usuarioId } = await contaLogada(t);
    await salvar(device, formulario());
    const antes = await linhaDe(usuarioId);
    const casos: [Record<string, unknown>, Record<string, string>][] = [
      [{ pix_tipo_chave: "cpf", pix_chave: "123.456.789-00" }, { pix_chave: MENSAGENS_PIX.cpf }],
      [{ pix_tipo_chave: "cnpj", pix_chave: "11222333000180" }, { pix_chave: MENSAGENS_PIX.cnpj }],
      [{ pix_chave: "caixa@" }, { pix_chave: MENSAGENS_PIX.email }],
      [{ pix_tipo_chave: "telefone", pix_chave: "98765-4321" }, { pix_chave: MENSAGENS_PIX.telefone }],
      [{ pix_tipo_chave: "aleatoria", pix_chave: "abc" }, { pix_chave: MENSAGENS_PIX.aleatoria }],
      [{ pix_tipo_chave: null }, { pix_tipo_chave: MENSAGENS_PIX.tipoObrigatorio }],
      [{ pix_tipo_chave: "boleto" }, { pix_tipo_chave: "Tipo de chave PIX inválido" }],
      [
        { pix_nome_recebedor: "Choperia Central do Centro", pix_cidade: "" },
        { pix_nome_recebedor: MENSAGENS_PIX.nomeLongo, pix_cidade: MENSAGENS_PIX.cidadeObrigatoria },
      ],
    ];
    for (const [pix, campos] of casos) {
      const response = await salvar(device, formulario(pix));
      expect(response.status, JSON.stringify(pix)).toBe(400);
      expect((await json<ErroApi>(response)).campos).toEqual(campos);
    }
    const arquivo = await device.post("/api/configuracoes/importar", {
      configuracoes: { pix_tipo_chave: "cpf", pix_chave: "1", pix_nome_recebedor: "X", pix_cidade: "Y" },
    });
    expect(arquivo.status).toBe(400);
    expect(await json<ErroApi>(arquivo)).toMatchObject({
      error: MENSAGEM_ARQUIVO_INVALIDO,
      campos: { "configuracoes.pix_chave": MENSAGENS_PIX.cpf },
    });
    expect(await linhaDe(usuarioId)).toEqual(antes);
  });

  test("venda em PIX: o recibo leva o copia e cola do total exato, com o txid da chave da venda", async () => {
    const { device, usuarioId } = await contaLogada(t);
    await salvar(device, formulario());
    const produto = await criarProduto(db(), usuarioId, { preco_venda: "12.90", estoque_atual: 10 });
    const corpo = vendaInput([{ produto_id: produto.id, quantidade: 3 }], {
      forma_pagamento: "pix",
      desconto: "0,70",
    });
    const response = await device.post("/api/vendas", corpo);
    expect(response.status).toBe(201);
    const { venda, nota } = VendaComNota.parse(await json(response));
    expect(venda.total).toBe("38.00");
    expect(venda).not.toHaveProperty("chave_idempotencia");
    expect(parsePix(nota.pixCopiaECola!)).toMatchObject({
      type: "STATIC",
      pixKey: "caixa@choperia.com.br",
      merchantName: "CHOPERIA SAO JOAO",
      merchantCity: "RIBEIRAO PRETO",
      transactionAmount: 38,
      txid: txidDaVenda(corpo.chave_idempotencia),
    });
    // The reprint prints the same text.
    const reimpressa = VendaComNota.parse(await json(await device.get(`/api/vendas/${venda.id}`)));
    expect(reimpressa.nota.pixCopiaECola).toBe(nota.pixCopiaECola);

    const dinheiro = await device.post(
      "/api/vendas",
      vendaInput([{ produto_id: produto.id, quantidade: 1 }], { forma_pagamento: "dinheiro" }),
    );
    expect(VendaComNota.parse(await json(dinheiro)).nota.pixCopiaECola).toBeNull();
  });

  test("comanda fechada em PIX: o copia e cola do total, com o número da comanda", async () => {
    const { device, usuarioId } = await contaLogada(t);
    await salvar(device, formulario());
    const produto = await criarProduto(db(), usuarioId, { preco_venda: "7.50", estoque_atual: 10 });
    const mesa = Mesa.parse(await json(await device.post("/api/mesas", { numero_mesa: mesas++ })));
    const comanda = Comanda.parse(await json(await device.post("/api/comandas", { mesa_id: mesa.id })));
    await device.post(
      `/api/comandas/${comanda.id}/itens`,
      pedidoInput([{ produto_id: produto.id, quantidade: 2 }]),
    );
    const aberta = ComandaComNota.parse(await json(await device.get(`/api/comandas/${comanda.id}`)));
    expect(aberta.nota.pixCopiaECola).toBeNull();
    const fechada = await fecharPelaApi(device, comanda.id, { forma_pagamento: "pix" });
    expect(fechada.status).toBe(200);
    const { nota } = ComandaComNota.parse(await json(fechada));
    // What the table pays: R$ 15,00 and the 10 % service charge of the settings (decision 150).
    expect(parsePix(nota.pixCopiaECola!)).toMatchObject({
      transactionAmount: 16.5,
      txid: comanda.numero_comanda,
    });
  });

  test("sem chave: PIX funciona como antes, sem copia e cola", async () => {
    const { device, usuarioId } = await contaLogada(t);
    const produto = await criarProduto(db(), usuarioId, { preco_venda: "5.00", estoque_atual: 5 });
    const response = await device.post(
      "/api/vendas",
      vendaInput([{ produto_id: produto.id, quantidade: 1 }], { forma_pagamento: "pix" }),
    );
    expect(response.status).toBe(201);
    expect(VendaComNota.parse(await json(response)).nota).toMatchObject({
      formaPagamento: "pix",
      pixCopiaECola: null,
    });
  });

  test("isolamento: cada conta recebe na sua chave; a venda de A pedida por B é 404", async () => {
    const a = await contaLogada(t);
    const b = await contaLogada(t);
    await salvar(a.device, formulario());
    await salvar(b.device, formulario({ pix_tipo_chave: "cpf", pix_chave: "123.456.789-09" }));
    const antesB = await linhaDe(b.usuarioId);
    const produto = await criarProduto(db(), a.usuarioId, { preco_venda: "9.00", estoque_atual: 5 });
    const venda = await a.device.post(
      "/api/vendas",
      vendaInput([{ produto_id: produto.id, quantidade: 1 }], { forma_pagamento: "pix" }),
    );
    const { venda: vendaA, nota } = VendaComNota.parse(await json(venda));
    expect(parsePix(nota.pixCopiaECola!)).toMatchObject({ pixKey: "caixa@choperia.com.br" });
    expect((await b.device.get(`/api/vendas/${vendaA.id}`)).status).toBe(404);
    expect(await linhaDe(b.usuarioId)).toEqual(antesB);
    expect((await linhaDe(a.usuarioId))?.pix_chave).toBe("caixa@choperia.com.br");
  });
});
