import { ArchiveIcon } from "lucide-react";
import { useState } from "react";
import { BotaoReimpressao } from "./botao-reimpressao";
import { ComandasFechadasDialog } from "./comandas-fechadas-dialog";

/** "Comandas fechadas" in the Comandas tab: the button and its dialog (comandas-fechadas-dialog.tsx). */
export function ComandasFechadas({
  podeCancelar,
}: {
  /** The role may cancel (the `cancelar` permission): otherwise the list only reprints. */
  podeCancelar: boolean;
}) {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <BotaoReimpressao titulo="Comandas fechadas" icone={ArchiveIcon} onClick={() => setAberto(true)} />
      <ComandasFechadasDialog open={aberto} onOpenChange={setAberto} podeCancelar={podeCancelar} />
    </>
  );
}
