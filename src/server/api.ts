import { Hono } from "hono";
import type { Auth } from "./lib/auth";
import type { CentralDeEventos } from "./lib/events";
import type { AppDeps, AppEnv } from "./lib/types";
import { accountsRoutes } from "./modules/accounts/accounts.routes";
import { adminRoutes } from "./modules/admin/admin.routes";
import { backupsRoutes } from "./modules/backups/backups.routes";
import type { ProvedorPagamento } from "./modules/billing/billing.provider";
import { assinaturaRoutes, comprasRoutes, sandboxRoutes } from "./modules/billing/billing.routes";
import { caixaRoutes } from "./modules/caixa/caixa.routes";
import { catalogRoutes } from "./modules/catalog/catalog.routes";
import { equipeRoutes } from "./modules/equipe/equipe.routes";
import { eventosRoutes } from "./modules/eventos/eventos.routes";
import { comandasRoutes, mesasRoutes, pdvRoutes, vendasRoutes } from "./modules/pos/pos.routes";
import { reportsRoutes } from "./modules/reports/reports.routes";
import { settingsRoutes } from "./modules/settings/settings.routes";
import { alertasRoutes } from "./modules/stock/alertas.routes";
import { stockRoutes } from "./modules/stock/stock.routes";

/**
 * The JSON API under /api, one router per domain, built as one chain so that its type describes every
 * route: path, input and answer. The web's client is typed by it (api-type.ts, web/lib/api.ts).
 */
export function apiRoutes(deps: AppDeps, auth: Auth, provedor: ProvedorPagamento, eventos: CentralDeEventos) {
  return new Hono<AppEnv>()
    .route("/contas", accountsRoutes(deps, auth))
    .route("/produtos", catalogRoutes(deps))
    .route("/movimentacoes", stockRoutes(deps))
    .route("/alertas", alertasRoutes(deps))
    .route("/vendas", vendasRoutes(deps))
    .route("/pdv", pdvRoutes(deps))
    .route("/mesas", mesasRoutes(deps))
    .route("/comandas", comandasRoutes(deps))
    .route("/caixas", caixaRoutes(deps))
    .route("/relatorios", reportsRoutes(deps))
    .route("/compras", comprasRoutes(deps, provedor))
    .route("/assinatura", assinaturaRoutes(deps, provedor))
    .route("/sandbox", sandboxRoutes(deps, provedor))
    .route("/admin", adminRoutes(deps))
    .route("/configuracoes", settingsRoutes(deps))
    .route("/backups", backupsRoutes(deps))
    .route("/equipe", equipeRoutes(deps))
    .route("/eventos", eventosRoutes(deps, eventos));
}
