import { HistoryIcon } from "lucide-react";
import { useState } from "react";
import { dialogoSobDemanda } from "@/web/components/dialogo-sob-demanda";
import { BotaoReimpressao } from "./botao-reimpressao";

// The list, its reprint and its cancel come when the button is pointed at, focused or pressed.
const UltimasVendasDialog = dialogoSobDemanda(() =>
  import("./ultimas-vendas-dialog").then((m) => m.UltimasVendasDialog),
);

/** "Últimas vendas" in Venda Direta: the button, and the dialog (ultimas-vendas-dialog.tsx) on demand. */
export function UltimasVendas({
  podeCancelar,
}: {
  /** The role may cancel (the `cancelar` permission): otherwise the list only reprints. */
  podeCancelar: boolean;
}) {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <BotaoReimpressao
        titulo="Últimas vendas"
        icone={HistoryIcon}
        onClick={() => setAberto(true)}
        onIntencao={UltimasVendasDialog.precarregar}
      />
      <UltimasVendasDialog open={aberto} onOpenChange={setAberto} podeCancelar={podeCancelar} />
    </>
  );
}
