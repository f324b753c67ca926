import type { Categoria } from "@/shared/catalog/categorias";
import type { mesas, produtos } from "../db/schema";

/**
 * The demo account's data: a neighbourhood bar in São Paulo. Kept apart from seed-demo.ts so the seed
 * logic stays short and the data reads like a price list.
 */

export const DEMO_ESTABELECIMENTO = "Bar do Zé — Demonstração";
/** A CNPJ with valid check digits (the textbook example 11.222.333/0001-81), digits only as stored. */
export const DEMO_CNPJ = "11222333000181";

export type DemoProduto = Omit<typeof produtos.$inferInsert, "usuario_id">;
export type DemoMesa = Omit<typeof mesas.$inferInsert, "usuario_id">;

/** GS1 check digit of an EAN-13 from its first 12 digits. */
export function ean13(first12: string): string {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN-13 precisa de 12 dígitos: ${first12}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return first12 + String((10 - (sum % 10)) % 10);
}

// nome, marca, volume, preço de compra, preço de venda, estoque atual, estoque mínimo,
// the first 12 digits of the EAN-13, fornecedor, descrição (optional).
type Linha = [string, string | null, string, string, string, number, number, string, string, string?];

/*
 * Stock levels are chosen so that the stock screen has something to show: four products are low
 * (below the minimum, at least half of it, and above the critical alert of 5) and three are critical
 * (below half the minimum and at most 5). Every other product is above its minimum and above 5.
 * Packaged goods use 789 (GS1 Brasil) codes; the kitchen's portions use 2xxxxx in-store codes, as
 * GS1 reserves prefix 20–29 for numbers a shop assigns itself.
 */
const LINHAS: Record<Categoria, Linha[]> = {
  Cerveja: [
    ["Brahma Chopp Lata 350ml", "Brahma", "350ml", "3.19", "6.00", 144, 48, "789114910031", "Ambev"],
    ["Skol Pilsen Lata 350ml", "Skol", "350ml", "2.99", "6.00", 120, 48, "789114910048", "Ambev"],
    [
      "Heineken Long Neck 330ml",
      "Heineken",
      "330ml",
      "5.39",
      "12.00",
      72,
      24,
      "789604530011",
      "Heineken Brasil",
    ],
    ["Original 600ml", "Antarctica", "600ml", "7.80", "16.00", 18, 24, "789114910505", "Ambev"],
    ["Budweiser Long Neck 330ml", "Budweiser", "330ml", "4.59", "10.00", 48, 24, "789114910710", "Ambev"],
    [
      "Stella Artois Long Neck 330ml",
      "Stella Artois",
      "330ml",
      "5.19",
      "12.00",
      36,
      24,
      "789114910826",
      "Ambev",
    ],
    ["Spaten 600ml", "Spaten", "600ml", "8.29", "17.00", 30, 24, "789114910932", "Ambev"],
    ["Corona Extra Long Neck 330ml", "Corona", "330ml", "5.79", "13.00", 40, 24, "789114911045", "Ambev"],
  ],
  Refrigerante: [
    ["Coca-Cola Lata 350ml", "Coca-Cola", "350ml", "2.89", "6.00", 60, 24, "789490000151", "Coca-Cola FEMSA"],
    [
      "Coca-Cola Zero Lata 350ml",
      "Coca-Cola",
      "350ml",
      "2.89",
      "6.00",
      30,
      12,
      "789490000267",
      "Coca-Cola FEMSA",
    ],
    ["Coca-Cola 2L", "Coca-Cola", "2L", "8.49", "15.00", 8, 12, "789490000374", "Coca-Cola FEMSA"],
    ["Guaraná Antarctica Lata 350ml", "Antarctica", "350ml", "2.49", "5.50", 48, 24, "789114920016", "Ambev"],
    ["Fanta Laranja Lata 350ml", "Fanta", "350ml", "2.69", "5.50", 24, 12, "789490000481", "Coca-Cola FEMSA"],
    [
      "Água Tônica Schweppes Lata 350ml",
      "Schweppes",
      "350ml",
      "2.99",
      "6.50",
      30,
      12,
      "789490000598",
      "Coca-Cola FEMSA",
    ],
  ],
  Água: [
    [
      "Água Mineral Crystal sem Gás 500ml",
      "Crystal",
      "500ml",
      "1.19",
      "4.00",
      96,
      24,
      "789490001014",
      "Coca-Cola FEMSA",
    ],
    [
      "Água Mineral Crystal com Gás 500ml",
      "Crystal",
      "500ml",
      "1.39",
      "4.50",
      36,
      24,
      "789490001120",
      "Coca-Cola FEMSA",
    ],
    ["Água Mineral Minalba 1,5L", "Minalba", "1,5L", "2.49", "7.00", 18, 12, "789604110027", "Atacadão"],
  ],
  Energético: [
    [
      "Red Bull Energy Drink 250ml",
      "Red Bull",
      "250ml",
      "6.49",
      "14.00",
      4,
      24,
      "900249000010",
      "Red Bull do Brasil",
    ],
    ["Monster Energy 473ml", "Monster", "473ml", "6.99", "15.00", 18, 12, "707054360012", "Coca-Cola FEMSA"],
  ],
  Suco: [
    [
      "Del Valle Uva Lata 290ml",
      "Del Valle",
      "290ml",
      "2.99",
      "7.00",
      24,
      12,
      "789490002011",
      "Coca-Cola FEMSA",
    ],
    ["Del Valle Pêssego 1L", "Del Valle", "1L", "6.49", "14.00", 10, 6, "789490002127", "Coca-Cola FEMSA"],
    [
      "Água de Coco Kero Coco 330ml",
      "Kero Coco",
      "330ml",
      "3.49",
      "8.00",
      18,
      12,
      "789818800133",
      "Atacadão",
    ],
  ],
  Vinho: [
    [
      "Casillero del Diablo Cabernet Sauvignon 750ml",
      "Concha y Toro",
      "750ml",
      "54.90",
      "119.00",
      7,
      10,
      "780432000014",
      "VCT Brasil",
    ],
    [
      "Santa Helena Reservado Carménère 750ml",
      "Santa Helena",
      "750ml",
      "32.90",
      "79.00",
      12,
      6,
      "780432100011",
      "VCT Brasil",
    ],
    [
      "Miolo Seleção Cabernet/Merlot 750ml",
      "Miolo",
      "750ml",
      "39.90",
      "89.00",
      9,
      6,
      "789629100019",
      "Miolo Wine Group",
    ],
    [
      "Espumante Chandon Brut 750ml",
      "Chandon",
      "750ml",
      "79.90",
      "169.00",
      6,
      4,
      "789629200016",
      "Moët Hennessy Brasil",
    ],
  ],
  Destilado: [
    [
      "Cachaça 51 965ml",
      "51",
      "965ml",
      "14.90",
      "40.00",
      12,
      6,
      "789609400013",
      "Distribuidora Paulista de Bebidas",
    ],
    [
      "Cachaça Ypióca Prata 965ml",
      "Ypióca",
      "965ml",
      "21.90",
      "55.00",
      8,
      4,
      "789609500010",
      "Distribuidora Paulista de Bebidas",
    ],
    [
      "Johnnie Walker Red Label 1L",
      "Johnnie Walker",
      "1L",
      "109.90",
      "260.00",
      1,
      4,
      "500026700011",
      "Diageo Brasil",
    ],
    ["Vodka Smirnoff 998ml", "Smirnoff", "998ml", "36.90", "95.00", 10, 4, "789609600017", "Diageo Brasil"],
    ["Vodka Absolut 1L", "Absolut", "1L", "79.90", "180.00", 6, 3, "731214500012", "Pernod Ricard Brasil"],
    [
      "Gin Tanqueray London Dry 750ml",
      "Tanqueray",
      "750ml",
      "109.90",
      "250.00",
      6,
      3,
      "500029100018",
      "Diageo Brasil",
    ],
    ["Campari 998ml", "Campari", "998ml", "44.90", "110.00", 7, 3, "789609700014", "Campari do Brasil"],
  ],
  Petisco: [
    [
      "Porção de Batata Frita",
      null,
      "500g",
      "9.50",
      "32.00",
      14,
      20,
      "200000000011",
      "Atacadão",
      "Batata palito crocante, serve 2 pessoas.",
    ],
    [
      "Calabresa Acebolada",
      null,
      "400g",
      "12.80",
      "38.00",
      25,
      15,
      "200000000028",
      "Assaí Atacadista",
      "Calabresa fatiada na chapa com cebola, acompanha pão.",
    ],
    [
      "Frango a Passarinho",
      null,
      "600g",
      "14.50",
      "45.00",
      18,
      12,
      "200000000035",
      "Assaí Atacadista",
      "Frango frito com alho e salsinha, serve 3 pessoas.",
    ],
    [
      "Isca de Tilápia",
      null,
      "400g",
      "18.90",
      "52.00",
      12,
      8,
      "200000000042",
      "Peixaria do Mercadão",
      "Tiras empanadas com molho tártaro.",
    ],
    [
      "Bolinho de Bacalhau (12 un.)",
      null,
      "12 un.",
      "16.00",
      "48.00",
      20,
      10,
      "200000000059",
      "Assaí Atacadista",
      "Doze bolinhos com limão.",
    ],
    ["Amendoim Japonês Dori 150g", "Dori", "150g", "4.29", "10.00", 30, 12, "789603600013", "Atacadão"],
  ],
  Outros: [
    ["Gelo em Cubos 5kg", "Gelo Polar", "5kg", "8.00", "18.00", 3, 10, "789815500015", "Gelo Polar"],
    ["Isqueiro BIC Maxi", "BIC", "1 un.", "4.20", "9.00", 20, 10, "707026400011", "Atacadão"],
    ["Halls Menta 28g", "Halls", "28g", "1.59", "4.00", 40, 20, "762221000013", "Atacadão"],
  ],
};

export const DEMO_PRODUTOS: DemoProduto[] = Object.entries(LINHAS).flatMap(([categoria, linhas]) =>
  linhas.map(([nome, marca, volume, compra, venda, estoque, minimo, ean, fornecedor, descricao]) => ({
    nome,
    marca,
    volume,
    categoria: categoria as Categoria,
    preco_compra: compra,
    preco_venda: venda,
    estoque_atual: estoque,
    estoque_minimo: minimo,
    codigo_barras: ean13(ean),
    fornecedor,
    descricao: descricao ?? null,
  })),
);

export const DEMO_MESAS: DemoMesa[] = [
  { numero_mesa: 1, nome_mesa: null, capacidade_pessoas: 4 },
  { numero_mesa: 2, nome_mesa: null, capacidade_pessoas: 4 },
  { numero_mesa: 3, nome_mesa: null, capacidade_pessoas: 2 },
  { numero_mesa: 4, nome_mesa: null, capacidade_pessoas: 6 },
  { numero_mesa: 5, nome_mesa: "Varanda 1", capacidade_pessoas: 4 },
  { numero_mesa: 6, nome_mesa: "Varanda 2", capacidade_pessoas: 4 },
  { numero_mesa: 7, nome_mesa: "Área Externa", capacidade_pessoas: 8 },
  { numero_mesa: 8, nome_mesa: "Balcão", capacidade_pessoas: 2, observacoes: "Banquetas junto ao balcão" },
].map((mesa) => ({ ...mesa, status: "livre" as const }));
