import { useState } from "react";
import { MENSAGEM_CARRINHO_VAZIO, TITULO_CARRINHO_VAZIO } from "@/shared/pos/constantes";
import { rotuloDosPagamentos } from "@/shared/pos/formas-pagamento";
import { ApiError } from "@/web/lib/api";
import { usePedirCaixa } from "@/web/lib/caixa-exigido";
import { formatarDinheiro } from "@/web/lib/format";
import { useRegistrarVenda } from "../api/registrar-venda";
import { corpoDaVenda } from "../lib/carrinho";
import { pedirCaixaSeFaltar } from "../lib/erro-correcao";
import { toast } from "../lib/toast";
import type { CarrinhoPdv } from "./use-carrinho";
import type { PagamentosVenda } from "./use-pagamentos-venda";

/** Without an answer we cannot know whether the sale was recorded: keep the key for the retry. */
const semResposta = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/**
 * "Confirmar Venda" (§4 sale flow, decision 030): one request with the cart and an idempotency key made
 * once per attempt and reused on a retry after an unanswered request, so a retry never sells twice.
 * After the sale: the cart, discount and notes are cleared, the server's number and total are shown,
 * and the receipt prints — a print failure only changes the toast.
 */
export function useFinalizarVenda(carrinho: CarrinhoPdv, pagamentos: PagamentosVenda) {
  const registrar = useRegistrarVenda();
  const pedirCaixa = usePedirCaixa();
  // The key of the next attempt exists before "Confirmar Venda": the PIX QR shown meanwhile carries a
  // txid made from it, and the recorded sale (and its receipt) keeps it (decision 137). A new one after
  // a sale, and after a refusal, whose key may be one the server holds for another cart.
  const [chaveProxima, setChaveProxima] = useState(() => crypto.randomUUID());
  const chaveDaVenda = carrinho.estado.chave ?? chaveProxima;

  async function finalizar(): Promise<boolean> {
    const { estado, dispatch } = carrinho;
    if (estado.linhas.length === 0) {
      toast.error(TITULO_CARRINHO_VAZIO, { description: MENSAGEM_CARRINHO_VAZIO });
      return false;
    }
    const chave = chaveDaVenda;
    // The receipt's code (its text, the print window) downloads beside the sale's request, not with the
    // screen (decision 169); it is in by the time the sale answers.
    const impressao = import("../lib/avisos-impressao");
    impressao.catch(() => {});
    dispatch({ tipo: "iniciarTentativa", chave });
    const id = toast.loading("🔄 Processando venda", { description: "Finalizando venda..." });
    try {
      const { venda, nota } = await registrar.mutateAsync(corpoDaVenda(estado, chave, pagamentos.corpo()));
      dispatch({ tipo: "vendaConcluida" });
      pagamentos.limpar();
      setChaveProxima(crypto.randomUUID());
      toast.success(`Venda ${venda.numero_venda} realizada com sucesso!`, {
        id,
        description: `Total ${formatarDinheiro(venda.total_a_pagar)} · ${rotuloDosPagamentos(venda.pagamentos)}`,
      });
      void impressao.then(
        (m) => m.imprimirNotaDaVenda(nota),
        () => toast.warning("Venda finalizada, mas houve erro na impressão"),
      );
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast.dismiss(id);
        return false;
      }
      if (semResposta(error)) {
        const motivo = error instanceof ApiError ? error.message : "O servidor não respondeu.";
        toast.error("Erro ao finalizar venda", {
          id,
          description: `${motivo} Confirme de novo: a venda não será registrada duas vezes.`,
        });
        return false;
      }
      // A refusal wrote nothing: the next attempt is a new one.
      dispatch({ tipo: "tentativaRecusada" });
      setChaveProxima(crypto.randomUUID());
      const erro = error as ApiError;
      // The till has no open caixa and the account requires one: the screen offers to open it here.
      if (pedirCaixaSeFaltar(erro, pedirCaixa)) {
        toast.dismiss(id);
        return false;
      }
      if (erro.code === "CarrinhoVazio") {
        toast.error(TITULO_CARRINHO_VAZIO, { id, description: erro.message });
      } else {
        toast.error("Erro ao finalizar venda", { id, description: erro.message });
      }
      return false;
    }
  }

  return { finalizar, processando: registrar.isPending, chaveDaVenda };
}
