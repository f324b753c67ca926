import { z } from "zod";
import ptBR from "zod/v4/locales/pt-BR.js";

/**
 * zod with its own messages in pt-BR, for the server and the browser alike: every schema imports `z`
 * from here (a lint rule keeps it so), so no English default — "Invalid input: expected string" — can
 * reach a person. A missing field and a body that is not an object get the house's plain texts.
 */
const portugues = ptBR().localeError;

z.config({
  localeError: (issue) => {
    if (issue.code === "invalid_type" && issue.input === undefined) return "Campo obrigatório";
    if (issue.code === "invalid_type" && issue.expected === "object")
      return "Dados inválidos: envie um objeto JSON";
    return portugues(issue);
  },
});

export { z };
