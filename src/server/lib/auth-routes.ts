import type { z } from "zod";
import { EsqueciSenhaInput, LoginInput, RedefinirSenhaInput } from "@/shared/accounts/schemas";
import { parseInput } from "./validation";

export const AUTH_BASE_PATH = "/api/auth";
export const RESET_PASSWORD_SCREEN = "/reset-password";

/**
 * The e-mailed link of a set-password token (decision 102): better-auth's own reset endpoint, which
 * checks the token and lands on our reset screen. Pay-first accounts and invited staff get one.
 */
export function linkDefinirSenha(baseUrl: string, token: string): string {
  const tela = encodeURIComponent(`${baseUrl}${RESET_PASSWORD_SCREEN}`);
  return `${baseUrl}${AUTH_BASE_PATH}/reset-password/${token}?callbackURL=${tela}`;
}

export interface RotaAuth {
  method: "GET" | "POST";
  path: RegExp;
  /**
   * The body the web sends, validated with the form's shared schema and rewritten as better-auth
   * expects it: unknown keys (callbackURL, redirectTo, rememberMe...) never reach better-auth.
   */
  corpo?: (body: unknown) => Record<string, string>;
  /** Failed attempts also count against the account named by the body's `email` (sign-in-limit.ts). */
  limitePorConta?: true;
}

function corpo<S extends z.ZodType>(
  schema: S,
  paraBetterAuth: (dados: z.output<S>) => Record<string, string>,
) {
  return (body: unknown) => paraBetterAuth(parseInput(schema, body));
}

/**
 * The only better-auth endpoints reachable over HTTP: what the web calls (sign-in, the reset request,
 * the new password) and the reset e-mail's link. Every other path and method — including endpoints a
 * later better-auth version adds — answers 404: sign-up, password change and sign-out are our routes
 * (/api/contas, one transaction with the profile, every session ended), and the server reads the session
 * through `auth.api`, not over HTTP.
 */
const ROTAS: readonly RotaAuth[] = [
  {
    method: "POST",
    path: /^\/sign-in\/email$/,
    corpo: corpo(LoginInput, ({ email, password }) => ({ email, password })),
    limitePorConta: true,
  },
  {
    method: "POST",
    path: /^\/request-password-reset$/,
    corpo: corpo(EsqueciSenhaInput, ({ email }) => ({ email })),
  },
  {
    method: "POST",
    path: /^\/reset-password$/,
    corpo: corpo(RedefinirSenhaInput, ({ novaSenha, token }) => ({ newPassword: novaSenha, token })),
  },
  // The e-mail's link. Its callbackURL is always our reset screen, whatever the query says.
  { method: "GET", path: /^\/reset-password\/[^/]+$/ },
];

/** `path` as better-auth routes it: the URL's raw pathname below AUTH_BASE_PATH. */
export function rotaAuth(method: string, path: string): RotaAuth | undefined {
  return ROTAS.find((rota) => rota.method === method && rota.path.test(path));
}
