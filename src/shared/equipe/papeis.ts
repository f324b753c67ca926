/**
 * Who may do what in an establishment: one table of role → permissions, read by the server's guard on
 * every route and by the web to hide what a role cannot do. A role is a server-owned column of the
 * person; nobody grants it to themselves.
 */

export const PAPEIS = ["dono", "gerente", "caixa", "garcom"] as const;
export type Papel = (typeof PAPEIS)[number];

export const NOMES_PAPEIS: Record<Papel, string> = {
  dono: "Dono",
  gerente: "Gerente",
  caixa: "Caixa",
  garcom: "Garçom",
};

export const DESCRICOES_PAPEIS: Record<Papel, string> = {
  dono: "Tudo, inclusive configurações, plano, equipe, preços de custo, relatórios e backups.",
  gerente: "Tudo, menos o plano e a equipe.",
  caixa:
    "Vende, abre e fecha comandas e o caixa, cancela com motivo e consulta o estoque (sem preços de custo).",
  garcom:
    "Abre comandas, lança itens, troca a comanda de mesa e imprime a conferência. Não fecha, não cancela, não vê relatórios.",
};

export const PERMISSOES = {
  vender: "Vender no PDV e ver as vendas do dia",
  "comandas.atender":
    "Ver mesas e comandas, abrir comandas, lançar itens, trocar a comanda de mesa, imprimir a conferência",
  "comandas.fechar": "Fechar comandas, receber pagamentos, transferir itens e juntar comandas",
  cancelar: "Cancelar vendas, itens e comandas com motivo",
  caixa: "Abrir, movimentar e fechar o caixa",
  "estoque.ler": "Consultar produtos, estoque e alertas",
  "estoque.movimentar": "Registrar entradas e saídas de estoque",
  "produtos.editar": "Cadastrar, editar, importar e excluir produtos e preços",
  "produtos.custo": "Ver preços de custo e margens",
  "mesas.editar": "Cadastrar, editar e excluir mesas",
  relatorios: "Relatórios",
  configuracoes: "Configurações do estabelecimento",
  backups: "Gerar e baixar backups",
  "backups.restaurar": "Restaurar um backup (substitui os dados da conta)",
  assinatura: "Plano, pagamentos e assinatura",
  equipe: "Convidar, alterar e desativar pessoas da equipe",
} as const satisfies Record<string, string>;

export type Permissao = keyof typeof PERMISSOES;

const TODAS = Object.keys(PERMISSOES) as Permissao[];

export const PERMISSOES_DOS_PAPEIS: Record<Papel, readonly Permissao[]> = {
  dono: TODAS,
  // Restoring replaces every record of the account: the owner's alone, like the plan and the staff.
  gerente: TODAS.filter((p) => p !== "assinatura" && p !== "equipe" && p !== "backups.restaurar"),
  caixa: ["vender", "comandas.atender", "comandas.fechar", "cancelar", "caixa", "estoque.ler"],
  garcom: ["comandas.atender", "estoque.ler"],
};

export function pode(papel: Papel, permissao: Permissao): boolean {
  return PERMISSOES_DOS_PAPEIS[papel].includes(permissao);
}

export function isPapel(valor: string): valor is Papel {
  return (PAPEIS as readonly string[]).includes(valor);
}
