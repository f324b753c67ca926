import { CATEGORIAS } from "../catalog/categorias";
import { EstoqueAtualizado } from "../catalog/schemas";
import {
  dinheiroOpcional,
  inteiro,
  MENSAGEM_CARACTERE_INVALIDO,
  objetoEstrito,
  semCaractereNulo,
  textoOpcional,
} from "../fields";
import { z } from "../zod";

/** Stock movements (spec §3 movimentacoes and the movement form schema, §5 movement form, §9 reasons). */

export const TIPOS_MOVIMENTACAO = ["entrada", "saida"] as const;
export type TipoMovimentacao = (typeof TIPOS_MOVIMENTACAO)[number];

export const MOTIVOS = {
  entrada: ["compra", "devolucao", "transferencia"],
  saida: ["venda", "degustacao", "quebra", "transferencia"],
} as const satisfies Record<TipoMovimentacao, readonly string[]>;
export type MotivoEntrada = (typeof MOTIVOS.entrada)[number];
export type MotivoSaida = (typeof MOTIVOS.saida)[number];
export type Motivo = MotivoEntrada | MotivoSaida;

/**
 * The entries that give a cancelled sale's or tab's stock back (decision 133). Only the server writes it:
 * it is not in MOTIVOS, so the movement form cannot choose it.
 */
export const MOTIVO_CANCELAMENTO = "cancelamento";

export const ROTULO_MOTIVO: Record<Motivo | typeof MOTIVO_CANCELAMENTO, string> = {
  cancelamento: "Cancelamento de venda",
  compra: "Compra",
  devolucao: "Devolução",
  transferencia: "Transferência",
  venda: "Venda",
  degustacao: "Degustação",
  quebra: "Quebra",
};

export const ROTULO_TIPO: Record<TipoMovimentacao, string> = { entrada: "Entrada", saida: "Saída" };

export const STATUS_MOVIMENTACAO = ["concluida", "pendente", "cancelada"] as const;
export type StatusMovimentacao = (typeof STATUS_MOVIMENTACAO)[number];

/** The history badge; any other value reads "Desconhecido" (spec §4). */
export function rotuloStatusMovimentacao(status: string): string {
  const rotulos: Record<string, string> = {
    concluida: "Concluída",
    pendente: "Pendente",
    cancelada: "Cancelada",
  };
  return rotulos[status] ?? "Desconhecido";
}

export const MENSAGEM_ESTOQUE_INSUFICIENTE = "Estoque insuficiente para esta operação";

/**
 * POST /api/movimentacoes. The unit price may be left empty: the server uses the product's purchase
 * price for an entry and its sale price for an exit. fornecedor is for entries; on an exit it is
 * dropped (decision 011).
 */
export const MovimentacaoInput = objetoEstrito({
  produto_id: z.uuid({ error: "ID do produto inválido" }),
  tipo: z.enum(TIPOS_MOVIMENTACAO, { error: "Tipo deve ser entrada ou saída" }),
  motivo: z
    .string({ error: "Motivo é obrigatório" })
    .trim()
    .min(1, "Motivo é obrigatório")
    .refine(semCaractereNulo, MENSAGEM_CARACTERE_INVALIDO),
  quantidade: inteiro(
    {
      obrigatorio: "Quantidade é obrigatória",
      invalido: "Quantidade deve ser um número inteiro",
      minimo: "Quantidade deve ser maior que zero",
      muitoAlto: "Quantidade muito alta",
    },
    { minimo: 1 },
  ),
  preco_unitario: dinheiroOpcional({
    invalido: "Preço unitário inválido",
    negativo: "Preço unitário não pode ser negativo",
    muitoAlto: "Preço unitário muito alto",
  }),
  fornecedor: textoOpcional(255, "Fornecedor muito longo", "Fornecedor inválido"),
  observacao: textoOpcional(1000, "Observação muito longa", "Observação inválida"),
})
  .superRefine(
    (m, ctx) => {
      const motivos: readonly string[] = MOTIVOS[m.tipo];
      if (!motivos.includes(m.motivo)) {
        ctx.addIssue({
          code: "custom",
          path: ["motivo"],
          message: m.tipo === "entrada" ? "Motivo inválido para entrada" : "Motivo inválido para saída",
        });
      }
    },
    // Also when other fields are wrong, so the form shows every message at once — but not when the body
    // is no object at all (null, a list): then there is no tipo or motivo to compare.
    {
      when: (payload) =>
        !payload.issues.some((i) => !i.path?.length || i.path[0] === "tipo" || i.path[0] === "motivo"),
    },
  )
  .transform((m) => ({
    ...m,
    motivo: m.motivo as Motivo,
    fornecedor: m.tipo === "entrada" ? m.fornecedor : null,
  }));
export type MovimentacaoInput = z.input<typeof MovimentacaoInput>;
export type MovimentacaoDados = z.output<typeof MovimentacaoInput>;

/** A movement in the history, with its product joined (the product may have been deleted since). */
export const Movimentacao = z.object({
  id: z.uuid(),
  produto_id: z.uuid(),
  tipo: z.enum(TIPOS_MOVIMENTACAO),
  motivo: z.string(),
  quantidade: z.number().int(),
  /**
   * Of `quantidade`, the units a sale or a tab close took while the stock had none left (the stock
   * stops at 0, spec §4): "vendido sem estoque". 0 for every other movement.
   */
  quantidade_sem_estoque: z.number().int(),
  /**
   * "12.50". On an entry it is the purchase price: null, with valor_total, for a person whose role does
   * not see purchase prices (permission `produtos.custo`).
   */
  preco_unitario: z.string().nullable(),
  /** quantidade × preco_unitario, exact. */
  valor_total: z.string().nullable(),
  responsavel: z.string(),
  fornecedor: z.string().nullable(),
  observacao: z.string().nullable(),
  /** concluida | pendente | cancelada; show anything else as "Desconhecido". */
  status: z.string(),
  data_movimentacao: z.iso.datetime(),
  produto: z.object({
    nome: z.string(),
    marca: z.string().nullable(),
    categoria: z.enum(CATEGORIAS),
    ativo: z.boolean(),
  }),
});
export type Movimentacao = z.infer<typeof Movimentacao>;

/** GET /api/movimentacoes query: both filters optional, each returns the latest 50 that match. */
export const MovimentacoesFiltro = z.object({
  tipo: z.enum(TIPOS_MOVIMENTACAO, { error: "Tipo deve ser entrada ou saída" }).optional(),
  busca: z
    .string()
    .trim()
    .max(100, "Busca muito longa")
    .refine(semCaractereNulo, MENSAGEM_CARACTERE_INVALIDO)
    .optional(),
});
export type MovimentacoesFiltro = z.infer<typeof MovimentacoesFiltro>;

/** POST /api/movimentacoes answer: the movement and the product's stock after it. */
export const MovimentacaoRegistrada = z.object({
  movimentacao: Movimentacao,
  estoque_atual: z.number().int(),
  /** The same new stock as the other actions give it (decision 145): the one product moved. */
  estoque: z.array(EstoqueAtualizado),
});
export type MovimentacaoRegistrada = z.infer<typeof MovimentacaoRegistrada>;

/**
 * GET /api/movimentacoes/resumo — the five Fluxo cards over all of the account's movements (decision
 * 011). Counts include every movement; the amounts only concluded ones.
 */
export const ResumoMovimentacoes = z.object({
  total: z.number().int(),
  entradas: z.number().int(),
  saidas: z.number().int(),
  /** Σ valor_total of concluded entries (what the stock cost): null without `produtos.custo`. */
  investido: z.string().nullable(),
  /** Σ valor_total of concluded sales exits (motivo venda): breakage and tastings are not revenue. */
  receita: z.string(),
});
export type ResumoMovimentacoes = z.infer<typeof ResumoMovimentacoes>;

export const NIVEIS_ALERTA = ["baixo", "critico"] as const;
export type NivelAlerta = (typeof NIVEIS_ALERTA)[number];

/** An open low-stock alert (decision 113): the product at or below its minimum, and since when. */
export const AlertaEstoque = z.object({
  produto_id: z.string(),
  nome: z.string(),
  marca: z.string().nullable(),
  estoque_atual: z.number().int(),
  estoque_minimo: z.number().int(),
  nivel: z.enum(NIVEIS_ALERTA),
  desde: z.string(),
});
export type AlertaEstoque = z.infer<typeof AlertaEstoque>;

/** A product whose expiry date is within the next 7 days; `dias` 0 is today. */
export const ProdutoVencendo = z.object({
  produto_id: z.string(),
  nome: z.string(),
  marca: z.string().nullable(),
  data_validade: z.string(),
  dias: z.number().int(),
});
export type ProdutoVencendo = z.infer<typeof ProdutoVencendo>;

/** GET /api/alertas — the bell: open stock alerts (critical first) and products about to expire. */
export const Alertas = z.object({
  estoque: z.array(AlertaEstoque),
  validade: z.array(ProdutoVencendo),
  total: z.number().int(),
});
export type Alertas = z.infer<typeof Alertas>;
