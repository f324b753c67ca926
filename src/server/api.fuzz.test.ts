import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type Device, type TestApp } from "../../tests/support/app";
import { contaLogada, criarProduto, produtoInput } from "../../tests/support/factories";
import { retratoDoBanco } from "../../tests/support/retrato";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-db";

/**
 * Property-based fuzzing of every route of the API (the app's own route table, so a new route is fuzzed
 * the day it is added): valid requests bent one field at a time, arbitrary JSON, junk text, strange ids,
 * another account's ids, signed in and signed out. For every answer: never a 5xx; every 4xx is
 * `{ error, code }` in Portuguese; and a refused request changes nothing in the database. Seeded, so a
 * failure reproduces; the count it ran is printed.
 */

const SEMENTE = 20261123;
const EXECUCOES = 2500;

/**
 * better-auth is mounted as one wildcard: the endpoints under it that the app uses (decision 090), and
 * one it closed, to fuzz the refusal too.
 */
const ROTAS_AUTH = [
  "POST /api/auth/sign-in/email",
  "POST /api/auth/request-password-reset",
  "POST /api/auth/reset-password",
  "GET /api/auth/reset-password/:token",
  "POST /api/auth/sign-out",
];

/** Words of English error texts (zod's and libraries' defaults) that must never reach a person. */
const INGLES =
  /\b(the|is|are|must|should|expected|received|invalid|required|error|not found|unauthorized|forbidden|too|string|number|object|array|undefined|null value|failed)\b/i;

interface Rota {
  metodo: string;
  caminho: string;
}

describe("fuzz de todas as rotas da API [pglite]", () => {
  let banco: TestDatabase;
  let t: TestApp;
  let dono: Device;
  let anonimo: Device;
  const ids: Record<"proprio" | "alheio", Record<string, string>> = { proprio: {}, alheio: {} };
  let rotas: Rota[] = [];
  const contagem = { total: 0, "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0 };

  beforeAll(async () => {
    banco = await createTestDatabase("pglite");
    t = createTestApp(banco.db, { rateLimit: false });
    const a = await contaLogada(t);
    const b = await contaLogada(t);
    dono = a.device;
    anonimo = t.device();
    for (const [conta, lado] of [
      [a, "proprio"],
      [b, "alheio"],
    ] as const) {
      const produto = await criarProduto(t.db, conta.usuarioId, { estoque_atual: 1000 });
      const mesa = (await (await conta.device.post("/api/mesas", { numero_mesa: 1 })).json()) as {
        id: string;
      };
      const livre = (await (await conta.device.post("/api/mesas", { numero_mesa: 2 })).json()) as {
        id: string;
      };
      const comanda = (await (await conta.device.post("/api/comandas", { mesa_id: mesa.id })).json()) as {
        id: string;
      };
      await conta.device.post(`/api/comandas/${comanda.id}/itens`, {
        itens: [{ produto_id: produto.id, quantidade: 1 }],
        chave_idempotencia: randomUUID(),
      });
      const venda = (await (
        await conta.device.post("/api/vendas", {
          itens: [{ produto_id: produto.id, quantidade: 1 }],
          chave_idempotencia: randomUUID(),
        })
      ).json()) as { venda: { id: string } };
      ids[lado] = {
        produto: produto.id,
        mesa: livre.id,
        comanda: comanda.id,
        venda: venda.venda.id,
        codigo: produto.codigo_barras ?? "",
      };
    }
    rotas = [
      ...t.app.routes
        .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/") && !r.path.endsWith("*"))
        .map((r) => ({ metodo: r.method, caminho: r.path })),
      ...ROTAS_AUTH.map((r) => {
        const [metodo, caminho] = r.split(" ") as [string, string];
        return { metodo, caminho };
      }),
    ].filter((r, i, todas) => todas.findIndex((o) => o.metodo === r.metodo && o.caminho === r.caminho) === i);
  });

  afterAll(async () => {
    await t?.close();
    await banco?.close();
  });

  /** A body the route would accept, for the fuzzer to bend. */
  function corpoValido(rota: Rota): Record<string, unknown> {
    const p = ids.proprio;
    const porRota: Record<string, () => Record<string, unknown>> = {
      "POST /api/produtos": () => produtoInput(),
      "PUT /api/produtos/:id": () => {
        const { estoque_atual: _, ...resto } = produtoInput();
        return resto;
      },
      "POST /api/produtos/importar/previa": () => ({
        csv: "nome;marca;volume;categoria;preco_venda\nA;B;1L;Cerveja;5",
      }),
      "POST /api/produtos/importar": () => ({
        csv: "nome;marca;volume;categoria;preco_venda\nA;B;1L;Cerveja;5",
      }),
      "POST /api/movimentacoes": () => ({
        produto_id: p.produto,
        tipo: "entrada",
        motivo: "compra",
        quantidade: 1,
      }),
      "POST /api/vendas": () => ({
        itens: [{ produto_id: p.produto, quantidade: 1 }],
        chave_idempotencia: randomUUID(),
        forma_pagamento: "pix",
      }),
      "POST /api/mesas": () => ({ numero_mesa: 50, nome_mesa: "Varanda", capacidade_pessoas: 4 }),
      "PUT /api/mesas/:id": () => ({ numero_mesa: 2 }),
      "POST /api/comandas": () => ({ mesa_id: p.mesa, cliente_nome: "Ana" }),
      "POST /api/comandas/:id/itens": () => ({
        itens: [{ produto_id: p.produto, quantidade: 1, observacoes: "sem gelo" }],
        chave_idempotencia: randomUUID(),
      }),
      "POST /api/comandas/:id/fechar": () => ({ forma_pagamento: "dinheiro", desconto: "0" }),
      "POST /api/contas/cadastro": () => ({
        email: `fuzz-${randomUUID()}@exemplo.com.br`,
        password: "Senha-forte-123",
        nomeEstabelecimento: "Bar do Fuzz",
        cnpjCpf: "52998224725",
        planoId: "plano-mensal-balcao",
      }),
      "PUT /api/configuracoes": () => ({
        nome_estabelecimento: "Bar do Fuzz",
        email_contato: "fuzz@exemplo.com.br",
        telefone: "(11) 3333-4444",
        cnpj_cpf: "11222333000181",
        endereco: "Rua A, 1",
        notificacao_estoque_baixo: true,
        notificacao_email: false,
        estoque_minimo_padrao: 20,
        alerta_estoque_critico: 5,
        backup_automatico: true,
      }),
      "POST /api/configuracoes/importar": () => ({
        configuracoes: { nome_estabelecimento: "Bar Importado", estoque_minimo_padrao: "7" },
        dataExport: "2026-11-23T12:00:00.000Z",
        versao: "1.0",
      }),
      "POST /api/contas/senha": () => ({ novaSenha: "Nova-senha-123", confirmacao: "Nova-senha-123" }),
      "POST /api/auth/sign-in/email": () => ({ email: "ninguem@exemplo.com.br", password: "errada" }),
      "POST /api/auth/request-password-reset": () => ({ email: "ninguem@exemplo.com.br" }),
      "POST /api/auth/reset-password": () => ({
        novaSenha: "Nova-senha-123",
        confirmacao: "Nova-senha-123",
        token: "token-qualquer",
      }),
    };
    return porRota[`${rota.metodo} ${rota.caminho}`]?.() ?? {};
  }

  /** Some routes must not run for real in the middle of the fuzz: they would end the owner's session. */
  const QUEBRA_A_SESSAO = new Set(["POST /api/contas/sair", "POST /api/contas/senha"]);

  const texto = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: "grapheme", maxLength: 20 }),
    fc.constantFrom(
      "",
      " ",
      "\u0000",
      "a\u0000b",
      "../../etc",
      "%00",
      "null",
      "0",
      "-1",
      "1e309",
      "🍺",
      "x".repeat(300),
    ),
  );
  const valorJson = fc.jsonValue({ maxDepth: 3 });
  const idDoCaminho = fc.oneof(
    fc.constantFrom("proprio", "alheio").map((lado) => ({ lado: lado as "proprio" | "alheio" })),
    fc.uuid().map((id) => ({ literal: id })),
    texto.map((s) => ({ literal: s })),
  );
  const corpo = fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .record({ chave: fc.string({ maxLength: 20 }), valor: valorJson, tirar: fc.boolean() })
        .map((m) => ({ tipo: "torto" as const, ...m })),
    },
    { weight: 2, arbitrary: valorJson.map((v) => ({ tipo: "json" as const, valor: v })) },
    { weight: 1, arbitrary: texto.map((s) => ({ tipo: "texto" as const, valor: s })) },
    { weight: 1, arbitrary: fc.constant({ tipo: "valido" as const }) },
  );
  const consulta = fc.dictionary(
    fc.constantFrom("status", "limite", "periodo", "tipo", "busca", "desde", "x"),
    fc.oneof(texto, fc.constantFrom("aberta", "fechada", "entrada", "saida", "7dias", "1ano", "5")),
    { maxKeys: 3 },
  );

  test(`${EXECUCOES} requisições: nenhum 5xx, todo 4xx em português, recusa não muda nada`, async () => {
    const pedido = fc.record({
      rota: fc.integer({ min: 0, max: 1000 }),
      entidade: idDoCaminho,
      corpo,
      consulta,
      anonimo: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    });

    await fc.assert(
      fc.asyncProperty(pedido, async (p) => {
        const rota = rotas[p.rota % rotas.length]!;
        const nome = `${rota.metodo} ${rota.caminho}`;
        const caminho = rota.caminho.replace(/:(\w+)/g, (_, param: string) => {
          const entidade = param === "codigo" || param === "token" ? param : entidadeDo(rota.caminho);
          const valor = "literal" in p.entidade ? p.entidade.literal : (ids[p.entidade.lado][entidade] ?? "");
          return encodeURIComponent(valor);
        });
        const query = new URLSearchParams(p.consulta).toString();
        const url = `${caminho}${query ? `?${query}` : ""}`;
        const device = p.anonimo || QUEBRA_A_SESSAO.has(nome) ? anonimo : dono;

        let rawBody: string | undefined;
        if (rota.metodo !== "GET" && rota.metodo !== "DELETE") {
          if (p.corpo.tipo === "texto") rawBody = p.corpo.valor;
          else if (p.corpo.tipo === "json") rawBody = JSON.stringify(p.corpo.valor);
          else {
            const base = corpoValido(rota);
            if (p.corpo.tipo === "torto") {
              const chaves = Object.keys(base);
              const chave =
                chaves.length > 0 && p.corpo.chave.length % 2 === 0
                  ? chaves[p.corpo.chave.length % chaves.length]!
                  : p.corpo.chave;
              if (p.corpo.tirar) delete base[chave];
              else base[chave] = p.corpo.valor;
            }
            rawBody = JSON.stringify(base);
          }
        }

        const muda = rota.metodo !== "GET";
        const antes = muda ? await retratoDoBanco(t.db) : null;
        const response = await device.request(rota.metodo, url, rawBody === undefined ? {} : { rawBody });
        const status = response.status;
        contagem.total += 1;
        contagem[`${Math.floor(status / 100)}xx` as keyof typeof contagem] += 1;
        const detalhe = `${rota.metodo} ${url} ${rawBody?.slice(0, 200) ?? ""} → ${status}`;

        expect(status, detalhe).toBeLessThan(500);
        if (status >= 400) {
          const body = (await response.json()) as { error?: unknown; code?: unknown; campos?: unknown };
          expect(typeof body.error, detalhe).toBe("string");
          expect(typeof body.code, detalhe).toBe("string");
          const textos = [body.error, ...Object.values((body.campos as Record<string, unknown>) ?? {})];
          for (const mensagem of textos) expect(String(mensagem), detalhe).not.toMatch(INGLES);
          if (antes) expect(await retratoDoBanco(t.db), detalhe).toEqual(antes);
        }
      }),
      { seed: SEMENTE, numRuns: EXECUCOES, endOnFailure: true },
    );

    console.info(
      `fuzz da API: ${contagem.total} requisições em ${rotas.length} rotas — ${contagem["2xx"]} 2xx, ` +
        `${contagem["3xx"]} 3xx, ${contagem["4xx"]} 4xx, ${contagem["5xx"]} 5xx (semente ${SEMENTE})`,
    );
    expect(contagem.total).toBe(EXECUCOES);
  }, 600_000);
});

/** "/api/comandas/:id/itens" → "comanda": the entity whose id the path takes. */
function entidadeDo(caminho: string): string {
  const segmento = caminho.split("/")[2] ?? "";
  return segmento.replace(/s$/, "");
}
