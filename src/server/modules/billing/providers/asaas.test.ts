import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { type AsaasFalso, iniciarAsaasFalso } from "../../../../../tests/support/asaas-falso";
import { captureErrorLogs } from "../../../../../tests/support/capture-logs";
import { ProvedorIndisponivel, WebhookNaoAutorizado } from "../billing.errors";
import type { PedidoAssinatura } from "../billing.provider";
import { criarProvedorAsaas } from "./asaas";
import { MENSAGEM_SEM_RESPOSTA } from "./asaas-cliente";

const TEMPO_LIMITE = 150;

let asaas: AsaasFalso;
beforeAll(async () => {
  asaas = await iniciarAsaasFalso({ atrasoMs: TEMPO_LIMITE * 3 });
});
afterAll(() => asaas.fechar());
afterEach(() => {
  asaas.pedidos.length = 0;
});

const provedor = (apiKey = asaas.apiKey) =>
  criarProvedorAsaas({
    apiKey,
    webhookToken: "whsec_teste",
    ambiente: "sandbox",
    baseUrl: asaas.url,
    tempoLimiteMs: TEMPO_LIMITE,
    esperaInicialMs: 5,
  });

let sequencia = 0;
function pedido(cliente: Partial<PedidoAssinatura["cliente"]> = {}): PedidoAssinatura {
  const n = ++sequencia;
  return {
    referencia: `compra-${n}`,
    cliente: {
      nome: "Bar do Zé",
      cpfCnpj: `5296785200${String(n).padStart(4, "0")}`,
      email: `ze${n}@bar.com`,
      telefone: "11987654321",
      referencia: `usuario-${n}`,
      ...cliente,
    },
    valor: "838.80",
    ciclo: "YEARLY",
    descricao: "Balcão — Plano Anual",
    primeiroVencimento: "2026-12-01",
  };
}
const rotas = () => asaas.pedidos.map((p) => `${p.metodo} ${p.caminho.replace("/v3", "")}`);
const contar = (rota: string) => rotas().filter((r) => r === rota).length;

describe("criarAssinatura no Asaas", () => {
  test("cria o cliente e a assinatura com os campos do Asaas e a chave no cabeçalho access_token", async () => {
    const p = pedido({ telefone: "1133334444" });
    const criada = await provedor().criarAssinatura(p);

    expect(rotas()).toEqual([
      "GET /customers",
      "GET /customers",
      "POST /customers",
      "GET /subscriptions",
      "POST /subscriptions",
      `GET /subscriptions/${criada.idAssinatura}/payments`,
    ]);
    for (const r of asaas.pedidos) expect(r.headers.access_token).toBe(asaas.apiKey);
    expect(asaas.pedidos[0]!.consulta.get("externalReference")).toBe(p.cliente.referencia);
    expect(asaas.pedidos[1]!.consulta.get("cpfCnpj")).toBe(p.cliente.cpfCnpj);
    expect(asaas.pedidos[2]!.corpo).toEqual({
      name: "Bar do Zé",
      cpfCnpj: p.cliente.cpfCnpj,
      email: p.cliente.email,
      phone: "1133334444",
      externalReference: p.cliente.referencia,
      notificationDisabled: false,
    });
    expect(asaas.pedidos[4]!.corpo).toEqual({
      customer: criada.idCliente,
      billingType: "UNDEFINED",
      value: 838.8,
      cycle: "YEARLY",
      nextDueDate: "2026-12-01",
      description: "Balcão — Plano Anual",
      externalReference: p.referencia,
    });
    const cobranca = asaas.cobrancas.find((c) => c.subscription === criada.idAssinatura)!;
    expect(criada.urlPagamento).toBe(cobranca.invoiceUrl);
    expect(criada.idCliente).toMatch(/^cus_/);
  });

  test("celular (11 dígitos) vai em mobilePhone", async () => {
    await provedor().criarAssinatura(pedido({ telefone: "11987654321" }));
    const corpo = asaas.pedidos.find((r) => r.metodo === "POST" && r.caminho === "/v3/customers")!.corpo;
    expect(corpo).toMatchObject({ mobilePhone: "11987654321" });
    expect(corpo).not.toHaveProperty("phone");
  });

  test("reaproveita o cliente achado pela referência ou pelo CPF/CNPJ", async () => {
    const primeiro = pedido();
    const a = await provedor().criarAssinatura(primeiro);
    const b = await provedor().criarAssinatura({ ...pedido(), cliente: primeiro.cliente });
    const c = await provedor().criarAssinatura({
      ...pedido(),
      cliente: { ...primeiro.cliente, referencia: "outra-conta" },
    });
    expect(b.idCliente).toBe(a.idCliente);
    expect(c.idCliente).toBe(a.idCliente);
    expect(contar("POST /customers")).toBe(1);
    expect(contar("POST /subscriptions")).toBe(3);
  });

  test("tenta de novo depois de 429 e de 500, e cria uma vez só", async () => {
    asaas.roteirizar("POST /customers", 429);
    asaas.roteirizar("POST /subscriptions", 500, 503);
    const criada = await provedor().criarAssinatura(pedido());
    expect(contar("POST /customers")).toBe(2);
    expect(contar("POST /subscriptions")).toBe(3);
    expect(asaas.assinaturas.filter((s) => s.customer === criada.idCliente)).toHaveLength(1);
  });

  test("uma resposta que não chega no tempo é abandonada; a nova tentativa acha a assinatura criada", async () => {
    asaas.roteirizar("POST /subscriptions", "lenta");
    const p = pedido();
    const criada = await provedor().criarAssinatura(p);
    expect(contar("POST /subscriptions")).toBe(1);
    expect(asaas.assinaturas.filter((s) => s.externalReference === p.referencia)).toHaveLength(1);
    expect(criada.idAssinatura).toBe(asaas.assinaturas.find((s) => s.externalReference === p.referencia)!.id);
  });

  test("sem resposta em nenhuma tentativa: ProvedorIndisponivel em português, log sem a chave", async () => {
    asaas.roteirizar("GET /customers", "lenta", "lenta", "lenta");
    const { result, lines } = await captureErrorLogs(() =>
      provedor()
        .criarAssinatura(pedido())
        .catch((e: unknown) => e),
    );
    expect(result).toBeInstanceOf(ProvedorIndisponivel);
    expect((result as Error).message).toBe(MENSAGEM_SEM_RESPOSTA);
    expect(contar("GET /customers")).toBe(3);
    expect(contar("POST /customers")).toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("sem resposta em 150 ms");
    expect(lines[0]).not.toContain(asaas.apiKey);
  });

  test("500 em todas as tentativas: desiste depois de três", async () => {
    asaas.roteirizar("GET /customers", 500, 500, 500);
    const { result } = await captureErrorLogs(() =>
      provedor()
        .criarAssinatura(pedido())
        .catch((e: unknown) => e),
    );
    expect(result).toBeInstanceOf(ProvedorIndisponivel);
    expect(contar("GET /customers")).toBe(3);
  });

  test("400 não se repete: a recusa do Asaas chega em português", async () => {
    asaas.roteirizar("POST /customers", 400);
    const { result, lines } = await captureErrorLogs(() =>
      provedor()
        .criarAssinatura(pedido())
        .catch((e: unknown) => e),
    );
    expect(result).toBeInstanceOf(ProvedorIndisponivel);
    expect((result as Error).message).toBe(
      "O provedor de pagamentos recusou o pedido: Resposta 400 roteirizada.",
    );
    expect(contar("POST /customers")).toBe(1);
    expect(lines.join("\n")).toContain('"status":400');
  });

  test("chave recusada (401): uma tentativa, mensagem genérica, log sem a chave", async () => {
    const chaveErrada = "$aact_chave_errada_que_nao_pode_aparecer";
    const { result, lines } = await captureErrorLogs(() =>
      provedor(chaveErrada)
        .criarAssinatura(pedido())
        .catch((e: unknown) => e),
    );
    expect(result).toBeInstanceOf(ProvedorIndisponivel);
    expect((result as Error).message).toBe(MENSAGEM_SEM_RESPOSTA);
    expect(asaas.pedidos).toHaveLength(1);
    expect(lines.join("\n")).toContain('"status":401');
    expect(lines.join("\n")).not.toContain(chaveErrada);
  });

  test("endereços de produção e de sandbox", async () => {
    const urls: string[] = [];
    const fetchFalso: typeof fetch = async (url) => {
      urls.push(String(url));
      return new Response(JSON.stringify({ deleted: true, id: "sub_1" }), { status: 200 });
    };
    for (const ambiente of ["production", "sandbox"] as const) {
      await criarProvedorAsaas({
        apiKey: "k",
        webhookToken: "t",
        ambiente,
        fetch: fetchFalso,
      }).cancelarAssinatura("sub_1");
    }
    expect(urls).toEqual([
      "https://api.asaas.com/v3/subscriptions/sub_1",
      "https://api-sandbox.asaas.com/v3/subscriptions/sub_1",
    ]);
  });
});

describe("cancelarAssinatura no Asaas", () => {
  test("apaga a assinatura; apagar de novo (404) não é erro", async () => {
    const { idAssinatura } = await provedor().criarAssinatura(pedido());
    await provedor().cancelarAssinatura(idAssinatura);
    await provedor().cancelarAssinatura(idAssinatura);
    expect(contar(`DELETE /subscriptions/${idAssinatura}`)).toBe(2);
    expect(asaas.assinaturas.find((s) => s.id === idAssinatura)!.deleted).toBe(true);
  });

  test("tenta de novo depois de 502", async () => {
    const { idAssinatura } = await provedor().criarAssinatura(pedido());
    asaas.roteirizar("DELETE /subscriptions", 502);
    await provedor().cancelarAssinatura(idAssinatura);
    expect(contar(`DELETE /subscriptions/${idAssinatura}`)).toBe(2);
    expect(asaas.assinaturas.find((s) => s.id === idAssinatura)!.deleted).toBe(true);
  });
});

describe("lerWebhook do Asaas", () => {
  const corpo = {
    id: "evt_05b708f961d739ea7eba7e4db318f621&368604920",
    event: "PAYMENT_RECEIVED",
    dateCreated: "2026-04-10 16:45:03",
    payment: {
      object: "payment",
      id: "pay_080225913252",
      subscription: "sub_VXJBYgP2u0eO",
      customer: "cus_000005219613",
      value: 838.8,
      netValue: 830,
      billingType: "PIX",
      status: "RECEIVED",
      dueDate: "2026-04-10",
      paymentDate: "2026-04-10",
      externalReference: "compra-1",
      invoiceUrl: "https://www.asaas.com/i/080225913252",
    },
  };
  const headers = (token: string) => new Headers({ "asaas-access-token": token });

  test("token errado ou ausente → WebhookNaoAutorizado", () => {
    expect(() => provedor().lerWebhook({ headers: headers("whsec_outro"), corpo })).toThrow(
      WebhookNaoAutorizado,
    );
    expect(() => provedor().lerWebhook({ headers: new Headers(), corpo })).toThrow(WebhookNaoAutorizado);
  });

  test("token certo → o evento lido", () => {
    const evento = provedor().lerWebhook({ headers: headers("whsec_teste"), corpo });
    expect(evento).toMatchObject({
      id: corpo.id,
      tipo: "PAYMENT_RECEIVED",
      criadoEm: new Date("2026-04-10T19:45:03Z"),
      pagamento: { id: "pay_080225913252", valor: "838.80", forma: "PIX", referencia: "compra-1" },
    });
  });
});
