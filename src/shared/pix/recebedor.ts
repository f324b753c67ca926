import { isValidCnpj, isValidCpf, onlyDigits } from "../accounts/cpf-cnpj";

/**
 * The establishment's PIX receiver (decision 137): the key with its type, and the merchant name and city
 * as the static BR Code carries them. Pure rules shared by the settings form, the API and the import.
 */

export const TIPOS_CHAVE_PIX = ["cpf", "cnpj", "email", "telefone", "aleatoria"] as const;
export type TipoChavePix = (typeof TIPOS_CHAVE_PIX)[number];

export const ROTULO_TIPO_CHAVE_PIX: Record<TipoChavePix, string> = {
  cpf: "CPF",
  cnpj: "CNPJ",
  email: "E-mail",
  telefone: "Telefone",
  aleatoria: "Chave aleatória",
};

/** BR Code fields 59 and 60 (Manual do BR Code, Banco Central): at most 25 and 15 characters. */
export const MAX_NOME_RECEBEDOR_PIX = 25;
export const MAX_CIDADE_PIX = 15;
/** DICT: an e-mail key has at most 77 characters. */
const MAX_EMAIL_PIX = 77;

export interface RecebedorPix {
  tipo: TipoChavePix;
  chave: string;
  nome: string;
  cidade: string;
}

/** The four settings fields as a form or a file hands them over. */
export interface CamposPix {
  pix_tipo_chave: TipoChavePix | null;
  pix_chave: string | null;
  pix_nome_recebedor: string | null;
  pix_cidade: string | null;
}

export const MENSAGENS_PIX = {
  tipoObrigatorio: "Escolha o tipo da chave PIX",
  chaveObrigatoria: "Informe a chave PIX",
  cpf: "CPF inválido: confira os dígitos",
  cnpj: "CNPJ inválido: confira os dígitos",
  email: "E-mail inválido para chave PIX",
  telefone: "Telefone inválido: informe o DDD e o número",
  aleatoria: "Chave aleatória inválida: copie do app do banco (32 letras e números com hífens)",
  nomeObrigatorio: "Nome do recebedor é obrigatório para o QR Code PIX",
  nomeLongo: `Nome do recebedor: no máximo ${MAX_NOME_RECEBEDOR_PIX} letras (sem acentos)`,
  cidadeObrigatoria: "Cidade é obrigatória para o QR Code PIX",
  cidadeLonga: `Cidade: no máximo ${MAX_CIDADE_PIX} letras (sem acentos)`,
} as const;

/**
 * What the BR Code allows in a name or a city: printable ASCII. Accents are dropped ("São João" →
 * "SAO JOAO"), other symbols removed, spaces collapsed, upper case as banks print it.
 */
export function normalizarTextoPix(texto: string): string {
  return texto
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toUpperCase();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "(11) 98765-4321", "+55 11 98765-4321" → "+5511987654321"; null when it is no Brazilian phone. */
export function telefonePix(texto: string): string | null {
  let d = onlyDigits(texto);
  if ((d.length === 12 || d.length === 13) && d.startsWith("55")) d = d.slice(2);
  if (!/^[1-9]{2}\d{8,9}$/.test(d)) return null;
  return `+55${d}`;
}

/** The key as the BR Code carries it, or the message that says what is wrong with it. */
export function normalizarChavePix(tipo: TipoChavePix, texto: string): { chave: string } | { erro: string } {
  const t = texto.trim();
  switch (tipo) {
    case "cpf":
      return isValidCpf(t) ? { chave: onlyDigits(t) } : { erro: MENSAGENS_PIX.cpf };
    case "cnpj":
      return isValidCnpj(t) ? { chave: onlyDigits(t) } : { erro: MENSAGENS_PIX.cnpj };
    case "email": {
      const email = t.toLowerCase();
      return email.length <= MAX_EMAIL_PIX && EMAIL.test(email)
        ? { chave: email }
        : { erro: MENSAGENS_PIX.email };
    }
    case "telefone": {
      const telefone = telefonePix(t);
      return telefone ? { chave: telefone } : { erro: MENSAGENS_PIX.telefone };
    }
    case "aleatoria":
      return UUID.test(t) ? { chave: t.toLowerCase() } : { erro: MENSAGENS_PIX.aleatoria };
  }
}

type ErrosPix = Partial<Record<keyof CamposPix, string>>;

const vazio = (v: string | null | undefined) => v == null || v.trim() === "";

/**
 * All four blank: no receiver (PIX is taken as today, without a QR). Otherwise all four are required and
 * each is normalised; the answer is the fields to store, or one message per wrong field.
 */
export function lerCamposPix(campos: CamposPix): { campos: CamposPix } | { erros: ErrosPix } {
  const { pix_tipo_chave: tipo, pix_chave, pix_nome_recebedor, pix_cidade } = campos;
  if (tipo === null && vazio(pix_chave) && vazio(pix_nome_recebedor) && vazio(pix_cidade)) {
    return {
      campos: { pix_tipo_chave: null, pix_chave: null, pix_nome_recebedor: null, pix_cidade: null },
    };
  }
  const erros: ErrosPix = {};
  let chave: string | null = null;
  if (vazio(pix_chave)) erros.pix_chave = MENSAGENS_PIX.chaveObrigatoria;
  if (tipo === null) erros.pix_tipo_chave = MENSAGENS_PIX.tipoObrigatorio;
  else if (!vazio(pix_chave)) {
    const lida = normalizarChavePix(tipo, pix_chave!);
    if ("erro" in lida) erros.pix_chave = lida.erro;
    else chave = lida.chave;
  }
  const nome = normalizarTextoPix(pix_nome_recebedor ?? "");
  if (!nome) erros.pix_nome_recebedor = MENSAGENS_PIX.nomeObrigatorio;
  else if (nome.length > MAX_NOME_RECEBEDOR_PIX) erros.pix_nome_recebedor = MENSAGENS_PIX.nomeLongo;
  const cidade = normalizarTextoPix(pix_cidade ?? "");
  if (!cidade) erros.pix_cidade = MENSAGENS_PIX.cidadeObrigatoria;
  else if (cidade.length > MAX_CIDADE_PIX) erros.pix_cidade = MENSAGENS_PIX.cidadeLonga;
  if (Object.keys(erros).length > 0) return { erros };
  return {
    campos: { pix_tipo_chave: tipo, pix_chave: chave, pix_nome_recebedor: nome, pix_cidade: cidade },
  };
}

/** The stored fields as a receiver, or null when the account has not set its key. */
export function recebedorPixDe(campos: CamposPix): RecebedorPix | null {
  const { pix_tipo_chave: tipo, pix_chave: chave, pix_nome_recebedor: nome, pix_cidade: cidade } = campos;
  if (!tipo || !chave || !nome || !cidade) return null;
  return { tipo, chave, nome, cidade };
}
