import { ApiError } from "@/web/lib/api";
import { toast } from "./toast";

/**
 * A refused correction: a 400's field messages go under the fields; a 401 is the session's (the app
 * already sends the person to sign in); anything else is a toast with the server's pt-BR message.
 */
export function tratarErroCorrecao(
  error: unknown,
  { titulo, setErros }: { titulo: string; setErros: (erros: Record<string, string>) => void },
): void {
  if (error instanceof ApiError && error.status === 400 && Object.keys(error.campos).length > 0) {
    setErros(error.campos);
    return;
  }
  if (error instanceof ApiError && error.status === 401) return;
  const doServidor = error instanceof ApiError && error.status >= 400 && error.status < 500;
  toast.error(titulo, { description: doServidor ? (error as ApiError).message : undefined });
}
