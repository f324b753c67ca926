import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { terminal } from "@/shared/caixa/schemas";
import { MAX_TERMINAL } from "@/shared/caixa/terminal";
import { z } from "@/shared/zod";
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
import { salvarTerminal } from "@/web/lib/terminal";
import { toast } from "@/web/lib/toast";

const TerminalInput = z.object({ terminal: terminal() });
type TerminalInput = z.input<typeof TerminalInput>;
const resolver = zodResolver(TerminalInput);

/**
 * Which till this device is (decision 160): a name kept on the device. Two devices with the same name
 * share one caixa; a bar with two tills names them apart ("Caixa 1", "Caixa 2"). The tills with a caixa
 * open now are offered, so a second device of the same till picks its name in one tap.
 */
export function TerminalDialog({
  open,
  onOpenChange,
  atual,
  abertos,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  atual: string;
  /** Tills with an open caixa now. */
  abertos: readonly string[];
}) {
  const form = useForm<TerminalInput>({ resolver, values: { terminal: atual } });
  const escolher = (nome: string) => {
    salvarTerminal(nome);
    toast.success(`Este aparelho agora é o terminal ${nome}`);
    onOpenChange(false);
  };
  const onSubmit = form.handleSubmit(({ terminal: nome }) => escolher(nome.trim()));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Terminal deste aparelho</DialogTitle>
          <DialogDescription>
            Os pagamentos recebidos aqui entram no caixa aberto deste terminal. Aparelhos com o mesmo nome
            dividem o mesmo caixa.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} aria-label="Terminal deste aparelho" className="grid gap-4">
          <FormField label="Nome do terminal" error={form.formState.errors.terminal?.message}>
            {(f) => (
              <Input
                {...f}
                {...form.register("terminal")}
                maxLength={MAX_TERMINAL}
                autoComplete="off"
                className="h-11"
              />
            )}
          </FormField>
          {abertos.filter((nome) => nome !== atual).length > 0 ? (
            <div className="grid gap-2">
              <p className="text-sm text-muted-foreground">Terminais com caixa aberto:</p>
              <div className="flex flex-wrap gap-2">
                {abertos
                  .filter((nome) => nome !== atual)
                  .map((nome) => (
                    <Button
                      key={nome}
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() => escolher(nome)}
                    >
                      {nome}
                    </Button>
                  ))}
              </div>
            </div>
          ) : null}
          <DialogFooter className="grid grid-cols-2 gap-2 sm:flex">
            <Button type="button" variant="outline" size="lg" onClick={() => onOpenChange(false)}>
              Voltar
            </Button>
            <Button type="submit" size="lg">
              Usar este nome
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
