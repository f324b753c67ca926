import { Spinner } from "@/web/components/ui/spinner";

/** §2.1: "Carregando dados..." while the point of sale loads. */
export function CarregandoDados() {
  return (
    <div className="flex min-h-48 items-center justify-center rounded-xl border border-dashed bg-card/40 text-sm text-muted-foreground">
      <Spinner label="Carregando dados..." />
    </div>
  );
}
