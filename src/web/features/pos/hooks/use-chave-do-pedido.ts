import { useRef } from "react";

/**
 * The idempotency key of an order being composed: the same while the order stays the same (a retry
 * after a timeout sends it again and adds nothing twice), a new one as soon as the order changes.
 * `conteudo` is any text that changes with the order (its lines, quantities and notes).
 */
export function useChaveDoPedido(conteudo: string): { chave: string; renovar: () => void } {
  const atual = useRef<{ conteudo: string; chave: string } | null>(null);
  if (atual.current?.conteudo !== conteudo) atual.current = { conteudo, chave: crypto.randomUUID() };
  const renovar = () => {
    atual.current = null;
  };
  return { chave: atual.current.chave, renovar };
}
