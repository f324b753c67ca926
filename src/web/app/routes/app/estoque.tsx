import { PackageIcon, PlusIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { Produto } from "@/shared/catalog/schemas";
import { AvisoLeitorAtivo, LeitorCodigoBarras } from "@/web/components/codigo-barras/leitor-codigo-barras";
import { FeatureGate } from "@/web/components/layout/feature-gate";
import { PageHeader } from "@/web/components/layout/page-header";
import { Button } from "@/web/components/ui/button";
import { useSessao } from "@/web/features/accounts/api/obter-sessao";
import { usePode } from "@/web/features/accounts/hooks/use-pode";
import { useProdutos } from "@/web/features/catalog/api/listar-produtos";
import { CsvMenu } from "@/web/features/catalog/components/csv-menu";
import { EstoqueDialogs } from "@/web/features/catalog/components/estoque-dialogs";
import { EstoqueResumoCards } from "@/web/features/catalog/components/estoque-resumo-cards";
import { ProdutosPainel } from "@/web/features/catalog/components/produtos-painel";
import { useEstoqueDialogs } from "@/web/features/catalog/hooks/use-estoque-dialogs";
import { useProdutoPorCodigo } from "@/web/features/catalog/hooks/use-produto-por-codigo";

/**
 * /app/estoque (spec §2.4): cards, searchable product list, product dialogs, CSV and the barcode helper,
 * wrapped in the estoque_basico gate the spec names (decision 060: today it always passes).
 */
export function Component() {
  const conta = useSessao().data;
  return (
    <FeatureGate funcionalidade="estoque_basico" conta={conta}>
      <Estoque />
    </FeatureGate>
  );
}

function Estoque() {
  const dialogos = useEstoqueDialogs();
  const pode = usePode();
  // The caixa and the garçom read the stock; editing and purchase prices are the owner's and manager's.
  const podeEditar = pode("produtos.editar");
  const verCusto = pode("produtos.custo");
  const [lendo, setLendo] = useState(false);
  // A code found opens the product's details (the PDV will add it to the cart instead).
  const aoLerCodigo = useProdutoPorCodigo(dialogos.visualizar);
  useProdutoDoEndereco(dialogos.visualizar);

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6">
      <PageHeader
        title="Estoque"
        subtitle="Produtos, preços e níveis de estoque"
        icon={PackageIcon}
        actions={
          <>
            <LeitorCodigoBarras onCode={aoLerCodigo} listening={lendo} onListeningChange={setLendo} />
            {podeEditar ? (
              <>
                <CsvMenu onImportar={dialogos.importar} />
                <Button onClick={dialogos.novo} className="flex-1 sm:flex-none">
                  <PlusIcon aria-hidden /> Novo Produto
                </Button>
              </>
            ) : null}
          </>
        }
      />
      {lendo ? <AvisoLeitorAtivo onStop={() => setLendo(false)} /> : null}
      <EstoqueResumoCards verCusto={verCusto} />
      <ProdutosPainel
        onVisualizar={dialogos.visualizar}
        onEditar={podeEditar ? dialogos.editar : undefined}
        onExcluir={podeEditar ? dialogos.excluir : undefined}
        onNovo={podeEditar ? dialogos.novo : undefined}
        onImportar={podeEditar ? dialogos.importar : undefined}
        verCusto={verCusto}
      />
      <EstoqueDialogs estado={dialogos} podeEditar={podeEditar} verCusto={verCusto} />
    </div>
  );
}

/**
 * /app/estoque?produto=<id>, where the bell's alerts link: opens that product's details once the list
 * has it, then drops the parameter so closing the dialog does not open it again.
 */
function useProdutoDoEndereco(visualizar: (produto: Produto) => void) {
  const [params, setParams] = useSearchParams();
  const id = params.get("produto");
  const produtos = useProdutos();
  useEffect(() => {
    if (!id || !produtos.data) return;
    const produto = produtos.data.find((p) => p.id === id);
    if (produto) visualizar(produto);
    setParams(
      (atual) => {
        const proximo = new URLSearchParams(atual);
        proximo.delete("produto");
        return proximo;
      },
      { replace: true },
    );
  }, [id, produtos.data, visualizar, setParams]);
}
