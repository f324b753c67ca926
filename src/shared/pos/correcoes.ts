import { terminalDaRequisicao } from "../caixa/schemas";
import { inteiro, objetoEstrito, textoObrigatorio } from "../fields";
import { z } from "../zod";
import { MAX_MOTIVO, MENSAGEM_MOTIVO_OBRIGATORIO, TIPOS_EVENTO_COMANDA } from "./constantes";

/**
 * Corrections at the point of sale (decisions 132–135): cancelling a sale or a tab, removing items from
 * an open tab, and the tab's history. A reason is always required and kept.
 */

const motivo = () =>
  textoObrigatorio(MAX_MOTIVO, {
    obrigatorio: MENSAGEM_MOTIVO_OBRIGATORIO,
    longo: `Motivo muito longo (máximo ${MAX_MOTIVO} caracteres)`,
  });

/** The tab's version the person saw (decision 132). */
export const versaoVista = () =>
  inteiro(
    {
      obrigatorio: "Versão da comanda é obrigatória",
      invalido: "Versão da comanda inválida",
      minimo: "Versão da comanda inválida",
      muitoAlto: "Versão da comanda inválida",
    },
    { minimo: 0 },
  );

/**
 * POST /api/vendas/:id/cancelar. `terminal`: the till whose open caixa gives the money back when the
 * sale's payments went through a caixa (decision 163).
 */
export const CancelarVendaInput = objetoEstrito({ motivo: motivo(), terminal: terminalDaRequisicao() });
export type CancelarVendaInput = z.input<typeof CancelarVendaInput>;
export type CancelarVendaDados = z.output<typeof CancelarVendaInput>;

/** POST /api/comandas/:id/cancelar: an open tab (empty or not) or a closed one. */
export const CancelarComandaInput = objetoEstrito({
  motivo: motivo(),
  versao: versaoVista(),
  terminal: terminalDaRequisicao(),
});
export type CancelarComandaInput = z.input<typeof CancelarComandaInput>;
export type CancelarComandaDados = z.output<typeof CancelarComandaInput>;

/** POST /api/comandas/:id/itens/:itemId/remover: takes `quantidade` units off the line (all → line gone). */
export const RemoverItemComandaInput = objetoEstrito({
  quantidade: inteiro(
    {
      obrigatorio: "Quantidade é obrigatória",
      invalido: "Quantidade deve ser um número inteiro",
      minimo: "Quantidade deve ser maior que zero",
      muitoAlto: "Quantidade muito alta",
    },
    { minimo: 1 },
  ),
  motivo: motivo(),
  versao: versaoVista(),
});
export type RemoverItemComandaInput = z.input<typeof RemoverItemComandaInput>;
export type RemoverItemComandaDados = z.output<typeof RemoverItemComandaInput>;

/** One line of "Histórico" in "Detalhes da Comanda". */
export const EventoComanda = z.object({
  id: z.uuid(),
  tipo: z.enum(TIPOS_EVENTO_COMANDA),
  produto: z.string().nullable(),
  quantidade: z.number().int().nullable(),
  preco_unitario: z.string().nullable(),
  motivo: z.string().nullable(),
  /** The other tab's number of a move or merge (decision 136): where the items went or came from. */
  comanda_relacionada: z.string().nullable(),
  /** mesa_trocada: the table numbers then; null is the counter. */
  mesa_anterior: z.number().int().nullable(),
  mesa_nova: z.number().int().nullable(),
  responsavel: z.string(),
  data: z.iso.datetime(),
});
export type EventoComanda = z.infer<typeof EventoComanda>;

/** The 409 body of a stale close or edit: the tab as it is now, so the dialog shows the new total. */
export interface ErroComandaAlterada<TComanda> {
  error: string;
  code: "ComandaAlterada";
  comanda: TComanda;
}
