import { CATEGORIAS, type Categoria } from "@/shared/catalog/categorias";
import { FORMAS_PAGAMENTO, type FormaPagamento } from "@/shared/pos/formas-pagamento";
import { CARRINHO_VAZIO, type Carrinho, type LinhaCarrinho } from "./carrinho";

/**
 * The cart survives a reload of the till's tab (sessionStorage: per tab, gone when the tab closes, and
 * cleared at sign-out with the other "balcao" keys). The pending idempotency key is kept with it, so a
 * reload during an uncertain "Confirmar Venda" still cannot sell twice. What is read back is validated
 * field by field (by hand: the PDV does not load zod, decision 165): anything unexpected is an empty
 * cart, never a crash.
 */
export const CHAVE_CARRINHO = "balcao:carrinho";

type Objeto = Record<string, unknown>;
const ehObjeto = (v: unknown): v is Objeto => typeof v === "object" && v !== null && !Array.isArray(v);
const ehTexto = (v: unknown): v is string => typeof v === "string";
const ehTextoOuNulo = (v: unknown): v is string | null => v === null || typeof v === "string";

function lerLinha(v: unknown): LinhaCarrinho | null {
  if (!ehObjeto(v) || !ehObjeto(v.produto)) return null;
  const { quantidade } = v;
  const { id, nome, marca, volume, categoria, preco_venda, estoque_atual, codigo_barras } = v.produto;
  const valida =
    Number.isInteger(quantidade) &&
    (quantidade as number) > 0 &&
    ehTexto(id) &&
    ehTexto(nome) &&
    ehTextoOuNulo(marca) &&
    ehTextoOuNulo(volume) &&
    CATEGORIAS.includes(categoria as Categoria) &&
    ehTexto(preco_venda) &&
    Number.isInteger(estoque_atual) &&
    ehTextoOuNulo(codigo_barras);
  if (!valida) return null;
  return {
    produto: {
      id,
      nome,
      marca,
      volume,
      categoria: categoria as Categoria,
      preco_venda,
      estoque_atual: estoque_atual as number,
      codigo_barras,
    },
    quantidade: quantidade as number,
  };
}

function lerCarrinho(v: unknown): Carrinho | null {
  if (!ehObjeto(v) || !Array.isArray(v.linhas)) return null;
  const { desconto, observacoes, formaPagamento, chave } = v;
  if (!ehTexto(desconto) || !ehTexto(observacoes) || !ehTextoOuNulo(chave)) return null;
  if (!FORMAS_PAGAMENTO.includes(formaPagamento as FormaPagamento)) return null;
  const linhas = v.linhas.map(lerLinha);
  if (linhas.some((linha) => linha === null)) return null;
  return {
    linhas: linhas as LinhaCarrinho[],
    desconto,
    observacoes,
    formaPagamento: formaPagamento as FormaPagamento,
    chave,
  };
}

type Armazenamento = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function lerCarrinhoSalvo(armazenamento: Armazenamento | undefined): Carrinho {
  try {
    const texto = armazenamento?.getItem(CHAVE_CARRINHO);
    if (!texto) return CARRINHO_VAZIO;
    return lerCarrinho(JSON.parse(texto)) ?? CARRINHO_VAZIO;
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
