import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { escreverComLeituras } from "@/web/lib/escrita-com-leituras";

/** POST /api/produtos/importar/previa: reads the file and checks every row; saves nothing. */
export function obterPreviaImportacao(csv: string) {
  return resposta(api.produtos.importar.previa.$post({ json: { csv } }));
}

export function usePreviaImportacao() {
  return useMutation({ mutationFn: obterPreviaImportacao });
}

export function useImportarProdutos() {
  const queryClient = useQueryClient();
  return useMutation({
    // POST /api/produtos/importar: checks everything again and creates every product or none.
    mutationFn: (csv: string) =>
      escreverComLeituras(queryClient, {
        avisos: [{ tipo: "produto" }],
        enviar: (opcoes) => api.produtos.importar.$post({ json: { csv } }, opcoes),
      }),
  });
}
