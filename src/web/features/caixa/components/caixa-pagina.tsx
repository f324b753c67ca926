import { MonitorSmartphoneIcon, WalletIcon } from "lucide-react";
import { useState } from "react";
import type { CaixaComNota, TipoMovimentoManual } from "@/shared/caixa/schemas";
import { PageHeader } from "@/web/components/layout/page-header";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { formatarDataHora, formatarDinheiro } from "@/web/lib/format";
import { salvarTerminal, useTerminal } from "@/web/lib/terminal";
import { useCaixasAbertos } from "../api/listar-caixas-abertos";
import { imprimirFechamentoComAviso } from "../lib/imprimir-fechamento";
import { AbrirCaixaDialog } from "./abrir-caixa-dialog";
import { CaixaAberto } from "./caixa-aberto";
import { FechamentosLista } from "./fechamentos-lista";
import { FecharCaixaDialog } from "./fechar-caixa-dialog";
import { MovimentoCaixaDialog } from "./movimento-caixa-dialog";
import { TerminalDialog } from "./terminal-dialog";

/**
 * /app/caixa (decisions 160–162): this device's till and its caixa — open it, sangria, suprimento,
 * close it and print the closing —, the other tills' open caixas, and the past closings. Every device
 * sees the same caixas: the live notices refresh them.
 */
export function CaixaPagina() {
  const terminal = useTerminal();
  const abertos = useCaixasAbertos();
  const meu = abertos.data?.find((c) => c.terminal === terminal) ?? null;
  const outros = abertos.data?.filter((c) => c.terminal !== terminal) ?? [];
  const [abrindo, setAbrindo] = useState(false);
  const [trocandoTerminal, setTrocandoTerminal] = useState(false);
  const [movimento, setMovimento] = useState<TipoMovimentoManual | null>(null);
  const [fechando, setFechando] = useState(false);

  const aoFechar = (nota: CaixaComNota) => void imprimirFechamentoComAviso(nota, { aposFechar: true });

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6">
      <PageHeader
        title="Caixa"
        subtitle="Abertura, sangria, suprimento e fechamento do caixa de cada terminal"
        icon={WalletIcon}
        actions={
          <Button variant="outline" onClick={() => setTrocandoTerminal(true)}>
            <MonitorSmartphoneIcon aria-hidden /> Terminal: {terminal}
          </Button>
        }
      />

      {abertos.isPending ? (
        <Spinner label="Carregando o caixa..." />
      ) : abertos.isError ? (
        <p className="text-sm text-destructive">Não foi possível carregar o caixa.</p>
      ) : meu ? (
        <>
          <CaixaAberto caixa={meu} onMovimento={setMovimento} onFechar={() => setFechando(true)} />
          <MovimentoCaixaDialog
            caixa={meu}
            tipo={movimento}
            onOpenChange={(aberto) => !aberto && setMovimento(null)}
          />
          <FecharCaixaDialog caixa={meu} open={fechando} onOpenChange={setFechando} onFechado={aoFechar} />
        </>
      ) : (
        <section
          aria-label={`Terminal ${terminal}`}
          className="grid justify-items-center gap-3 rounded-xl border border-dashed p-8 text-center"
        >
          <WalletIcon className="size-8 text-muted-foreground" aria-hidden />
          <p className="font-medium">O terminal {terminal} está sem caixa aberto.</p>
          <p className="max-w-md text-sm text-muted-foreground">
            Abra o caixa com o fundo de troco da gaveta. Os pagamentos deste terminal entram nele até o
            fechamento.
          </p>
          <Button size="lg" onClick={() => setAbrindo(true)}>
            Abrir Caixa
          </Button>
        </section>
      )}

      {outros.length > 0 ? (
        <section aria-labelledby="outros-terminais" className="grid gap-2">
          <h2 id="outros-terminais" className="text-lg font-semibold">
            Outros terminais abertos
          </h2>
          <ul className="grid gap-2">
            {outros.map((c) => (
              <li
                key={c.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-4 text-sm"
              >
                <span>
                  <span className="font-medium">{c.terminal}</span>{" "}
                  <span className="text-muted-foreground">
                    aberto por {c.aberto_por} em {formatarDataHora(c.aberto_em)} · esperado{" "}
                    {formatarDinheiro(c.resumo.total_esperado)}
                  </span>
                </span>
                <Button variant="outline" size="sm" onClick={() => salvarTerminal(c.terminal)}>
                  Usar neste aparelho
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <FechamentosLista />

      <AbrirCaixaDialog open={abrindo} onOpenChange={setAbrindo} terminal={terminal} />
      <TerminalDialog
        open={trocandoTerminal}
        onOpenChange={setTrocandoTerminal}
        atual={terminal}
        abertos={abertos.data?.map((c) => c.terminal) ?? []}
      />
    </div>
  );
}
