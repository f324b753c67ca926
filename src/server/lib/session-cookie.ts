import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The cookies of a request as better-auth reads them (better-call's parser): the first of a repeated
 * name wins, surrounding quotes go, values are URI-decoded (kept as they are when that fails).
 */
export function lerCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  let inicio = 0;
  while (inicio < header.length) {
    const igual = header.indexOf("=", inicio);
    if (igual === -1) break;
    let fim = header.indexOf(";", inicio);
    if (fim === -1) fim = header.length;
    else if (fim < igual) {
      inicio = header.lastIndexOf(";", igual - 1) + 1;
      continue;
    }
    const nome = header.slice(inicio, igual).trim();
    if (!cookies.has(nome)) {
      let valor = header.slice(igual + 1, fim).trim();
      if (valor.codePointAt(0) === 34) valor = valor.slice(1, -1);
      try {
        valor = decodeURIComponent(valor);
      } catch {}
      cookies.set(nome, valor);
    }
    inicio = fim + 1;
  }
  return cookies;
}

/**
 * The token of a signed cookie value (`token.signature`, the signature being the base64 HMAC-SHA256 of
 * the token with the auth secret, as better-auth signs it), or null when the signature does not match.
 */
export function tokenAssinado(valor: string, segredo: string): string | null {
  const ponto = valor.lastIndexOf(".");
  if (ponto < 1) return null;
  const token = valor.slice(0, ponto);
  const assinatura = Buffer.from(valor.slice(ponto + 1), "utf8");
  const esperada = Buffer.from(createHmac("sha256", segredo).update(token).digest("base64"), "utf8");
  return assinatura.length === esperada.length && timingSafeEqual(assinatura, esperada) ? token : null;
}
