import { useMutation } from "@tanstack/react-query";
import type { EsqueciSenhaInput } from "@/shared/accounts/schemas";
import { chamarAuth } from "@/web/lib/api";

/** Answers 200 whether or not the e-mail has an account, so nobody can probe for accounts. */
export function solicitarRedefinicaoSenha(input: EsqueciSenhaInput) {
  return chamarAuth("/request-password-reset", { email: input.email });
}

export function useSolicitarRedefinicaoSenha() {
  return useMutation({ mutationFn: solicitarRedefinicaoSenha });
}
