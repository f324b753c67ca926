/** The settings feature's queries; the backups list sits under its own key. */
export const configuracoesKeys = {
  all: ["configuracoes"] as const,
};

export const backupsKeys = {
  all: ["backups"] as const,
  lista: () => [...backupsKeys.all, "lista"] as const,
};
