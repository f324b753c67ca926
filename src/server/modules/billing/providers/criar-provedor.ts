import type { AppDeps } from "../../../lib/types";
import type { ProvedorPagamento } from "../billing.provider";
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
    case "asaas":
      // MERGE: wire the Asaas adapter here when providers/asaas.ts lands (another branch):
      //   return criarProvedorAsaas({
      //     apiKey: deps.env.ASAAS_API_KEY!, webhookToken: deps.env.ASAAS_WEBHOOK_TOKEN!,
      //     ambiente: deps.env.ASAAS_ENV,
      //   });
      throw new Error("PAYMENT_PROVIDER=asaas: o adaptador do Asaas não faz parte desta versão.");
  }
}
