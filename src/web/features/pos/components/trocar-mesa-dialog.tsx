import { StoreIcon } from "lucide-react";
import { useId, useState } from "react";
import type { Comanda } from "@/shared/pos/schemas";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { useMesas } from "../api/listar-mesas";
import { useTrocarMesa } from "../api/trocar-mesa";
import { useFalhaDaTransferencia } from "../hooks/use-falha-da-transferencia";
import { toast } from "../lib/toast";
import { ondeEstaComanda } from "./atendimento-lista";
import { MoverDialogo, MoverFormulario } from "./mover-dialogo";
import { OpcaoRadio } from "./opcao-radio";

/** The counter, as a choice beside the tables. */
const BALCAO = "balcao";

/**
 * "Trocar de mesa" (decision 136): a free table, or the counter (with the customer's name when the tab
 * has none, decision 131). The old table is freed at once. The bill does not change, so any device
 * showing the tab may do it: the waiter's phone and the till.
 */
export function TrocarMesaDialog({
  comanda,
  open,
  onOpenChange,
}: {
  comanda: Comanda;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const trocar = useTrocarMesa();
  return (
    <MoverDialogo
      titulo="Trocar de mesa"
      descricao={`A comanda ${comanda.numero_comanda} está em: ${ondeEstaComanda(comanda)}. Escolha para onde ela vai.`}
      open={open}
      onOpenChange={onOpenChange}
      pendente={trocar.isPending}
    >
      <Formulario comanda={comanda} trocar={trocar} onFeito={() => onOpenChange(false)} />
    </MoverDialogo>
  );
}

function Formulario({
  comanda,
  trocar,
  onFeito,
}: {
  comanda: Comanda;
  trocar: ReturnType<typeof useTrocarMesa>;
  onFeito: () => void;
}) {
  const mesas = useMesas();
  const livres = (mesas.data ?? []).filter((m) => m.status === "livre");
  const [escolha, setEscolha] = useState<string | null>(null);
  const [nome, setNome] = useState("");
  const [erros, setErros] = useState<Record<string, string>>({});
  const falhou = useFalhaDaTransferencia({ titulo: "Erro ao trocar de mesa", setErros });
  const grupo = useId();
  const paraBalcao = escolha === BALCAO;
  const pedeNome = paraBalcao && !comanda.cliente_nome;
  // The name's message goes under its field; the others under the choices.
  const { cliente_nome: erroNome, ...outrosErros } = erros;

  const confirmar = () => {
    if (escolha === null) return;
    trocar.mutate(
      {
        id: comanda.id,
        dados: { mesa_id: paraBalcao ? null : escolha, cliente_nome: pedeNome ? nome : undefined },
      },
      {
        onSuccess: ({ comanda: movida }) => {
          toast.success("Comanda trocada de mesa", {
            description: `${movida.numero_comanda} agora em: ${ondeEstaComanda(movida)}`,
          });
          onFeito();
        },
        onError: falhou,
      },
    );
  };

  return (
    <MoverFormulario
      erros={outrosErros}
      pendente={trocar.isPending}
      podeConfirmar={escolha !== null}
      rotuloConfirmar="Trocar de mesa"
      onVoltar={onFeito}
      onConfirmar={confirmar}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Mesas livres</legend>
        {mesas.isPending ? null : livres.length === 0 ? (
          <p className="rounded-lg border border-dashed px-3 py-4 text-sm text-muted-foreground">
            Nenhuma mesa livre.
          </p>
        ) : (
          <div className="grid max-h-56 grid-cols-2 gap-2 overflow-y-auto p-0.5 sm:grid-cols-3">
            {livres.map((mesa) => (
              <OpcaoRadio
                key={mesa.id}
                name={grupo}
                value={mesa.id}
                checked={escolha === mesa.id}
                onChange={setEscolha}
                disabled={trocar.isPending}
                rotulo={`Mesa ${mesa.numero_mesa}`}
              >
                <span className="grid min-w-0">
                  <span className="font-semibold whitespace-nowrap">Mesa {mesa.numero_mesa}</span>
                  {mesa.nome_mesa ? (
                    <span className="truncate text-xs text-muted-foreground">{mesa.nome_mesa}</span>
                  ) : null}
                </span>
              </OpcaoRadio>
            ))}
          </div>
        )}
      </fieldset>
      {comanda.mesa ? (
        <OpcaoRadio
          name={grupo}
          value={BALCAO}
          checked={paraBalcao}
          onChange={setEscolha}
          disabled={trocar.isPending}
          rotulo="Balcão"
        >
          <StoreIcon className="size-4 text-muted-foreground" aria-hidden />
          <span className="font-semibold">Balcão</span>
          <span className="text-xs text-muted-foreground">(sem mesa)</span>
        </OpcaoRadio>
      ) : null}
      {pedeNome ? (
        <FormField
          label="Nome do cliente"
          error={erroNome}
          hint="No balcão, a comanda é encontrada pelo nome."
        >
          {(campo) => (
            <Input
              {...campo}
              autoFocus
              value={nome}
              maxLength={255}
              onChange={(e) => {
                setNome(e.target.value);
                setErros({});
              }}
            />
          )}
        </FormField>
      ) : null}
    </MoverFormulario>
  );
}
