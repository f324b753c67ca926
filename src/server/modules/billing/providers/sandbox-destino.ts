import type { ResultadoSandboxInput } from "@/shared/billing/schemas";
import { cobrancaNaoEncontrada } from "../billing.errors";
import type { ProvedorPagamento } from "../billing.provider";
import type { ProvedorSandbox } from "./sandbox";
import type { CobrancaSandbox } from "./sandbox.queries";

const ID_COBRANCA = /^pay_sbx_[0-9a-f]{16}$/;

/** The sandbox's routes exist only with the sandbox provider, and only for ids it could have made. */
export function exigirCobrancaSandbox(provedor: ProvedorPagamento, id: string): ProvedorSandbox {
  if (provedor.nome !== "sandbox" || !("registrarResultado" in provedor) || !ID_COBRANCA.test(id))
    throw cobrancaNaoEncontrada();
  return provedor as ProvedorSandbox;
}

/** The pending page's `method` (spec §2: boleto or bank_slip, pix, otherwise generic). */
const METODO: Record<ResultadoSandboxInput["forma"], string> = {
  BOLETO: "boleto",
  PIX: "pix",
  CREDIT_CARD: "credit_card",
};

const MENSAGEM_ERRO = {
  recusado: "Pagamento recusado pela operadora do cartão.",
  vencido: "O prazo para pagar esta cobrança venceu.",
} as const;

/**
 * Where the provider sends the buyer back: the spec's result pages, with our purchase id as payment_id
 * (the pages read the purchase from the server with it). A charge already paid always goes to success.
 */
export function destinoDoResultado(
  cobranca: CobrancaSandbox,
  { resultado, forma }: ResultadoSandboxInput,
): string {
  const paga = cobranca.status === "CONFIRMED" || cobranca.status === "RECEIVED";
  const compra = cobranca.referencia;
  if (paga) return `/pagamento/sucesso?${new URLSearchParams({ payment_id: compra })}`;
  if (resultado === "pendente")
    return `/pagamento/pendente?${new URLSearchParams({ payment_id: compra, method: METODO[forma], status: "pending" })}`;
  const erro = resultado === "pago" ? "recusado" : resultado;
  return `/pagamento/erro?${new URLSearchParams({ payment_id: compra, error: erro, message: MENSAGEM_ERRO[erro] })}`;
}
