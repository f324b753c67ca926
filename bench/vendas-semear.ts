import type { Database } from "../src/server/db/client";
import { produtos } from "../src/server/db/schema";
import { fromCentavos } from "../src/shared/money";
import { criarConta } from "../tests/support/factories";
import { PRODUTOS } from "./vendas-carrinho";

export interface ContaDoBench {
  usuarioId: string;
  email: string;
  password: string;
  /** The catalogue, by index: the load and the SQL script choose products by it. */
  produtos: string[];
}

/** `n` accounts, each with PRODUTOS products whose stock (10,000,000) never runs out in a run. */
export async function semearContas(db: Database, n: number): Promise<ContaDoBench[]> {
  const contas: ContaDoBench[] = [];
  for (let i = 0; i < n; i++) {
    const conta = await criarConta(db);
    const catalogo = await db
      .insert(produtos)
      .values(
        Array.from({ length: PRODUTOS }, (_, k) => ({
          usuario_id: conta.usuarioId,
          nome: `Produto ${k}`,
          categoria: "Cerveja" as const,
          preco_compra: fromCentavos(150 + k * 7),
          preco_venda: fromCentavos(390 + k * 13),
          estoque_atual: 10_000_000,
        })),
      )
      .returning({ id: produtos.id });
    contas.push({ ...conta, produtos: catalogo.map((p) => p.id) });
  }
  return contas;
}
