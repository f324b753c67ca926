/**
 * A local HTTP server that speaks Asaas's API v3 shapes (customers, subscriptions, their payments), for
 * the Asaas adapter's tests: it records every request and can be told to answer the next matching ones
 * with a status (429, 500, 401…) or slowly, before answering normally again.
 */
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface PedidoRecebido {
  metodo: string;
  caminho: string;
  consulta: URLSearchParams;
  headers: IncomingMessage["headers"];
  corpo: unknown;
}

/** A scripted answer: an HTTP status with Asaas's error body, or "lenta" (answers after `atrasoMs`). */
export type Roteiro = number | "lenta";

interface Resposta {
  status: number;
  corpo: unknown;
}

interface Registro extends Record<string, unknown> {
  id: string;
  externalReference?: string | null;
}

export interface AsaasFalso {
  url: string;
  apiKey: string;
  pedidos: PedidoRecebido[];
  clientes: Registro[];
  assinaturas: Registro[];
  cobrancas: Registro[];
  /** The next requests matching "METHOD /path-prefix" get these answers, in order. */
  roteirizar(rota: string, ...respostas: Roteiro[]): void;
  fechar(): Promise<void>;
}

export async function iniciarAsaasFalso(opcoes: { atrasoMs?: number } = {}): Promise<AsaasFalso> {
  const apiKey = "$aact_teste_0123456789abcdef";
  const atrasoMs = opcoes.atrasoMs ?? 1000;
  const pedidos: PedidoRecebido[] = [];
  const clientes: Registro[] = [];
  const assinaturas: Registro[] = [];
  const cobrancas: Registro[] = [];
  const roteiros: Array<{ rota: string; respostas: Roteiro[] }> = [];
  let sequencia = 0;
  const novoId = (prefixo: string) => `${prefixo}_${String(++sequencia).padStart(12, "0")}`;

  const responder = (status: number, corpo: unknown): Resposta => ({ status, corpo });
  const escrever = (res: ServerResponse, { status, corpo }: Resposta) => {
    if (res.destroyed) return;
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(corpo));
  };
  const erro = (status: number, code: string, description: string) =>
    responder(status, { errors: [{ code, description }] });
  const lista = (data: Registro[]) =>
    responder(200, {
      object: "list",
      hasMore: false,
      totalCount: data.length,
      limit: 10,
      offset: 0,
      data,
    });

  function normal(pedido: PedidoRecebido): Resposta {
    const { metodo, caminho, consulta } = pedido;
    const corpo = (pedido.corpo ?? {}) as Record<string, unknown>;
    const filtrar = (registros: Registro[]) =>
      registros.filter((r) =>
        [...consulta.entries()].every(([campo, valor]) => String(r[campo] ?? "") === valor),
      );
    if (metodo === "GET" && caminho === "/v3/customers") return lista(filtrar(clientes));
    if (metodo === "POST" && caminho === "/v3/customers") {
      if (!corpo.name || !corpo.cpfCnpj) return erro(400, "invalid_customer", "Informe nome e CPF/CNPJ.");
      const cliente = { object: "customer", id: novoId("cus"), ...corpo, deleted: false };
      clientes.push(cliente);
      return responder(200, cliente);
    }
    if (metodo === "GET" && caminho === "/v3/subscriptions") {
      return lista(filtrar(assinaturas.filter((a) => !a.deleted)));
    }
    if (metodo === "POST" && caminho === "/v3/subscriptions") {
      if (!clientes.some((c) => c.id === corpo.customer)) {
        return erro(400, "invalid_customer", "Cliente inexistente.");
      }
      const assinatura = {
        object: "subscription",
        id: novoId("sub"),
        status: "ACTIVE",
        deleted: false,
        ...corpo,
      };
      assinaturas.push(assinatura);
      const idCobranca = novoId("pay");
      cobrancas.push({
        object: "payment",
        id: idCobranca,
        subscription: assinatura.id,
        customer: corpo.customer,
        value: corpo.value,
        billingType: corpo.billingType,
        status: "PENDING",
        dueDate: corpo.nextDueDate,
        externalReference: corpo.externalReference as string | undefined,
        invoiceUrl: `https://sandbox.asaas.com/i/${idCobranca.slice(4)}`,
      });
      return responder(200, assinatura);
    }
    const pagamentos = caminho.match(/^\/v3\/subscriptions\/([^/]+)\/payments$/);
    if (metodo === "GET" && pagamentos) {
      return lista(cobrancas.filter((c) => c.subscription === pagamentos[1]));
    }
    const umaAssinatura = caminho.match(/^\/v3\/subscriptions\/([^/]+)$/);
    if (metodo === "DELETE" && umaAssinatura) {
      const assinatura = assinaturas.find((a) => a.id === umaAssinatura[1] && !a.deleted);
      if (!assinatura) return erro(404, "not_found", "Assinatura não encontrada.");
      assinatura.deleted = true;
      return responder(200, { deleted: true, id: assinatura.id });
    }
    return erro(404, "not_found", "Recurso não encontrado.");
  }

  const servidor = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const partes: Buffer[] = [];
    for await (const parte of req) partes.push(parte as Buffer);
    const texto = Buffer.concat(partes).toString("utf8");
    const pedido: PedidoRecebido = {
      metodo: req.method ?? "GET",
      caminho: url.pathname,
      consulta: url.searchParams,
      headers: req.headers,
      corpo: texto ? JSON.parse(texto) : undefined,
    };
    pedidos.push(pedido);

    const rota = `${pedido.metodo} ${pedido.caminho.replace(/^\/v3/, "")}`;
    const roteiro = roteiros.find((r) => r.respostas.length > 0 && rota.startsWith(r.rota));
    const resposta = roteiro?.respostas.shift();
    if (resposta === "lenta") {
      // Asaas does the work, but the answer comes late: the caller gives up, and its retry must find it.
      const feita = normal(pedido);
      await new Promise((resolve) => setTimeout(resolve, atrasoMs));
      return escrever(res, feita);
    }
    if (typeof resposta === "number") {
      if (resposta === 429) res.setHeader("retry-after", "0");
      return escrever(res, erro(resposta, `http_${resposta}`, `Resposta ${resposta} roteirizada.`));
    }
    if (req.headers.access_token !== apiKey) {
      return escrever(res, erro(401, "invalid_access_token", "A chave de API fornecida é inválida"));
    }
    escrever(res, normal(pedido));
  });
  servidor.listen(0, "127.0.0.1");
  await once(servidor, "listening");
  const { port } = servidor.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v3`,
    apiKey,
    pedidos,
    clientes,
    assinaturas,
    cobrancas,
    roteirizar(rota, ...respostas) {
      roteiros.push({ rota, respostas });
    },
    fechar: () =>
      new Promise<void>((resolve) => {
        servidor.closeAllConnections();
        servidor.close(() => resolve());
      }),
  };
}
