import { useCallback, useState } from "react";
import type { Produto } from "@/shared/catalog/schemas";

type Formulario = { modo: "novo" } | { modo: "editar"; produto: Produto } | null;

/** Which dialog of the Estoque page is open, and for which product. One at a time. */
export function useEstoqueDialogs() {
  const [detalhe, setDetalhe] = useState<Produto | null>(null);
  const [formulario, setFormulario] = useState<Formulario>(null);
  const [exclusao, setExclusao] = useState<Produto | null>(null);
  const [importacao, setImportacao] = useState(false);

  const fecharTudo = () => {
    setDetalhe(null);
    setFormulario(null);
    setExclusao(null);
    setImportacao(false);
  };

  return {
    detalhe,
    formulario,
    exclusao,
    importacao,
    /** Any dialog is open (the barcode toggle can stay on; scans inside dialogs are ignored). */
    algumAberto: detalhe !== null || formulario !== null || exclusao !== null || importacao,
    visualizar: useCallback((produto: Produto) => {
      setFormulario(null);
      setExclusao(null);
      setDetalhe(produto);
    }, []),
    novo: () => {
      fecharTudo();
      setFormulario({ modo: "novo" });
    },
    editar: (produto: Produto) => {
      fecharTudo();
      setFormulario({ modo: "editar", produto });
    },
    excluir: (produto: Produto) => {
      fecharTudo();
      setExclusao(produto);
    },
    importar: () => {
      fecharTudo();
      setImportacao(true);
    },
    fecharDetalhe: () => setDetalhe(null),
    fecharFormulario: () => setFormulario(null),
    fecharExclusao: () => setExclusao(null),
    fecharImportacao: () => setImportacao(false),
  };
}
