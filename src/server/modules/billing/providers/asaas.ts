import { z } from "@/shared/zod";
import type { AssinaturaCriada, PedidoAssinatura, ProvedorPagamento } from "../billing.provider";
import {
  type ConfigCliente,
  comRetentativas,
  FalhaTransitoria,
  type Metodo,
  pedir,
  URL_BASE_ASAAS,
} from "./asaas-cliente";
import { exigirToken, lerEventoAsaas } from "./asaas-evento";

/**
 * The Asaas adapter (issue 9, decision 104): customer, then subscription, then the first charge's page.
 * Each step looks before it creates, so an attempt repeated after a time-out or a 5xx finds what the
 * earlier one made instead of making a second customer or subscription.
 */

export interface ConfigAsaas {
  apiKey: string;
  webhookToken: string;
  ambiente: "sandbox" | "production";
  fetch?: typeof fetch;
  /** Another address (tests point it at a local server speaking Asaas's shapes). */
  baseUrl?: string;
  tempoLimiteMs?: number;
  tentativas?: number;
  esperaInicialMs?: number;
}

const id = z.string().min(1).max(100);
const Registro = z.object({ id });
const Lista = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
const Cobranca = z.object({
  id,
  dueDate: z.string(),
  invoiceUrl: z.string().url().max(2000),
});

export function criarProvedorAsaas(config: ConfigAsaas): ProvedorPagamento {
  const cliente: ConfigCliente = {
    apiKey: config.apiKey,
    baseUrl: (config.baseUrl ?? URL_BASE_ASAAS[config.ambiente]).replace(/\/+$/, ""),
    fetch: config.fetch ?? fetch,
    tempoLimiteMs: config.tempoLimiteMs ?? 10_000,
    tentativas: config.tentativas ?? 3,
    esperaInicialMs: config.esperaInicialMs ?? 500,
  };
  const get = <T>(caminho: string, resposta: z.ZodType<T>) =>
    pedir(cliente, { metodo: "GET", caminho, resposta }) as Promise<T>;
  const post = <T>(caminho: string, corpo: unknown, resposta: z.ZodType<T>) =>
    pedir(cliente, { metodo: "POST" satisfies Metodo, caminho, corpo, resposta }) as Promise<T>;
  const primeiro = async (caminho: string) => (await get(caminho, Lista(Registro))).data[0] ?? null;

  async function obterCliente(pedido: PedidoAssinatura): Promise<string> {
    const c = pedido.cliente;
    return comRetentativas(cliente, "criar cliente", async () => {
      const existente =
        (await primeiro(`/customers?externalReference=${encodeURIComponent(c.referencia)}`)) ??
        (await primeiro(`/customers?cpfCnpj=${encodeURIComponent(c.cpfCnpj)}`));
      if (existente) return existente.id;
      const telefone = c.telefone ?? undefined;
      const criado = await post(
        "/customers",
        {
          name: c.nome,
          cpfCnpj: c.cpfCnpj,
          email: c.email,
          // 11 digits is a mobile number (DDD + 9 digits); 10 is a landline.
          ...(telefone?.length === 11 ? { mobilePhone: telefone } : telefone ? { phone: telefone } : {}),
          externalReference: c.referencia,
          notificationDisabled: false,
        },
        Registro,
      );
      return criado.id;
    });
  }

  async function obterAssinatura(pedido: PedidoAssinatura, idCliente: string): Promise<string> {
    return comRetentativas(cliente, "criar assinatura", async () => {
      const referencia = encodeURIComponent(pedido.referencia);
      const existente = await primeiro(
        `/subscriptions?customer=${encodeURIComponent(idCliente)}&externalReference=${referencia}`,
      );
      if (existente) return existente.id;
      const criada = await post(
        "/subscriptions",
        {
          customer: idCliente,
          billingType: "UNDEFINED",
          value: Number(pedido.valor),
          cycle: pedido.ciclo,
          nextDueDate: pedido.primeiroVencimento,
          description: pedido.descricao,
          externalReference: pedido.referencia,
        },
        Registro,
      );
      return criada.id;
    });
  }

  /** The first charge is created with the subscription; a list still empty is worth another look. */
  async function obterUrlPrimeiraCobranca(idAssinatura: string): Promise<string> {
    return comRetentativas(cliente, "obter cobrança", async () => {
      const { data } = await get(
        `/subscriptions/${encodeURIComponent(idAssinatura)}/payments`,
        Lista(Cobranca),
      );
      const [primeira] = [...data].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
      if (!primeira) throw new FalhaTransitoria("a assinatura ainda não tem cobrança");
      return primeira.invoiceUrl;
    });
  }

  return {
    nome: "asaas",

    async criarAssinatura(pedido): Promise<AssinaturaCriada> {
      const idCliente = await obterCliente(pedido);
      const idAssinatura = await obterAssinatura(pedido, idCliente);
      const urlPagamento = await obterUrlPrimeiraCobranca(idAssinatura);
      return { idCliente, idAssinatura, urlPagamento };
    },

    async cancelarAssinatura(idAssinatura) {
      // 404: Asaas no longer has it (deleted before, by us or in its panel): already ended.
      await comRetentativas(cliente, "cancelar assinatura", () =>
        pedir(cliente, {
          metodo: "DELETE",
          caminho: `/subscriptions/${encodeURIComponent(idAssinatura)}`,
          resposta: z.object({ deleted: z.boolean() }).passthrough(),
          aceitar: [404],
        }),
      );
    },

    lerWebhook({ headers, corpo }) {
      exigirToken(headers, config.webhookToken);
      return lerEventoAsaas(corpo);
    },
  };
}
