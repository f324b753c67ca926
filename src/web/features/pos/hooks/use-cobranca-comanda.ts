import { useEffect, useRef, useState } from "react";
import { fromCentavos, toCentavos } from "@/shared/money";
import type { FormaPagamentoComanda } from "@/shared/pos/formas-pagamento";
import type { Comanda, NotaImpressao } from "@/shared/pos/schemas";
import { ApiError } from "@/web/lib/api";
import { usePedirCaixa } from "@/web/lib/caixa-exigido";
import { formatarDinheiro, formatarDinheiroParaCampo } from "@/web/lib/format";
import { useAjustarContaComanda } from "../api/ajustar-conta-comanda";
import { useRegistrarPagamentoComanda } from "../api/registrar-pagamento-comanda";
import { descontoEmCentavos } from "../lib/carrinho";
import { pedirCaixaSeFaltar } from "../lib/erro-correcao";
import { toast } from "../lib/toast";
import { useComandaAlterada } from "./use-comanda-alterada";
import { useNovoPagamento } from "./use-novo-pagamento";

/** "0.00" → "", "5.50" → "5,50": the discount as the field shows it. */
const descontoNoCampo = (desconto: string) =>
  desconto === "0.00" ? "" : formatarDinheiroParaCampo(desconto);

/**
 * Taking a tab's payment (decisions 150–152), one request per action at the version on screen: the
 * bill's adjustments (discount, service charge and couvert removed or charged again) and each payment,
 * with its idempotency key kept while a click got no answer. The payment that pays the rest closes the
 * tab and prints its receipt. A tab changed on another device is refused (409): its new state shows and
 * the warning stays until the person acts on it.
 */
export function useCobrancaComanda(
  comanda: Comanda,
  {
    onFechada,
  }: {
    /** With the new stock of the tab's products, when the request that closed it carries it. */
    onFechada: (comanda: Comanda, nota: NotaImpressao) => void;
  },
) {
  const ajustar = useAjustarContaComanda();
  const registrar = useRegistrarPagamentoComanda();
  const comandaAlterada = useComandaAlterada();
  const pedirCaixa = usePedirCaixa();
  const falta = toCentavos(comanda.falta_pagar);
  const pagamento = useNovoPagamento<FormaPagamentoComanda>(falta, "dinheiro");
  const [descontoTexto, setDescontoTexto] = useState(() => descontoNoCampo(comanda.desconto));
  /** The version the server had when it refused a stale action: the warning shows while it is on screen. */
  const [alteradaNaVersao, setAlteradaNaVersao] = useState<number | null>(null);
  const [alternando, setAlternando] = useState<"taxa" | "couvert" | null>(null);
  /** One key per payment click; kept only when the click got no answer, so a retry is the same payment. */
  const chave = useRef<string | null>(null);

  // The discount applied elsewhere (another device, a refused retry) replaces what the field shows.
  useEffect(() => setDescontoTexto(descontoNoCampo(comanda.desconto)), [comanda.desconto]);

  const descontoPendente = descontoEmCentavos(descontoTexto) !== toCentavos(comanda.desconto);

  const aoFalhar = (titulo: string) => (error: unknown) => {
    if (comandaAlterada(error)) {
      const atual = (error.corpo as { comanda?: Comanda } | null)?.comanda;
      setAlteradaNaVersao(atual?.versao ?? null);
      return;
    }
    if (error instanceof ApiError && error.status === 401) return;
    if (pedirCaixaSeFaltar(error, pedirCaixa)) return;
    const doServidor = error instanceof ApiError && error.status >= 400 && error.status < 500;
    toast.error(titulo, { description: doServidor ? (error as ApiError).message : undefined });
  };

  const ajustarConta = (
    mudanca: { desconto?: string; cobrar_taxa_servico?: boolean; cobrar_couvert?: boolean },
    qual: "taxa" | "couvert" | null,
  ) => {
    setAlternando(qual);
    ajustar.mutate(
      { id: comanda.id, dados: { ...mudanca, versao: comanda.versao } },
      {
        onSuccess: ({ comanda: ajustada, nota }) => {
          setAlteradaNaVersao(null);
          if (ajustada.status === "fechada") onFechada(ajustada, nota);
        },
        onError: aoFalhar("Erro ao ajustar a conta"),
        onSettled: () => setAlternando(null),
      },
    );
  };

  const registrarPagamento = () => {
    const { valor, forma, recebido, quita } = pagamento;
    if (valor === null || pagamento.erro) return;
    chave.current ??= crypto.randomUUID();
    registrar.mutate(
      {
        id: comanda.id,
        dados: {
          forma_pagamento: forma,
          valor: fromCentavos(valor),
          valor_recebido: recebido === null ? null : fromCentavos(recebido),
          versao: comanda.versao,
          chave_idempotencia: chave.current,
        },
      },
      {
        onSuccess: ({ comanda: depois, nota }) => {
          chave.current = null;
          setAlteradaNaVersao(null);
          pagamento.limpar();
          if (depois.status === "fechada") onFechada(depois, nota);
          else
            toast.success("Pagamento registrado", {
              description: `Falta pagar: ${formatarDinheiro(depois.falta_pagar)}`,
            });
        },
        onError: (error) => {
          if (!(error instanceof ApiError && error.status === 0)) chave.current = null;
          aoFalhar(quita ? "Erro ao fechar comanda" : "Erro ao registrar pagamento")(error);
        },
      },
    );
  };

  return {
    pagamento,
    falta,
    desconto: {
      texto: descontoTexto,
      setTexto: setDescontoTexto,
      pendente: descontoPendente,
      aplicar: () => ajustarConta({ desconto: fromCentavos(descontoEmCentavos(descontoTexto)) }, null),
    },
    alternarTaxa: () => ajustarConta({ cobrar_taxa_servico: !comanda.cobrar_taxa_servico }, "taxa"),
    alternarCouvert: () => ajustarConta({ cobrar_couvert: !comanda.cobrar_couvert }, "couvert"),
    alternando,
    ajustando: ajustar.isPending,
    registrarPagamento,
    registrando: registrar.isPending,
    alterada: alteradaNaVersao !== null && alteradaNaVersao === comanda.versao,
  };
}

export type CobrancaComanda = ReturnType<typeof useCobrancaComanda>;
