import type { ExternalToast } from "sonner";
import { toast as avisos } from "@/web/lib/toast";

/**
 * The point of sale's toasts open at the top right (decision 040): the app's default corner, bottom
 * right, is where the cart's total and "Finalizar Venda" sit on a desktop, and above the sticky
 * checkout bar on a phone. Same API as the app's `toast` (web/lib/toast.ts).
 */
const com = (opcoes?: ExternalToast): ExternalToast => ({ position: "top-right", ...opcoes });

type Mensagem = Parameters<typeof avisos.success>[0];

export const toast = {
  success: (mensagem: Mensagem, opcoes?: ExternalToast) => avisos.success(mensagem, com(opcoes)),
  error: (mensagem: Mensagem, opcoes?: ExternalToast) => avisos.error(mensagem, com(opcoes)),
  warning: (mensagem: Mensagem, opcoes?: ExternalToast) => avisos.warning(mensagem, com(opcoes)),
  loading: (mensagem: Mensagem, opcoes?: ExternalToast) => avisos.loading(mensagem, com(opcoes)),
  dismiss: (id?: string | number) => avisos.dismiss(id),
};
