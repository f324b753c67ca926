import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  type CobrancaSandbox,
  CompraInput,
  PagarPlanoInput,
  type RedirecionamentoSandbox,
  ResultadoSandboxInput,
} from "@/shared/billing/schemas";
import { CorpoMuitoGrande } from "../../lib/errors";
import { createRateLimitStore, rateLimit } from "../../lib/rate-limit";
import { requireAccount, signedIn } from "../../lib/session";
import type { AppDeps, AppEnv } from "../../lib/types";
import { comId, corpo, LIMITE_JSON } from "../../lib/validation";
import { compraNaoEncontrada } from "./billing.errors";
import type { ProvedorPagamento } from "./billing.provider";
import { cancelarAssinaturaDaConta, listarPagamentos, obterAssinatura } from "./billing.service";
import { criarCompra, formaCobranca, obterCompra, pagarPlano } from "./compras.service";
import { concluirEfeitos, processarEvento } from "./pagamentos.service";
import { destinoDoResultado, exigirCobrancaSandbox } from "./providers/sandbox-destino";

/** Per client address: each purchase creates a subscription at the provider. */
export const COMPRA_RATE_LIMIT = { window: 600, max: 10 };

const agoraDe = (deps: AppDeps) => deps.now?.() ?? new Date();

/**
 * POST /api/webhooks/pagamentos — the provider's calls. Mounted ahead of the same-origin guard (a
 * provider sends no Origin): its token is its credential, checked in constant time before the body is
 * looked at. 200 once the event is stored and applied; a redelivery is a no-op answering 200.
 */
export function webhookRoutes(deps: AppDeps, provedor: ProvedorPagamento) {
  const limitar = bodyLimit({
    maxSize: LIMITE_JSON,
    onError: () => {
      throw new CorpoMuitoGrande();
    },
  });
  return new Hono<AppEnv>().post("/pagamentos", limitar, async (c) => {
    let corpoBruto: unknown;
    try {
      corpoBruto = JSON.parse(await c.req.text());
    } catch {
      // Not JSON: after the token check, lerWebhook refuses it as an invalid event.
      corpoBruto = undefined;
    }
    const evento = provedor.lerWebhook({ headers: c.req.raw.headers, corpo: corpoBruto });
    const efeitos = await processarEvento(deps.db, { provedor: provedor.nome, evento, agora: agoraDe(deps) });
    await concluirEfeitos(deps, provedor, efeitos);
    return c.json({ ok: true }, 200);
  });
}

/** /api/compras — pay first (no session) and the result pages' reading of a purchase. */
export function comprasRoutes(deps: AppDeps, provedor: ProvedorPagamento) {
  const store = createRateLimitStore(deps.db);
  return new Hono<AppEnv>()
    .post("/", rateLimit(store, COMPRA_RATE_LIMIT, deps.rateLimit ?? true), corpo(CompraInput), async (c) =>
      c.json(await criarCompra(deps.db, provedor, { dados: c.req.valid("json"), agora: agoraDe(deps) }), 201),
    )
    .get("/:id", comId(compraNaoEncontrada), async (c) =>
      c.json(await obterCompra(deps.db, { id: c.req.param("id") })),
    );
}

/** /api/assinatura — the signed-in account's subscription, payments, paying and cancelling. */
export function assinaturaRoutes(deps: AppDeps, provedor: ProvedorPagamento) {
  return new Hono<AppEnv>()
    .get("/", signedIn, async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(
        await obterAssinatura(deps.db, { usuarioId, provedor: provedor.nome, agora: agoraDe(deps) }),
      );
    })
    .get("/pagamentos", signedIn, async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await listarPagamentos(deps.db, { usuarioId }));
    })
    .post("/pagar", signedIn, corpo(PagarPlanoInput), async (c) => {
      const { usuarioId } = requireAccount(c);
      const { planoId } = c.req.valid("json");
      return c.json(await pagarPlano(deps.db, provedor, { usuarioId, planoId, agora: agoraDe(deps) }), 201);
    })
    .post("/cancelar", signedIn, async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await cancelarAssinaturaDaConta(deps.db, provedor, { usuarioId, agora: agoraDe(deps) }));
    });
}

/** /api/sandbox — the embedded provider's checkout (PAYMENT_PROVIDER=sandbox only; 404 otherwise). */
export function sandboxRoutes(deps: AppDeps, provedor: ProvedorPagamento) {
  return new Hono<AppEnv>()
    .get("/cobrancas/:id", async (c) => {
      const sandbox = exigirCobrancaSandbox(provedor, c.req.param("id"));
      const { cobranca, plano_nome, nome_cliente } = await sandbox.obterCobranca(c.req.param("id"));
      const resposta: CobrancaSandbox = {
        id: cobranca.id,
        plano_nome,
        valor: cobranca.valor,
        vencimento: cobranca.vencimento,
        forma: formaCobranca(cobranca.forma),
        status: cobranca.status,
        nome_cliente,
      };
      return c.json(resposta);
    })
    .post(
      "/cobrancas/:id/resultado",
      async (c, next) => {
        exigirCobrancaSandbox(provedor, c.req.param("id") ?? "");
        await next();
      },
      corpo(ResultadoSandboxInput),
      async (c) => {
        const sandbox = exigirCobrancaSandbox(provedor, c.req.param("id"));
        const dados = c.req.valid("json");
        const cobranca = await sandbox.registrarResultado(c.req.param("id"), dados, agoraDe(deps));
        const resposta: RedirecionamentoSandbox = { redirecionar_para: destinoDoResultado(cobranca, dados) };
        return c.json(resposta);
      },
    );
}
