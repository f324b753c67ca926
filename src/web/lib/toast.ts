import type { ExternalToast, toast as toastDoSonner } from "sonner";

/**
 * The app's toasts: sonner's API, the part the app uses. sonner itself and its Toaster are downloaded
 * with the first toast a screen shows, not with every screen (decision 165): until then the calls wait
 * here, in order, and `<Avisos />` (app/avisos.tsx) mounts the Toaster; each call gets its id at once,
 * so a toast can be replaced or dismissed before it was ever drawn.
 */
type Sonner = typeof toastDoSonner;
type Mensagem = Parameters<Sonner["success"]>[0];
type Chamada = (sonner: Sonner) => void;

let sonner: Sonner | null = null;
const pendentes: Chamada[] = [];
let montarToaster: (() => void) | null = null;
let proximoId = 0;

function chamar(chamada: Chamada) {
  if (sonner) {
    chamada(sonner);
    return;
  }
  pendentes.push(chamada);
  montarToaster?.();
}

/** `<Avisos />` says how to mount the Toaster; a toast asked for before that mounts it at once. */
export function aoPrimeiroAviso(montar: () => void): () => void {
  montarToaster = montar;
  if (pendentes.length > 0) montar();
  return () => {
    if (montarToaster === montar) montarToaster = null;
  };
}

/** The Toaster is mounted: the toasts asked for meanwhile are shown, in order. */
export function toasterMontado(toast: Sonner): void {
  sonner = toast;
  for (const chamada of pendentes.splice(0)) chamada(toast);
}

function mostrar(tipo: "success" | "error" | "warning" | "loading") {
  return (mensagem: Mensagem, opcoes?: ExternalToast): string | number => {
    const id = opcoes?.id ?? `aviso-${++proximoId}`;
    chamar((s) => s[tipo](mensagem, { ...opcoes, id }));
    return id;
  };
}

export const toast = {
  success: mostrar("success"),
  error: mostrar("error"),
  warning: mostrar("warning"),
  loading: mostrar("loading"),
  dismiss: (id?: string | number) => chamar((s) => s.dismiss(id)),
};
