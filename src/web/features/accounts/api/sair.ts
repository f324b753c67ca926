import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { api, resposta } from "@/web/lib/api";
import { chavesDaSessao } from "../lib/storage-keys";
import { SESSAO_KEY } from "./obter-sessao";

/** Ends every session of the user on the server (global sign-out). */
export function sair() {
  return resposta(api.contas.sair.$post());
}

function limparArmazenamento() {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
        (key): key is string => key !== null,
      );
      for (const key of chavesDaSessao(keys)) storage.removeItem(key);
    } catch {
      // Storage can be unavailable (privacy modes); there is nothing of ours to clear then.
    }
  }
}

/**
 * Sign-out always ends on /login, even when the request fails: the local state is cleared either way.
 * The session is set to null (not removed) so the guard redirects at once instead of asking the server again.
 */
export function useSair() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: sair,
    onSettled: () => {
      limparArmazenamento();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSAO_KEY[0] });
      queryClient.setQueryData(SESSAO_KEY, null);
      navigate("/login", { replace: true });
    },
  });
}
