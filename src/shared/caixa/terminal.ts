import { MENSAGEM_CARACTERE_INVALIDO, semCaractereNulo } from "../fields";
import { z } from "../zod";

/**
 * The till ("terminal") a device works as (decision 160): a name the device chooses and keeps, sent
 * with every sale, payment and cancellation, so the server finds that till's open caixa.
 */

/** A device that never chose a till is this one. */
export const TERMINAL_PADRAO = "Caixa 1";
export const MAX_TERMINAL = 40;
export const MENSAGEM_TERMINAL_OBRIGATORIO = "Informe o nome do terminal";

/** The till's name as typed on the device ("Caixa 1", "Balcão do fundo"). */
export const terminal = () =>
  z
    .string({ error: MENSAGEM_TERMINAL_OBRIGATORIO })
    .trim()
    .min(1, MENSAGEM_TERMINAL_OBRIGATORIO)
    .max(MAX_TERMINAL, `Nome do terminal muito longo (máximo ${MAX_TERMINAL} caracteres)`)
    .refine(semCaractereNulo, MENSAGEM_CARACTERE_INVALIDO);

/**
 * The till a sale, a payment or a cancellation was made on: the web always sends the device's; an API
 * client that sends none is on the default till.
 */
export const terminalDaRequisicao = () => terminal().optional().default(TERMINAL_PADRAO);
