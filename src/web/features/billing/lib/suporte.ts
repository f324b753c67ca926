/** The product's support address (spec §9: support through a product e-mail, reply within 24 hours). */
export const EMAIL_SUPORTE = "suporte@balcao.app";

/** A mailto: link with subject and body already filled in (spaces as %20, which every mail client reads). */
export function mailtoSuporte(assunto?: string, corpo?: string): string {
  const params = [
    assunto ? `subject=${encodeURIComponent(assunto)}` : "",
    corpo ? `body=${encodeURIComponent(corpo)}` : "",
  ].filter(Boolean);
  return `mailto:${EMAIL_SUPORTE}${params.length ? `?${params.join("&")}` : ""}`;
}
