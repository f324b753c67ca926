import type { toast as toastDoSonner } from "sonner";
import { describe, expect, test } from "vitest";
import { aoPrimeiroAviso, toast, toasterMontado } from "./toast";

type Sonner = typeof toastDoSonner;

describe("avisos carregados com o primeiro", () => {
  test("o primeiro aviso pede o Toaster; os pedidos esperam em ordem, com o id já dado, e seguem direto depois", () => {
    const feitas: unknown[][] = [];
    const sonner = {
      success: (m: string, o: object) => feitas.push(["success", m, o]),
      error: (m: string, o: object) => feitas.push(["error", m, o]),
      warning: (m: string, o: object) => feitas.push(["warning", m, o]),
      loading: (m: string, o: object) => feitas.push(["loading", m, o]),
      dismiss: (id?: string | number) => feitas.push(["dismiss", id]),
    } as unknown as Sonner;
    let montagens = 0;
    const parar = aoPrimeiroAviso(() => {
      montagens++;
    });
    expect(montagens).toBe(0);

    const id = toast.loading("Processando venda", { description: "Finalizando venda..." });
    expect(typeof id).toBe("string");
    toast.dismiss(id);
    toast.success("Venda realizada", { id: "fixo" });
    expect(montagens).toBeGreaterThan(0);
    expect(feitas).toEqual([]);

    toasterMontado(sonner);
    expect(feitas).toEqual([
      ["loading", "Processando venda", { description: "Finalizando venda...", id }],
      ["dismiss", id],
      ["success", "Venda realizada", { id: "fixo" }],
    ]);
    toast.error("Erro");
    expect(feitas.at(-1)).toEqual(["error", "Erro", { id: expect.any(String) }]);
    parar();
  });
});
