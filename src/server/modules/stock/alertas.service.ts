import { DIAS_AVISO_VALIDADE } from "@/shared/stock/alertas";
import type { Alertas } from "@/shared/stock/schemas";
import type { DbOrTx, Transaction } from "../../db/client";
import { logger } from "../../lib/logger";
import type { Mailer } from "../../lib/mail";
import { type ProdutoEmAlerta, resumoAlertasEmail } from "../../lib/mail-templates";
import * as q from "./alertas.queries";

/** GET /api/alertas: the open low-stock alerts and the products about to expire. */
export async function obterAlertas(
  db: DbOrTx,
  { usuarioId, now }: { usuarioId: string; now: Date },
): Promise<Alertas> {
  const [estoque, validade] = await Promise.all([
    q.listarAlertasAbertos(db, { usuarioId }),
    q.listarProdutosVencendo(db, { usuarioId, now, dias: DIAS_AVISO_VALIDADE }),
  ]);
  return {
    estoque: estoque.map(({ criado_em, ...a }) => ({
      ...a,
      estoque_atual: Number(a.estoque_atual),
      estoque_minimo: Number(a.estoque_minimo),
      desde: new Date(criado_em).toISOString(),
    })),
    validade: validade.map((v) => ({ ...v, dias: Number(v.dias) })),
    total: estoque.length + validade.length,
  };
}

/**
 * The hourly digest, run by the job runner inside its transaction (decision 101): marks the alerts not
 * yet sent of every account that wants them and answers the sending, to run after the commit — one
 * e-mail per account. A send that fails is logged and not retried: the alert stays on the bell.
 */
export async function enviarResumoAlertas(
  tx: Transaction,
  { agora, mailer, urlEstoque }: { agora: Date; mailer: Mailer; urlEstoque: string },
): Promise<(() => Promise<void>) | undefined> {
  const linhas = await q.marcarAlertasNotificados(tx, { agora });
  if (linhas.length === 0) return undefined;
  const porConta = new Map<string, { email: string; nome: string | null; produtos: ProdutoEmAlerta[] }>();
  for (const l of linhas) {
    const conta = porConta.get(l.usuario_id) ?? {
      email: l.email,
      nome: l.nome_estabelecimento,
      produtos: [],
    };
    conta.produtos.push({
      nome: l.nome,
      marca: l.marca,
      estoque_atual: Number(l.estoque_atual),
      estoque_minimo: Number(l.estoque_minimo),
      nivel: l.nivel,
    });
    porConta.set(l.usuario_id, conta);
  }
  return async () => {
    for (const [usuarioId, conta] of porConta) {
      try {
        await mailer.send({
          to: conta.email,
          ...resumoAlertasEmail({
            produtos: conta.produtos,
            nomeEstabelecimento: conta.nome,
            url: urlEstoque,
          }),
        });
      } catch (error) {
        logger.error("Resumo de estoque baixo não enviado", { usuarioId, error });
      }
    }
  };
}
