import { useCallback } from "react";
import { type Permissao, pode } from "@/shared/equipe/papeis";
import { useSessao } from "../api/obter-sessao";

/**
 * What the signed-in person's role allows, from the one table in src/shared/equipe/papeis.ts (the same
 * one the server's guard reads). The web hides with it; the server refuses regardless. Signed out or still
 * checking: nothing is allowed.
 */
export function usePode(): (permissao: Permissao) => boolean {
  const papel = useSessao().data?.pessoa.papel;
  return useCallback((permissao: Permissao) => (papel ? pode(papel, permissao) : false), [papel]);
}
