import { randomUUID } from "node:crypto";
import { generateId } from "better-auth";
import { hashPassword } from "better-auth/crypto";
import { eq, inArray, or } from "drizzle-orm";
import { CadastroInput } from "@/shared/accounts/schemas";
import { addMonths } from "@/shared/billing/assinatura";
import { AbrirComandaInput, FecharComandaInput, ItensComandaInput, VendaInput } from "@/shared/pos/schemas";
import { MovimentacaoInput } from "@/shared/stock/schemas";
import type { Database, DbOrTx } from "../db/client";
import { assinaturas, authUsers, equipe, mesas, planos, produtos, usuarios } from "../db/schema";
import { isUniqueViolation } from "../lib/db-errors";
import type { Autor } from "../lib/session";
import * as contas from "../modules/accounts/accounts.queries";
import { cadastrarConta } from "../modules/accounts/accounts.service";
import { inserirPessoa } from "../modules/equipe/equipe.queries";
import { abrirComanda, adicionarItensComanda } from "../modules/pos/comandas.service";
import { fecharComanda } from "../modules/pos/fechamento.service";
import { registrarVenda } from "../modules/pos/vendas.service";
import { sincronizarAlertas } from "../modules/stock/alertas.queries";
import { registrarMovimentacao } from "../modules/stock/stock.service";
import { type ComandaPlanejada, planejarComandas, saidasDasComandas } from "./comandas-demo";
import { type CompraPlanejada, planejarCompras } from "./compras-demo";
import { DEMO_CNPJ, DEMO_ESTABELECIMENTO, DEMO_MESAS, DEMO_PRODUTOS } from "./demo-data";
import {
  type ItemPlanejado,
  planejarHistorico,
  unidadesVendidas,
  type VendaPlanejada,
} from "./historico-demo";

export const DEMO_EMAIL = "demo@balcao.app";
export const DEMO_PASSWORD = "balcao123";
/** The demo's waiter: opens the tables' tabs and sends their orders; signs in with the demo's password. */
export const DEMO_GARCOM = { nome: "Carlos Pereira", email: "garcom@balcao.app" } as const;
const DEMO_PLANO_ID = "plano-mensal-balcao";

/** The waiter as the seed writes him: who he is in the bills, and his login's password hash. */
type GarcomDaDemo = Autor & { passwordHash: string };

/**
 * Creates the demo account (decisions 087 and 173): monthly plan, already paid (active, no trial, no
 * forced password change), with a bar's products and tables, its waiter, its last month of deliveries,
 * direct sales and table tabs, and the tabs open right now. The account is created through the same
 * service as a sign-up, and the month through Fluxo's and the PDV's, so the demo exercises the real code;
 * the plan status and the data follow in one transaction, then the deliveries, the sales and the tabs,
 * each oldest first.
 */
export async function seedDemo(
  db: Database,
  options: {
    now?: Date;
    /** false: products and tables only, no waiter and no month (for tests whose figures are their own). */
    historico?: boolean;
  } = {},
): Promise<{ usuarioId: string }> {
  const now = options.now ?? new Date();
  // Profile, trial subscription and settings, exactly as a sign-up on the monthly plan makes them. The
  // one exception is the password: the README publishes it, so the product's password rule (decision
  // 092) could protect nothing here, and the demo keeps the short password people already know.
  const dados = CadastroInput.omit({ password: true }).parse({
    email: DEMO_EMAIL,
    nomeEstabelecimento: DEMO_ESTABELECIMENTO,
    cnpjCpf: DEMO_CNPJ,
    planoId: DEMO_PLANO_ID,
  });
  const { usuarioId } = await cadastrarConta(
    db,
    { ...dados, password: DEMO_PASSWORD },
    { primeiroAcesso: false, now },
  );
  try {
    if (options.historico === false) {
      await activateAndFill(db, usuarioId, now, { vendidas: [], compradas: [], garcom: null });
      return { usuarioId };
    }
    const vendas = planejarHistorico(DEMO_PRODUTOS, now);
    const comandas = planejarComandas(DEMO_PRODUTOS, DEMO_MESAS, now);
    const saidas = [...vendas, ...saidasDasComandas(comandas)];
    const compras = planejarCompras(DEMO_PRODUTOS, saidas, now);
    const garcom = { id: generateId(), nome: DEMO_GARCOM.nome };
    await activateAndFill(db, usuarioId, now, {
      vendidas: saidas.flatMap((s) => s.itens),
      compradas: compras,
      garcom: { ...garcom, passwordHash: await hashPassword(DEMO_PASSWORD) },
    });
    const dono = { id: usuarioId, nome: DEMO_ESTABELECIMENTO };
    const ids = await idsDosProdutos(db, usuarioId);
    // The purchases first: the stock never runs short, whatever order the month's days come in.
    await registrarCompras(db, { usuarioId, dono, ids }, compras);
    await registrarVendas(db, { usuarioId, dono, ids }, vendas);
    await registrarComandas(db, { usuarioId, dono, garcom, ids }, comandas);
    return { usuarioId };
  } catch (error) {
    // Without its data the demo is useless, and a non-empty database is never seeded again.
    await deleteDemo(db);
    throw error;
  }
}

/**
 * The first month paid: the trial becomes an active subscription; then the bar's products and tables,
 * and its waiter. Each product starts with its price-list stock, plus what the history sells, less what
 * it buys, so the stock the month leaves is the price list's.
 */
function activateAndFill(
  db: Database,
  usuarioId: string,
  now: Date,
  historico: {
    vendidas: ItemPlanejado[];
    compradas: ItemPlanejado[];
    garcom: GarcomDaDemo | null;
  },
): Promise<void> {
  const vendidas = unidadesVendidas(historico.vendidas);
  const compradas = unidadesVendidas(historico.compradas);
  return db.transaction(async (tx) => {
    const [plano] = await tx.select().from(planos).where(eq(planos.id, DEMO_PLANO_ID));
    if (!plano) throw new Error(`Plano ${DEMO_PLANO_ID} não encontrado: as migrações foram aplicadas?`);
    const vencimento = addMonths(now, plano.duracao_meses);

    await tx
      .update(usuarios)
      .set({
        status_assinatura: "ativa",
        em_periodo_teste: false,
        data_inicio_teste: null,
        data_fim_teste: null,
        data_assinatura: now,
        data_vencimento: vencimento,
        updated_at: now,
      })
      .where(eq(usuarios.id, usuarioId));
    const ativadas = await tx
      .update(assinaturas)
      .set({ status: "ativa", data_inicio: now, data_vencimento: vencimento, updated_at: now })
      .where(eq(assinaturas.usuario_id, usuarioId))
      .returning({ id: assinaturas.id });
    if (ativadas.length !== 1)
      throw new Error(`Esperava 1 assinatura da conta demo, encontrei ${ativadas.length}.`);

    await tx.insert(produtos).values(
      DEMO_PRODUTOS.map((p) => ({
        ...p,
        estoque_atual: p.estoque_atual! + (vendidas.get(p.nome) ?? 0) - (compradas.get(p.nome) ?? 0),
        usuario_id: usuarioId,
      })),
    );
    await sincronizarAlertas(tx, { usuarioId, produtoIds: null, now });
    await tx.insert(mesas).values(DEMO_MESAS.map((m) => ({ ...m, usuario_id: usuarioId })));
    if (historico.garcom) await inserirGarcom(tx, usuarioId, now, historico.garcom);
  });
}

/**
 * The waiter's login and person, as if the invitation had been accepted with the demo's password. Its
 * e-mail already signing in elsewhere refuses the whole demo, saying so (a login is one person of one
 * establishment).
 */
async function inserirGarcom(
  tx: DbOrTx,
  usuarioId: string,
  now: Date,
  { id, nome, passwordHash }: GarcomDaDemo,
) {
  const email = DEMO_GARCOM.email;
  try {
    await contas.inserirLogin(tx, { id, nome, email, passwordHash, now });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new Error(`o e-mail ${email}, do garçom da demonstração, já entra em outra conta deste banco.`);
  }
  await inserirPessoa(tx, {
    id,
    usuario_id: usuarioId,
    nome,
    email,
    papel: "garcom",
    ativo: true,
    convite_pendente: false,
    created_at: now,
    updated_at: now,
  });
}

interface Bar {
  usuarioId: string;
  dono: Autor;
  /** Product ids by name. */
  ids: Map<string, string>;
}

async function idsDosProdutos(db: Database, usuarioId: string): Promise<Map<string, string>> {
  const lista = await db
    .select({ id: produtos.id, nome: produtos.nome })
    .from(produtos)
    .where(eq(produtos.usuario_id, usuarioId));
  return new Map(lista.map((p) => [p.nome, p.id]));
}

const linhas = (ids: Map<string, string>, itens: ItemPlanejado[]) =>
  itens.map(({ nome, quantidade }) => ({ produto_id: ids.get(nome), quantidade }));

/** The planned deliveries, each through Fluxo's entry at its own moment, entered by the owner. */
async function registrarCompras(db: Database, { usuarioId, dono, ids }: Bar, compras: CompraPlanejada[]) {
  for (const compra of compras) {
    const dados = MovimentacaoInput.parse({
      produto_id: ids.get(compra.nome),
      tipo: "entrada",
      motivo: "compra",
      quantidade: compra.quantidade,
      preco_unitario: compra.preco_unitario,
      fornecedor: compra.fornecedor,
    });
    await registrarMovimentacao(db, { usuarioId, autor: dono, dados, now: compra.quando });
  }
}

/** The planned direct sales, each through the PDV's sale at its own moment, by the owner at the till. */
async function registrarVendas(db: Database, { usuarioId, dono, ids }: Bar, vendas: VendaPlanejada[]) {
  for (const venda of vendas) {
    const dados = VendaInput.parse({
      itens: linhas(ids, venda.itens),
      forma_pagamento: venda.forma_pagamento,
      chave_idempotencia: randomUUID(),
    });
    await registrarVenda(db, { usuarioId, autor: dono, dados, now: venda.quando });
  }
}

/**
 * The planned tabs through the tabs' own services: the waiter opens them and sends their orders, the
 * owner closes them at the till with the settings' service charge.
 */
async function registrarComandas(
  db: Database,
  { usuarioId, dono, garcom, ids }: Bar & { garcom: Autor },
  comandas: ComandaPlanejada[],
) {
  const mesaIds = new Map(
    (
      await db
        .select({ id: mesas.id, numero: mesas.numero_mesa })
        .from(mesas)
        .where(eq(mesas.usuario_id, usuarioId))
    ).map((m) => [m.numero, m.id]),
  );
  for (const plano of comandas) {
    const aberta = await abrirComanda(db, {
      usuarioId,
      autor: garcom,
      dados: AbrirComandaInput.parse({
        mesa_id: plano.mesa === null ? null : mesaIds.get(plano.mesa),
        cliente_nome: plano.cliente_nome,
        pessoas: plano.pessoas,
      }),
      now: plano.abertura,
    });
    const id = aberta.id;
    let versao = aberta.versao;
    for (const pedido of plano.pedidos) {
      const dados = ItensComandaInput.parse({
        itens: linhas(ids, pedido.itens),
        chave_idempotencia: randomUUID(),
      });
      const { comanda } = await adicionarItensComanda(db, {
        usuarioId,
        autor: garcom,
        id,
        dados,
        now: pedido.quando,
      });
      versao = comanda.versao;
    }
    if (!plano.fechamento) continue;
    // The version the owner sees at the till, as the PDV sends it.
    const dados = FecharComandaInput.parse({
      forma_pagamento: plano.fechamento.forma_pagamento,
      versao,
      chave_idempotencia: randomUUID(),
    });
    await fecharComanda(db, { usuarioId, autor: dono, id, dados, now: plano.fechamento.quando });
  }
}

/**
 * Removes the demo account and, through the foreign keys' cascades, every row it owns; the logins of its
 * staff too, each person being a login of its own.
 */
export async function deleteDemo(db: Database): Promise<boolean> {
  const dono = db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, DEMO_EMAIL));
  const pessoas = db.select({ id: equipe.id }).from(equipe).where(inArray(equipe.usuario_id, dono));
  const removed = await db
    .delete(authUsers)
    .where(or(eq(authUsers.email, DEMO_EMAIL), inArray(authUsers.id, pessoas)))
    .returning({ email: authUsers.email });
  return removed.some((r) => r.email === DEMO_EMAIL);
}
