import type { DbOrTx } from "../db/client";
import { ContaNaoEncontrada } from "../modules/accounts/accounts.errors";
import { promoverSuperAdmin, rebaixarSuperAdmin } from "../modules/accounts/accounts.service";

export const USO_ADMIN = [
  "Uso: npm run admin -- promover EMAIL | rebaixar EMAIL",
  "  promover  a conta com este e-mail passa a super admin (acesso a tudo, sem assinatura)",
  "  rebaixar  a conta volta a ser uma conta comum",
].join("\n");

export interface ComandoAdmin {
  acao: "promover" | "rebaixar";
  email: string;
}

/** The command line's words, or null when they are not a command (the usage is shown then). */
export function lerComandoAdmin(args: readonly string[]): ComandoAdmin | null {
  const [acao, email, ...resto] = args;
  if ((acao !== "promover" && acao !== "rebaixar") || !email?.trim() || resto.length > 0) return null;
  return { acao, email };
}

const data = (d: Date) => d.toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });

/**
 * Runs the operator's command and says what it did. The establishment and the creation date are
 * shown so the operator can see it is the account they meant — an e-mail nobody verified proves
 * nothing by itself.
 */
export async function executarComandoAdmin(
  db: DbOrTx,
  { acao, email }: ComandoAdmin,
): Promise<{ ok: boolean; mensagem: string }> {
  try {
    const conta =
      acao === "promover" ? await promoverSuperAdmin(db, { email }) : await rebaixarSuperAdmin(db, { email });
    const quem = `${conta.email} (${conta.nome_estabelecimento}, conta criada em ${data(conta.created_at)})`;
    return {
      ok: true,
      mensagem: acao === "promover" ? `${quem} agora é super admin.` : `${quem} agora é uma conta comum.`,
    };
  } catch (error) {
    if (error instanceof ContaNaoEncontrada) {
      return { ok: false, mensagem: `Nenhuma conta com o e-mail ${email.trim().toLowerCase()}.` };
    }
    throw error;
  }
}
