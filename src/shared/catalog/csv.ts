/**
 * CSV as RFC 4180 describes it, with the separator as a parameter (Brazilian Excel writes ";").
 * Fields may be quoted; inside quotes a doubled quote is one quote and separators and line breaks are
 * data. Lines end in CRLF, LF or CR. A lone quote inside an unquoted field is kept as a character (as
 * spreadsheets do) rather than failing the file.
 */

export type Separador = ";" | "," | "\t";

export class CsvInvalido extends Error {}

/** Parses the whole text into records of fields. A leading UTF-8 BOM is ignored; blank lines are skipped. */
export function parseCsv(text: string, separador: Separador): string[][] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  // A quote opens a quoted field only as the field's first character.
  let atFieldStart = true;
  let i = 0;

  const endRecord = () => {
    // A line with nothing on it is not a record; a line with only separators is (empty fields).
    if (record.length > 0 || field !== "") records.push([...record, field]);
    record = [];
    field = "";
    atFieldStart = true;
  };

  while (i < input.length) {
    const ch = input[i]!;
    if (ch === '"' && atFieldStart) {
      atFieldStart = false;
      i++;
      for (;;) {
        if (i >= input.length) throw new CsvInvalido("Aspas sem fechamento no arquivo CSV");
        const c = input[i]!;
        i++;
        if (c !== '"') field += c;
        else if (input[i] === '"') {
          field += '"';
          i++;
        } else break;
      }
      continue;
    }
    atFieldStart = false;
    if (ch === separador) {
      record.push(field);
      field = "";
      atFieldStart = true;
      i++;
    } else if (ch === "\r" || ch === "\n") {
      endRecord();
      i += ch === "\r" && input[i + 1] === "\n" ? 2 : 1;
    } else {
      // Text after a closing quote is kept as it is, as spreadsheets do.
      field += ch;
      i++;
    }
  }
  endRecord();
  return records;
}

/**
 * Guesses the separator from the first line (the header): the most frequent of ";", "," and tab outside
 * quotes; ";" when there is none (a one-column file).
 */
export function detectarSeparador(text: string): Separador {
  const counts: Record<Separador, number> = { ";": 0, ",": 0, "\t": 0 };
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && (ch === ";" || ch === "," || ch === "\t")) counts[ch]++;
  }
  const [best] = (Object.entries(counts) as [Separador, number][]).sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ";";
}

/** One field, quoted when it has to be (separator, quote, line break, or spaces at either end). */
export function campoCsv(value: string, separador: Separador): string {
  const needsQuotes =
    value.includes(separador) ||
    value.includes('"') ||
    value.includes("\n") ||
    value.includes("\r") ||
    value !== value.trim();
  return needsQuotes ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Records to CSV text with CRLF line ends (RFC 4180), ending with a line break. */
export function formatCsv(records: readonly (readonly string[])[], separador: Separador): string {
  const linhas = records.map((r) => r.map((v) => campoCsv(v, separador)).join(separador));
  return `${linhas.join("\r\n")}\r\n`;
}
