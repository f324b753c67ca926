import { ArrowDownToLineIcon, ArrowUpFromLineIcon, LockIcon } from "lucide-react";
import { linhasVisiveis } from "@/shared/caixa/resumo";
import { type Caixa, ROTULO_MOVIMENTO, type TipoMovimentoManual } from "@/shared/caixa/schemas";
import { toCentavos } from "@/shared/money";
import { ROTULO_FORMA_PAGAMENTO } from "@/shared/pos/formas-pagamento";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { formatarDataHora, formatarDinheiro } from "@/web/lib/format";

/**
 * The till's open caixa (decision 162): who opened it and when, the float, what each method expects so
 * far — cash broken into what came in, the change, suprimentos, sangrias and refunds — the service
 * charge and couvert collected (not revenue), the movements, and the three actions.
 */
export function CaixaAberto({
  caixa,
  onMovimento,
  onFechar,
}: {
  caixa: Caixa;
  onMovimento: (tipo: TipoMovimentoManual) => void;
  onFechar: () => void;
}) {
  const { resumo } = caixa;
  const dinheiro = resumo.linhas.find((l) => l.forma_pagamento === "dinheiro")!;
  const detalhesDinheiro = [
    ["Fundo de troco", caixa.fundo_troco, false],
    ["Recebido", dinheiro.recebido, false],
    ["Troco", dinheiro.troco, true],
    ["Suprimentos", resumo.suprimentos, false],
    ["Sangrias", resumo.sangrias, true],
    ["Estornos", dinheiro.estornos, true],
  ] as const;
  return (
    <section
      aria-label={`Terminal ${caixa.terminal}`}
      className="grid gap-5 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <div className="flex items-center gap-2">
            <h2 className="text-xl font-semibold">{caixa.terminal}</h2>
            <Badge variant="success">Aberto</Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            Aberto por {caixa.aberto_por} em {formatarDataHora(caixa.aberto_em)} · {resumo.vendas}{" "}
            {resumo.vendas === 1 ? "venda" : "vendas"} e {resumo.comandas}{" "}
            {resumo.comandas === 1 ? "comanda" : "comandas"}
          </p>
        </div>
        <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
          <Button variant="outline" onClick={() => onMovimento("sangria")}>
            <ArrowUpFromLineIcon aria-hidden /> Sangria
          </Button>
          <Button variant="outline" onClick={() => onMovimento("suprimento")}>
            <ArrowDownToLineIcon aria-hidden /> Suprimento
          </Button>
          <Button onClick={onFechar} className="col-span-2">
            <LockIcon aria-hidden /> Fechar Caixa
          </Button>
        </div>
      </header>

      <div className="grid gap-4 lg:grid-cols-[1fr_1fr]">
        <div className="grid content-start gap-2 rounded-lg border bg-background/30 p-4">
          <div className="flex items-baseline justify-between gap-2">
            <h3 className="font-medium">Dinheiro na gaveta</h3>
            <span className="text-lg font-semibold tabular-nums">{formatarDinheiro(dinheiro.esperado)}</span>
          </div>
          <dl className="grid gap-1 text-sm">
            {detalhesDinheiro
              .filter(([rotulo, valor]) => rotulo !== "Estornos" || toCentavos(valor) > 0)
              .map(([rotulo, valor, sai]) => (
                <div key={rotulo} className="flex justify-between gap-2">
                  <dt className="text-muted-foreground">{rotulo}</dt>
                  <dd className="tabular-nums">
                    {sai && toCentavos(valor) > 0 ? "− " : ""}
                    {formatarDinheiro(valor)}
                  </dd>
                </div>
              ))}
          </dl>
        </div>
        <div className="grid content-start gap-2 rounded-lg border bg-background/30 p-4">
          <h3 className="font-medium">Esperado por forma</h3>
          <dl className="grid gap-1 text-sm">
            {linhasVisiveis(resumo).map((l) => (
              <div key={l.forma_pagamento} className="flex justify-between gap-2">
                <dt className="text-muted-foreground">
                  {ROTULO_FORMA_PAGAMENTO[l.forma_pagamento]} ({l.pagamentos})
                </dt>
                <dd className="tabular-nums">{formatarDinheiro(l.esperado)}</dd>
              </div>
            ))}
            <div className="mt-1 flex justify-between gap-2 border-t pt-2 font-semibold">
              <dt>Total esperado</dt>
              <dd className="tabular-nums">{formatarDinheiro(resumo.total_esperado)}</dd>
            </div>
          </dl>
          <p className="text-xs text-muted-foreground">
            Taxa de serviço {formatarDinheiro(resumo.taxa_servico)} · Couvert{" "}
            {formatarDinheiro(resumo.couvert)} (já incluídos; não são receita)
          </p>
        </div>
      </div>

      {caixa.movimentos.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="font-medium">Sangrias, suprimentos e estornos</h3>
          <ul className="grid gap-1 text-sm">
            {caixa.movimentos.map((m) => (
              <li key={m.id} className="flex flex-wrap justify-between gap-x-3 rounded-md border px-3 py-2">
                <span>
                  <span className="font-medium">
                    {ROTULO_MOVIMENTO[m.tipo]}
                    {m.tipo === "estorno" ? ` · ${ROTULO_FORMA_PAGAMENTO[m.forma_pagamento]}` : ""}
                  </span>{" "}
                  <span className="text-muted-foreground">
                    {m.motivo} · {m.registrado_por} · {formatarDataHora(m.created_at)}
                  </span>
                </span>
                <span className="tabular-nums">
                  {m.tipo === "suprimento" ? "+ " : "− "}
                  {formatarDinheiro(m.valor)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
