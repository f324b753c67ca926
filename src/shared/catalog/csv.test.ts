import { describe, expect, it } from "vitest";
import { CsvInvalido, campoCsv, detectarSeparador, formatCsv, parseCsv } from "./csv";

describe("parseCsv", () => {
  it("splits records and fields", () => {
    expect(parseCsv("a;b;c\r\n1;2;3\r\n", ";")).toEqual([
      ["a", "b", "c"],
      ["1", "2", "3"],
    ]);
  });

  it("accepts LF, CR and a missing final line break", () => {
    expect(parseCsv("a,b\n1,2\r3,4", ",")).toEqual([
      ["a", "b"],
      ["1", "2"],
      ["3", "4"],
    ]);
  });

  it("reads quoted fields with separators, doubled quotes and line breaks inside", () => {
    const text = 'nome;descricao\r\n"Chopp; claro";"Diz ""gelado""\r\nsegunda linha"\r\n';
    expect(parseCsv(text, ";")).toEqual([
      ["nome", "descricao"],
      ["Chopp; claro", 'Diz "gelado"\r\nsegunda linha'],
    ]);
  });

  it("keeps empty fields, including trailing ones", () => {
    expect(parseCsv("a;;c;\r\n;;;\r\n", ";")).toEqual([
      ["a", "", "c", ""],
      ["", "", "", ""],
    ]);
    expect(parseCsv('"";x', ";")).toEqual([["", "x"]]);
  });

  it("skips blank lines and a UTF-8 BOM", () => {
    expect(parseCsv("\uFEFFa;b\r\n\r\n1;2\r\n\r\n", ";")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("keeps a quote in the middle of an unquoted field, as spreadsheets do", () => {
    expect(parseCsv('Polegada 5";x', ";")).toEqual([['Polegada 5"', "x"]]);
  });

  it("refuses an unterminated quote", () => {
    expect(() => parseCsv('a;"sem fim\r\n1;2', ";")).toThrow(CsvInvalido);
  });

  it("reads a separator other than the one asked for as data", () => {
    expect(parseCsv("12,50;3", ";")).toEqual([["12,50", "3"]]);
  });
});

describe("detectarSeparador", () => {
  it("takes the most frequent separator of the header line", () => {
    expect(detectarSeparador("nome;marca;preco\r\nA,B;C;1,5")).toBe(";");
    expect(detectarSeparador("nome,marca,preco\nA;B,C,1")).toBe(",");
    expect(detectarSeparador("nome\tmarca\n")).toBe("\t");
  });

  it("ignores separators inside quotes and falls back to ;", () => {
    expect(detectarSeparador('"a,b,c";d\n')).toBe(";");
    expect(detectarSeparador("nome\n")).toBe(";");
  });
});

describe("formatCsv", () => {
  it("quotes only what needs quoting", () => {
    expect(campoCsv("simples", ";")).toBe("simples");
    expect(campoCsv("a;b", ";")).toBe('"a;b"');
    expect(campoCsv("a,b", ";")).toBe("a,b");
    expect(campoCsv('diz "oi"', ";")).toBe('"diz ""oi"""');
    expect(campoCsv("linha\nnova", ";")).toBe('"linha\nnova"');
    expect(campoCsv(" espaço ", ";")).toBe('" espaço "');
  });

  it("writes CRLF records that parse back to the same values", () => {
    const records = [
      ["nome", "descricao", "preco"],
      ["Chopp; claro", 'Diz "gelado"\nde verdade', "12,50"],
      ["", " x ", ""],
    ];
    const text = formatCsv(records, ";");
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.split("\r\n")[0]).toBe("nome;descricao;preco");
    expect(parseCsv(text, ";")).toEqual(records);
  });
});
