import { useMutation } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { salvarArquivo } from "@/web/lib/salvar-arquivo";
import { nomeArquivoConfiguracoes } from "../lib/arquivo-configuracoes";

/** GET /api/configuracoes/exportar, saved as "configuracoes-AAAA-MM-DD.json" (spec §3 exported file). */
export async function exportarConfiguracoes(): Promise<{ arquivo: string }> {
  const conteudo = await resposta(api.configuracoes.exportar.$get());
  const arquivo = nomeArquivoConfiguracoes(conteudo.dataExport);
  salvarArquivo(new Blob([JSON.stringify(conteudo, null, 2)], { type: "application/json" }), arquivo);
  return { arquivo };
}

export function useExportarConfiguracoes() {
  return useMutation({ mutationFn: exportarConfiguracoes });
}
