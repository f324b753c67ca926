import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { useForm } from "react-hook-form";
import { CancelarInput, type ContaAdmin, RenovarInput, SuspenderInput } from "@/shared/admin/schemas";
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
import { toast } from "@/web/lib/toast";
import { useAtivarConta } from "../api/ativar-conta";
import { useCancelarConta } from "../api/cancelar-conta";
import { useRenovarConta } from "../api/renovar-conta";
import { useSuspenderConta } from "../api/suspender-conta";

export type AcaoConta = "ativar" | "suspender" | "cancelar" | "renovar";

const TITULOS: Record<AcaoConta, string> = {
  ativar: "Ativar assinatura",
  suspender: "Suspender assinatura",
  cancelar: "Cancelar assinatura",
  renovar: "Renovar assinatura",
};

const SUCESSO: Record<AcaoConta, string> = {
  ativar: "Assinatura ativada",
  suspender: "Assinatura suspensa",
  cancelar: "Assinatura cancelada",
  renovar: "Assinatura renovada",
};

function avisarErro(error: unknown) {
  if (error instanceof ApiError && error.status === 401) return;
  const doServidor = error instanceof ApiError && error.status < 500 && error.status > 0;
  toast.error("Não foi possível concluir a ação", {
    description: doServidor ? (error as ApiError).message : "Tente novamente.",
  });
}

/** One of the console's actions on an account, confirmed in a dialog; each one lands in the audit log. */
export function AcaoContaDialog({
  alvo,
  onOpenChange,
}: {
  alvo: { acao: AcaoConta; conta: ContaAdmin } | null;
  onOpenChange: (open: boolean) => void;
}) {
  const fechar = () => onOpenChange(false);
  return (
    <Dialog open={alvo !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        {alvo ? (
          <>
            <DialogHeader>
              <DialogTitle>{TITULOS[alvo.acao]}</DialogTitle>
              <DialogDescription>
                {alvo.conta.nome_estabelecimento} ({alvo.conta.email})
              </DialogDescription>
            </DialogHeader>
            {alvo.acao === "ativar" ? <Ativar conta={alvo.conta} onDone={fechar} /> : null}
            {alvo.acao === "suspender" ? <Suspender conta={alvo.conta} onDone={fechar} /> : null}
            {alvo.acao === "cancelar" ? <Cancelar conta={alvo.conta} onDone={fechar} /> : null}
            {alvo.acao === "renovar" ? <Renovar conta={alvo.conta} onDone={fechar} /> : null}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Rodape({
  rotulo,
  enviando,
  destrutivo,
}: {
  rotulo: string;
  enviando: boolean;
  destrutivo?: boolean;
}) {
  return (
    <DialogFooter>
      <Button type="submit" variant={destrutivo ? "destructive" : "default"} disabled={enviando}>
        {enviando ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
        {rotulo}
      </Button>
    </DialogFooter>
  );
}

type FormProps = { conta: ContaAdmin; onDone: () => void };

function Ativar({ conta, onDone }: FormProps) {
  const ativar = useAtivarConta();
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        ativar.mutate(conta.id, {
          onSuccess: () => {
            toast.success(SUCESSO.ativar);
            onDone();
          },
          onError: avisarErro,
        });
      }}
    >
      <p className="text-sm text-muted-foreground">A assinatura fica ativa, com vencimento daqui a um mês.</p>
      <Rodape rotulo="Ativar" enviando={ativar.isPending} />
    </form>
  );
}

function Suspender({ conta, onDone }: FormProps) {
  const suspender = useSuspenderConta();
  const form = useForm({ resolver: zodResolver(SuspenderInput), defaultValues: { motivo: "" } });
  const onSubmit = form.handleSubmit(async (dados) => {
    try {
      await suspender.mutateAsync({ id: conta.id, dados });
      toast.success(SUCESSO.suspender);
      onDone();
    } catch (error) {
      avisarErro(error);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Suspender assinatura">
      <FormField label="Motivo" error={form.formState.errors.motivo?.message}>
        {(f) => <Textarea {...f} {...form.register("motivo")} rows={3} aria-required />}
      </FormField>
      <Rodape rotulo="Suspender" enviando={form.formState.isSubmitting} destrutivo />
    </form>
  );
}

function Cancelar({ conta, onDone }: FormProps) {
  const cancelar = useCancelarConta();
  const form = useForm({ resolver: zodResolver(CancelarInput), defaultValues: { motivo: undefined } });
  const onSubmit = form.handleSubmit(async (dados) => {
    try {
      await cancelar.mutateAsync({ id: conta.id, dados });
      toast.success(SUCESSO.cancelar);
      onDone();
    } catch (error) {
      avisarErro(error);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Cancelar assinatura">
      <FormField
        label="Motivo (opcional)"
        error={form.formState.errors.motivo?.message}
        hint="Em branco: 'Cancelada pelo usuário'."
      >
        {(f) => (
          <Textarea
            {...f}
            {...form.register("motivo", { setValueAs: (v: string) => v.trim() || undefined })}
            rows={3}
          />
        )}
      </FormField>
      <Rodape rotulo="Cancelar assinatura" enviando={form.formState.isSubmitting} destrutivo />
    </form>
  );
}

function Renovar({ conta, onDone }: FormProps) {
  const renovar = useRenovarConta();
  const form = useForm({ resolver: zodResolver(RenovarInput), defaultValues: { meses: "1" } });
  const onSubmit = form.handleSubmit(async (dados) => {
    try {
      await renovar.mutateAsync({ id: conta.id, dados });
      toast.success(SUCESSO.renovar);
      onDone();
    } catch (error) {
      avisarErro(error);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Renovar assinatura">
      <FormField
        label="Meses"
        error={form.formState.errors.meses?.message}
        hint="Contados do vencimento atual, ou de hoje se já venceu. De 1 a 36."
      >
        {(f) => (
          <Input {...f} {...form.register("meses")} type="number" inputMode="numeric" min={1} max={36} />
        )}
      </FormField>
      <Rodape rotulo="Renovar" enviando={form.formState.isSubmitting} />
    </form>
  );
}
