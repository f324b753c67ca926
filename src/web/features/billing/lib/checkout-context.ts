import type { PlanoInfo } from "@/shared/billing/planos";
import { fromCentavos } from "@/shared/money";
import { z } from "@/shared/zod";

/**
 * The checkout context (spec §3, shape a): what the visitor chose on the plans page, kept in
 * localStorage so the payment result pages can show it after the round trip to the payment provider.
 * `valor` is the plan's total as a "123.45" string, the same form money takes in the API and database.
 */
export const CHECKOUT_STORAGE_KEY = "balcao:checkout";

export const CheckoutContext = z.object({
  planoId: z.string().min(1),
  planoNome: z.string().min(1),
  valor: z.string().regex(/^\d+\.\d{2}$/),
  /** ISO 8601 instant of the choice. */
  timestamp: z.iso.datetime(),
  source: z.string().min(1),
});
export type CheckoutContext = z.infer<typeof CheckoutContext>;

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

/** Browser storage can be missing or refuse access (private mode, blocked cookies): never let it break a page. */
function defaultStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function criarCheckoutContext(plano: PlanoInfo, source: string, agora = new Date()): CheckoutContext {
  return {
    planoId: plano.id,
    planoNome: plano.nome,
    valor: fromCentavos(plano.valorTotalCentavos),
    timestamp: agora.toISOString(),
    source,
  };
}

export function salvarCheckoutContext(context: CheckoutContext, storage = defaultStorage()): void {
  try {
    storage?.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(context));
  } catch {
    // Quota or privacy settings: the result pages then show the payment without the plan summary.
  }
}

/** The stored context, or null when there is none or it is not something this version wrote. */
export function lerCheckoutContext(storage = defaultStorage()): CheckoutContext | null {
  try {
    const raw = storage?.getItem(CHECKOUT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = CheckoutContext.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function limparCheckoutContext(storage = defaultStorage()): void {
  try {
    storage?.removeItem(CHECKOUT_STORAGE_KEY);
  } catch {
    // Nothing to do: storage is unavailable.
  }
}

/**
 * The upgrade context (spec §3): a plan bought from the settings' plans panel by a signed-in owner.
 * The spec's userId is not kept: the server knows the account from the session, and the result pages
 * read the purchase itself (`compraId`) from the server (docs/decisions/108).
 */
export const UPGRADE_STORAGE_KEY = "balcao:upgrade";

export const UpgradeContext = z.object({
  planoId: z.string().min(1),
  planoNome: z.string().min(1),
  valor: z.string().regex(/^\d+\.\d{2}$/),
  isUpgrade: z.literal(true),
  compraId: z.string().min(1),
  timestamp: z.iso.datetime(),
});
export type UpgradeContext = z.infer<typeof UpgradeContext>;

export function criarUpgradeContext(plano: PlanoInfo, compraId: string, agora = new Date()): UpgradeContext {
  return {
    planoId: plano.id,
    planoNome: plano.nome,
    valor: fromCentavos(plano.valorTotalCentavos),
    isUpgrade: true,
    compraId,
    timestamp: agora.toISOString(),
  };
}

export function salvarUpgradeContext(context: UpgradeContext, storage = defaultStorage()): void {
  try {
    storage?.setItem(UPGRADE_STORAGE_KEY, JSON.stringify(context));
  } catch {
    // Quota or privacy settings: the result pages read the purchase from the server anyway.
  }
}

export function lerUpgradeContext(storage = defaultStorage()): UpgradeContext | null {
  try {
    const raw = storage?.getItem(UPGRADE_STORAGE_KEY);
    if (!raw) return null;
    const parsed = UpgradeContext.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Both contexts: the purchase ended (success page) or the buyer starts over (Novo Pagamento). */
export function limparContextosDeCompra(storage = defaultStorage()): void {
  for (const key of [CHECKOUT_STORAGE_KEY, UPGRADE_STORAGE_KEY]) {
    try {
      storage?.removeItem(key);
    } catch {
      // Nothing to do: storage is unavailable.
    }
  }
}
