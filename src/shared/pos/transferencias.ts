import { inteiro, objetoEstrito, textoOpcional } from "../fields";
import { z } from "../zod";
import { versaoVista } from "./correcoes";
import { ComandaComNota } from "./schemas";

/**
 * Moving between tabs and tables (decision 136): items from one open tab to another, a tab to another
 * table (or to and from the counter), and one tab merged into another. Each is one request and one
 * transaction; the moves of items carry both tabs' versions and an idempotency key.
 */

export const MAX_LINHAS_TRANSFERENCIA = 100;
export const MENSAGEM_ESCOLHA_ITENS = "Escolha os itens a transferir";
export const MENSAGEM_ESCOLHA_DESTINO = "Escolha a comanda de destino";
export const MENSAGEM_MESMA_COMANDA = "Escolha outra comanda: a de destino é esta mesma";

const chaveIdempotencia = () => z.uuid({ error: "Chave de idempotência inválida" });
const destinoId = () => z.uuid({ error: MENSAGEM_ESCOLHA_DESTINO });

/**
 * POST /api/comandas/:id/trocar-mesa: `mesa_id` a free table, or null for the counter (decision 131:
 * a counter tab needs the customer's name, from the tab or given here). Moving to the table the tab is
 * on changes nothing.
 */
export const TrocarMesaInput = objetoEstrito({
  mesa_id: z.uuid({ error: "Escolha a mesa nova ou o balcão" }).nullable(),
  cliente_nome: textoOpcional(255, "Nome do cliente muito longo", "Nome do cliente inválido"),
});
export type TrocarMesaInput = z.input<typeof TrocarMesaInput>;
export type TrocarMesaDados = z.output<typeof TrocarMesaInput>;

/** One line to move: a line of the tab (its id) and how many of its units. */
const LinhaTransferida = objetoEstrito({
  item_id: z.uuid({ error: "Item inválido" }),
  quantidade: inteiro(
    {
      obrigatorio: "Quantidade é obrigatória",
      invalido: "Quantidade deve ser um número inteiro",
      minimo: "Quantidade deve ser maior que zero",
      muitoAlto: "Quantidade muito alta",
    },
    { minimo: 1 },
  ),
});

/**
 * POST /api/comandas/:id/transferir-itens: units of the tab's lines go to `destino_id`, an open tab.
 * `versao` and `versao_destino` are the versions the person saw (decision 132); `chave_idempotencia`,
 * one per "Transferir" click, makes a retry answer the tabs as they are instead of moving twice.
 */
export const TransferirItensInput = objetoEstrito({
  destino_id: destinoId(),
  itens: z
    .array(LinhaTransferida, { error: MENSAGEM_ESCOLHA_ITENS })
    .min(1, MENSAGEM_ESCOLHA_ITENS)
    .max(MAX_LINHAS_TRANSFERENCIA, `Itens demais (máximo ${MAX_LINHAS_TRANSFERENCIA})`)
    .superRefine((linhas, ctx) => {
      const vistas = new Set<string>();
      for (const [i, linha] of linhas.entries()) {
        if (vistas.has(linha.item_id))
          ctx.addIssue({ code: "custom", path: [i, "item_id"], message: "Item repetido" });
        vistas.add(linha.item_id);
      }
    }),
  versao: versaoVista(),
  versao_destino: versaoVista(),
  chave_idempotencia: chaveIdempotencia(),
});
export type TransferirItensInput = z.input<typeof TransferirItensInput>;
export type TransferirItensDados = z.output<typeof TransferirItensInput>;

/**
 * POST /api/comandas/:id/juntar: every line of this tab goes to `destino_id`; this tab ends as juntada
 * and its table is freed (decision 138). Versions and key as in TransferirItensInput.
 */
export const JuntarComandasInput = objetoEstrito({
  destino_id: destinoId(),
  versao: versaoVista(),
  versao_destino: versaoVista(),
  chave_idempotencia: chaveIdempotencia(),
});
export type JuntarComandasInput = z.input<typeof JuntarComandasInput>;
export type JuntarComandasDados = z.output<typeof JuntarComandasInput>;

/** The answer of a move of items or a merge: both tabs as they are now, with their histories. */
export const TransferenciaComandas = z.object({ origem: ComandaComNota, destino: ComandaComNota });
export type TransferenciaComandas = z.infer<typeof TransferenciaComandas>;
