import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportacaoConfiguracoesInput } from "@/shared/settings/schemas";
import { api, resposta } from "@/web/lib/api";
import { lerArquivoConfiguracoes } from "../lib/arquivo-configuracoes";
import { guardarConfiguracoes } from "./editar-configuracoes";

/**
 * POST /api/configuracoes/importar with the file's JSON as it is: the server decides whether it is a
 * settings file ("Arquivo inválido" otherwise) and what of it to keep (spec §5).
 */
export async function importarConfiguracoes(arquivo: File) {
  const dados = lerArquivoConfiguracoes(await arquivo.text());
  return resposta(api.configuracoes.importar.$post({ json: dados as ImportacaoConfiguracoesInput }));
}

export function useImportarConfiguracoes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importarConfiguracoes,
    onSuccess: (c) => guardarConfiguracoes(queryClient, c),
  });
}
