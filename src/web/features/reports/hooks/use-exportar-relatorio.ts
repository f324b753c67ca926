import { useState } from "react";
import type { Relatorio } from "@/shared/reports/schemas";
import { FalhaImpressao } from "@/web/lib/imprimir";
import { salvarArquivo } from "@/web/lib/salvar-arquivo";
import { toast } from "@/web/lib/toast";
import { gerarPdf } from "../lib/baixar-pdf";
import { montarConteudoRelatorio } from "../lib/conteudo-relatorio";
import { nomeArquivoPdf } from "../lib/formatar";
import { imprimirRelatorio } from "../lib/imprimir-relatorio";
import { montarRelatorioHtml } from "../lib/relatorio-html";

const ERRO_PDF = "Erro ao gerar relatório PDF";

/** The two exports of the report on screen, with the §8 toasts ("PDF Gerado" / "Erro ao gerar relatório PDF"). */
export function useExportarRelatorio(relatorio: Relatorio | undefined, estabelecimento: string | null) {
  const [baixando, setBaixando] = useState(false);

  async function imprimir() {
    if (!relatorio) return;
    try {
      const conteudo = montarConteudoRelatorio(relatorio, { geradoEm: new Date(), estabelecimento });
      await imprimirRelatorio(montarRelatorioHtml(conteudo));
      toast.success("PDF Gerado", { description: `${conteudo.titulo} - ${conteudo.periodo}` });
    } catch (error) {
      toast.error(ERRO_PDF, {
        description:
          error instanceof FalhaImpressao && error.popupBloqueado
            ? "Não foi possível abrir janela de impressão. Permita pop-ups para este site ou use “Baixar PDF”."
            : undefined,
      });
    }
  }

  async function baixar() {
    if (!relatorio || baixando) return;
    setBaixando(true);
    try {
      const geradoEm = new Date();
      const blob = await gerarPdf(montarConteudoRelatorio(relatorio, { geradoEm, estabelecimento }));
      const arquivo = nomeArquivoPdf(relatorio.periodo, geradoEm);
      salvarArquivo(blob, arquivo);
      toast.success("PDF Gerado", { description: arquivo });
    } catch (error) {
      console.error(error);
      toast.error(ERRO_PDF);
    } finally {
      setBaixando(false);
    }
  }

  return { imprimir, baixar, baixando };
}
