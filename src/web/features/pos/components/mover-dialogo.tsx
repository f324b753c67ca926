import { AlertTriangleIcon, Loader2Icon } from "lucide-react";
import type { ReactNode } from "react";
import { Alert, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";

/**
 * The shape shared by "Transferir itens", "Trocar de mesa" and "Juntar comandas": a dialog that cannot
 * be dismissed while its request is on its way, whose form is mounted (and so starts clean) each time it
 * opens.
 */
export function MoverDialogo({
  titulo,
  descricao,
  open,
  onOpenChange,
  pendente,
  children,
}: {
  titulo: string;
  descricao: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pendente: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(aberto) => !pendente && onOpenChange(aberto)}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{titulo}</DialogTitle>
          <DialogDescription>{descricao}</DialogDescription>
        </DialogHeader>
        {open ? children : null}
      </DialogContent>
    </Dialog>
  );
}

/**
 * Their form: a 409's news on top (a tab changed on another device), the choices, the server's messages,
 * and "Voltar" beside the confirmation.
 */
export function MoverFormulario({
  aviso,
  erros,
  pendente,
  podeConfirmar,
  rotuloConfirmar,
  icone,
  onVoltar,
  onConfirmar,
  children,
}: {
  aviso?: string | null;
  /** The server's messages not shown beside a field of the form. */
  erros: Record<string, string>;
  pendente: boolean;
  podeConfirmar: boolean;
  rotuloConfirmar: string;
  icone?: ReactNode;
  onVoltar: () => void;
  onConfirmar: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        onConfirmar();
      }}
    >
      {aviso ? (
        <Alert variant="warning">
          <AlertTriangleIcon aria-hidden />
          <AlertTitle>{aviso}</AlertTitle>
        </Alert>
      ) : null}
      {children}
      {Object.keys(erros).length > 0 ? (
        <p className="text-sm text-destructive">{Object.values(erros).join(" · ")}</p>
      ) : null}
      <DialogFooter className="grid grid-cols-2 gap-2 sm:flex">
        <Button type="button" variant="outline" size="lg" onClick={onVoltar} disabled={pendente}>
          Voltar
        </Button>
        <Button type="submit" size="lg" disabled={!podeConfirmar || pendente}>
          {pendente ? <Loader2Icon className="animate-spin" aria-hidden /> : icone}
          {rotuloConfirmar}
        </Button>
      </DialogFooter>
    </form>
  );
}
