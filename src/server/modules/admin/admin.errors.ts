import { NaoEncontrado } from "../../lib/errors";

/** The console's errors (decision 107). */

/** What everyone but a super admin gets from /api/admin: the same answer as a route that does not exist. */
export const rotaNaoEncontrada = () => new NaoEncontrado("Rota não encontrada");

export const contaNaoEncontrada = () => new NaoEncontrado("Conta não encontrada");
