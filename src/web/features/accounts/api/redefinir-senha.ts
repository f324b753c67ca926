import { useMutation } from "@tanstack/react-query";
import type { RedefinirSenhaInput } from "@/shared/accounts/schemas";
import { chamarAuth } from "@/web/lib/api";

/** Sets a new password with the token of the reset e-mail's link. */
export function redefinirSenha(input: RedefinirSenhaInput) {
  return chamarAuth("/reset-password", input);
}

export function useRedefinirSenha() {
  return useMutation({ mutationFn: redefinirSenha });
}
