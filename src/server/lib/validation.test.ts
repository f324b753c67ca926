import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import { Mesa } from "@/shared/pos/schemas";
import { createTestApp, type Device, json, type TestApp } from "../../../tests/support/app";
import { cadastroInput, contaLogada, criarProduto, produtoInput } from "../../../tests/support/factories";
import { retratoDoBanco } from "../../../tests/support/retrato";
import { describeEachDatabase } from "../../../tests/support/test-db";
import { LIMITE_JSON } from "./validation";

const NUL = "\u0000";

/** Bad input is answered at the edge: a clear pt-BR 4xx, never a 500, and nothing changes. */
describeEachDatabase("entrada inválida na borda", (getDb) => {
  let t: TestApp;
  let device: Device;
  let produtoId: string;
  let mesaId: string;
  let comandaId: string;

  beforeAll(async () => {
    t = createTestApp(getDb().db, { rateLimit: false });
    const conta = await contaLogada(t);
    device = conta.device;
    produtoId = (await criarProduto(t.db, conta.usuarioId)).id;
    mesaId = Mesa.parse(await json(await device.post("/api/mesas", { numero_mesa: 1 }))).id;
    const mesa2 = Mesa.parse(await json(await device.post("/api/mesas", { numero_mesa: 2 })));
    comandaId = ((await json(await device.post("/api/comandas", { mesa_id: mesa2.id }))) as { id: string })
      .id;
  });
  afterAll(() => t.close());

  /** The request is refused with `status`, a Portuguese `{ error, code }`, and the database as it was. */
  async function recusado(enviar: () => Promise<Response>, status: number) {
    const antes = await retratoDoBanco(t.db);
    const response = await enviar();
    const body = (await json(response)) as { error?: unknown; code?: unknown };
    expect(response.status, JSON.stringify(body)).toBe(status);
    expect(typeof body.error).toBe("string");
    expect(typeof body.code).toBe("string");
    expect(await retratoDoBanco(t.db)).toEqual(antes);
    return body as { error: string; code: string; campos?: Record<string, string> };
  }

  test("U+0000 em qualquer texto: 400 com a mensagem do campo, em todas as rotas que recebem texto", async () => {
    const comNul = (texto: string) => `${texto}${NUL}fim`;
    const casos: [string, () => Promise<Response>, string][] = [
      ["produto", () => device.post("/api/produtos", produtoInput({ nome: comNul("Cerveja") })), "nome"],
      [
        "edição de produto",
        () =>
          device.request("PUT", `/api/produtos/${produtoId}`, {
            body: { ...semEstoque(), marca: comNul("M") },
          }),
        "marca",
      ],
      [
        "movimentação",
        () =>
          device.post("/api/movimentacoes", {
            produto_id: produtoId,
            tipo: "entrada",
            motivo: "compra",
            quantidade: 1,
            fornecedor: comNul("Ambev"),
          }),
        "fornecedor",
      ],
      [
        "mesa",
        () => device.post("/api/mesas", { numero_mesa: 9, nome_mesa: comNul("Varanda") }),
        "nome_mesa",
      ],
      [
        "edição de mesa",
        () =>
          device.request("PUT", `/api/mesas/${mesaId}`, { body: { numero_mesa: 1, nome_mesa: comNul("A") } }),
        "nome_mesa",
      ],
      [
        "comanda",
        () => device.post("/api/comandas", { mesa_id: mesaId, cliente_nome: comNul("Ana") }),
        "cliente_nome",
      ],
      [
        "venda",
        () =>
          device.post("/api/vendas", {
            itens: [{ produto_id: produtoId, quantidade: 1 }],
            chave_idempotencia: randomUUID(),
            observacoes: comNul("obs"),
          }),
        "observacoes",
      ],
      [
        "importação",
        () => device.post("/api/produtos/importar/previa", { csv: comNul("nome;marca") }),
        "csv",
      ],
      [
        "cadastro",
        () => t.device().post("/api/contas/cadastro", cadastroInput({ nomeEstabelecimento: comNul("Bar") })),
        "nomeEstabelecimento",
      ],
      [
        "busca do Fluxo",
        () => device.get(`/api/movimentacoes?busca=${encodeURIComponent(comNul("a"))}`),
        "busca",
      ],
    ];
    for (const [nome, enviar, campo] of casos) {
      const body = await recusado(enviar, 400);
      expect(body.code, nome).toBe("EntradaInvalida");
      expect(body.campos?.[campo], nome).toBe("O texto tem um caractere inválido");
    }
  });

  test("U+0000 no código de barras da URL e nos formulários de login e redefinição: 400", async () => {
    await recusado(() => device.get(`/api/produtos/codigo-barras/${encodeURIComponent(`789${NUL}`)}`), 400);
    const login = await recusado(
      () => t.device().post("/api/auth/sign-in/email", { email: `a${NUL}@b.com`, password: "x" }),
      400,
    );
    expect(login.error).toBe("O texto tem um caractere inválido");
    await recusado(
      () =>
        t
          .device()
          .post("/api/auth/reset-password", { novaSenha: "Aa1!aaaa", confirmacao: "Aa1!aaaa", token: NUL }),
      400,
    );
  });

  test("corpo que não é um objeto (null, lista, número): 400 em português, nunca 500", async () => {
    for (const corpo of ["null", "[]", "7", '"texto"']) {
      for (const rota of [
        "/api/movimentacoes",
        "/api/vendas",
        "/api/mesas",
        "/api/produtos",
        "/api/comandas",
      ]) {
        const body = await recusado(() => device.post(rota, undefined, { rawBody: corpo }), 400);
        expect(body.error, `${rota} ${corpo}`).toMatch(/inválid|Carrinho|Adicione/);
      }
    }
  });

  test("corpo JSON acima de 256 KB: 413 antes de ler, logado ou não, e também no login", async () => {
    const grande = JSON.stringify({ nome: "x".repeat(LIMITE_JSON) });
    const r1 = await recusado(() => device.post("/api/produtos", undefined, { rawBody: grande }), 413);
    expect(r1).toMatchObject({
      code: "CorpoMuitoGrande",
      error: "Requisição muito grande: o máximo é 256 KB.",
    });
    await recusado(() => t.device().post("/api/contas/cadastro", undefined, { rawBody: grande }), 413);
    await recusado(() => t.device().post("/api/auth/sign-in/email", undefined, { rawBody: grande }), 413);
    // A body just under the limit is read and judged on its content.
    const justo = JSON.stringify({ csv: "x".repeat(LIMITE_JSON - 20) });
    await recusado(() => device.post("/api/mesas", undefined, { rawBody: justo }), 400);
    // Sent with its length, as a browser sends it: refused by the length, or read at once.
    const comTamanho = (corpo: string) => ({
      rawBody: corpo,
      headers: { "content-length": String(Buffer.byteLength(corpo)) },
    });
    const r2 = await recusado(() => device.post("/api/produtos", undefined, comTamanho(grande)), 413);
    expect(r2).toMatchObject({ code: "CorpoMuitoGrande" });
    await recusado(() => device.post("/api/mesas", undefined, comTamanho(justo)), 400);
    const mesa = await device.post("/api/mesas", undefined, comTamanho(JSON.stringify({ numero_mesa: 987 })));
    expect(mesa.status).toBe(201);
  });

  test("sem sessão a resposta é 401, qualquer que seja o corpo", async () => {
    const anonimo = t.device();
    await recusado(() => anonimo.post("/api/vendas", undefined, { rawBody: "isto não é JSON" }), 401);
    await recusado(() => anonimo.request("PUT", "/api/produtos/nao-e-uuid", { rawBody: "{}" }), 401);
    await recusado(() => anonimo.post("/api/contas/senha", { novaSenha: "" }), 401);
  });

  test("id que não pode existir é 404 antes de o corpo ser lido", async () => {
    const body = await recusado(() => device.request("PUT", "/api/produtos/123", { rawBody: "{" }), 404);
    expect(body).toMatchObject({ code: "NaoEncontrado", error: "Produto não encontrado" });
    await recusado(() => device.post("/api/comandas/xyz/fechar", undefined, { rawBody: "[]" }), 404);
    await recusado(() => device.post(`/api/comandas/${comandaId}/fechar`, null), 400);
  });
});

function semEstoque() {
  const { estoque_atual: _, ...resto } = produtoInput();
  return resto;
}
