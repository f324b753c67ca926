import { CATEGORIAS } from "@/shared/catalog/categorias";
import { FORMAS_PAGAMENTO } from "@/shared/pos/schemas";
import { z } from "@/shared/zod";
import { CARRINHO_VAZIO, type Carrinho } from "./carrinho";

/**
 * The cart survives a reload of the till's tab (sessionStorage: per tab, gone when the tab closes, and
 * cleared at sign-out with the other "balcao" keys). The pending idempotency key is kept with it, so a
 * reload during an uncertain "Confirmar Venda" still cannot sell twice. What is read back is validated:
 * anything unexpected is an empty cart, never a crash.
 */
export const CHAVE_CARRINHO = "balcao:carrinho";

const CarrinhoSalvo = z.object({
  linhas: z.array(
    z.object({
      produto: z.object({
        id: z.string(),
        nome: z.string(),
        marca: z.string().nullable(),
        volume: z.string().nullable(),
        categoria: z.enum(CATEGORIAS),
        preco_venda: z.string(),
        estoque_atual: z.number().int(),
        codigo_barras: z.string().nullable(),
      }),
      quantidade: z.number().int().positive(),
    }),
  ),
  desconto: z.string(),
  observacoes: z.string(),
  formaPagamento: z.enum(FORMAS_PAGAMENTO),
  chave: z.string().nullable(),
});

type Armazenamento = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function lerCarrinhoSalvo(armazenamento: Armazenamento | undefined): Carrinho {
  try {
    const texto = armazenamento?.getItem(CHAVE_CARRINHO);
    if (!texto) return CARRINHO_VAZIO;
    const lido = CarrinhoSalvo.safeParse(JSON.parse(texto));
    return lido.success ? lido.data : CARRINHO_VAZIO;
  } catch {
    return CARRINHO_VAZIO;
  }
}

export function salvarCarrinho(armazenamento: Armazenamento | undefined, carrinho: Carrinho) {
  try {
    const vazio =
      carrinho.linhas.length === 0 && carrinho.chave === null && !carrinho.desconto && !carrinho.observacoes;
    if (vazio) armazenamento?.removeItem(CHAVE_CARRINHO);
    else armazenamento?.setItem(CHAVE_CARRINHO, JSON.stringify(carrinho));
  } catch {
    // Storage full or refused (private mode): the cart still works, it just won't survive a reload.
  }
}
