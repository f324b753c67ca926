/**
 * When to try again after the live stream dropped (decision 127): 1 s, 2 s, 4 s … doubling up to 30 s,
 * each wait shortened at random by up to half, so that the devices of a bar do not all knock at once on
 * a server that just restarted. A stream that reached `pronto` starts over at the first step.
 */
export const RECONEXAO = { primeiraMs: 1_000, maximaMs: 30_000 } as const;

/** The wait before reconnection number `tentativa` (0 for the first); `sorteio` in [0, 1). */
export function atrasoDeReconexao(tentativa: number, sorteio: number = Math.random()): number {
  const teto = Math.min(RECONEXAO.maximaMs, RECONEXAO.primeiraMs * 2 ** Math.max(0, tentativa));
  return Math.round(teto * (1 - sorteio / 2));
}
