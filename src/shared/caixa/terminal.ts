/**
 * The till ("terminal") a device works as (decision 160): a name the device chooses and keeps, sent
 * with every sale, payment and cancellation, so the server finds that till's open caixa.
 */

/** A device that never chose a till is this one. */
export const TERMINAL_PADRAO = "Caixa 1";
export const MAX_TERMINAL = 40;
export const MENSAGEM_TERMINAL_OBRIGATORIO = "Informe o nome do terminal";
