import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { linhasVisiveis } from "@/shared/caixa/resumo";
import {
  type Caixa,
  type CaixaComNota,
  FecharCaixaInput,
  MAX_OBSERVACOES_CAIXA,
} from "@/shared/caixa/schemas";
import { toCentavos } from "@/shared/money";
import { ROTULO_FORMA_PAGAMENTO } from "@/shared/pos/formas-pagamento";
import { Alert, AlertDescription } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Textarea } from "@/web/components/ui/textarea";
import { ApiError } from "@/web/lib/api";
import { formatarCentavos, formatarDinheiro } from "@/web/lib/format";
import { useFecharCaixa } from "../api/fechar-caixa";
import { centavosDigitados, decimal } from "../lib/campos";
import { Diferenca } from "./diferenca";

const resolver = zodResolver(FecharCaixaInput);

/**
 * "Fechar Caixa" (decision 162): per method, what the system expects and what the cashier counted, with
 * the difference as it is typed; the notes. The server computes the expected amounts again under the
 * caixa's lock — payments may have come in meanwhile — and answers the closing, which is printed.
 */
export function FecharCaixaDialog({
  caixa,
  open,
  onOpenChange,
  onFechado,
}: {
  caixa: Caixa;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onFechado: (nota: CaixaComNota) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Fechar Caixa</DialogTitle>
          <DialogDescription>
            Conte o dinheiro da gaveta e confira os comprovantes do cartão e os PIX do terminal{" "}
            {caixa.terminal}. Depois de fechado, o caixa não muda mais.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <Formulario
            caixa={caixa}
            onDone={(nota) => {
              onOpenChange(false);
              onFechado(nota);
            }}
            onVoltar={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Formulario({
  caixa,
  onDone,
  onVoltar,
}: {
  caixa: Caixa;
  onDone: (nota: CaixaComNota) => void;
  onVoltar: () => void;
}) {
  const fechar = useFecharCaixa();
  const [recusa, setRecusa] = useState<string | null>(null);
  const linhas = linhasVisiveis(caixa.resumo);
  const form = useForm<FecharCaixaInput>({
    resolver,
    defaultValues: {
      contado: { dinheiro: "", pix: "", cartao_debito: "", cartao_credito: "", transferencia: "" },
      observacoes: "",
      chave_idempotencia: crypto.randomUUID(),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const contado = useWatch({ control: form.control, name: "contado" });

  let totalContado = 0;
  let legivel = true;
  for (const linha of linhas) {
    const c = centavosDigitados(contado?.[linha.forma_pagamento]);
    if (c === null) legivel = false;
    else totalContado += c;
  }
  const totalEsperado = toCentavos(caixa.resumo.total_esperado);

  const onSubmit = form.handleSubmit(async (dados) => {
    setRecusa(null);
    try {
      onDone(await fechar.mutateAsync({ id: caixa.id, dados }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      if (error instanceof ApiError && error.status > 0)
        form.setValue("chave_idempotencia", crypto.randomUUID());
      setRecusa(
        error instanceof ApiError ? error.message : "Não foi possível fechar o caixa. Tente de novo.",
      );
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Fechar Caixa" className="grid gap-4">
      <div className="grid gap-3">
        {linhas.map((linha) => {
          const rotulo = ROTULO_FORMA_PAGAMENTO[linha.forma_pagamento];
          const digitado = centavosDigitados(contado?.[linha.forma_pagamento]);
          return (
            <fieldset
              key={linha.forma_pagamento}
              className="grid grid-cols-[1fr_auto] items-end gap-x-4 gap-y-1 rounded-lg border bg-background/30 p-3 sm:grid-cols-[9rem_1fr_8rem]"
            >
              <legend className="sr-only">{rotulo}</legend>
              <div className="col-span-2 flex items-baseline justify-between gap-2 sm:col-span-1 sm:grid sm:gap-1">
                <span className="font-medium">{rotulo}</span>
                <span className="text-xs text-muted-foreground">
                  Esperado{" "}
                  <span className="tabular-nums text-foreground">{formatarDinheiro(linha.esperado)}</span>
                </span>
              </div>
              <FormField
                label={
                  <>
                    Contado<span className="sr-only"> em {rotulo}</span>
                  </>
                }
                error={errors.contado?.[linha.forma_pagamento]?.message}
              >
                {(f) => (
                  <Input
                    {...f}
                    {...form.register(`contado.${linha.forma_pagamento}`)}
                    {...decimal}
                    placeholder="0,00"
                    className="h-11"
                  />
                )}
              </FormField>
              <div className="pb-2.5 text-right text-sm">
                {digitado === null ? (
                  <span className="text-muted-foreground">—</span>
                ) : (
                  <Diferenca centavos={digitado - toCentavos(linha.esperado)} />
                )}
              </div>
            </fieldset>
          );
        })}
      </div>
      <dl className="grid grid-cols-3 gap-2 rounded-lg border p-3 text-sm">
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Esperado</dt>
          <dd className="font-semibold tabular-nums">{formatarCentavos(totalEsperado)}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Contado</dt>
          <dd className="font-semibold tabular-nums">{legivel ? formatarCentavos(totalContado) : "—"}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Diferença</dt>
          <dd className="font-semibold">
            {legivel ? <Diferenca centavos={totalContado - totalEsperado} /> : "—"}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-muted-foreground">
        Taxa de serviço {formatarDinheiro(caixa.resumo.taxa_servico)} e couvert{" "}
        {formatarDinheiro(caixa.resumo.couvert)} já estão nos valores acima; não são receita.
      </p>
      <FormField label="Observações" error={errors.observacoes?.message}>
        {(f) => (
          <Textarea
            {...f}
            {...form.register("observacoes")}
            maxLength={MAX_OBSERVACOES_CAIXA}
            placeholder="Ex.: diferença explicada, troco dado a mais"
          />
        )}
      </FormField>
      {recusa ? (
        <Alert variant="destructive">
          <AlertDescription>{recusa}</AlertDescription>
        </Alert>
      ) : null}
      <DialogFooter className="grid grid-cols-2 gap-2 sm:flex">
        <Button type="button" variant="outline" size="lg" onClick={onVoltar} disabled={isSubmitting}>
          Voltar
        </Button>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
          Fechar Caixa
        </Button>
      </DialogFooter>
    </form>
  );
}
