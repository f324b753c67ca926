import { ArrowRightLeftIcon } from "lucide-react";
import { useState } from "react";
import type { Comanda } from "@/shared/pos/schemas";
import { formatarDinheiro } from "@/web/lib/format";
import { useComandasAbertas } from "../api/listar-comandas-abertas";
import { useTransferirItens } from "../api/transferir-itens";
import { useChaveDoPedido } from "../hooks/use-chave-do-pedido";
import { useFalhaDaTransferencia } from "../hooks/use-falha-da-transferencia";
import { toast } from "../lib/toast";
import { EscolherComanda } from "./escolher-comanda";
import { MoverDialogo, MoverFormulario } from "./mover-dialogo";
import { QuantidadeStepper } from "./quantidade-stepper";

/**
 * "Transferir itens" (decision 136): which open tab receives, and how many units of each line of this
 * one go (part of a line or all of it). Sent at the versions on screen of both tabs, with one key per
 * attempt, so a retry never moves twice; a tab changed meanwhile shows as it is now.
 */
export function TransferirItensDialog({
  comanda,
  open,
  onOpenChange,
}: {
  comanda: Comanda;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const transferir = useTransferirItens();
  return (
    <MoverDialogo
      titulo="Transferir itens"
      descricao={`Da comanda ${comanda.numero_comanda} para outra comanda aberta. O estoque não muda: a comanda só tira do estoque ao fechar.`}
      open={open}
      onOpenChange={onOpenChange}
      pendente={transferir.isPending}
    >
      <Formulario comanda={comanda} transferir={transferir} onFeito={() => onOpenChange(false)} />
    </MoverDialogo>
  );
}

function Formulario({
  comanda,
  transferir,
  onFeito,
}: {
  comanda: Comanda;
  transferir: ReturnType<typeof useTransferirItens>;
  onFeito: () => void;
}) {
  const abertas = useComandasAbertas();
  const outras = (abertas.data ?? []).filter((c) => c.id !== comanda.id);
  const [destinoId, setDestinoId] = useState<string | null>(null);
  const [quantidades, setQuantidades] = useState<Record<string, string>>({});
  const [erros, setErros] = useState<Record<string, string>>({});
  const [aviso, setAviso] = useState<string | null>(null);
  const falhou = useFalhaDaTransferencia({ titulo: "Erro ao transferir itens", setErros, setAviso });

  const destino = outras.find((c) => c.id === destinoId) ?? null;
  // Units chosen per line, within what the line holds now (it may have changed on another device).
  const itens = comanda.itens
    .map((item) => ({
      item_id: item.id,
      quantidade: Math.min(Number(quantidades[item.id] ?? 0) || 0, item.quantidade),
    }))
    .filter((linha) => linha.quantidade > 0);
  const unidades = itens.reduce((soma, l) => soma + l.quantidade, 0);
  const dados = destino
    ? { destino_id: destino.id, itens, versao: comanda.versao, versao_destino: destino.versao }
    : null;
  const { chave, renovar } = useChaveDoPedido(JSON.stringify(dados));

  const confirmar = () => {
    if (!dados || unidades === 0) return;
    setAviso(null);
    transferir.mutate(
      { id: comanda.id, dados: { ...dados, chave_idempotencia: chave } },
      {
        onSuccess: ({ destino: recebeu }) => {
          renovar();
          toast.success(`${unidades} ${unidades === 1 ? "item transferido" : "itens transferidos"}`, {
            description: `Para a comanda ${recebeu.comanda.numero_comanda}`,
          });
          onFeito();
        },
        onError: falhou,
      },
    );
  };

  return (
    <MoverFormulario
      aviso={aviso}
      erros={erros}
      pendente={transferir.isPending}
      podeConfirmar={destino !== null && unidades > 0}
      rotuloConfirmar={unidades > 0 ? `Transferir ${unidades}` : "Transferir"}
      icone={<ArrowRightLeftIcon className="max-sm:hidden" aria-hidden />}
      onVoltar={onFeito}
      onConfirmar={confirmar}
    >
      <EscolherComanda
        legenda="Para a comanda"
        comandas={outras}
        value={destinoId}
        onChange={(id) => {
          setDestinoId(id);
          setErros({});
        }}
        disabled={transferir.isPending}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Quantos de cada item</legend>
        <ul className="divide-y rounded-lg border">
          {comanda.itens.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 px-3 py-2.5"
            >
              <span className="grid min-w-0 flex-1 basis-40">
                <span className="truncate text-sm font-medium">{item.produto.nome}</span>
                <span className="text-xs text-muted-foreground tabular-nums">
                  {item.quantidade} na comanda · {formatarDinheiro(item.preco_unitario)} cada
                </span>
                {item.observacoes ? (
                  <span className="text-xs font-medium break-words text-amber-700 dark:text-amber-400">
                    Obs: {item.observacoes}
                  </span>
                ) : null}
              </span>
              <QuantidadeStepper
                className="w-44 shrink-0 [&_button]:size-10 [&_input]:h-10 [&_input]:text-lg"
                aria-label={`Quantidade de ${item.produto.nome} a transferir`}
                value={quantidades[item.id] ?? "0"}
                onChange={(valor) => {
                  setQuantidades((atuais) => ({ ...atuais, [item.id]: valor }));
                  setErros({});
                }}
                min={0}
                max={item.quantidade}
              />
            </li>
          ))}
        </ul>
      </fieldset>
    </MoverFormulario>
  );
}
