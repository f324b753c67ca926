import { Loader2Icon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { MAX_MOTIVO } from "@/shared/pos/constantes";
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
import { Textarea } from "@/web/components/ui/textarea";
import { QuantidadeStepper } from "./quantidade-stepper";

/**
 * The one confirmation of every correction (cancel a sale, cancel a tab, remove an item): what will
 * happen, the reason (required, kept with the correction) and, for an item, how many units. The server
 * validates; its per-field messages show under the fields.
 */
export function MotivoDialog({
  open,
  onOpenChange,
  titulo,
  descricao,
  aviso,
  rotuloConfirmar,
  quantidadeMaxima,
  pendente,
  erros,
  onAlterar,
  onConfirmar,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  titulo: string;
  descricao: ReactNode;
  /** Shown above the fields: a 409's news, for one. */
  aviso?: ReactNode;
  rotuloConfirmar: string;
  /** With it, a quantity from 1 to this (an item's units). */
  quantidadeMaxima?: number;
  pendente: boolean;
  erros: Record<string, string>;
  /** A field changed: the caller clears the server's messages, which were about the old value. */
  onAlterar?: () => void;
  onConfirmar: (dados: { motivo: string; quantidade: string }) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(aberto) => !pendente && onOpenChange(aberto)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{titulo}</DialogTitle>
          <DialogDescription>{descricao}</DialogDescription>
        </DialogHeader>
        {open ? (
          <Formulario
            aviso={aviso}
            rotuloConfirmar={rotuloConfirmar}
            quantidadeMaxima={quantidadeMaxima}
            pendente={pendente}
            erros={erros}
            onAlterar={onAlterar}
            onVoltar={() => onOpenChange(false)}
            onConfirmar={onConfirmar}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Formulario({
  aviso,
  rotuloConfirmar,
  quantidadeMaxima,
  pendente,
  erros,
  onAlterar,
  onVoltar,
  onConfirmar,
}: {
  aviso?: ReactNode;
  rotuloConfirmar: string;
  quantidadeMaxima?: number;
  pendente: boolean;
  erros: Record<string, string>;
  onAlterar?: () => void;
  onVoltar: () => void;
  onConfirmar: (dados: { motivo: string; quantidade: string }) => void;
}) {
  const [motivo, setMotivo] = useState("");
  const [quantidade, setQuantidade] = useState(String(quantidadeMaxima ?? 1));
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        onConfirmar({ motivo, quantidade });
      }}
    >
      {aviso}
      {quantidadeMaxima !== undefined ? (
        <FormField label="Quantidade a remover" error={erros.quantidade}>
          {(campo) => (
            <QuantidadeStepper
              {...campo}
              value={quantidade}
              onChange={(valor) => {
                setQuantidade(valor);
                onAlterar?.();
              }}
              max={quantidadeMaxima}
            />
          )}
        </FormField>
      ) : null}
      <FormField label="Motivo" error={erros.motivo} hint="Fica registrado com a correção.">
        {(campo) => (
          <Textarea
            {...campo}
            autoFocus
            value={motivo}
            maxLength={MAX_MOTIVO}
            disabled={pendente}
            placeholder="Ex.: lançado por engano"
            onChange={(e) => {
              setMotivo(e.target.value);
              onAlterar?.();
            }}
          />
        )}
      </FormField>
      <DialogFooter className="grid grid-cols-2 gap-2 sm:flex">
        <Button type="button" variant="outline" size="lg" onClick={onVoltar} disabled={pendente}>
          Voltar
        </Button>
        <Button type="submit" variant="destructive" size="lg" disabled={pendente}>
          {pendente ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
          {rotuloConfirmar}
        </Button>
      </DialogFooter>
    </form>
  );
}
