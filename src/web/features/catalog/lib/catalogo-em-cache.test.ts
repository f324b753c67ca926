import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { compararProdutos } from "@/shared/catalog/ordem";
import type { Catalogo, Produto } from "@/shared/catalog/schemas";
import { type CatalogoEmCache, MesclaImpossivel, mesclarCatalogo } from "./catalogo-em-cache";

let seq = 0;
function produto(nome: string, mudancas: Partial<Produto> = {}): Produto {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, "0")}`,
    nome,
    marca: null,
    volume: null,
    categoria: "Cerveja",
    preco_compra: "3.00",
    preco_venda: "6.00",
    estoque_atual: 10,
    estoque_minimo: 5,
    codigo_barras: null,
    fornecedor: null,
    descricao: null,
    imagem_url: null,
    data_validade: null,
    created_at: "2026-11-27T00:00:00.000Z",
    updated_at: "2026-11-27T00:00:00.000Z",
    vendido_sem_estoque: 0,
    ...mudancas,
  };
}

const parcial = (versao: string, produtos: Produto[] = [], removidos: string[] = []): Catalogo => ({
  versao,
  completo: false,
  produtos,
  removidos,
});

describe("catálogo em cache", () => {
  const agua = produto("Água");
  const cerveja = produto("Cerveja");
  const vinho = produto("Vinho");
  const cache: CatalogoEmCache = { versao: "10", produtos: [agua, cerveja, vinho] };

  test("a lista inteira substitui o cache, com a sua versão", () => {
    const nova = [produto("Suco")];
    expect(mesclarCatalogo(cache, { versao: "3", completo: true, produtos: nova, removidos: [] })).toEqual({
      versao: "3",
      produtos: nova,
    });
    expect(
      mesclarCatalogo(undefined, { versao: "3", completo: true, produtos: nova, removidos: [] }).produtos,
    ).toBe(nova);
  });

  test("as mudanças trocam as linhas no lugar, os removidos saem, os novos entram na ordem pt-BR", () => {
    const vendida = { ...cerveja, estoque_atual: 7 };
    const nova = produto("Bohemia");
    const resultado = mesclarCatalogo(cache, parcial("12", [vendida, nova], [vinho.id]));
    expect(resultado).toEqual({ versao: "12", produtos: [agua, nova, vendida] });
  });

  test("um nome mudado reordena; sem mudanças, a mesma lista (nada a redesenhar)", () => {
    const renomeada = { ...agua, nome: "Xarope" };
    expect(mesclarCatalogo(cache, parcial("11", [renomeada])).produtos.map((p) => p.nome)).toEqual([
      "Cerveja",
      "Vinho",
      "Xarope",
    ]);
    expect(mesclarCatalogo(cache, parcial("11")).produtos).toBe(cache.produtos);
  });

  test("uma resposta parcial sem cache, mais antiga que ele ou com versão ilegível é recusada", () => {
    expect(() => mesclarCatalogo(undefined, parcial("11"))).toThrow(MesclaImpossivel);
    expect(() => mesclarCatalogo(cache, parcial("9"))).toThrow(MesclaImpossivel);
    expect(() => mesclarCatalogo(cache, parcial("abc"))).toThrow(MesclaImpossivel);
    expect(() => mesclarCatalogo({ ...cache, versao: "" }, parcial("11"))).toThrow(MesclaImpossivel);
  });

  test("versões além de 2^53 se comparam exatas", () => {
    const alto = { ...cache, versao: "9007199254740993" };
    expect(() => mesclarCatalogo(alto, parcial("9007199254740992"))).toThrow(MesclaImpossivel);
    expect(mesclarCatalogo(alto, parcial("9007199254740993")).versao).toBe("9007199254740993");
  });

  test("propriedade: mesclar as mudanças de um servidor dá a lista que ele daria inteira", () => {
    const nomes = fc.constantFrom(
      "Água",
      "água tônica",
      "Cerveja",
      "cerveja 2",
      "Cerveja 10",
      "Ézio",
      "Vinho",
    );
    const passo = fc.record({
      criar: fc.array(nomes, { maxLength: 3 }),
      renomear: fc.array(fc.tuple(fc.nat(), nomes), { maxLength: 2 }),
      vender: fc.array(fc.tuple(fc.nat(), fc.nat({ max: 50 })), { maxLength: 3 }),
      excluir: fc.array(fc.nat(), { maxLength: 2 }),
    });
    fc.assert(
      fc.property(
        fc.array(nomes, { maxLength: 6 }),
        fc.array(passo, { maxLength: 6 }),
        (iniciais, passos) => {
          // The server: its rows and the version each was last written at.
          const servidor = new Map<string, { produto: Produto; versao: number; ativo: boolean }>();
          let versao = 1;
          for (const nome of iniciais) {
            const p = produto(nome);
            servidor.set(p.id, { produto: p, versao, ativo: true });
          }
          const ativos = () =>
            [...servidor.values()]
              .filter((r) => r.ativo)
              .map((r) => r.produto)
              .sort(compararProdutos);
          let cliente = mesclarCatalogo(undefined, {
            versao: String(versao),
            completo: true,
            produtos: ativos(),
            removidos: [],
          });
          for (const p of passos) {
            versao += 1;
            const vivos = () => [...servidor.values()].filter((r) => r.ativo);
            const escrever = (id: string, mudancas: Partial<Produto>, ativo = true) => {
              const linha = servidor.get(id)!;
              servidor.set(id, { produto: { ...linha.produto, ...mudancas }, versao, ativo });
            };
            for (const nome of p.criar) {
              const novo = produto(nome);
              servidor.set(novo.id, { produto: novo, versao, ativo: true });
            }
            for (const [i, nome] of p.renomear) {
              const alvo = vivos()[i % Math.max(vivos().length, 1)];
              if (alvo) escrever(alvo.produto.id, { nome });
            }
            for (const [i, estoque] of p.vender) {
              const alvo = vivos()[i % Math.max(vivos().length, 1)];
              if (alvo) escrever(alvo.produto.id, { estoque_atual: estoque });
            }
            for (const i of p.excluir) {
              const alvo = vivos()[i % Math.max(vivos().length, 1)];
              if (alvo) escrever(alvo.produto.id, {}, false);
            }
            const desde = Number(cliente.versao);
            const mudadas = [...servidor.values()].filter((r) => r.versao >= desde);
            cliente = mesclarCatalogo(cliente, {
              versao: String(versao + 1),
              completo: false,
              produtos: mudadas.filter((r) => r.ativo).map((r) => r.produto),
              removidos: mudadas.filter((r) => !r.ativo).map((r) => r.produto.id),
            });
            expect(cliente.produtos).toEqual(ativos());
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
