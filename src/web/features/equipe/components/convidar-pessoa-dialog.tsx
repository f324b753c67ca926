import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon, SendIcon } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { ConvidarPessoaInput } from "@/shared/equipe/schemas";
import { Alert, AlertDescription } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { ApiError } from "@/web/lib/api";
import { toast } from "@/web/lib/toast";
import { useConvidarPessoa } from "../api/convidar-pessoa";
import { mensagemDoErro, recusadoPeloLimite } from "../lib/erros";
import { FuncaoOpcoes } from "./funcao-opcoes";
import { LimiteAlerta } from "./limite-alerta";

/** The same schema the route validates with: the form shows its pt-BR messages per field. */
const resolver = zodResolver(ConvidarPessoaInput);
const CAMPOS = ["nome", "email", "papel"] as const;
const isCampo = (nome: string): nome is (typeof CAMPOS)[number] =>
  (CAMPOS as readonly string[]).includes(nome);

/**
 * "Convidar pessoa": name, e-mail and function (with what each function may do). The person gets an
 * e-mail with the link where it chooses its own password; nobody types a password for someone else.
 */
export function ConvidarPessoaDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Convidar pessoa</DialogTitle>
          <DialogDescription>
            Ela recebe por e-mail um link para criar a própria senha e entra com a função escolhida.
          </DialogDescription>
        </DialogHeader>
        {open ? <Formulario onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Formulario({ onDone }: { onDone: () => void }) {
  const convidar = useConvidarPessoa();
  const [recusa, setRecusa] = useState<{ mensagem: string; peloLimite: boolean } | null>(null);
  const form = useForm<ConvidarPessoaInput>({
    resolver,
    defaultValues: { nome: "", email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (dados) => {
    setRecusa(null);
    try {
      const pessoa = await convidar.mutateAsync(dados);
      toast.success("Convite enviado", {
        description: `${pessoa.nome} recebe em ${pessoa.email} o link para criar a senha.`,
      });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      let algumCampo = false;
      if (error instanceof ApiError) {
        for (const [campo, message] of Object.entries(error.campos)) {
          if (!isCampo(campo)) continue;
          form.setError(campo, { message }, { shouldFocus: !algumCampo });
          algumCampo = true;
        }
      }
      if (!algumCampo) {
        setRecusa({
          mensagem: mensagemDoErro(error, "Não foi possível enviar o convite. Tente novamente."),
          peloLimite: recusadoPeloLimite(error),
        });
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Convidar pessoa" className="grid gap-4">
      <FormField label="Nome" error={errors.nome?.message}>
        {(f) => (
          <Input
            {...f}
            {...form.register("nome")}
            aria-required
            maxLength={100}
            autoComplete="off"
            placeholder="Ex.: Ana Souza"
            className="h-11"
          />
        )}
      </FormField>
      <FormField label="E-mail" error={errors.email?.message}>
        {(f) => (
          <Input
            {...f}
            {...form.register("email")}
            type="email"
            inputMode="email"
            aria-required
            autoComplete="off"
            placeholder="ana@exemplo.com.br"
            className="h-11"
          />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="papel"
        render={({ field }) => (
          <FuncaoOpcoes
            value={field.value}
            onChange={field.onChange}
            disabled={isSubmitting}
            erro={errors.papel?.message}
          />
        )}
      />
      {recusa ? (
        recusa.peloLimite ? (
          <LimiteAlerta mensagem={recusa.mensagem} />
        ) : (
          <Alert variant="destructive">
            <AlertDescription>{recusa.mensagem}</AlertDescription>
          </Alert>
        )
      ) : null}
      <div className="grid grid-cols-2 gap-2 pt-2 sm:flex sm:justify-end">
        <Button type="button" variant="outline" size="lg" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Loader2Icon className="animate-spin" aria-hidden /> : <SendIcon aria-hidden />}
          Enviar convite
        </Button>
      </div>
    </form>
  );
}
