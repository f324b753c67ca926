import { describe, expect, test } from "vitest";
import type { EventoComanda } from "@/shared/pos/correcoes";
import { descreverEvento } from "./historico";

const evento = (e: Partial<EventoComanda>): EventoComanda => ({
  id: "4b1f0c0e-1c9a-4f57-9a51-8f3f0f6f7c11",
  tipo: "item_adicionado",
  produto: null,
  quantidade: null,
  preco_unitario: null,
  motivo: null,
  comanda_relacionada: null,
  mesa_anterior: null,
  mesa_nova: null,
  responsavel: "Carla",
  data: "2026-11-26T20:00:00.000Z",
  ...e,
});

describe("histórico da comanda", () => {
  test.each([
    [{ tipo: "item_adicionado", produto: "Chope", quantidade: 2 }, "Adicionado: 2× Chope", "normal"],
    [{ tipo: "item_removido", produto: "Chope", quantidade: 1 }, "Removido: 1× Chope", "perda"],
    [
      { tipo: "item_transferido", produto: "Chope", quantidade: 2, comanda_relacionada: "CMD000012" },
      "Transferido para CMD000012: 2× Chope",
      "movimento",
    ],
    [
      { tipo: "item_recebido", produto: "Água", quantidade: 1, comanda_relacionada: "CMD000011" },
      "Recebido de CMD000011: 1× Água",
      "normal",
    ],
    [
      { tipo: "comanda_juntada", comanda_relacionada: "CMD000012" },
      "Juntada à comanda CMD000012",
      "movimento",
    ],
    [{ tipo: "juntou_comanda", comanda_relacionada: "CMD000011" }, "Juntou a comanda CMD000011", "normal"],
    [
      { tipo: "mesa_trocada", mesa_anterior: 3, mesa_nova: 5 },
      "Trocou de mesa: Mesa 3 → Mesa 5",
      "movimento",
    ],
    [
      { tipo: "mesa_trocada", mesa_anterior: 5, mesa_nova: null },
      "Trocou de mesa: Mesa 5 → Balcão",
      "movimento",
    ],
    [
      { tipo: "mesa_trocada", mesa_anterior: null, mesa_nova: 2 },
      "Trocou de mesa: Balcão → Mesa 2",
      "movimento",
    ],
    [{ tipo: "comanda_cancelada" }, "Comanda cancelada", "perda"],
  ] as const)("%j", (e, texto, tom) => {
    expect(descreverEvento(evento(e))).toEqual({ texto, tom });
  });
});
