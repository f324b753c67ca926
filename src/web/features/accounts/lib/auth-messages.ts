/**
 * pt-BR messages for the account calls (spec §8). Pure: no DOM, no fetch, so it is unit-tested in node.
 * Errors are read structurally ({ status, code, message }) — an ApiError fits.
 */

export interface ErroDeApi {
  status: number;
  code: string;
  message: string;
}

/** The api client's own fallback text: it means the server sent no message of its own. */
const SEM_MENSAGEM = new Set(["", "Erro inesperado. Tente novamente."]);

function isErroDeApi(error: unknown): error is ErroDeApi {
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as ErroDeApi).status === "number" &&
    typeof (error as ErroDeApi).message === "string"
  );
}

function mensagemRecebida(error: unknown): string | null {
  if (!isErroDeApi(error)) return null;
  const message = error.message.trim();
  return SEM_MENSAGEM.has(message) ? null : message;
}

export const MENSAGENS = {
  credenciaisInvalidas: "E-mail ou senha incorretos.",
  emailNaoConfirmado: "E-mail não confirmado. Verifique sua caixa de entrada.",
  muitasTentativas: "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
  loginPadrao: "Erro ao fazer login",
  emailJaCadastrado: "Este e-mail já está cadastrado. Tente fazer login.",
  cadastroPadrao: "Erro ao fazer login/registro",
  semPlano: "Por favor, selecione um plano antes de criar sua conta.",
  redefinicaoPadrao: "Erro ao enviar email de redefinição",
  alterarSenhaPadrao: "Erro ao alterar senha. Tente novamente.",
  linkInvalido: "Este link de redefinição é inválido ou expirou. Solicite um novo link para continuar.",
  senhaAlterada: "Senha alterada com sucesso!",
} as const;

export function mensagemErroLogin(error: unknown): string {
  if (isErroDeApi(error)) {
    if (error.code === "INVALID_EMAIL_OR_PASSWORD" || error.status === 401)
      return MENSAGENS.credenciaisInvalidas;
    if (error.code === "EMAIL_NOT_VERIFIED") return MENSAGENS.emailNaoConfirmado;
    if (error.status === 429) return mensagemRecebida(error) ?? MENSAGENS.muitasTentativas;
  }
  return mensagemRecebida(error) ?? MENSAGENS.loginPadrao;
}

export function mensagemErroCadastro(error: unknown): string {
  if (isErroDeApi(error)) {
    if (error.code === "EmailJaCadastrado" || error.status === 409) return MENSAGENS.emailJaCadastrado;
    if (error.status === 429) return mensagemRecebida(error) ?? MENSAGENS.muitasTentativas;
  }
  return mensagemRecebida(error) ?? MENSAGENS.cadastroPadrao;
}

export function mensagemErroRedefinicao(error: unknown): string {
  return mensagemRecebida(error) ?? MENSAGENS.redefinicaoPadrao;
}

export function mensagemErroNovaSenha(error: unknown): string {
  if (isErroDeApi(error) && error.code === "INVALID_TOKEN") return MENSAGENS.linkInvalido;
  return mensagemRecebida(error) ?? MENSAGENS.alterarSenhaPadrao;
}

/** True when a reset link can no longer be used, so the screen offers a new one instead of the form. */
export function isTokenInvalido(error: unknown): boolean {
  return isErroDeApi(error) && error.code === "INVALID_TOKEN";
}
