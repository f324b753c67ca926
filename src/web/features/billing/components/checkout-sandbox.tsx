import {
  BarcodeIcon,
  CreditCardIcon,
  FlaskConicalIcon,
  Loader2Icon,
  LockIcon,
  type LucideIcon,
  QrCodeIcon,
} from "lucide-react";
import { useState } from "react";
import type { CobrancaSandbox, ResultadoSandbox } from "@/shared/billing/schemas";
import { Alert, AlertDescription } from "@/web/components/ui/alert";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { formatarDinheiro } from "@/web/lib/format";
import { formatarDia } from "../lib/assinatura";
import {
  type FormaEscolhida,
  formaInicial,
  RESULTADOS,
  rotuloStatusCobranca,
  situacaoCobranca,
} from "../lib/cobranca-sandbox";

const FORMAS: { forma: FormaEscolhida; nome: string; Icon: LucideIcon; explica: string }[] = [
  {
    forma: "PIX",
    nome: "PIX",
    Icon: QrCodeIcon,
    explica: "Aprovação na hora. Num pagamento real, aqui estariam o QR Code e o código copia e cola.",
  },
  {
    forma: "BOLETO",
    nome: "Boleto",
    Icon: BarcodeIcon,
    explica:
      "Vence em 3 dias úteis e compensa em até 2 dias úteis. Num pagamento real, aqui estaria o boleto.",
  },
  {
    forma: "CREDIT_CARD",
    nome: "Cartão de crédito",
    Icon: CreditCardIcon,
    explica: "Cobrança recorrente no cartão. No ambiente de testes nenhum dado de cartão é pedido.",
  },
];

/** The banner every screen of the sandbox carries, so nobody mistakes it for a real payment. */
export function SandboxFaixa() {
  return (
    <div
      role="note"
      className="border-b border-warning/40 bg-warning/15 px-4 py-2 text-center text-sm font-medium text-warning"
    >
      <FlaskConicalIcon className="mr-2 inline size-4 align-[-3px]" aria-hidden />
      Ambiente de testes — nenhuma cobrança real
    </div>
  );
}

/**
 * The embedded provider's checkout (PAYMENT_PROVIDER=sandbox): the charge, the payment methods, and the
 * outcomes a tester needs. `onResultado` posts the outcome; the page then follows the provider's redirect.
 */
export function CheckoutSandbox({
  cobranca,
  enviando,
  erro,
  onResultado,
}: {
  cobranca: CobrancaSandbox;
  /** The outcome being sent, if any. */
  enviando: ResultadoSandbox | null;
  erro: string | null;
  onResultado: (resultado: ResultadoSandbox, forma: FormaEscolhida) => void;
}) {
  const [forma, setForma] = useState<FormaEscolhida>(formaInicial(cobranca.forma));
  const situacao = situacaoCobranca(cobranca.status);
  const escolhida = FORMAS.find((f) => f.forma === forma) ?? FORMAS[0]!;

  return (
    <div className="grid gap-6 md:grid-cols-[1fr_1.2fr] md:items-start">
      <section aria-label="Resumo da cobrança" className="grid gap-4 rounded-xl border bg-card p-5 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-sm font-semibold tracking-wider text-muted-foreground uppercase">Resumo</h2>
          <Badge
            variant={situacao === "paga" ? "success" : situacao === "encerrada" ? "secondary" : "warning"}
          >
            {rotuloStatusCobranca(cobranca.status)}
          </Badge>
        </div>
        <dl className="grid gap-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Produto</dt>
            <dd className="text-right font-medium">
              Balcão — {cobranca.plano_nome ? `Plano ${cobranca.plano_nome}` : "assinatura"}
            </dd>
          </div>
          {cobranca.nome_cliente ? (
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">Cliente</dt>
              <dd className="text-right font-medium wrap-anywhere">{cobranca.nome_cliente}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Vencimento</dt>
            <dd className="font-medium tabular-nums">{formatarDia(cobranca.vencimento)}</dd>
          </div>
        </dl>
        <div className="flex items-baseline justify-between gap-3 border-t pt-4">
          <span className="font-medium">Total</span>
          <span className="text-3xl font-bold tracking-tight tabular-nums">
            {formatarDinheiro(cobranca.valor)}
          </span>
        </div>
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <LockIcon className="size-3.5" aria-hidden /> Cobrança {cobranca.id}
        </p>
      </section>

      <section aria-labelledby="forma-pagamento" className="grid gap-5 rounded-xl border bg-card p-5 sm:p-6">
        <fieldset className="grid gap-3" disabled={situacao !== "aberta"}>
          <legend id="forma-pagamento" className="mb-3 text-base font-semibold">
            Forma de pagamento
          </legend>
          <div className="grid grid-cols-3 gap-2">
            {FORMAS.map(({ forma: f, nome, Icon }) => (
              <label
                key={f}
                className={cn(
                  "flex cursor-pointer flex-col items-center gap-2 rounded-lg border p-3 text-center text-sm font-medium transition-colors",
                  "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                  forma === f
                    ? "border-primary bg-primary/10 text-foreground"
                    : "text-muted-foreground hover:border-primary/50",
                )}
              >
                <input
                  type="radio"
                  name="forma"
                  value={f}
                  checked={forma === f}
                  onChange={() => setForma(f)}
                  className="sr-only"
                />
                <Icon className="size-6" aria-hidden />
                {nome}
              </label>
            ))}
          </div>
          <p className="rounded-lg bg-muted/50 p-3 text-sm text-muted-foreground">{escolhida.explica}</p>
        </fieldset>

        {situacao === "encerrada" ? (
          <Alert>
            <AlertDescription>Esta cobrança foi encerrada e não pode mais ser paga.</AlertDescription>
          </Alert>
        ) : situacao === "paga" ? (
          <div className="grid gap-3">
            <p className="text-sm">Esta cobrança já foi paga.</p>
            <Button size="lg" disabled={enviando !== null} onClick={() => onResultado("pago", forma)}>
              {enviando ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
              Ver confirmação
            </Button>
          </div>
        ) : (
          <div className="grid gap-3">
            <h3 className="text-sm font-semibold">Resultado do pagamento</h3>
            <p className="text-sm text-muted-foreground">
              Escolha o que acontece com esta cobrança. O Balcão recebe o aviso do provedor como receberia de
              um pagamento real.
            </p>
            <div className="grid gap-2 sm:grid-cols-2">
              {RESULTADOS.map(({ resultado, rotulo, explica }) => (
                <Button
                  key={resultado}
                  variant={resultado === "pago" ? "default" : "outline"}
                  className="h-auto flex-col items-start gap-0.5 py-3 text-left whitespace-normal"
                  disabled={enviando !== null}
                  onClick={() => onResultado(resultado, forma)}
                >
                  <span className="flex items-center gap-2 font-semibold">
                    {enviando === resultado ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
                    {rotulo}
                  </span>
                  <span
                    className={cn(
                      "text-xs font-normal",
                      resultado === "pago" ? "text-primary-foreground/80" : "text-muted-foreground",
                    )}
                  >
                    {explica}
                  </span>
                </Button>
              ))}
            </div>
          </div>
        )}
        {erro ? (
          <Alert variant="destructive">
            <AlertDescription>{erro}</AlertDescription>
          </Alert>
        ) : null}
      </section>
    </div>
  );
}
