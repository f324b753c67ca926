import { fromCentavos, toCentavos } from "@/shared/money";
import { montarBrCode } from "@/shared/pix/br-code";
import { type RecebedorPix, recebedorPixDe } from "@/shared/pix/recebedor";
import type { FormaPagamento } from "@/shared/pos/formas-pagamento";
import type { TaxasConta } from "@/shared/pos/pagamentos";
import { NOME_ESTABELECIMENTO_PADRAO } from "@/shared/pos/recibo";
import type { NotaImpressao, ResumoPdv } from "@/shared/pos/schemas";
import type { DbOrTx } from "../../db/client";
import type { DadosConta } from "./pdv.queries";
import * as q from "./pdv.queries";

/** VEN000123 / CMD000045: the spec's visible format over a per-account counter (decision 030). */
export function formatarNumero(prefixo: "VEN" | "CMD", valor: number): string {
  return `${prefixo}${String(valor).padStart(6, "0")}`;
}

export interface Conta {
  /** Who issues the receipt (decision 111): the note's establishment fields. */
  estabelecimento: Pick<
    NotaImpressao,
    "nomeEstabelecimento" | "cnpjCpfEstabelecimento" | "enderecoEstabelecimento" | "telefoneEstabelecimento"
  >;
  /** The PIX receiver of the QR on PIX receipts (decision 137); null until the key is set. */
  pix: RecebedorPix | null;
  /** What the settings charge on a bill now (decisions 150–151). */
  taxas: TaxasConta;
}

/**
 * The settings' service charge and couvert as a bill applies them: "0.00" when off. An account whose
 * settings row is not created yet has the row's defaults (service 10 % on tabs, no couvert).
 */
function taxasDe(row: DadosConta): TaxasConta {
  const servicoAtivo = row.taxa_servico_ativa ?? true;
  return {
    taxa_servico_percentual: servicoAtivo ? dinheiroApi(row.taxa_servico_percentual ?? "10") : "0.00",
    taxa_servico_venda_direta: servicoAtivo && (row.taxa_servico_venda_direta ?? false),
    couvert_por_pessoa: row.couvert_ativo ? dinheiroApi(row.couvert_por_pessoa ?? "0") : "0.00",
  };
}

export function contaDe(row: DadosConta): Conta {
  return {
    estabelecimento: {
      nomeEstabelecimento: row.nome_estabelecimento?.trim() || NOME_ESTABELECIMENTO_PADRAO,
      cnpjCpfEstabelecimento: row.cnpj_cpf?.trim() || null,
      enderecoEstabelecimento: row.endereco?.trim() || null,
      telefoneEstabelecimento: row.telefone?.trim() || null,
    },
    pix: recebedorPixDe(row),
    taxas: taxasDe(row),
  };
}

export async function obterConta(db: DbOrTx, { usuarioId }: { usuarioId: string }): Promise<Conta> {
  return contaDe(await q.obterDadosConta(db, { usuarioId }));
}

/**
 * The "copia e cola" a PIX receipt prints (decision 137): the static BR Code for exactly the total, with
 * the txid the screen showed; none for another method, without a key, or with nothing to charge.
 */
export function pixDaNota(
  conta: Conta,
  { forma, total, txid }: { forma: FormaPagamento | null; total: string; txid: string },
): string | null {
  const valorCentavos = toCentavos(total);
  if (forma !== "pix" || !conta.pix || valorCentavos <= 0) return null;
  return montarBrCode({ recebedor: conta.pix, valorCentavos, txid });
}

/** numeric text from SQL ("12.5", "0") as the API's "12.50". */
export const dinheiroApi = (valor: string) => fromCentavos(toCentavos(valor));

export async function obterResumoPdv(
  db: DbOrTx,
  { usuarioId, now = new Date() }: { usuarioId: string; now?: Date },
): Promise<ResumoPdv> {
  const row = await q.obterResumoPdv(db, { usuarioId, now });
  return {
    vendas_hoje: row.vendas_hoje,
    receita_hoje: dinheiroApi(row.receita_hoje),
    total_vendas: row.total_vendas,
    receita_total: dinheiroApi(row.receita_total),
  };
}
