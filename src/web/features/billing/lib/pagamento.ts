import type { StatusCompra } from "@/shared/billing/schemas";
import { ApiError } from "@/web/lib/api";

/**
 * Reading the payment provider's return parameters (payment_id, status, method, error, message) for
 * display. They come from the address bar, so they are only ever shown as text, trimmed and bounded.
 */

export function paramTexto(value: string | null | undefined, max = 120): string | null {
  const texto = value?.trim();
  if (!texto) return null;
  return texto.length > max ? `${texto.slice(0, max - 1)}…` : texto;
}

export type TipoMetodo = "boleto" | "pix" | "outro";

export function tipoMetodo(method: string | null | undefined): TipoMetodo {
  const m = method?.trim().toLowerCase();
  if (m === "boleto" || m === "bank_slip") return "boleto";
  if (m === "pix") return "pix";
  return "outro";
}

const METODOS: Record<string, string> = {
  boleto: "Boleto bancário",
  bank_slip: "Boleto bancário",
  pix: "PIX",
  credit_card: "Cartão de crédito",
  debit_card: "Cartão de débito",
};

export function rotuloMetodo(method: string): string {
  return METODOS[method.trim().toLowerCase()] ?? method;
}

const STATUS: Record<string, string> = {
  approved: "Aprovado",
  authorized: "Autorizado",
  pending: "Pendente",
  in_process: "Em processamento",
  in_mediation: "Em análise",
  rejected: "Recusado",
  cancelled: "Cancelado",
  refunded: "Estornado",
};

export function rotuloStatus(status: string): string {
  return STATUS[status.trim().toLowerCase()] ?? status;
}

export type PaginaResultado = "sucesso" | "pendente" | "erro";

/** The result page that tells the truth about a purchase in this state. */
export function paginaDaCompra(status: StatusCompra): PaginaResultado {
  if (status === "paga") return "sucesso";
  if (status === "aguardando") return "pendente";
  return "erro";
}

/** The result page of a purchase, with its id as the provider's payment_id. */
export function caminhoResultado(pagina: PaginaResultado, compraId: string): string {
  return `/pagamento/${pagina}?${new URLSearchParams({ payment_id: compraId })}`;
}

/**
 * Where a result page should send the buyer once the server's answer contradicts it: a pending page
 * whose purchase was paid or refused, an error page whose purchase was paid. A success page waits for
 * a purchase still "aguardando" (the provider may return the buyer before its confirmation arrives).
 */
export function redirecionamentoDaCompra(
  atual: PaginaResultado,
  compra: { id: string; status: StatusCompra },
): string | null {
  const certa = paginaDaCompra(compra.status);
  if (certa === atual) return null;
  if (atual === "sucesso" && certa === "pendente") return null;
  if (atual === "erro" && certa === "pendente") return null;
  return caminhoResultado(certa, compra.id);
}

/**
 * Why a result page could not read its purchase: an unknown payment_id (404, the server's own words) is
 * not the same as a server out of reach, which may answer in a moment.
 */
export function mensagemConsultaCompra(error: Error): string {
  if (error instanceof ApiError && error.status === 404) {
    return `${error.message}. Confira o endereço desta página; se você pagou, a confirmação chega por e-mail.`;
  }
  return `Não conseguimos consultar este pagamento agora (${error.message}). Tente “Atualizar” em instantes.`;
}
