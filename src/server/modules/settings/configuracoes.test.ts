import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { Sessao } from "@/shared/accounts/schemas";
import { montarRecibo } from "@/shared/pos/recibo";
import { VendaComNota } from "@/shared/pos/schemas";
import {
  ArquivoConfiguracoes,
  Configuracoes,
  ConfiguracoesLidas,
  MENSAGEM_ARQUIVO_INVALIDO,
} from "@/shared/settings/schemas";
import { createTestApp, type Device, type ErroApi, json, type TestApp } from "../../../../tests/support/app";
import { contaLogada, criarProduto } from "../../../../tests/support/factories";
import { vendaInput } from "../../../../tests/support/pos";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { authUsers, configuracoes, usuarios } from "../../db/schema";

/** A CNPJ with valid check digits. */
const CNPJ = "11222333000181";

const formulario = (overrides: Record<string, unknown> = {}) => ({
  nome_estabelecimento: "Choperia Central",
  email_contato: "contato@choperia.com.br",
  telefone: "(11) 3333-4444",
  cnpj_cpf: "11.222.333/0001-81",
  endereco: "Rua Augusta, 100 - São Paulo/SP",
  notificacao_estoque_baixo: false,
  notificacao_email: false,
  estoque_minimo_padrao: 30,
  alerta_estoque_critico: 8,
  backup_automatico: false,
  taxa_servico_ativa: true,
  taxa_servico_percentual: "12,5",
  taxa_servico_venda_direta: true,
  couvert_ativo: true,
  couvert_por_pessoa: "15",
  exigir_caixa_aberto: false,
  ...overrides,
});

describeEachDatabase("configurações", (getDb) => {
  let t: TestApp;
  const db = () => getDb().db;

  beforeAll(() => {
    t = createTestApp(getDb().db);
  });
  afterAll(() => t.close());

  const ler = async (device: Device) => {
    const response = await device.get("/api/configuracoes");
    expect(response.status).toBe(200);
    return ConfiguracoesLidas.parse(await json(response));
  };
  const salvar = (device: Device, body: unknown) => device.request("PUT", "/api/configuracoes", { body });
  const linhaDe = async (usuarioId: string) =>
    (await db().select().from(configuracoes).where(eq(configuracoes.usuario_id, usuarioId)))[0];

  test("sem sessão: 401 em todas as rotas", async () => {
    const anonimo = t.device();
    for (const [metodo, caminho] of [
      ["GET", "/api/configuracoes"],
      ["PUT", "/api/configuracoes"],
      ["POST", "/api/configuracoes/restaurar-padrao"],
      ["GET", "/api/configuracoes/exportar"],
      ["POST", "/api/configuracoes/importar"],
    ] as const) {
      const response = await anonimo.request(metodo, caminho, { body: metodo === "GET" ? undefined : {} });
      expect(response.status, caminho).toBe(401);
    }
  });

  test("cadastro: a linha já existe com os dados do cadastro e os padrões do §9", async () => {
    const { device, email } = await contaLogada(t, { nomeEstabelecimento: "Bar do Zé", cnpjCpf: CNPJ });
    const { configuracoes: c, criada } = await ler(device);
    expect(criada).toBe(false);
    expect(c).toMatchObject({
      nome_estabelecimento: "Bar do Zé",
      email_contato: email,
      telefone: null,
      cnpj_cpf: CNPJ,
      endereco: null,
      notificacao_estoque_baixo: true,
      notificacao_email: true,
      estoque_minimo_padrao: 20,
      alerta_estoque_critico: 5,
      backup_automatico: true,
      ultimo_backup: null,
    });
  });

  test("primeira leitura sem linha: cria os padrões a partir do perfil, uma vez", async () => {
    const { device, email, usuarioId } = await contaLogada(t, {
      nomeEstabelecimento: "Boteco Sem Linha",
      cnpjCpf: CNPJ,
    });
    await db().delete(configuracoes).where(eq(configuracoes.usuario_id, usuarioId));
    await db().update(usuarios).set({ telefone: "11999998888" }).where(eq(usuarios.id, usuarioId));

    const primeira = await ler(device);
    expect(primeira.criada).toBe(true);
    expect(primeira.configuracoes).toMatchObject({
      usuario_id: usuarioId,
      nome_estabelecimento: "Boteco Sem Linha",
      email_contato: email,
      telefone: "11999998888",
      cnpj_cpf: CNPJ,
      estoque_minimo_padrao: 20,
      alerta_estoque_critico: 5,
      notificacao_estoque_baixo: true,
      notificacao_email: true,
      backup_automatico: true,
    });
    const segunda = await ler(device);
    expect(segunda.criada).toBe(false);
    expect(segunda.configuracoes.id).toBe(primeira.configuracoes.id);
    // Two first reads at once still make one row.
    await db().delete(configuracoes).where(eq(configuracoes.usuario_id, usuarioId));
    const juntas = await Promise.all([ler(device), ler(device), ler(device)]);
    expect(new Set(juntas.map((l) => l.configuracoes.id)).size).toBe(1);
    expect(juntas.filter((l) => l.criada)).toHaveLength(1);
  });

  test("salvar: grava tudo, e o nome chega à sessão, ao usuário do login e ao recibo", async () => {
    const { device, usuarioId } = await contaLogada(t, { nomeEstabelecimento: "Nome Antigo" });
    const response = await salvar(device, formulario());
    expect(response.status).toBe(200);
    const salvas = Configuracoes.parse(await json(response));
    expect(salvas).toMatchObject({
      nome_estabelecimento: "Choperia Central",
      email_contato: "contato@choperia.com.br",
      telefone: "(11) 3333-4444",
      cnpj_cpf: CNPJ,
      endereco: "Rua Augusta, 100 - São Paulo/SP",
      notificacao_estoque_baixo: false,
      notificacao_email: false,
      estoque_minimo_padrao: 30,
      alerta_estoque_critico: 8,
      backup_automatico: false,
    });
    expect((await ler(device)).configuracoes).toEqual(salvas);

    const sessao = Sessao.parse(await json(await device.get("/api/contas/sessao")));
    expect(sessao.usuario.nome_estabelecimento).toBe("Choperia Central");
    const [perfil] = await db().select().from(usuarios).where(eq(usuarios.id, usuarioId));
    expect(perfil).toMatchObject({ cnpj_cpf: CNPJ, telefone: "(11) 3333-4444" });
    const [auth] = await db().select().from(authUsers).where(eq(authUsers.id, usuarioId));
    expect(auth?.name).toBe("Choperia Central");

    const produto = await criarProduto(db(), usuarioId, { preco_venda: "8.00", estoque_atual: 5 });
    const venda = await device.post("/api/vendas", vendaInput([{ produto_id: produto.id, quantidade: 1 }]));
    expect(venda.status).toBe(201);
    const { nota } = VendaComNota.parse(await json(venda));
    expect(nota).toMatchObject({
      nomeEstabelecimento: "Choperia Central",
      cnpjCpfEstabelecimento: CNPJ,
      enderecoEstabelecimento: "Rua Augusta, 100 - São Paulo/SP",
      telefoneEstabelecimento: "(11) 3333-4444",
    });
    const recibo = montarRecibo(nota).split("\n");
    expect(recibo.slice(0, 9)).toEqual([
      "================================",
      "        Choperia Central",
      "    CNPJ: 11.222.333/0001-81",
      "Rua Augusta, 100 - São Paulo/SP",
      "      Tel: (11) 3333-4444",
      "--------------------------------",
      "      COMPROVANTE DE VENDA",
      "     NÃO É DOCUMENTO FISCAL",
      "================================",
    ]);
  });

  test("salvar com erros: 400 com mensagem por campo e nada muda", async () => {
    const { device, usuarioId } = await contaLogada(t);
    const antes = await linhaDe(usuarioId);
    const response = await salvar(
      device,
      formulario({ nome_estabelecimento: " ", email_contato: "x@", cnpj_cpf: "123", usuario_id: "outra" }),
    );
    expect(response.status).toBe(400);
    const erro = await json<ErroApi>(response);
    expect(erro.campos).toEqual({
      nome_estabelecimento: "Nome do estabelecimento é obrigatório",
      email_contato: "Email inválido",
      cnpj_cpf: "CPF ou CNPJ inválido",
      usuario_id: "Campo não permitido",
    });
    expect(await linhaDe(usuarioId)).toEqual(antes);
    const semJson = await device.request("PUT", "/api/configuracoes", { rawBody: "{nao é json" });
    expect(semJson.status).toBe(400);
    expect(await linhaDe(usuarioId)).toEqual(antes);
  });

  test("inteiros pela regra do §5: não numérico vira 0, nunca abaixo de 0", async () => {
    const { device } = await contaLogada(t);
    const casos: [unknown, number][] = [
      ["25", 25],
      ["abc", 0],
      [-4, 0],
      [7.8, 7],
      ["12 unidades", 12],
      [null, 0],
    ];
    for (const [enviado, gravado] of casos) {
      const response = await salvar(
        device,
        formulario({ estoque_minimo_padrao: enviado, alerta_estoque_critico: enviado }),
      );
      expect(response.status, JSON.stringify(enviado)).toBe(200);
      const c = Configuracoes.parse(await json(response));
      expect([c.estoque_minimo_padrao, c.alerta_estoque_critico], JSON.stringify(enviado)).toEqual([
        gravado,
        gravado,
      ]);
    }
  });

  test("restaurar padrão: preferências e e-mail de contato voltam; os dados do estabelecimento ficam", async () => {
    const { device, email } = await contaLogada(t);
    await salvar(device, formulario({ exigir_caixa_aberto: true }));
    const response = await device.post("/api/configuracoes/restaurar-padrao");
    expect(response.status).toBe(200);
    expect(Configuracoes.parse(await json(response))).toMatchObject({
      nome_estabelecimento: "Choperia Central",
      cnpj_cpf: CNPJ,
      telefone: "(11) 3333-4444",
      endereco: "Rua Augusta, 100 - São Paulo/SP",
      email_contato: email,
      notificacao_estoque_baixo: true,
      notificacao_email: true,
      estoque_minimo_padrao: 20,
      alerta_estoque_critico: 5,
      backup_automatico: true,
      // Saved on, back to the rule: off for an account that never opened a caixa (decision 161).
      exigir_caixa_aberto: false,
    });
  });

  test("exportar e importar: o arquivo do §3 volta exatamente", async () => {
    const { device, usuarioId } = await contaLogada(t);
    await salvar(device, formulario());
    const exportado = await device.get("/api/configuracoes/exportar");
    expect(exportado.status).toBe(200);
    expect(exportado.headers.get("content-disposition")).toMatch(
      /^attachment; filename="configuracoes-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const arquivo = ArquivoConfiguracoes.parse(await json(exportado));
    expect(arquivo.versao).toBe("1.0");
    expect(Object.keys(arquivo).sort()).toEqual(["configuracoes", "dataExport", "versao"]);
    expect(arquivo.configuracoes.usuario_id).toBe(usuarioId);

    await salvar(device, formulario({ nome_estabelecimento: "Outro Nome", estoque_minimo_padrao: 1 }));
    const importado = await device.post("/api/configuracoes/importar", arquivo);
    expect(importado.status).toBe(200);
    const depois = Configuracoes.parse(await json(importado));
    const { updated_at: _a, ...semData } = depois;
    const { updated_at: _b, ...original } = arquivo.configuracoes;
    expect(semData).toEqual(original);
    const sessao = Sessao.parse(await json(await device.get("/api/contas/sessao")));
    expect(sessao.usuario.nome_estabelecimento).toBe("Choperia Central");
  });

  test("importar: descarta id, usuario_id e datas; o que falta no arquivo fica como está", async () => {
    const { device, usuarioId } = await contaLogada(t);
    await salvar(device, formulario());
    const antes = await linhaDe(usuarioId);
    const response = await device.post("/api/configuracoes/importar", {
      configuracoes: {
        id: "00000000-0000-0000-0000-000000000000",
        usuario_id: "outra-conta",
        created_at: "2001-01-01T00:00:00.000Z",
        updated_at: "2001-01-01T00:00:00.000Z",
        ultimo_backup: "2001-01-01T00:00:00.000Z",
        estoque_minimo_padrao: "abc",
        alerta_estoque_critico: "-2",
        notificacao_email: true,
      },
      dataExport: "2001-01-01T00:00:00.000Z",
      versao: "1.0",
    });
    expect(response.status).toBe(200);
    const depois = await linhaDe(usuarioId);
    expect(depois).toEqual({
      ...antes,
      estoque_minimo_padrao: 0,
      alerta_estoque_critico: 0,
      notificacao_email: true,
      updated_at: expect.any(Date),
    });
    expect(depois!.id).toBe(antes!.id);
    expect(depois!.created_at).toEqual(antes!.created_at);
    expect(depois!.ultimo_backup).toBeNull();
  });

  test("importar: 'Arquivo inválido' sem objeto configuracoes, com JSON quebrado ou campo inválido; nada muda", async () => {
    const { device, usuarioId } = await contaLogada(t);
    const antes = await linhaDe(usuarioId);
    const corpos: { body?: unknown; rawBody?: string }[] = [
      { body: {} },
      { body: null },
      { body: [] },
      { body: "texto" },
      { body: { configuracoes: "x" } },
      { body: { configuracoes: [] } },
      { body: { versao: "1.0", dataExport: "2025-01-01T00:00:00.000Z" } },
      { rawBody: "isto não é JSON" },
      { rawBody: "" },
      { body: { configuracoes: { email_contato: "nao-e-email" } } },
      { body: { configuracoes: { nome_estabelecimento: "" } } },
      { body: { configuracoes: { cnpj_cpf: "00000000000" } } },
      { body: { configuracoes: { backup_automatico: "sim" } } },
    ];
    for (const corpo of corpos) {
      const response = await device.request("POST", "/api/configuracoes/importar", corpo);
      expect(response.status, JSON.stringify(corpo)).toBe(400);
      const erro = await json<ErroApi>(response);
      expect(erro).toMatchObject({ error: MENSAGEM_ARQUIVO_INVALIDO, code: "ArquivoInvalido" });
    }
    const campo = await device.post("/api/configuracoes/importar", {
      configuracoes: { email_contato: "nao-e-email" },
    });
    expect((await json<ErroApi>(campo)).campos).toEqual({ "configuracoes.email_contato": "Email inválido" });
    expect(await linhaDe(usuarioId)).toEqual(antes);
  });

  test("isolamento: cada conta lê, salva, restaura, exporta e importa só a sua linha", async () => {
    const a = await contaLogada(t, { nomeEstabelecimento: "Bar A" });
    const b = await contaLogada(t, { nomeEstabelecimento: "Bar B" });
    const linhaA = await linhaDe(a.usuarioId);

    expect((await ler(b.device)).configuracoes.usuario_id).toBe(b.usuarioId);
    await salvar(b.device, formulario({ nome_estabelecimento: "Bar B Novo" }));
    await b.device.post("/api/configuracoes/restaurar-padrao");
    const arquivoB = ArquivoConfiguracoes.parse(
      await json(await b.device.get("/api/configuracoes/exportar")),
    );
    expect(arquivoB.configuracoes.usuario_id).toBe(b.usuarioId);

    // B imports a file that names A's row and A's account: it lands on B's row only.
    const arquivoComIdsDeA = {
      ...arquivoB,
      configuracoes: { ...arquivoB.configuracoes, id: linhaA!.id, usuario_id: a.usuarioId },
    };
    expect((await b.device.post("/api/configuracoes/importar", arquivoComIdsDeA)).status).toBe(200);

    expect(await linhaDe(a.usuarioId)).toEqual(linhaA);
    const sessaoA = Sessao.parse(await json(await a.device.get("/api/contas/sessao")));
    expect(sessaoA.usuario.nome_estabelecimento).toBe("Bar A");
    expect((await linhaDe(b.usuarioId))!.nome_estabelecimento).toBe("Bar B Novo");
  });
});
