import { ApiError } from "@/web/lib/api";

/** A refusal because the plan's people are all taken (the server's code names the limit). */
export function recusadoPeloLimite(error: unknown): error is ApiError {
  return error instanceof ApiError && /limite/i.test(error.code);
}

/** The server's own words for a refusal it explains (4xx); a generic line for anything else. */
export function mensagemDoErro(error: unknown, padrao: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : padrao;
}
