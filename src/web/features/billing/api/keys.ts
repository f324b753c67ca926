/** The billing queries: the settings' subscription and payments, a purchase, a sandbox charge. */
export const billingKeys = {
  all: ["billing"] as const,
  assinatura: () => [...billingKeys.all, "assinatura"] as const,
  pagamentos: () => [...billingKeys.all, "pagamentos"] as const,
  compra: (id: string) => [...billingKeys.all, "compra", id] as const,
  cobrancaSandbox: (id: string) => [...billingKeys.all, "sandbox", id] as const,
};
