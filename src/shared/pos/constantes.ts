/**
 * The point of sale's words, limits and states, without zod: the schemas (schemas.ts, correcoes.ts,
 * pagamentos.ts) validate with them on both sides, and the PDV's screens show them without loading the
 * validation library (decision 165).
 */

// Direct sale

export const MENSAGEM_CARRINHO_VAZIO = "Adicione produtos ao carrinho antes de finalizar";

/** The toast title the web shows with MENSAGEM_CARRINHO_VAZIO (§8); the API answers code CarrinhoVazio. */
export const TITULO_CARRINHO_VAZIO = "Carrinho vazio";
export const MAX_ITENS_VENDA = 200;

// Tables

export const STATUS_MESA = ["livre", "ocupada", "reservada", "manutencao"] as const;
export type StatusMesa = (typeof STATUS_MESA)[number];

/** §4: Livre green, Ocupada red, Reservada yellow, Manutenção grey. */
export const ROTULO_STATUS_MESA: Record<StatusMesa, string> = {
  livre: "Livre",
  ocupada: "Ocupada",
  reservada: "Reservada",
  manutencao: "Manutenção",
};
export const CAPACIDADE_PADRAO = 4;
export const CAPACIDADE_MINIMA = 1;
export const CAPACIDADE_MAXIMA = 20;
export const MENSAGEM_NUMERO_MESA_OBRIGATORIO = "Número da mesa é obrigatório";

// Tabs

/** juntada: merged into another tab, which took its lines (decision 138); never revenue. */
export const STATUS_COMANDA = ["aberta", "fechada", "cancelada", "juntada"] as const;
export type StatusComanda = (typeof STATUS_COMANDA)[number];
export const MENSAGEM_SELECIONE_MESA = "Selecione uma mesa";
export const MENSAGEM_NOME_CLIENTE_BALCAO = "Informe o nome do cliente para a comanda no balcão";
export const MAX_OBSERVACAO_ITEM = 140;
export const MAX_ITENS_PEDIDO = 100;
export const MENSAGEM_PEDIDO_VAZIO = "Adicione itens ao pedido antes de enviar";

// Corrections (decisions 132–135)

export const MENSAGEM_COMANDA_ALTERADA = "A comanda foi alterada em outro aparelho. Confira o novo total.";
export const MENSAGEM_MOTIVO_OBRIGATORIO = "Informe o motivo";
export const MAX_MOTIVO = 500;

/** Every kind of change a tab's history records (decisions 134 and 136); the database checks the same list. */
export const TIPOS_EVENTO_COMANDA = [
  "item_adicionado",
  "item_removido",
  "comanda_fechada",
  "comanda_cancelada",
  "item_transferido",
  "item_recebido",
  "comanda_juntada",
  "juntou_comanda",
  "mesa_trocada",
  "conta_ajustada",
] as const;
export type TipoEventoComanda = (typeof TIPOS_EVENTO_COMANDA)[number];
export const ROTULO_EVENTO_COMANDA: Record<TipoEventoComanda, string> = {
  item_adicionado: "Adicionado",
  item_removido: "Removido",
  comanda_fechada: "Comanda fechada",
  comanda_cancelada: "Comanda cancelada",
  item_transferido: "Transferido",
  item_recebido: "Recebido",
  comanda_juntada: "Comanda juntada",
  juntou_comanda: "Juntou comanda",
  mesa_trocada: "Trocou de mesa",
  conta_ajustada: "Conta ajustada",
};

// Payments (decisions 150–153)

export const MENSAGEM_VALOR_PAGAMENTO = "Informe o valor do pagamento";
export const MENSAGEM_RECEBIDO_MENOR = "O valor recebido é menor que o valor do pagamento";
export const MENSAGEM_RECEBIDO_SO_DINHEIRO = "Só o pagamento em dinheiro tem valor recebido e troco";
export const MAX_PAGAMENTOS_VENDA = 20;
export const MAX_PESSOAS = 999;
