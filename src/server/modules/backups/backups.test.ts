import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Backup, ResultadoRestauracao } from "@/shared/backups/schemas";
import { createTestApp, type Device, type ErroApi, json, type TestApp } from "../../../../tests/support/app";
import { movimentarConta } from "../../../../tests/support/conta-movimentada";
import { contaLogada } from "../../../../tests/support/factories";
import { retratoDoBanco } from "../../../../tests/support/retrato";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import type { Database } from "../../db/client";
import { sha256 } from "./backups.arquivo";
import { excluirLinhas } from "./backups.queries";
import { TABELAS_RESTAURADAS, TABELAS_SOMENTE_LEITURA, type TabelaDaConta } from "./backups.tabelas";
import { VERSOES_SCHEMA } from "./backups.versoes";

/** The columns of a table that a backup does not hold (the database's own, like a product's versao). */
const colunasDoBanco = (tabela: TabelaDaConta) =>
  getTableConfig(tabela.tabela)
    .columns.map((c) => c.name)
    .filter((c) => !tabela.colunas.includes(c));

/**
 * Every row of the account, table by table, as PostgreSQL prints it: the round trip must keep all
 * (all of what a backup holds).
 */
async function linhasDaConta(db: Database, usuarioId: string): Promise<Record<string, string[]>> {
  const resultado: Record<string, string[]> = {};
  for (const tabela of [...TABELAS_RESTAURADAS, ...TABELAS_SOMENTE_LEITURA]) {
    const colunas = sql.join(
      tabela.colunas.map((c) => sql.identifier(c)),
      sql`, `,
    );
    const { rows } = await db.execute<{ linha: string }>(
      sql`select r::text as linha from (select ${colunas} from ${sql.identifier(tabela.nome)} t
          where ${sql.identifier(tabela.colunaDono)} = ${usuarioId}) r order by 1`,
    );
    resultado[tabela.nome] = rows.map((r) => r.linha);
  }
  return resultado;
}

/** The rows without what belongs to the account rather than to the data: ids, owner and references. */
async function conteudoDaConta(db: Database, usuarioId: string): Promise<Record<string, string[]>> {
  const resultado: Record<string, string[]> = {};
  for (const tabela of TABELAS_RESTAURADAS) {
    const fora = [
      "id",
      "usuario_id",
      "updated_at",
      "ultimo_backup",
      ...tabela.chaves.map((c) => c.coluna),
      ...colunasDoBanco(tabela),
    ];
    const { rows } = await db.execute<{ linha: string }>(
      sql`select (to_jsonb(t) - ${sql.raw(`array[${fora.map((c) => `'${c}'`).join(",")}]`)})::text as linha
          from ${sql.identifier(tabela.nome)} t where usuario_id = ${usuarioId} order by 1`,
    );
    resultado[tabela.nome] = rows.map((r) => r.linha);
  }
  return resultado;
}

/** The file split into its header and data, and put back together (to make broken files from it). */
function abrir(arquivo: Uint8Array) {
  const texto = gunzipSync(arquivo);
  const fim = texto.indexOf(0x0a);
  return {
    cabecalho: JSON.parse(texto.subarray(0, fim).toString()) as Record<string, unknown>,
    dados: JSON.parse(texto.subarray(fim + 1).toString()) as {
      restaurar: Record<string, Record<string, unknown>[]>;
      somente_leitura: Record<string, Record<string, unknown>[]>;
    },
  };
}
function fechar(
  cabecalho: Record<string, unknown>,
  dados: unknown,
  { somaCerta = true }: { somaCerta?: boolean } = {},
): Uint8Array {
  const bytes = Buffer.from(JSON.stringify(dados));
  const cab = somaCerta ? { ...cabecalho, sha256: sha256(bytes) } : cabecalho;
  return gzipSync(Buffer.concat([Buffer.from(`${JSON.stringify(cab)}\n`), bytes]));
}

function enviarArquivo(device: Device, arquivo: Uint8Array, confirmacao = "RESTAURAR") {
  const form = new FormData();
  form.set("arquivo", new File([new Uint8Array(arquivo)], "backup.json.gz", { type: "application/gzip" }));
  form.set("confirmacao", confirmacao);
  const corpo = new Response(form);
  return corpo.arrayBuffer().then((bytes) =>
    device.request("POST", "/api/backups/restaurar", {
      rawBody: Buffer.from(bytes) as unknown as string,
      headers: { "content-type": corpo.headers.get("content-type")! },
    }),
  );
}

describeEachDatabase("backups", (getDb) => {
  let t: TestApp;
  let a: { usuarioId: string; device: Device };
  let b: { usuarioId: string; device: Device };
  const db = () => getDb().db;

  beforeAll(async () => {
    t = createTestApp(getDb().db, { rateLimit: false });
    a = await contaLogada(t, { nomeEstabelecimento: "Bar Movimentado" });
    b = await contaLogada(t, { nomeEstabelecimento: "Bar Vizinho" });
    await movimentarConta(a.device);
    await movimentarConta(b.device, { produtos: 3, vendas: 2, comandas: 1 });
  });
  afterAll(() => t.close());

  const criar = async (device: Device) => {
    const r = await device.post("/api/backups");
    expect(r.status).toBe(201);
    return json<Backup>(r);
  };
  const baixar = async (device: Device, id: string) => {
    const r = await device.get(`/api/backups/${id}/arquivo`);
    expect(r.status).toBe(200);
    return new Uint8Array(await r.arrayBuffer());
  };
  const recusado = async (resposta: Promise<Response>, status: number, trecho: string | RegExp) => {
    const antes = await retratoDoBanco(db());
    const r = await resposta;
    const corpo = await json<ErroApi>(r);
    expect(r.status, corpo.error).toBe(status);
    expect(corpo.error).toMatch(trecho);
    expect(await retratoDoBanco(db())).toEqual(antes);
    return corpo;
  };

  test("ida e volta: backup, tudo apagado, restaurado — cada linha de cada tabela igual", async () => {
    const antes = await linhasDaConta(db(), a.usuarioId);
    for (const tabela of TABELAS_RESTAURADAS) {
      expect(antes[tabela.nome]!.length, `${tabela.nome} tem linhas`).toBeGreaterThan(0);
    }
    const backup = await criar(a.device);
    expect(backup).toMatchObject({ tipo: "manual", versao_schema: VERSOES_SCHEMA.at(-1) });
    expect(backup.tamanho_bytes).toBeGreaterThan(1000);
    const comBackup = await linhasDaConta(db(), a.usuarioId);

    await db().transaction(async (tx) => {
      for (const tabela of [...TABELAS_RESTAURADAS].reverse())
        await excluirLinhas(tx, { tabela, usuarioId: a.usuarioId });
    });
    const apagada = await linhasDaConta(db(), a.usuarioId);
    expect(apagada.produtos).toEqual([]);

    const r = await a.device.post("/api/backups/restaurar", {
      backup_id: backup.id,
      confirmacao: "RESTAURAR",
    });
    expect(r.status).toBe(200);
    const resultado = await json<ResultadoRestauracao>(r);
    expect(resultado.conta).toBe("mesma");

    const depois = await linhasDaConta(db(), a.usuarioId);
    let comparadas = 0;
    let diferencas = 0;
    for (const [tabela, linhas] of Object.entries(comBackup)) {
      comparadas += linhas.length;
      const restauradas = depois[tabela]!;
      diferencas +=
        linhas.filter((l, i) => restauradas[i] !== l).length + Math.abs(restauradas.length - linhas.length);
      expect(restauradas, tabela).toEqual(linhas);
    }
    console.info(
      `Backup ida e volta [${getDb().kind}]: ${comparadas} linhas comparadas, ${diferencas} diferenças`,
    );
    expect(diferencas).toBe(0);
    expect(comparadas).toBeGreaterThan(200);
  });

  test("a numeração continua depois dos números restaurados, mesmo com os contadores atrasados no arquivo", async () => {
    const maior = async (tabela: "vendas" | "comandas", coluna: string) => {
      const { rows } = await db().execute<{ n: number }>(
        sql`select max(substring(${sql.identifier(coluna)} from '[0-9]+$')::int) as n
            from ${sql.identifier(tabela)} where usuario_id = ${a.usuarioId}`,
      );
      return rows[0]!.n;
    };
    const backup = await criar(a.device);
    const { cabecalho, dados } = abrir(await baixar(a.device, backup.id));
    // A file whose counters lag behind its numbers (or lack them): the restore still moves them past.
    dados.restaurar.contadores = dados.restaurar.contadores!.filter((c) => c.nome !== "venda");
    for (const c of dados.restaurar.contadores) c.valor = "1";
    const r = await enviarArquivo(a.device, fechar(cabecalho, dados));
    expect(r.status, await r.clone().text()).toBe(200);

    const ultimaVenda = await maior("vendas", "numero_venda");
    const ultimaComanda = await maior("comandas", "numero_comanda");
    const { produtos } = await json<{ produtos: { id: string }[] }>(await a.device.get("/api/produtos"));
    const venda = await a.device.post("/api/vendas", {
      itens: [{ produto_id: produtos[0]!.id, quantidade: 1 }],
      forma_pagamento: "dinheiro",
      chave_idempotencia: crypto.randomUUID(),
    });
    expect(venda.status, await venda.clone().text()).toBe(201);
    expect(await maior("vendas", "numero_venda")).toBe(ultimaVenda + 1);
    const mesas = await json<{ id: string; status: string }[]>(await a.device.get("/api/mesas"));
    const comanda = await a.device.post("/api/comandas", {
      mesa_id: mesas.find((m) => m.status === "livre")!.id,
    });
    expect(comanda.status, await comanda.clone().text()).toBe(201);
    expect(await maior("comandas", "numero_comanda")).toBe(ultimaComanda + 1);
  });

  test("restaurar enquanto o caixa vende: nenhum erro, e a numeração segue depois de tudo", async () => {
    const backup = await criar(a.device);
    const { produtos } = await json<{ produtos: { id: string }[] }>(await a.device.get("/api/produtos"));
    const vender = (i: number) =>
      a.device.post("/api/vendas", {
        itens: [
          { produto_id: produtos[i % produtos.length]!.id, quantidade: 1 },
          { produto_id: produtos[(i * 7) % produtos.length]!.id, quantidade: 2 },
        ],
        forma_pagamento: "pix",
        chave_idempotencia: crypto.randomUUID(),
      });
    const respostas = await Promise.all([
      vender(1),
      vender(2),
      a.device.post("/api/backups/restaurar", { backup_id: backup.id, confirmacao: "RESTAURAR" }),
      vender(3),
      vender(4),
      vender(5),
    ]);
    expect(respostas.map((r) => r.status).sort()).toEqual([200, 201, 201, 201, 201, 201]);
    const { rows } = await db().execute<{ valor: number; maior: number }>(sql`
      select (select valor from contadores where usuario_id = ${a.usuarioId} and nome = 'venda')::int as valor,
             (select max(substring(numero_venda from '[0-9]+$')::int) from vendas where usuario_id = ${a.usuarioId}) as maior`);
    expect(rows[0]!.valor).toBeGreaterThanOrEqual(rows[0]!.maior);
  });

  test("a venda e a movimentação que esperaram pela restauração caem nos produtos restaurados", async (ctx) => {
    // Only PostgreSQL has a second connection to wait on a row lock; PGlite runs one transaction at a time.
    if (getDb().kind !== "postgres") ctx.skip();
    const backup = await criar(a.device);
    const produto = (
      await json<{ produtos: { id: string; estoque_atual: number }[] }>(await a.device.get("/api/produtos"))
    ).produtos[0]!;
    const esperando = async () => {
      const { rows } = await db().execute<{ n: number }>(sql`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`);
      return rows[0]!.n;
    };
    // Holding the product's lock lines the restore up first and then the sale and the movement behind it:
    // when they get the lock, the restore has deleted the row they waited for and put it back.
    const [restauracao, venda, movimentacao] = await db()
      .transaction(async (tx) => {
        await tx.execute(sql`select 1 from produtos where id = ${produto.id} for update`);
        const restaurar = a.device.post("/api/backups/restaurar", {
          backup_id: backup.id,
          confirmacao: "RESTAURAR",
        });
        await expect.poll(esperando).toBe(1);
        const vender = a.device.post("/api/vendas", {
          itens: [{ produto_id: produto.id, quantidade: 1 }],
          forma_pagamento: "pix",
          chave_idempotencia: crypto.randomUUID(),
        });
        const movimentar = a.device.post("/api/movimentacoes", {
          produto_id: produto.id,
          tipo: "entrada",
          motivo: "compra",
          quantidade: 5,
        });
        await expect.poll(esperando).toBe(3);
        return [restaurar, vender, movimentar] as const;
      })
      .then((respostas) => Promise.all(respostas));
    expect(restauracao.status, await restauracao.clone().text()).toBe(200);
    expect(venda.status, await venda.clone().text()).toBe(201);
    expect(movimentacao.status, await movimentacao.clone().text()).toBe(201);
    const depois = await json<{ estoque_atual: number }>(await a.device.get(`/api/produtos/${produto.id}`));
    expect(depois.estoque_atual).toBe(produto.estoque_atual - 1 + 5);
  });

  test("numa conta nova e vazia: os mesmos dados, com ids novos; a conta de origem não muda", async () => {
    const backup = await criar(a.device);
    const arquivo = await baixar(a.device, backup.id);
    const nova = await contaLogada(t, { nomeEstabelecimento: "Bar Novo" });
    const origemAntes = await linhasDaConta(db(), a.usuarioId);

    const r = await enviarArquivo(nova.device, arquivo);
    expect(r.status, await r.clone().text()).toBe(200);
    expect((await json<ResultadoRestauracao>(r)).conta).toBe("outra");

    expect(await conteudoDaConta(db(), nova.usuarioId)).toEqual(await conteudoDaConta(db(), a.usuarioId));
    expect(await linhasDaConta(db(), a.usuarioId)).toEqual(origemAntes);
    // Every reference of the new account points at its own rows.
    const { rows } = await db().execute<{ n: number }>(sql`
      select count(*)::int as n from itens_venda i join produtos p on p.id = i.produto_id
      where i.usuario_id = ${nova.usuarioId} and p.usuario_id <> ${nova.usuarioId}`);
    expect(rows[0]!.n).toBe(0);
    // The subscription in the file is not the new account's: its own stays.
    const assinaturas = await linhasDaConta(db(), nova.usuarioId);
    expect(assinaturas.assinaturas).toHaveLength(1);
    expect(assinaturas.assinaturas![0]).not.toContain(a.usuarioId);

    // Into an account that has data, another account's backup is refused.
    await recusado(enviarArquivo(b.device, arquivo), 409, /outra conta/);
  });

  test("arquivos ruins são recusados em português e nada muda", async () => {
    const backup = await criar(a.device);
    const arquivo = await baixar(a.device, backup.id);
    const { cabecalho, dados } = abrir(arquivo);

    await recusado(
      enviarArquivo(a.device, arquivo.subarray(0, Math.floor(arquivo.length / 2))),
      422,
      /incompleto ou corrompido/,
    );
    const corrompido = new Uint8Array(arquivo);
    corrompido[Math.floor(corrompido.length / 2)]! ^= 0xff;
    await recusado(enviarArquivo(a.device, corrompido), 422, /Arquivo de backup inválido/);
    await recusado(
      enviarArquivo(a.device, new TextEncoder().encode("nome;preco\nCerveja;6,00")),
      422,
      /não é um backup/,
    );

    const alterado = structuredClone(dados);
    alterado.restaurar.produtos![0]!.preco_venda = "0.01";
    await recusado(
      enviarArquivo(a.device, fechar(cabecalho, alterado, { somaCerta: false })),
      422,
      /soma de verificação/,
    );

    await recusado(
      enviarArquivo(a.device, fechar({ ...cabecalho, versao_schema: "9999_futuro" }, dados)),
      422,
      /versão mais nova do Balcão \(esquema 9999_futuro\)/,
    );

    const semProduto = structuredClone(dados);
    semProduto.restaurar.produtos = semProduto.restaurar.produtos!.slice(1);
    await recusado(enviarArquivo(a.device, fechar(cabecalho, semProduto)), 422, /não está no backup/);

    const valorRuim = structuredClone(dados);
    valorRuim.restaurar.produtos!.at(-1)!.estoque_atual = "muito";
    await recusado(enviarArquivo(a.device, fechar(cabecalho, valorRuim)), 422, /dados inválidos em produtos/);

    for (const confirmacao of ["", "restaurar não", "Bar Movimentado"]) {
      await recusado(enviarArquivo(a.device, arquivo, confirmacao), 400, /Digite RESTAURAR/);
    }
    await recusado(
      a.device.post("/api/backups/restaurar", { backup_id: backup.id }),
      400,
      /Digite RESTAURAR/,
    );
  });

  test("um backup de uma versão anterior do esquema é atualizado e restaurado", async () => {
    const backup = await criar(a.device);
    const { cabecalho, dados } = abrir(await baixar(a.device, backup.id));
    const anterior = VERSOES_SCHEMA.at(-2)!;
    // A column the older schema lacked: the restore gives it its default.
    for (const m of dados.restaurar.movimentacoes!) delete m.quantidade_sem_estoque;
    const r = await enviarArquivo(a.device, fechar({ ...cabecalho, versao_schema: anterior }, dados));
    expect(r.status, await r.clone().text()).toBe(200);
    expect((await json<ResultadoRestauracao>(r)).versao_schema).toBe(anterior);
    const { rows } = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from movimentacoes where usuario_id = ${a.usuarioId} and quantidade_sem_estoque = 0`,
    );
    expect(rows[0]!.n).toBe(dados.restaurar.movimentacoes!.length);
  });

  test("acima de 50 MB: 413 em português", async () => {
    const grande = new Uint8Array(50 * 1024 * 1024 + 100 * 1024);
    await recusado(enviarArquivo(a.device, grande), 413, /muito grande: o máximo é 50 MB/);
    const jsonGrande = JSON.stringify({
      backup_id: crypto.randomUUID(),
      confirmacao: "x".repeat(300 * 1024),
    });
    await recusado(
      a.device.post("/api/backups/restaurar", undefined, { rawBody: jsonGrande }),
      413,
      /256 KB/,
    );
  });

  test("outra conta: os ids de backup de A dão 404 para B, e a lista de B não os mostra", async () => {
    const backup = await criar(a.device);
    await recusado(b.device.get(`/api/backups/${backup.id}/arquivo`), 404, "Backup não encontrado");
    await recusado(
      b.device.post("/api/backups/restaurar", { backup_id: backup.id, confirmacao: "RESTAURAR" }),
      404,
      "Backup não encontrado",
    );
    await recusado(b.device.get("/api/backups/nao-e-uuid/arquivo"), 404, "Backup não encontrado");
    const listaB = await json<Backup[]>(await b.device.get("/api/backups"));
    expect(listaB.map((x) => x.id)).not.toContain(backup.id);
    const listaA = await json<Backup[]>(await a.device.get("/api/backups"));
    expect(listaA[0]).toMatchObject({ id: backup.id, tipo: "manual" });
  });

  test("sem sessão: 401", async () => {
    const anonimo = t.device();
    await recusado(anonimo.get("/api/backups"), 401, /Sessão expirada/);
    await recusado(anonimo.post("/api/backups"), 401, /Sessão expirada/);
    await recusado(
      anonimo.post("/api/backups/restaurar", { confirmacao: "RESTAURAR" }),
      401,
      /Sessão expirada/,
    );
  });

  describe("último backup", () => {
    test("o backup manual marca configuracoes.ultimo_backup com a hora do backup", async () => {
      const backup = await criar(b.device);
      const { rows } = await db().execute<{ ultimo: string }>(
        sql`select ultimo_backup::text as ultimo from configuracoes where usuario_id = ${b.usuarioId}`,
      );
      expect(new Date(rows[0]!.ultimo).toISOString()).toBe(backup.created_at);
    });
  });
});
