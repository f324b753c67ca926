import { describe, expect, test } from "vitest";
import { ConfiguracoesInput, ImportacaoConfiguracoesInput } from "../settings/schemas";
import {
  lerCamposPix,
  MENSAGENS_PIX,
  normalizarChavePix,
  normalizarTextoPix,
  telefonePix,
} from "./recebedor";

const formulario = {
  nome_estabelecimento: "Bar do Zé",
  email_contato: "ze@bar.com.br",
  telefone: null,
  cnpj_cpf: "11.222.333/0001-81",
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
};

const mensagens = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("chave PIX", () => {
  test.each([
    ["cpf", "123.456.789-09", "12345678909"],
    ["cnpj", "11.222.333/0001-81", "11222333000181"],
    ["email", " Caixa@BarDoZe.com.br ", "caixa@bardoze.com.br"],
    ["telefone", "(11) 98765-4321", "+5511987654321"],
    ["telefone", "+55 21 3333-4444", "+552133334444"],
    ["aleatoria", "123E4567-E12B-12D1-A456-426655440000", "123e4567-e12b-12d1-a456-426655440000"],
  ] as const)("%s %s → %s", (tipo, texto, chave) => {
    expect(normalizarChavePix(tipo, texto)).toEqual({ chave });
  });

  test.each([
    ["cpf", "123.456.789-00", MENSAGENS_PIX.cpf],
    ["cpf", "11222333000181", MENSAGENS_PIX.cpf],
    ["cnpj", "11.222.333/0001-80", MENSAGENS_PIX.cnpj],
    ["email", "caixa@", MENSAGENS_PIX.email],
    ["email", `${"a".repeat(70)}@bar.com.br`, MENSAGENS_PIX.email],
    ["telefone", "98765-4321", MENSAGENS_PIX.telefone],
    ["telefone", "(01) 98765-4321", MENSAGENS_PIX.telefone],
    ["aleatoria", "123e4567e12b12d1a456426655440000", MENSAGENS_PIX.aleatoria],
  ] as const)("%s %s: recusada", (tipo, texto, erro) => {
    expect(normalizarChavePix(tipo, texto)).toEqual({ erro });
  });

  test("telefone só com DDD brasileiro", () => {
    expect(telefonePix("5511987654321")).toBe("+5511987654321");
    expect(telefonePix("1187654321")).toBe("+551187654321");
    expect(telefonePix("123")).toBeNull();
  });
});

describe("nome e cidade como o BR Code leva", () => {
  test("sem acentos, sem símbolos fora do ASCII, espaços únicos, maiúsculas", () => {
    expect(normalizarTextoPix("  Bar do Zé   Açaí ")).toBe("BAR DO ZE ACAI");
    expect(normalizarTextoPix("São João del-Rei")).toBe("SAO JOAO DEL-REI");
    expect(normalizarTextoPix("Chopp nº 1 🍺")).toBe("CHOPP N 1");
  });

  test("limites de 25 e 15 depois de normalizar", () => {
    const campos = {
      pix_tipo_chave: "cpf" as const,
      pix_chave: "12345678909",
      pix_nome_recebedor: "Á".repeat(25),
      pix_cidade: "Ç".repeat(15),
    };
    expect(lerCamposPix(campos)).toEqual({
      campos: { ...campos, pix_nome_recebedor: "A".repeat(25), pix_cidade: "C".repeat(15) },
    });
    expect(
      lerCamposPix({ ...campos, pix_nome_recebedor: "A".repeat(26), pix_cidade: "C".repeat(16) }),
    ).toEqual({
      erros: { pix_nome_recebedor: MENSAGENS_PIX.nomeLongo, pix_cidade: MENSAGENS_PIX.cidadeLonga },
    });
  });
});

describe("os quatro campos nas configurações", () => {
  test("todos em branco: sem chave (PIX sem QR)", () => {
    const dados = ConfiguracoesInput.parse({
      ...formulario,
      pix_tipo_chave: "",
      pix_chave: " ",
      pix_nome_recebedor: "",
      pix_cidade: null,
    });
    expect(dados).toMatchObject({
      pix_tipo_chave: null,
      pix_chave: null,
      pix_nome_recebedor: null,
      pix_cidade: null,
    });
    expect(ConfiguracoesInput.parse(formulario)).toMatchObject({ pix_tipo_chave: null, pix_chave: null });
  });

  test("preenchidos: normalizados", () => {
    const dados = ConfiguracoesInput.parse({
      ...formulario,
      pix_tipo_chave: "telefone",
      pix_chave: "(11) 98765-4321",
      pix_nome_recebedor: "Bar do Zé",
      pix_cidade: "São Paulo",
    });
    expect(dados).toMatchObject({
      pix_tipo_chave: "telefone",
      pix_chave: "+5511987654321",
      pix_nome_recebedor: "BAR DO ZE",
      pix_cidade: "SAO PAULO",
    });
  });

  test("faltando partes: uma mensagem por campo", () => {
    expect(mensagens(ConfiguracoesInput.safeParse({ ...formulario, pix_chave: "12345678909" }))).toEqual({
      pix_tipo_chave: MENSAGENS_PIX.tipoObrigatorio,
      pix_nome_recebedor: MENSAGENS_PIX.nomeObrigatorio,
      pix_cidade: MENSAGENS_PIX.cidadeObrigatoria,
    });
    expect(
      mensagens(
        ConfiguracoesInput.safeParse({
          ...formulario,
          pix_tipo_chave: "cnpj",
          pix_nome_recebedor: "Bar",
          pix_cidade: "SP",
        }),
      ),
    ).toEqual({ pix_chave: MENSAGENS_PIX.chaveObrigatoria });
    expect(mensagens(ConfiguracoesInput.safeParse({ ...formulario, pix_tipo_chave: "boleto" }))).toEqual({
      pix_tipo_chave: "Tipo de chave PIX inválido",
    });
  });

  test("importação: sem campos PIX fica como está; com algum, lidos juntos", () => {
    expect(ImportacaoConfiguracoesInput.parse({ configuracoes: { telefone: null } }).configuracoes).toEqual({
      telefone: null,
    });
    const r = ImportacaoConfiguracoesInput.safeParse({ configuracoes: { pix_chave: "x@y.com" } });
    expect(mensagens(r)).toMatchObject({ "configuracoes.pix_tipo_chave": MENSAGENS_PIX.tipoObrigatorio });
  });
});
