import { createContext, type ReactNode, useContext } from "react";

/**
 * Where the point of sale asks for an open caixa (decision 161): a sale or a payment refused with 409
 * `CaixaNaoAberto` calls this with the server's message, and the screen that composes the PDV with the
 * cash register opens its "Abrir Caixa" dialog right there. Features do not import each other, so the
 * route provides it; without a provider the refusal is an ordinary error toast.
 */
export type PedirCaixa = (mensagem: string) => void;

const Contexto = createContext<PedirCaixa | null>(null);

export function ProvedorPedirCaixa({ pedir, children }: { pedir: PedirCaixa; children: ReactNode }) {
  return <Contexto.Provider value={pedir}>{children}</Contexto.Provider>;
}

export function usePedirCaixa(): PedirCaixa | null {
  return useContext(Contexto);
}

/** The code of the refusal the PDV hands over instead of showing it as an error. */
export const CODIGO_CAIXA_NAO_ABERTO = "CaixaNaoAberto";
