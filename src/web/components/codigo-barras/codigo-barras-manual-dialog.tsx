import { SearchIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
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

/** "Inserir Código de Barras": for a label the scanner cannot read. Trimmed, must not be empty (§5). */
export function CodigoBarrasManualDialog({
  open,
  onOpenChange,
  onCode,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCode: (code: string) => void;
}) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();

  const change = (next: boolean) => {
    if (!next) {
      setValue("");
      setError(undefined);
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = value.trim();
    if (!code) {
      setError("Informe o código de barras");
      return;
    }
    change(false);
    onCode(code);
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>Inserir Código de Barras</DialogTitle>
          <DialogDescription>Digite os números impressos abaixo das barras.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField label="Código de barras" error={error}>
            {(field) => (
              <Input
                {...field}
                value={value}
                onChange={(e) => {
                  setValue(e.target.value);
                  setError(undefined);
                }}
                inputMode="numeric"
                autoComplete="off"
                autoFocus
                maxLength={64}
                placeholder="7891234567890"
                className="font-mono tracking-wider"
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => change(false)}>
              Cancelar
            </Button>
            <Button type="submit">
              <SearchIcon aria-hidden /> Buscar
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
