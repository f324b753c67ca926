import { ArmchairIcon, PlusIcon } from "lucide-react";
import { useMemo, useState } from "react";
import type { StatusMesa } from "@/shared/pos/constantes";
import type { Comanda, Mesa } from "@/shared/pos/schemas";
import { dialogoSobDemanda } from "@/web/components/dialogo-sob-demanda";
import { Button } from "@/web/components/ui/button";
import { CarregandoDados } from "./carregando-dados";
import { ErroAoCarregar } from "./erro-ao-carregar";
import { ExcluirMesaDialog } from "./excluir-mesa-dialog";
import { MesaCard } from "./mesa-card";
import { MesaStatusBadge } from "./mesa-status";

const MesaFormDialog = dialogoSobDemanda(() => import("./mesa-form-dialog").then((m) => m.MesaFormDialog));

const ORDEM_STATUS: StatusMesa[] = ["livre", "ocupada", "reservada", "manutencao"];

/**
 * The "Mesas" tab (§2.1): "Nova Mesa", the grid of table cards, "Criar Primeira Mesa" when empty. Without
 * `podeEditar` (a role that does not manage tables) the tables are only opened and read.
 */
export function MesasAba({
  mesas,
  comandas,
  carregando,
  erro,
  onRecarregar,
  onAbrirComanda,
  onVerComanda,
  podeEditar,
}: {
  mesas: readonly Mesa[] | undefined;
  comandas: readonly Comanda[] | undefined;
  carregando: boolean;
  erro: boolean;
  onRecarregar: () => void;
  onAbrirComanda: (mesa: Mesa) => void;
  onVerComanda: (comandaId: string) => void;
  podeEditar: boolean;
}) {
  const [formulario, setFormulario] = useState<{ mesa?: Mesa } | null>(null);
  const [excluindo, setExcluindo] = useState<Mesa | null>(null);

  const comandaPorId = useMemo(() => new Map((comandas ?? []).map((c) => [c.id, c])), [comandas]);
  const proximoNumero = (mesas ?? []).reduce((max, m) => Math.max(max, m.numero_mesa), 0) + 1;
  const contagem = useMemo(() => {
    const porStatus = new Map<StatusMesa, number>();
    for (const m of mesas ?? []) porStatus.set(m.status, (porStatus.get(m.status) ?? 0) + 1);
    return ORDEM_STATUS.filter((s) => porStatus.has(s)).map((s) => [s, porStatus.get(s)!] as const);
  }, [mesas]);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {contagem.map(([status, n]) => (
            <span key={status} className="flex items-center gap-1.5">
              <MesaStatusBadge status={status} />
              <span className="tabular-nums">{n}</span>
            </span>
          ))}
        </div>
        {podeEditar ? (
          <Button onClick={() => setFormulario({})}>
            <PlusIcon aria-hidden /> Nova Mesa
          </Button>
        ) : null}
      </div>
      {mesas === undefined ? (
        carregando ? (
          <CarregandoDados />
        ) : erro ? (
          <ErroAoCarregar onTentarNovamente={onRecarregar} />
        ) : null
      ) : mesas.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card/40 px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <ArmchairIcon className="size-6" aria-hidden />
          </span>
          <p className="font-semibold">Nenhuma mesa cadastrada</p>
          {podeEditar ? (
            <>
              <p className="max-w-sm text-sm text-muted-foreground">
                Cadastre as mesas do salão para abrir comandas e acompanhar o consumo de cada uma.
              </p>
              <Button onClick={() => setFormulario({})}>
                <PlusIcon aria-hidden /> Criar Primeira Mesa
              </Button>
            </>
          ) : (
            <p className="max-w-sm text-sm text-muted-foreground">
              As mesas do salão são cadastradas pelo dono ou pelo gerente.
            </p>
          )}
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
          {mesas.map((mesa) => (
            <MesaCard
              key={mesa.id}
              mesa={mesa}
              comanda={mesa.comanda_aberta ? comandaPorId.get(mesa.comanda_aberta.id) : undefined}
              onAbrirComanda={onAbrirComanda}
              onVerComanda={onVerComanda}
              onEditar={podeEditar ? (m) => setFormulario({ mesa: m }) : undefined}
              onExcluir={podeEditar ? setExcluindo : undefined}
            />
          ))}
        </div>
      )}
      <MesaFormDialog
        open={formulario !== null}
        onOpenChange={(aberto) => !aberto && setFormulario(null)}
        mesa={formulario?.mesa}
        proximoNumero={proximoNumero}
      />
      <ExcluirMesaDialog mesa={excluindo} onOpenChange={(aberto) => !aberto && setExcluindo(null)} />
    </div>
  );
}
