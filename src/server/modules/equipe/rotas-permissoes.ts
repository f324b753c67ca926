import type { Permissao } from "@/shared/equipe/papeis";

/**
 * THE table of who may call each API route (decision 120): every route of the app, by method and
 * pattern exactly as the router registers it, names the permission it needs (src/shared/equipe/papeis.ts)
 * or says why it needs none. The guard (permissoes.ts) refuses a route missing here, and
 * permissoes.test.ts walks the built app's routes, so a new route is a decision made the day it is added.
 *
 * - a permission: a signed-in person whose role has it; anyone else 403 (signed out: 401).
 * - `qualquer-pessoa`: every signed-in person (their own session, password, alerts, live updates).
 * - `sem-sessao`: answers signed-out requests too (sign-up, the pay-first purchase, the sandbox checkout).
 * - `super-admin`: the console's own guard decides (404 to everyone else, decision 107).
 */
export type AcessoDaRota = Permissao | "qualquer-pessoa" | "sem-sessao" | "super-admin";

export const PERMISSOES_DAS_ROTAS: Readonly<Record<string, AcessoDaRota>> = {
  "POST /api/contas/cadastro": "sem-sessao",
  "GET /api/contas/sessao": "sem-sessao",
  "POST /api/contas/sair": "sem-sessao",
  "POST /api/contas/senha": "qualquer-pessoa",
  "GET /api/alertas": "qualquer-pessoa",
  "GET /api/eventos": "qualquer-pessoa",

  "GET /api/produtos": "estoque.ler",
  "GET /api/produtos/resumo": "estoque.ler",
  "GET /api/produtos/:id": "estoque.ler",
  "GET /api/produtos/codigo-barras/:codigo": "estoque.ler",
  // The catalogue as a file is the other half of importing it: the people who edit the catalogue.
  "GET /api/produtos/exportar.csv": "produtos.editar",
  "POST /api/produtos": "produtos.editar",
  "PUT /api/produtos/:id": "produtos.editar",
  "DELETE /api/produtos/:id": "produtos.editar",
  "POST /api/produtos/importar": "produtos.editar",
  "POST /api/produtos/importar/previa": "produtos.editar",

  "GET /api/movimentacoes": "estoque.ler",
  "GET /api/movimentacoes/resumo": "estoque.ler",
  "POST /api/movimentacoes": "estoque.movimentar",

  "GET /api/vendas": "vender",
  "GET /api/vendas/:id": "vender",
  "POST /api/vendas": "vender",
  "POST /api/vendas/:id/cancelar": "cancelar",
  "GET /api/pdv/resumo": "vender",
  "GET /api/pdv/pix": "comandas.fechar",
  "GET /api/pdv/taxas": "vender",

  "GET /api/mesas": "comandas.atender",
  "POST /api/mesas": "mesas.editar",
  "PUT /api/mesas/:id": "mesas.editar",
  "DELETE /api/mesas/:id": "mesas.editar",

  "GET /api/comandas": "comandas.atender",
  "GET /api/comandas/:id": "comandas.atender",
  "POST /api/comandas": "comandas.atender",
  "POST /api/comandas/:id/itens": "comandas.atender",
  "POST /api/comandas/:id/fechar": "comandas.fechar",
  "POST /api/comandas/:id/pagamentos": "comandas.fechar",
  "POST /api/comandas/:id/conta": "comandas.fechar",
  "POST /api/comandas/:id/pessoas": "comandas.atender",
  "POST /api/comandas/:id/cancelar": "cancelar",
  "POST /api/comandas/:id/itens/:itemId/remover": "cancelar",
  // Changing the table does not touch the bill: the waiter who seats the table does it (decision 136).
  "POST /api/comandas/:id/trocar-mesa": "comandas.atender",
  // Moving items and merging decide who pays what: whoever settles the bills.
  "POST /api/comandas/:id/transferir-itens": "comandas.fechar",
  "POST /api/comandas/:id/juntar": "comandas.fechar",

  // The cash register: whoever opens, moves and closes it (dono, gerente, caixa; decision 160).
  "GET /api/caixas/abertos": "caixa",
  "GET /api/caixas/fechados": "caixa",
  "GET /api/caixas/:id": "caixa",
  "POST /api/caixas": "caixa",
  "POST /api/caixas/:id/movimentos": "caixa",
  "POST /api/caixas/:id/fechar": "caixa",

  "GET /api/relatorios": "relatorios",

  "GET /api/configuracoes": "configuracoes",
  "PUT /api/configuracoes": "configuracoes",
  "GET /api/configuracoes/exportar": "configuracoes",
  "POST /api/configuracoes/importar": "configuracoes",
  "POST /api/configuracoes/restaurar-padrao": "configuracoes",

  "GET /api/backups": "backups",
  "POST /api/backups": "backups",
  "GET /api/backups/:id/arquivo": "backups",
  "POST /api/backups/restaurar": "backups.restaurar",

  "GET /api/assinatura": "assinatura",
  "GET /api/assinatura/pagamentos": "assinatura",
  "POST /api/assinatura/pagar": "assinatura",
  "POST /api/assinatura/cancelar": "assinatura",
  // Mounted ahead of the session: the provider's token is its credential (decision 100).
  "POST /api/webhooks/pagamentos": "sem-sessao",
  "POST /api/compras": "sem-sessao",
  "GET /api/compras/:id": "sem-sessao",
  "GET /api/sandbox/cobrancas/:id": "sem-sessao",
  "POST /api/sandbox/cobrancas/:id/resultado": "sem-sessao",

  "GET /api/equipe": "equipe",
  "POST /api/equipe": "equipe",
  "PATCH /api/equipe/:id": "equipe",
  "POST /api/equipe/:id/redefinir-acesso": "equipe",

  "GET /api/admin/contas": "super-admin",
  "POST /api/admin/contas/:id/ativar": "super-admin",
  "POST /api/admin/contas/:id/suspender": "super-admin",
  "POST /api/admin/contas/:id/cancelar": "super-admin",
  "POST /api/admin/contas/:id/renovar": "super-admin",
  "POST /api/admin/varredura": "super-admin",
  "GET /api/admin/auditoria": "super-admin",
};

export function acessoDaRota(metodo: string, padrao: string): AcessoDaRota | undefined {
  // HEAD is answered by the GET route.
  return PERMISSOES_DAS_ROTAS[`${metodo === "HEAD" ? "GET" : metodo} ${padrao}`];
}
