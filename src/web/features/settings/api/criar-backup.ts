import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";

/** POST /api/backups ("Backup manual"): the server builds and stores it, and answers its metadata. */
export function criarBackup() {
  return resposta(api.backups.$post());
}

export function useCriarBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: criarBackup,
    // The settings' "Último backup" changed too.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
