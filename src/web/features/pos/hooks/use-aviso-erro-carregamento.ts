import { useEffect } from "react";
import { ApiError } from "@/web/lib/api";
import { toast } from "../lib/toast";

/**
 * §8: a load failure on the point of sale is one toast, "Erro ao carregar dados" — however many of its
 * queries failed (one toast id). A 401 shows nothing: the session ended and the app goes to /login.
 */
export function useAvisoErroCarregamento(...erros: (Error | null | undefined)[]) {
  const erro = erros.find((e) => e && !(e instanceof ApiError && e.status === 401));
  useEffect(() => {
    if (erro) toast.error("Erro ao carregar dados", { id: "pdv-erro-carregar", description: erro.message });
  }, [erro]);
}
