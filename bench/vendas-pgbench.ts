/**
 * pgbench for `npm run bench:vendas`: the database's own rates beside the HTTP sales, at the same client
 * count and in the same run. Three workloads:
 * - TPC-B (pgbench's built-in, `pgbench -i -s 1` in a database of its own), the baseline of the speed goals;
 * - the SAME 5-item sale written straight in SQL, in ONE statement (below), on a copy of the app's schema
 *   with the bench accounts: what the database can do for this very work, with no application between;
 * - the app's own SQL function for a sale (`balcao_registrar_venda`, decision 148) called by pgbench with
 *   the arguments the server sends: the database's part of a POST /api/vendas, so that the gap between
 *   the two rates above splits into what the function costs and what the server costs.
 * The rate and latencies come from pgbench's per-transaction log, over the same window as the HTTP load
 * (after the warm-up), so both sides are measured alike.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cpuDaMaquina } from "./cpu";
import { ITENS_POR_VENDA, PRODUTOS } from "./vendas-carrinho";

export function caminhoPgbench(): string | null {
  const candidatos = [process.env.PGBENCH, "/usr/lib/postgresql/15/bin/pgbench", "pgbench"];
  for (const c of candidatos) {
    if (!c) continue;
    const r = spawnSync(c, ["--version"], { encoding: "utf8" });
    if (!r.error && r.status === 0) return c;
  }
  return null;
}

/** pgbench's TPC-B tables, scale 1 (one branch row: the speed goals' baseline). */
export function prepararTpcb(pgbench: string, url: string) {
  execFileSync(pgbench, ["-i", "-s", "1", "-q", url], { stdio: "ignore" });
}

/**
 * The tables the sale script reads its accounts and products from, in the sale's database: `conta` is
 * the bench's account index (the pgbench client picks `client_id mod contas`), `n` the product's index
 * in the account's catalogue, the same index the HTTP load uses.
 */
export const TABELAS_DO_SCRIPT = `
  create table bench_contas (conta int primary key, usuario_id text not null);
  create table bench_produtos (conta int, n int, produto_id uuid not null, primary key (conta, n));
`;

const escolha = Array.from({ length: ITENS_POR_VENDA }, (_, k) => {
  const p = k === 0 ? "\\set p0 random(0, 49)" : `\\set p${k} (:p0 + ${k} * :passo) % ${PRODUTOS}`;
  return `${p}\n\\set q${k} 1 + :p${k} % 3`;
}).join("\n");

const linhas = Array.from({ length: ITENS_POR_VENDA }, (_, k) => `(:p${k}::int, :q${k}::int, ${k})`).join(
  ", ",
);

/**
 * One direct sale, what POST /api/vendas writes, as ONE statement (its own transaction): the products
 * locked in id order and taken down (greatest(…, 0), as decision 030), the daily summary (051), the
 * account's number (after the stock: the aggregate over `baixa` finishes the stock before the counter
 * is touched), the sale, its payment (152–153), the revenue summary's rows of its day, method and
 * person (156, after the counter, as the app writes them), its 5 lines, its 5 exit movements and the two
 * live notices (127). The stock
 * never runs low, so no alert is due, as in the HTTP load. The choice of products is the HTTP load's
 * (bench/vendas-carrinho.ts).
 */
export const SCRIPT_VENDA = `\\set conta :client_id % :contas
\\set passo random(1, 9)
${escolha}
with conta as (
  select usuario_id from bench_contas where conta = :conta::int
),
linhas (n, q, ordem) as (values ${linhas}),
alvo as (
  select p.id, l.q, l.ordem, p.estoque_atual as antes
  from produtos p
  join bench_produtos bp on bp.produto_id = p.id
  join linhas l on l.n = bp.n
  where bp.conta = :conta::int and p.usuario_id = (select usuario_id from conta) and p.ativo
  order by p.id
  for update of p
),
baixa as (
  update produtos p set estoque_atual = greatest(p.estoque_atual - alvo.q, 0), updated_at = now()
  from alvo where p.id = alvo.id
  returning p.id, alvo.q, alvo.ordem, p.preco_venda, p.preco_compra,
    greatest(alvo.q - alvo.antes, 0) as sem_estoque
),
resumo as (
  insert into vendas_diarias_produto as t (usuario_id, dia, produto_id, unidades, receita, custo)
  select (select usuario_id from conta), (now() at time zone 'America/Sao_Paulo')::date, id, q,
    q * preco_venda, q * preco_compra
  from baixa order by id
  on conflict (usuario_id, dia, produto_id) do update set unidades = t.unidades + excluded.unidades,
    receita = t.receita + excluded.receita, custo = t.custo + excluded.custo
),
total as (
  select count(*) as linhas, sum(q * preco_venda) as subtotal, sum(q) as unidades, sum(q * preco_compra) as custo
  from baixa
),
numero as (
  insert into contadores as c (usuario_id, nome, valor)
  select (select usuario_id from conta), 'venda', 1 from total where linhas > 0
  on conflict (usuario_id, nome) do update set valor = c.valor + 1
  returning valor
),
venda as (
  insert into vendas (usuario_id, numero_venda, subtotal, desconto, total, forma_pagamento, status,
    vendedor, vendedor_id, chave_idempotencia, hash_requisicao, data_venda, created_at)
  select (select usuario_id from conta), 'VEN' || lpad(numero.valor::text, 6, '0'), total.subtotal, 0.50,
    greatest(total.subtotal - 0.50, 0), 'pix', 'finalizada', 'Caixa', (select usuario_id from conta),
    gen_random_uuid()::text, md5(random()::text), now(), now()
  from numero, total
  returning id, usuario_id, numero_venda
),
pagamento as (
  insert into pagamentos (usuario_id, venda_id, forma_pagamento, valor, ordem, registrado_por_id,
    registrado_por, created_at)
  select venda.usuario_id, venda.id, 'pix', greatest(total.subtotal - 0.50, 0), 0, venda.usuario_id, 'Caixa',
    now()
  from venda, total
),
resumo_forma as (
  insert into vendas_diarias_pagamento as t (usuario_id, dia, forma_pagamento, vendas, receita, taxa_servico,
    couvert, unidades, custo, recebido, recebido_vendas)
  select (select usuario_id from conta), (now() at time zone 'America/Sao_Paulo')::date, 'pix', 1,
    greatest(total.subtotal - 0.50, 0), 0, 0, total.unidades, total.custo, greatest(total.subtotal - 0.50, 0), 1
  from numero, total
  on conflict (usuario_id, dia, forma_pagamento) do update set vendas = t.vendas + excluded.vendas,
    receita = t.receita + excluded.receita, unidades = t.unidades + excluded.unidades,
    custo = t.custo + excluded.custo, recebido = t.recebido + excluded.recebido,
    recebido_vendas = t.recebido_vendas + excluded.recebido_vendas
),
resumo_pessoa as (
  insert into vendas_diarias_atendente as t (usuario_id, dia, pessoa_id, nome, vendas, comandas, receita,
    taxa_servico)
  select (select usuario_id from conta), (now() at time zone 'America/Sao_Paulo')::date,
    (select usuario_id from conta), 'Caixa', 1, 0, greatest(total.subtotal - 0.50, 0), 0
  from numero, total
  on conflict (usuario_id, dia, pessoa_id, nome) do update set vendas = t.vendas + excluded.vendas,
    receita = t.receita + excluded.receita
),
itens as (
  insert into itens_venda (usuario_id, venda_id, produto_id, quantidade, preco_unitario, preco_custo, ordem)
  select venda.usuario_id, venda.id, baixa.id, baixa.q, baixa.preco_venda, baixa.preco_compra, baixa.ordem
  from venda, baixa
),
saidas as (
  insert into movimentacoes (usuario_id, produto_id, tipo, motivo, quantidade, quantidade_sem_estoque,
    preco_unitario, valor_total, responsavel, responsavel_id, status, venda_id, observacao,
    data_movimentacao, created_at)
  select venda.usuario_id, baixa.id, 'saida', 'venda', baixa.q, baixa.sem_estoque, baixa.preco_venda,
    baixa.q * baixa.preco_venda, 'Caixa', venda.usuario_id, 'concluida', venda.id,
    'Venda ' || venda.numero_venda, now(), now()
  from venda, baixa
)
select pg_notify('balcao_eventos', jsonb_build_object('usuarioId', usuario_id, 'tipo', 'venda', 'id', id)::text),
  pg_notify('balcao_eventos', jsonb_build_object('usuarioId', usuario_id, 'tipo', 'movimentacao')::text)
from venda;
`;

/**
 * The app's sale function itself, as the server calls it (vendas.queries.ts), for the same cart: the
 * products by index in the account's catalogue, R$ 0,50 of discount, PIX, a fresh idempotency key.
 */
export const SCRIPT_FUNCAO = `\\set conta :client_id % :contas
\\set passo random(1, 9)
${escolha}
select balcao_registrar_venda(c.usuario_id, c.usuario_id, 'Caixa',
  (select jsonb_agg(jsonb_build_object('produto_id', bp.produto_id, 'quantidade', l.q) order by l.ordem)
     from (values ${linhas}) l (n, q, ordem)
     join bench_produtos bp on bp.conta = :conta::int and bp.n = l.n),
  0.50, 0, 'pix', null, null, 'Caixa 1', gen_random_uuid()::text, md5(random()::text), now())
from bench_contas c where c.conta = :conta::int;
`;

export interface MedidaPgbench {
  tps: number;
  /** The machine's busy CPU per transaction over the whole run (warm-up included), every core. */
  cpuPorTransacao: number;
  p50: number;
  p99: number;
  transacoes: number;
  falhas: string | null;
}

/** The p-th percentile (nearest rank) of a list of numbers. */
export function percentil(xs: number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

/**
 * Runs pgbench for warm-up + `segundos` with `clientes` connections on 2 threads and measures, from its
 * per-transaction log, the transactions that started after the warm-up and ended inside the window.
 */
export function rodarPgbench(
  pgbench: string,
  {
    url,
    clientes,
    segundos,
    aquecimentoMs,
    script,
    contas,
  }: {
    url: string;
    clientes: number;
    segundos: number;
    aquecimentoMs: number;
    /** Absent: TPC-B. */
    script?: string;
    contas?: number;
  },
): MedidaPgbench {
  const pasta = mkdtempSync(path.join(tmpdir(), "balcao-pgbench-"));
  try {
    const duracao = Math.ceil(segundos + aquecimentoMs / 1000) + 1;
    const args = ["-c", String(clientes), "-j", "2", "-T", String(duracao), "-l"];
    args.push(`--log-prefix=${path.join(pasta, "tx")}`);
    if (script) {
      const arquivo = path.join(pasta, "venda.sql");
      writeFileSync(arquivo, script);
      args.push("-n", "-M", "prepared", "-f", arquivo, "-D", `contas=${contas ?? 1}`);
    }
    const cpuAntes = cpuDaMaquina();
    const r = spawnSync(pgbench, [...args, url], { encoding: "utf8" });
    const cpuMs = cpuDaMaquina() - cpuAntes;
    const falhas = r.status === 0 ? null : (r.stderr.trim().split("\n").slice(-3).join(" | ") ?? "erro");
    // Each line: client_id transaction_no latency_us script_no end_epoch_s end_us.
    const fins: number[] = [];
    const latencias: number[] = [];
    for (const nome of readdirSync(pasta).filter((n) => n.startsWith("tx."))) {
      for (const linha of readFileSync(path.join(pasta, nome), "utf8").split("\n")) {
        const c = linha.split(" ");
        if (c.length < 6) continue;
        fins.push(Number(c[4]) * 1e6 + Number(c[5]));
        latencias.push(Number(c[2]));
      }
    }
    if (fins.length === 0)
      return { tps: 0, cpuPorTransacao: Number.NaN, p50: Number.NaN, p99: Number.NaN, transacoes: 0, falhas };
    let inicio = Number.POSITIVE_INFINITY;
    for (let i = 0; i < fins.length; i++) inicio = Math.min(inicio, fins[i]! - latencias[i]!);
    const inicioMedicao = inicio + aquecimentoMs * 1000;
    const fimMedicao = inicioMedicao + segundos * 1e6;
    const medidas = latencias.filter((lat, i) => fins[i]! - lat >= inicioMedicao && fins[i]! <= fimMedicao);
    return {
      tps: medidas.length / segundos,
      cpuPorTransacao: cpuMs / fins.length,
      p50: percentil(medidas, 50) / 1000,
      p99: percentil(medidas, 99) / 1000,
      transacoes: fins.length,
      falhas,
    };
  } finally {
    if (existsSync(pasta)) rmSync(pasta, { recursive: true, force: true });
  }
}
