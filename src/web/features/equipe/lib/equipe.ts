import type { Pessoa } from "@/shared/equipe/schemas";

export type StatusPessoa = "ativo" | "desativado" | "convite_pendente";

export const ROTULOS_STATUS: Record<StatusPessoa, string> = {
  ativo: "Ativo",
  desativado: "Desativado",
  convite_pendente: "Convite pendente",
};

/** Disabled wins: a disabled person's unused invitation is not waiting for anything. */
export function statusDaPessoa(pessoa: Pick<Pessoa, "ativo" | "convite_pendente">): StatusPessoa {
  if (!pessoa.ativo) return "desativado";
  return pessoa.convite_pendente ? "convite_pendente" : "ativo";
}

/** People who take a place of the plan: everyone not disabled, the owner and pending invitations too. */
export function pessoasAtivas(pessoas: readonly Pick<Pessoa, "ativo">[]): number {
  return pessoas.filter((p) => p.ativo).length;
}

/** "3 de 5 pessoas do seu plano"; null when the plan has no limit. */
export function textoDoLimite(ativas: number, limite: number | null): string | null {
  if (limite === null) return null;
  return `${ativas} de ${limite} ${limite === 1 ? "pessoa" : "pessoas"} do seu plano`;
}

/** Whether one more active person fits the plan; the server decides anyway. */
export function cabeMaisUma(ativas: number, limite: number | null): boolean {
  return limite === null || ativas < limite;
}
