import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestApp, type Device, type TestApp } from "../../../../tests/support/app";
import { contaLogada, criarConta } from "../../../../tests/support/factories";
import { describeEachDatabase } from "../../../../tests/support/test-db";

/** Words of zod's, better-auth's and HTTP's English answers; none of them is Portuguese. */
const INGLES =
  /\b(invalid|input|expected|received|required|must|should|string|number|undefined|null|not|found|allowed|error|exists?|check|your|the|password|user|token|callback|redirect|content-type|method|too|short|long|failed|unauthorized|forbidden)\b/i;

const JSON_INVALIDO = "Corpo da requisição inválido: envie JSON.";
const OBJETO_INVALIDO = "Dados inválidos: envie um objeto JSON";
const LINK_INVALIDO = "Este link de redefinição é inválido ou expirou. Solicite um novo link para continuar.";
const CAMPOS_LOGIN = { email: "Email inválido", password: "Senha é obrigatória" };
const CAMPOS_CADASTRO = {
  email: "Email inválido",
  password: "Senha é obrigatória",
  nomeEstabelecimento: "Nome do estabelecimento deve ter pelo menos 2 caracteres",
  cnpjCpf: "CPF ou CNPJ inválido",
  planoId: "Por favor, selecione um plano antes de criar sua conta.",
};
const CAMPOS_SENHA = {
  novaSenha: "Nova senha é obrigatória",
  confirmacao: "Confirmação de senha é obrigatória",
};
/** Random, so PostgreSQL cannot compress it below its index row limit. */
const E_MAIL_ENORME = `${randomBytes(3000).toString("hex")}@exemplo.com.br`;
const PEDIDO_ENVIADO =
  "Se houver uma conta com este e-mail, enviamos um link para redefinir a senha. Verifique também o spam.";

interface Caso {
  nome: string;
  method?: "GET" | "POST";
  path: string;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  /** Sent from a signed-in browser. */
  logado?: boolean;
  status: number;
  /** The body's `error` (or `message` of a success), when the text is known. */
  texto?: string;
  campos?: Record<string, string>;
  /** A redirect's target. */
  destino?: string;
}

const CASOS: Caso[] = [
  // better-auth's sign-in, validated at the edge with the login form's schema.
  {
    nome: "login vazio",
    path: "/api/auth/sign-in/email",
    body: {},
    status: 400,
    texto: "Email inválido",
    campos: CAMPOS_LOGIN,
  },
  {
    nome: "login com tipos errados",
    path: "/api/auth/sign-in/email",
    body: { email: 1, password: 2 },
    status: 400,
    campos: CAMPOS_LOGIN,
  },
  {
    nome: "login com JSON quebrado",
    path: "/api/auth/sign-in/email",
    rawBody: "{email:",
    status: 400,
    texto: JSON_INVALIDO,
  },
  {
    nome: "login com null",
    path: "/api/auth/sign-in/email",
    rawBody: "null",
    status: 400,
    texto: OBJETO_INVALIDO,
  },
  {
    nome: "login em text/plain",
    path: "/api/auth/sign-in/email",
    rawBody: "oi",
    contentType: "text/plain",
    status: 400,
    texto: JSON_INVALIDO,
  },
  {
    nome: "login em formulário",
    path: "/api/auth/sign-in/email",
    rawBody: "email=a%40b.co&password=x",
    contentType: "application/x-www-form-urlencoded",
    status: 400,
    texto: JSON_INVALIDO,
  },
  {
    nome: "login errado com callbackURL de outro site",
    path: "/api/auth/sign-in/email",
    body: { email: "ninguem@exemplo.com.br", password: "errada", callbackURL: "https://evil.example" },
    status: 401,
    texto: "E-mail ou senha incorretos.",
  },
  {
    // Longer than any address can be (254): refused before it reaches a unique index or a counter key.
    nome: "login com e-mail enorme",
    path: "/api/auth/sign-in/email",
    body: { email: E_MAIL_ENORME, password: "x" },
    status: 400,
    texto: "Email inválido",
  },
  // The password reset.
  {
    nome: "pedido de redefinição vazio",
    path: "/api/auth/request-password-reset",
    body: {},
    status: 400,
    texto: "Email inválido",
  },
  {
    nome: "pedido de redefinição para e-mail sem conta",
    path: "/api/auth/request-password-reset",
    body: { email: "ninguem@exemplo.com.br" },
    status: 200,
    texto: PEDIDO_ENVIADO,
  },
  {
    nome: "pedido de redefinição com redirectTo de outro site",
    path: "/api/auth/request-password-reset",
    body: { email: "ninguem@exemplo.com.br", redirectTo: "https://evil.example/x" },
    status: 200,
    texto: PEDIDO_ENVIADO,
  },
  {
    nome: "redefinição vazia",
    path: "/api/auth/reset-password",
    body: {},
    status: 400,
    texto: "Nova senha é obrigatória",
    campos: { ...CAMPOS_SENHA, token: "Link inválido" },
  },
  {
    nome: "redefinição com tipos errados",
    path: "/api/auth/reset-password",
    body: { novaSenha: 5, confirmacao: 5, token: 5 },
    status: 400,
    campos: { ...CAMPOS_SENHA, token: "Link inválido" },
  },
  {
    nome: "redefinição com token inventado",
    path: "/api/auth/reset-password",
    body: { novaSenha: "Chopp#Gelado9", confirmacao: "Chopp#Gelado9", token: "inventado" },
    status: 400,
    texto: LINK_INVALIDO,
  },
  {
    nome: "link sem callbackURL",
    method: "GET",
    path: "/api/auth/reset-password/inventado",
    status: 302,
    destino: "http://localhost:3000/reset-password?error=INVALID_TOKEN",
  },
  {
    nome: "link com callbackURL de outro site",
    method: "GET",
    path: "/api/auth/reset-password/inventado?callbackURL=https%3A%2F%2Fevil.example",
    status: 302,
    destino: "http://localhost:3000/reset-password?error=INVALID_TOKEN",
  },
  {
    nome: "rota do better-auth fechada",
    path: "/api/auth/sign-out",
    body: {},
    status: 404,
    texto: "Rota não encontrada",
  },
  // Our account routes.
  { nome: "cadastro vazio", path: "/api/contas/cadastro", body: {}, status: 400, campos: CAMPOS_CADASTRO },
  {
    nome: "cadastro com tipos errados",
    path: "/api/contas/cadastro",
    body: { email: 1, password: 2, nomeEstabelecimento: 3, cnpjCpf: 4, planoId: 5 },
    status: 400,
    campos: CAMPOS_CADASTRO,
  },
  {
    nome: "cadastro com e-mail enorme",
    path: "/api/contas/cadastro",
    body: { email: E_MAIL_ENORME },
    status: 400,
    campos: { ...CAMPOS_CADASTRO, email: "Email inválido" },
  },
  {
    nome: "cadastro com null",
    path: "/api/contas/cadastro",
    rawBody: "null",
    status: 400,
    texto: OBJETO_INVALIDO,
  },
  {
    nome: "cadastro em text/plain",
    path: "/api/contas/cadastro",
    rawBody: "oi",
    contentType: "text/plain",
    status: 400,
    texto: JSON_INVALIDO,
  },
  {
    nome: "troca de senha vazia",
    path: "/api/contas/senha",
    body: {},
    logado: true,
    status: 400,
    campos: CAMPOS_SENHA,
  },
  {
    nome: "troca de senha com tipos errados",
    path: "/api/contas/senha",
    body: { novaSenha: 1, confirmacao: [] },
    logado: true,
    status: 400,
    campos: CAMPOS_SENHA,
  },
  {
    nome: "troca de senha sem sessão",
    path: "/api/contas/senha",
    body: {},
    status: 401,
    texto: "Sessão expirada. Faça login novamente.",
  },
  // Elsewhere in the API.
  {
    nome: "produto com tipos errados",
    path: "/api/produtos",
    body: { nome: 1, preco_venda: [], estoque_atual: {} },
    logado: true,
    status: 400,
  },
];

/** Every text a person could be shown: error, message and the per-field messages. */
function textos(body: Record<string, unknown>): string[] {
  const campos = (body.campos ?? {}) as Record<string, unknown>;
  return [body.error, body.message, ...Object.values(campos)].filter(
    (v): v is string => typeof v === "string",
  );
}

describeEachDatabase("toda resposta em português", (getDb) => {
  let t: TestApp;
  let logado: Device;
  beforeAll(async () => {
    // Many requests from one test file; the limits have tests of their own.
    t = createTestApp(getDb().db, { rateLimit: false });
    ({ device: logado } = await contaLogada(t));
    await criarConta(getDb().db);
  });
  afterAll(() => t.close());

  test.each(CASOS)("$nome → $status", async (caso) => {
    const device = caso.logado ? logado : t.device();
    const headers = caso.contentType ? { "content-type": caso.contentType } : undefined;
    const response = await device.request(caso.method ?? "POST", caso.path, {
      body: caso.body,
      rawBody: caso.rawBody,
      headers,
    });
    expect(response.status).toBe(caso.status);
    if (caso.destino) {
      expect(response.headers.get("location")).toBe(caso.destino);
      return;
    }
    const body = JSON.parse(await response.text()) as Record<string, unknown>;
    const mensagens = textos(body);
    if (caso.status >= 400) expect(typeof body.error).toBe("string");
    for (const mensagem of mensagens) expect(mensagem).not.toMatch(INGLES);
    if (caso.texto) expect(body.error ?? body.message).toBe(caso.texto);
    if (body.message !== undefined && body.error !== undefined) expect(body.message).toBe(body.error);
    if (caso.campos) expect(body.campos).toEqual(caso.campos);
  });
});
