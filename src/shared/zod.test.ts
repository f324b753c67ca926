import { describe, expect, test } from "vitest";
import { z } from "./zod";

/** The schemas of src/shared import z from ./zod (a lint rule sees to it), in the browser as on the server. */
describe("mensagens padrão do zod", () => {
  const Esquema = z.strictObject({
    nome: z.string(),
    quantidade: z.number().int().min(1),
    itens: z.array(z.string()),
  });
  const mensagens = (input: unknown) => Esquema.safeParse(input).error?.issues.map((i) => i.message);

  test("em português, com textos da casa para campo ausente e corpo que não é objeto", () => {
    expect(mensagens({ quantidade: "3", itens: [1], extra: true })).toEqual([
      "Campo obrigatório",
      "Entrada inválida: esperava um número, recebeu um texto",
      "Entrada inválida: esperava um texto, recebeu um número",
      'Chave inválida: "extra"',
    ]);
    expect(mensagens({ nome: "x", quantidade: 0, itens: [] })).toEqual([
      "Pequeno demais: esperava que o número fosse >= 1",
    ]);
    expect(mensagens(null)).toEqual(["Dados inválidos: envie um objeto JSON"]);
  });
});
