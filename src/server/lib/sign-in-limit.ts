import { MuitasTentativas } from "./errors";
import type { RateLimitStore } from "./rate-limit";

/**
 * Failed sign-ins per account (the e-mail), whatever the address they come from: 10, each less than 15
 * minutes after the one before; then the account refuses every sign-in, the right password too, until
 * 15 minutes have passed since the last counted failure. The per-address limit (AUTH_RATE_LIMITS) stops
 * one client guessing many accounts; this one stops many clients guessing one account.
 */
export const LIMITE_POR_CONTA = { window: 15 * 60, max: 10 };

export const MENSAGEM_CONTA_BLOQUEADA =
  "Muitas tentativas de login nesta conta. Aguarde alguns minutos e tente novamente.";

/** Kept beside the per-address counters in auth_rate_limits, so every server process shares it. */
const chave = (email: string) => `conta:${email}|/sign-in/email`;

/**
 * Runs one sign-in attempt under the account's limit. The attempt is counted before it runs (one
 * atomic upsert), so concurrent guesses cannot all pass a count that has not caught up yet; then a
 * wrong password (401) keeps its count, a success clears the account's failures, and anything else
 * (the per-address limit's 429, a crash) gives its count back. `Retry-After` is set on refusal.
 */
export async function entrarComLimitePorConta(
  store: RateLimitStore,
  email: string,
  tentar: () => Promise<Response>,
  definirRetryAfter: (segundos: number) => void,
): Promise<Response> {
  const key = chave(email);
  const { allowed, retryAfter } = await store.consume(key, LIMITE_POR_CONTA);
  if (!allowed) {
    definirRetryAfter(retryAfter ?? LIMITE_POR_CONTA.window);
    throw new MuitasTentativas(MENSAGEM_CONTA_BLOQUEADA);
  }
  let response: Response;
  try {
    response = await tentar();
  } catch (error) {
    await store.refund(key);
    throw error;
  }
  if (response.ok) await store.reset(key);
  else if (response.status !== 401) await store.refund(key);
  return response;
}
