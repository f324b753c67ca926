import { onlyDigits } from "@/shared/accounts/cpf-cnpj";

/** (11) 3123-4567 with 10 digits, (11) 91234-5678 with 11, as the digits are typed. */
export function maskTelefone(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length === 0) return "";
  if (d.length <= 2) return `(${d}`;
  const ddd = `(${d.slice(0, 2)}) `;
  const numero = d.slice(2);
  const corte = d.length === 11 ? 5 : 4;
  return numero.length > corte ? `${ddd}${numero.slice(0, corte)}-${numero.slice(corte)}` : `${ddd}${numero}`;
}
