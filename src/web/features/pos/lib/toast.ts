import { type ExternalToast, toast as sonner } from "sonner";

/**
 * The point of sale's toasts open at the top right (decision 040): the app's default corner, bottom
 * right, is where the cart's total and "Finalizar Venda" sit on a desktop, and above the sticky
 * checkout bar on a phone. Same API as sonner's `toast` for what the PDV uses.
 */
const com = (opcoes?: ExternalToast): ExternalToast => ({ position: "top-right", ...opcoes });

type Mensagem = Parameters<typeof sonner.success>[0];

export const toast = {
  success: (mensagem: Mensagem, opcoes?: ExternalToast) => sonner.success(mensagem, com(opcoes)),
  error: (mensagem: Mensagem, opcoes?: ExternalToast) => sonner.error(mensagem, com(opcoes)),
  warning: (mensagem: Mensagem, opcoes?: ExternalToast) => sonner.warning(mensagem, com(opcoes)),
  loading: (mensagem: Mensagem, opcoes?: ExternalToast) => sonner.loading(mensagem, com(opcoes)),
  dismiss: (id?: string | number) => sonner.dismiss(id),
};
