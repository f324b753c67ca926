import { describe, expect, it } from "vitest";
import { obterPlano } from "@/shared/billing/planos";
import {
  CHECKOUT_STORAGE_KEY,
  criarCheckoutContext,
  criarUpgradeContext,
  lerCheckoutContext,
  lerUpgradeContext,
  limparCheckoutContext,
  limparContextosDeCompra,
  salvarCheckoutContext,
  salvarUpgradeContext,
  UPGRADE_STORAGE_KEY,
} from "./checkout-context";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const semestral = obterPlano("plano-semestral-balcao")!;
const agora = new Date("2025-03-01T15:30:00.000Z");

describe("checkout context", () => {
  it("stores the plan's total as a decimal string under balcao:checkout", () => {
    const storage = memoryStorage();
    salvarCheckoutContext(criarCheckoutContext(semestral, "planos", agora), storage);
    expect(JSON.parse(storage.data.get(CHECKOUT_STORAGE_KEY)!)).toEqual({
      planoId: "plano-semestral-balcao",
      planoNome: "Semestral",
      valor: "479.40",
      timestamp: "2025-03-01T15:30:00.000Z",
      source: "planos",
    });
  });

  it("reads back what it wrote", () => {
    const storage = memoryStorage();
    const context = criarCheckoutContext(semestral, "planos", agora);
    salvarCheckoutContext(context, storage);
    expect(lerCheckoutContext(storage)).toEqual(context);
  });

  it("returns null for missing, malformed or foreign data", () => {
    const storage = memoryStorage();
    expect(lerCheckoutContext(storage)).toBeNull();
    storage.setItem(CHECKOUT_STORAGE_KEY, "{not json");
    expect(lerCheckoutContext(storage)).toBeNull();
    storage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify({ planoId: "x", valor: 479.4 }));
    expect(lerCheckoutContext(storage)).toBeNull();
  });

  it("is removed by limparCheckoutContext", () => {
    const storage = memoryStorage();
    salvarCheckoutContext(criarCheckoutContext(semestral, "planos", agora), storage);
    limparCheckoutContext(storage);
    expect(lerCheckoutContext(storage)).toBeNull();
  });

  it("survives a storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() =>
      salvarCheckoutContext(criarCheckoutContext(semestral, "planos", agora), broken),
    ).not.toThrow();
    expect(lerCheckoutContext(broken)).toBeNull();
    expect(() => limparCheckoutContext(broken)).not.toThrow();
  });
});

describe("upgrade context", () => {
  const anual = obterPlano("plano-anual-balcao")!;

  it("stores the plan bought from the settings with its purchase, apart from the checkout context", () => {
    const storage = memoryStorage();
    salvarUpgradeContext(criarUpgradeContext(anual, "c-1", agora), storage);
    expect(JSON.parse(storage.data.get(UPGRADE_STORAGE_KEY)!)).toEqual({
      planoId: "plano-anual-balcao",
      planoNome: "Anual",
      valor: "838.80",
      isUpgrade: true,
      compraId: "c-1",
      timestamp: "2025-03-01T15:30:00.000Z",
    });
    expect(lerCheckoutContext(storage)).toBeNull();
    expect(lerUpgradeContext(storage)?.compraId).toBe("c-1");
  });

  it("is removed with the checkout context when the purchase ends", () => {
    const storage = memoryStorage();
    salvarUpgradeContext(criarUpgradeContext(anual, "c-1", agora), storage);
    salvarCheckoutContext(criarCheckoutContext(semestral, "planos", agora), storage);
    limparContextosDeCompra(storage);
    expect(storage.data.size).toBe(0);
  });
});
