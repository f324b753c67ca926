import { useEffect, useState } from "react";
import { PRAZO_BOLETO_MS, tempoRestante } from "@/shared/billing/prazo-boleto";

/** Time left on the boleto: the deadline is fixed when the page opens and the display ticks every minute. */
export function useBoletoPrazo() {
  const [{ prazo, agora }, setTempo] = useState(() => {
    const inicio = Date.now();
    return { prazo: inicio + PRAZO_BOLETO_MS, agora: inicio };
  });

  useEffect(() => {
    const timer = setInterval(() => setTempo((t) => ({ ...t, agora: Date.now() })), 60_000);
    return () => clearInterval(timer);
  }, []);

  return tempoRestante(prazo, agora);
}
