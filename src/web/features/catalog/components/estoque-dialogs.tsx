import type { useEstoqueDialogs } from "../hooks/use-estoque-dialogs";
import { ExcluirProdutoDialog } from "./excluir-produto-dialog";
import { ImportarCsvDialog } from "./importar-csv-dialog";
import { ProdutoDetalhesDialog } from "./produto-detalhes-dialog";
import { ProdutoFormDialog } from "./produto-form-dialog";

/**
 * The dialogs of the Estoque page, driven by useEstoqueDialogs. Without `podeEditar` the details offer
 * no Editar / Excluir (and the page opens no form, deletion or import).
 */
export function EstoqueDialogs({
  estado,
  podeEditar,
  verCusto,
}: {
  estado: ReturnType<typeof useEstoqueDialogs>;
  podeEditar: boolean;
  verCusto: boolean;
}) {
  return (
    <>
      <ProdutoDetalhesDialog
        produto={estado.detalhe}
        onOpenChange={(aberto) => !aberto && estado.fecharDetalhe()}
        onEditar={podeEditar ? estado.editar : undefined}
        onExcluir={podeEditar ? estado.excluir : undefined}
        verCusto={verCusto}
      />
      <ProdutoFormDialog
        open={estado.formulario !== null}
        onOpenChange={(aberto) => !aberto && estado.fecharFormulario()}
        produto={estado.formulario?.modo === "editar" ? estado.formulario.produto : undefined}
      />
      <ExcluirProdutoDialog
        produto={estado.exclusao}
        onOpenChange={(aberto) => !aberto && estado.fecharExclusao()}
      />
      <ImportarCsvDialog
        open={estado.importacao}
        onOpenChange={(aberto) => !aberto && estado.fecharImportacao()}
      />
    </>
  );
}
