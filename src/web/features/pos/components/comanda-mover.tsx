import { ArmchairIcon, ArrowRightLeftIcon, MergeIcon } from "lucide-react";
import { useState } from "react";
import type { Comanda } from "@/shared/pos/schemas";
import { Button } from "@/web/components/ui/button";
import { JuntarComandasDialog } from "./juntar-comandas-dialog";
import { TransferirItensDialog } from "./transferir-itens-dialog";
import { TrocarMesaDialog } from "./trocar-mesa-dialog";

type Acao = "transferir" | "trocar-mesa" | "juntar" | null;

/**
 * The open tab's moves (decision 136): "Transferir itens", "Trocar de mesa" and "Juntar comandas", each
 * opening its own small dialog. Without `podeTransferir` (the waiter: moving items and merging decide
 * who pays what) only "Trocar de mesa" shows.
 */
export function ComandaMover({ comanda, podeTransferir }: { comanda: Comanda; podeTransferir: boolean }) {
  const [acao, setAcao] = useState<Acao>(null);
  const fechar = (aberto: boolean) => !aberto && setAcao(null);
  const botao =
    "h-auto min-h-10 flex-col gap-1 px-1.5 py-2 text-xs leading-tight whitespace-normal sm:flex-row sm:gap-2 sm:px-3 sm:text-sm";
  return (
    <div className={podeTransferir ? "grid grid-cols-3 gap-2" : "grid grid-cols-1 sm:flex"}>
      {podeTransferir ? (
        <Button
          type="button"
          variant="outline"
          className={botao}
          disabled={comanda.itens.length === 0}
          onClick={() => setAcao("transferir")}
        >
          <ArrowRightLeftIcon aria-hidden /> Transferir itens
        </Button>
      ) : null}
      <Button type="button" variant="outline" className={botao} onClick={() => setAcao("trocar-mesa")}>
        <ArmchairIcon aria-hidden /> Trocar de mesa
      </Button>
      {podeTransferir ? (
        <Button type="button" variant="outline" className={botao} onClick={() => setAcao("juntar")}>
          <MergeIcon aria-hidden /> Juntar comandas
        </Button>
      ) : null}

      {podeTransferir ? (
        <>
          <TransferirItensDialog comanda={comanda} open={acao === "transferir"} onOpenChange={fechar} />
          <JuntarComandasDialog comanda={comanda} open={acao === "juntar"} onOpenChange={fechar} />
        </>
      ) : null}
      <TrocarMesaDialog comanda={comanda} open={acao === "trocar-mesa"} onOpenChange={fechar} />
    </div>
  );
}
