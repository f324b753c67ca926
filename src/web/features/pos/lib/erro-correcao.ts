import { ApiError } from "@/web/lib/api";
import { CODIGO_CAIXA_NAO_ABERTO, type PedirCaixa } from "@/web/lib/caixa-exigido";
import { toast } from "./toast";

/**
 * A refusal because the till has no open caixa (decision 161): handed to the screen that opens one,
 * when there is such a screen. True when it was.
 */
export function pedirCaixaSeFaltar(error: unknown, pedirCaixa: PedirCaixa | null | undefined): boolean {
  if (!pedirCaixa || !(error instanceof ApiError) || error.code !== CODIGO_CAIXA_NAO_ABERTO) return false;
  pedirCaixa(error.message);
  return true;
}

/**
 * A refused correction: a 400's field messages go under the fields; a 401 is the session's (the app
 * already sends the person to sign in); anything else is a toast with the server's pt-BR message.
 */
export function tratarErroCorrecao(
  error: unknown,
  {
    titulo,
    setErros,
    pedirCaixa,
  }: { titulo: string; setErros: (erros: Record<string, string>) => void; pedirCaixa?: PedirCaixa | null },
): void {
  if (pedirCaixaSeFaltar(error, pedirCaixa)) return;
  if (error instanceof ApiError && error.status === 400 && Object.keys(error.campos).length > 0) {
    setErros(error.campos);
    return;
  }
  if (error instanceof ApiError && error.status === 401) return;
  const doServidor = error instanceof ApiError && error.status >= 400 && error.status < 500;
  toast.error(titulo, { description: doServidor ? (error as ApiError).message : undefined });
}
