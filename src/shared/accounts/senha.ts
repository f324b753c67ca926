/**
 * The password rule of the whole product: sign-up, first access and reset (spec §5's first-access
 * rule). The demo account's published password is the one exception (src/server/demo/seed-demo.ts).
 */

export interface RequisitoSenha {
  id: "tamanho" | "maiuscula" | "minuscula" | "numero" | "especial";
  label: string;
  message: string;
  test: (senha: string) => boolean;
}

export const SENHA_MINIMO = 8;
/** better-auth refuses longer ones; scrypt over a huge input would be a cheap way to burn CPU. */
export const SENHA_MAXIMO = 128;

export const REQUISITOS_SENHA: readonly RequisitoSenha[] = [
  {
    id: "tamanho",
    label: "Pelo menos 8 caracteres",
    message: "Deve ter pelo menos 8 caracteres",
    test: (s) => s.length >= SENHA_MINIMO,
  },
  {
    id: "maiuscula",
    label: "Uma letra maiúscula",
    message: "Deve conter pelo menos uma letra maiúscula",
    test: (s) => /[A-Z]/.test(s),
  },
  {
    id: "minuscula",
    label: "Uma letra minúscula",
    message: "Deve conter pelo menos uma letra minúscula",
    test: (s) => /[a-z]/.test(s),
  },
  {
    id: "numero",
    label: "Um número",
    message: "Deve conter pelo menos um número",
    test: (s) => /\d/.test(s),
  },
  {
    id: "especial",
    label: "Um caractere especial (!@#$%...)",
    message: "Deve conter pelo menos um caractere especial",
    test: (s) => /[!@#$%^&*()_+\-=[\]{};':"\\|,.<>/?~`]/.test(s),
  },
];

/** The first requirement the password fails, as the screen shows only one message at a time. */
export function primeiroErroSenha(senha: string): string | null {
  return REQUISITOS_SENHA.find((r) => !r.test(senha))?.message ?? null;
}

export interface ForcaSenha {
  atendidos: number;
  label: "Muito Fraca" | "Fraca" | "Média" | "Forte" | "Muito Forte";
  percentual: 20 | 40 | 60 | 80 | 100;
}

export function forcaSenha(senha: string): ForcaSenha {
  const atendidos = REQUISITOS_SENHA.filter((r) => r.test(senha)).length;
  if (atendidos >= 5) return { atendidos, label: "Muito Forte", percentual: 100 };
  if (atendidos === 4) return { atendidos, label: "Forte", percentual: 80 };
  if (atendidos === 3) return { atendidos, label: "Média", percentual: 60 };
  if (atendidos === 2) return { atendidos, label: "Fraca", percentual: 40 };
  return { atendidos, label: "Muito Fraca", percentual: 20 };
}
