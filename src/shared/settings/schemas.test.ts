import { describe, expect, it } from "vitest";
import { lerInteiroConfiguracao } from "./inteiro-configuracao";
import { ConfiguracoesInput, ImportacaoConfiguracoesInput, MENSAGEM_ARQUIVO_INVALIDO } from "./schemas";

const valido = {
  nome_estabelecimento: "Bar do Zé",
  email_contato: "ze@bar.com.br",
  telefone: "(11) 98765-4321",
  cnpj_cpf: "11.222.333/0001-81",
  endereco: "Rua das Flores, 10 - São Paulo/SP",
  notificacao_estoque_baixo: true,
  notificacao_email: false,
  estoque_minimo_padrao: "20",
  alerta_estoque_critico: 5,
  backup_automatico: true,
  taxa_servico_ativa: true,
  taxa_servico_percentual: "10",
  taxa_servico_venda_direta: false,
  couvert_ativo: false,
  couvert_por_pessoa: "",
  exigir_caixa_aberto: false,
};

const mensagens = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("inteiros das configurações (§5)", () => {
  it("lê como inteiro: texto numérico, número com casas, texto que começa com número", () => {
    expect(lerInteiroConfiguracao("20")).toBe(20);
    expect(lerInteiroConfiguracao(" 7 ")).toBe(7);
    expect(lerInteiroConfiguracao(12.9)).toBe(12);
    expect(lerInteiroConfiguracao("15 unidades")).toBe(15);
    expect(lerInteiroConfiguracao("3,5")).toBe(3);
  });

  it("não numérico vira 0", () => {
    for (const v of ["abc", "", null, undefined, true, {}, [], Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(lerInteiroConfiguracao(v)).toBe(0);
    }
  });

  it("nunca abaixo de 0 nem acima de um inteiro do banco", () => {
    expect(lerInteiroConfiguracao(-5)).toBe(0);
    expect(lerInteiroConfiguracao("-1")).toBe(0);
    expect(lerInteiroConfiguracao(1e12)).toBe(2_147_483_647);
    expect(lerInteiroConfiguracao("99999999999999")).toBe(2_147_483_647);
  });
});

describe("ConfiguracoesInput", () => {
  it("normaliza: e-mail minúsculo, documento e números", () => {
    const dados = ConfiguracoesInput.parse({ ...valido, email_contato: " ZE@Bar.com.br " });
    expect(dados).toMatchObject({
      email_contato: "ze@bar.com.br",
      cnpj_cpf: "11222333000181",
      estoque_minimo_padrao: 20,
      alerta_estoque_critico: 5,
    });
  });

  it("opcionais vazios viram null", () => {
    const dados = ConfiguracoesInput.parse({ ...valido, telefone: "", endereco: null });
    expect(dados).toMatchObject({ telefone: null, endereco: null });
  });

  it("CNPJ/CPF obrigatório e válido", () => {
    for (const [cnpj_cpf, mensagem] of [
      [" ", "CNPJ/CPF é obrigatório"],
      [null, "CNPJ/CPF é obrigatório"],
      [undefined, "CNPJ/CPF é obrigatório"],
      ["123", "CPF ou CNPJ inválido"],
      ["529.982.247-24", "CPF ou CNPJ inválido"],
    ] as const) {
      expect(mensagens(ConfiguracoesInput.safeParse({ ...valido, cnpj_cpf })).cnpj_cpf).toBe(mensagem);
    }
    expect(ConfiguracoesInput.parse({ ...valido, cnpj_cpf: "529.982.247-25" }).cnpj_cpf).toBe("52998224725");
  });

  it("mensagens em português por campo", () => {
    const r = ConfiguracoesInput.safeParse({
      ...valido,
      nome_estabelecimento: "  ",
      email_contato: "nao-e-email",
      telefone: "123",
      cnpj_cpf: "111.111.111-11",
      notificacao_email: "sim",
      usuario_id: "outra-conta",
    });
    expect(mensagens(r)).toEqual({
      nome_estabelecimento: "Nome do estabelecimento é obrigatório",
      email_contato: "Email inválido",
      telefone: "Telefone inválido: informe o DDD e o número",
      cnpj_cpf: "CPF ou CNPJ inválido",
      notificacao_email: "Notificações por e-mail: use verdadeiro ou falso",
      "": "Campo não permitido",
    });
  });
});

describe("ImportacaoConfiguracoesInput", () => {
  it("sem objeto configuracoes: Arquivo inválido", () => {
    for (const arquivo of [null, [], "texto", 1, {}, { configuracoes: null }, { configuracoes: [1] }]) {
      const r = ImportacaoConfiguracoesInput.safeParse(arquivo);
      expect(r.success, JSON.stringify(arquivo)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(MENSAGEM_ARQUIVO_INVALIDO);
    }
  });

  it("descarta id, usuario_id, datas e chaves desconhecidas; o que falta fica de fora", () => {
    const r = ImportacaoConfiguracoesInput.parse({
      configuracoes: {
        id: "x",
        usuario_id: "outra-conta",
        created_at: "2020-01-01",
        updated_at: "2020-01-01",
        ultimo_backup: "2020-01-01T00:00:00.000Z",
        tema: "claro",
        estoque_minimo_padrao: "abc",
        alerta_estoque_critico: -3,
      },
      versao: "1.0",
    });
    expect(r.configuracoes).toEqual({ estoque_minimo_padrao: 0, alerta_estoque_critico: 0 });
  });
});

describe("taxa de serviço e couvert (decisões 150–151)", () => {
  it("porcentagem como dinheiro, de 0% a 30%; couvert em reais", () => {
    const r = ConfiguracoesInput.parse({
      ...valido,
      taxa_servico_percentual: "12,5",
      couvert_ativo: true,
      couvert_por_pessoa: "15",
    });
    expect([r.taxa_servico_percentual, r.couvert_por_pessoa]).toEqual(["12.50", "15.00"]);
    expect(mensagens(ConfiguracoesInput.safeParse({ ...valido, taxa_servico_percentual: "30,01" }))).toEqual({
      taxa_servico_percentual: "A taxa de serviço vai até 30%",
    });
    expect(mensagens(ConfiguracoesInput.safeParse({ ...valido, taxa_servico_percentual: "-1" }))).toEqual({
      taxa_servico_percentual: "A porcentagem não pode ser negativa",
    });
  });

  it("ligada, a taxa precisa de porcentagem e o couvert de valor; desligados, zero vale", () => {
    expect(
      mensagens(
        ConfiguracoesInput.safeParse({
          ...valido,
          taxa_servico_percentual: "0",
          couvert_ativo: true,
          couvert_por_pessoa: "0",
        }),
      ),
    ).toEqual({
      taxa_servico_percentual: "Informe a porcentagem da taxa de serviço",
      couvert_por_pessoa: "Informe o valor do couvert por pessoa",
    });
    const desligados = ConfiguracoesInput.parse({
      ...valido,
      taxa_servico_ativa: false,
      taxa_servico_percentual: "0",
      couvert_por_pessoa: "0",
    });
    expect(desligados.taxa_servico_ativa).toBe(false);
  });

  it("a importação de um arquivo antigo, sem esses campos, mantém os atuais", () => {
    const r = ImportacaoConfiguracoesInput.parse({ configuracoes: { nome_estabelecimento: "Bar" } });
    expect(r.configuracoes.taxa_servico_ativa).toBeUndefined();
    expect(r.configuracoes.couvert_por_pessoa).toBeUndefined();
  });
});
