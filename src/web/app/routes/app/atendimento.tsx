import { ConciergeBellIcon } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { Mesa } from "@/shared/pos/schemas";
import { FeatureGate } from "@/web/components/layout/feature-gate";
import { PageHeader } from "@/web/components/layout/page-header";
import { Spinner } from "@/web/components/ui/spinner";
import { useSessao } from "@/web/features/accounts/api/obter-sessao";
import { useProdutos } from "@/web/features/catalog/api/listar-produtos";
import { useComandasAbertas } from "@/web/features/pos/api/listar-comandas-abertas";
import { useMesas } from "@/web/features/pos/api/listar-mesas";
import { AtendimentoAbrirComanda } from "@/web/features/pos/components/atendimento-abrir-comanda";
import { AtendimentoComanda } from "@/web/features/pos/components/atendimento-comanda";
import { AtendimentoLista } from "@/web/features/pos/components/atendimento-lista";
import { ErroAoCarregar } from "@/web/features/pos/components/erro-ao-carregar";

/**
 * /app/atendimento: the waiter's screen, phone first. The tab being served is in the address
 * (?comanda=id), so the phone's back gesture returns to the list. The catalogue's products feed the
 * search (decision 022); tabs need the plan's "comandas" feature, like the PDV's Mesas and Comandas.
 */
export function Component() {
  const conta = useSessao().data;
  return (
    <div className="mx-auto w-full max-w-5xl">
      <FeatureGate funcionalidade="comandas" conta={conta}>
        <Atendimento />
      </FeatureGate>
    </div>
  );
}

function Atendimento() {
  const [params, setParams] = useSearchParams();
  const comandaId = params.get("comanda");
  const [novaComanda, setNovaComanda] = useState<Mesa | null | undefined>(undefined);
  const produtos = useProdutos();
  const mesas = useMesas();
  const comandas = useComandasAbertas();

  const abrirComanda = (id: string) => setParams({ comanda: id });
  const voltar = () => setParams({}, { replace: false });

  if (comandaId) {
    return (
      <AtendimentoComanda
        comandaId={comandaId}
        produtos={produtos.data}
        erroProdutos={produtos.isError ? () => produtos.refetch() : null}
        onVoltar={voltar}
      />
    );
  }

  return (
    <div className="grid gap-6">
      <PageHeader title="Atendimento" subtitle="Comandas e mesas do salão" icon={ConciergeBellIcon} />
      {mesas.isPending || comandas.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner />
        </div>
      ) : mesas.isError || comandas.isError ? (
        <ErroAoCarregar
          onTentarNovamente={() => {
            void mesas.refetch();
            void comandas.refetch();
          }}
        />
      ) : (
        <AtendimentoLista
          mesas={mesas.data}
          comandas={comandas.data}
          onAbrirComanda={abrirComanda}
          onNovaComanda={setNovaComanda}
        />
      )}
      <AtendimentoAbrirComanda
        alvo={novaComanda}
        onFechar={() => setNovaComanda(undefined)}
        onAberta={(comanda) => {
          setNovaComanda(undefined);
          abrirComanda(comanda.id);
        }}
      />
    </div>
  );
}
