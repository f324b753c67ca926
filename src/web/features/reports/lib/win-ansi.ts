/**
 * The PDF uses the standard Helvetica, whose WinAnsi encoding covers Portuguese (á, ã, ç, é, õ, º...)
 * plus “ ” – — … • €. jsPDF writes a string with any character outside it as 16-bit text, which the
 * standard fonts draw as garbage — the whole line, not just that character. So every string goes
 * through `paraWinAnsi` first: a product called "Chopp 🍺" prints as "Chopp", "Jägermeister" as is.
 */

/** Windows-1252 characters in 0x80–0x9F, beyond Latin-1. */
const EXTRAS_WIN_ANSI = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

const SUBSTITUTOS: Record<string, string> = {
  "\u2212": "-", // minus sign
  "\u2010": "-",
  "\u2011": "-",
  "\u2009": " ", // thin space
  "\u202f": " ", // narrow no-break space (some Intl outputs)
  "\u2007": " ",
  "\t": " ",
  "\n": " ",
  "\r": " ",
};

function codificavel(c: string): boolean {
  const code = c.codePointAt(0)!;
  if (code >= 0x20 && code <= 0x7e) return true;
  if (code >= 0xa0 && code <= 0xff) return true;
  return EXTRAS_WIN_ANSI.has(c);
}

export function paraWinAnsi(texto: string): string {
  let saida = "";
  for (const c of texto.normalize("NFC")) {
    if (codificavel(c)) {
      saida += c;
      continue;
    }
    const substituto = SUBSTITUTOS[c];
    if (substituto !== undefined) {
      saida += substituto;
      continue;
    }
    // Pictures and their joiners/selectors carry no text: dropped.
    if (/^(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{M}|\u200d|\ufe0f|\ufe0e)$/u.test(c))
      continue;
    // A letter with an accent WinAnsi lacks (ō, ș): the bare letter.
    const semAcento = c.normalize("NFD").replace(/\p{M}/gu, "");
    saida += semAcento && [...semAcento].every(codificavel) ? semAcento : "?";
  }
  return saida.replace(/ {2,}/g, " ").trim();
}
