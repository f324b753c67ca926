import type { AppDeps } from "../../../lib/types";
import type { ProvedorPagamento } from "../billing.provider";
import { criarProvedorAsaas } from "./asaas";
import { criarProvedorSandbox, type EntregarEvento, tokenSandbox } from "./sandbox";

/**
 * The provider PAYMENT_PROVIDER names (decision 100). `entregar` is how the sandbox reaches our own
 * webhook route (the app's request handler); a real provider reaches it over the internet.
 */
export function criarProvedorPagamento(
  deps: Pick<AppDeps, "db" | "env" | "authSecret">,
  entregar: EntregarEvento,
): ProvedorPagamento {
  switch (deps.env.PAYMENT_PROVIDER) {
    case "sandbox":
      return criarProvedorSandbox({ db: deps.db, token: tokenSandbox(deps.authSecret), entregar });
    case "asaas": {
      // env.ts already refuses to start without them; this keeps the types honest.
      const { ASAAS_API_KEY: apiKey, ASAAS_WEBHOOK_TOKEN: webhookToken, ASAAS_ENV: ambiente } = deps.env;
      if (!apiKey || !webhookToken)
        throw new Error("PAYMENT_PROVIDER=asaas exige ASAAS_API_KEY e ASAAS_WEBHOOK_TOKEN.");
      return criarProvedorAsaas({ apiKey, webhookToken, ambiente });
    }
  }
}
