import { useMutation } from "@tanstack/react-query";
import { api } from "@/web/lib/api";

/** Sets a new password with the token of the reset e-mail's link. */
export function resetPassword(input: { newPassword: string; token: string }) {
  return api<unknown>("/api/auth/reset-password", { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
