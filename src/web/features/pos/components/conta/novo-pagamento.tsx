import type { ReactNode } from "react";
import type { RecebedorPix } from "@/shared/pix/recebedor";
import type { FormaPagamento } from "@/shared/pos/formas-pagamento";
import { PixCobranca } from "@/web/components/pix/pix-cobranca";
import { formatarCentavos } from "@/web/lib/format";
import type { NovoPagamento } from "../../hooks/use-novo-pagamento";
import { FormaPagamentoOpcoes } from "../forma-pagamento-opcoes";
import { CampoValor } from "./campo-valor";

/**
 * One payment being taken (decision 152): the method, the amount (what is left, until the person types
 * another or picks a share), and for cash what was handed over and "Troco: R$ …". A PIX payment shows
 * the QR code of exactly its amount (decision 137). `divisao` holds the split helpers.
 */
export function NovoPagamentoCampos<F extends FormaPagamento>({
  pagamento,
  formas,
  recebedorPix,
  txidPix,
  divisao,
  disabled,
  colunas,
}: {
  pagamento: NovoPagamento<F>;
  formas: readonly F[];
  recebedorPix: RecebedorPix | null;
  txidPix: string;
  divisao?: ReactNode;
  disabled?: boolean;
  colunas?: 2 | 3;
}) {
  const { forma, valor, troco, erro } = pagamento;
  const erroDoValor = erro && erro !== "O valor recebido é menor que o valor do pagamento" ? erro : null;
  return (
    <div className="grid gap-4">
      <FormaPagamentoOpcoes
        formas={formas}
        value={forma}
        onChange={pagamento.setForma}
        disabled={disabled}
        colunas={colunas}
      />
      {divisao}
      <div className="grid gap-4 sm:grid-cols-2">
        <CampoValor
          rotulo="Valor"
          value={pagamento.valorTexto}
          disabled={disabled}
          aviso={erroDoValor}
          onChange={(e) => pagamento.setValorTexto(e.target.value)}
        />
        {forma === "dinheiro" ? (
          <CampoValor
            rotulo="Valor recebido"
            value={pagamento.recebidoTexto}
            disabled={disabled}
            placeholder="Opcional"
            aviso={
              troco !== null
                ? `Troco: ${formatarCentavos(troco)}`
                : pagamento.recebido !== null
                  ? "O valor recebido é menor que o valor do pagamento"
                  : null
            }
            avisoTipo={troco !== null ? "info" : "erro"}
            onChange={(e) => pagamento.setRecebidoTexto(e.target.value)}
          />
        ) : null}
      </div>
      {forma === "pix" && valor !== null && valor > 0 && !erroDoValor ? (
        <PixCobranca recebedor={recebedorPix} valorCentavos={valor} txid={txidPix} />
      ) : null}
    </div>
  );
}
