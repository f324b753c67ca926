export const configuracoesKeys = {
  all: ["configuracoes"] as const,
};
