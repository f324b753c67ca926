import { CalendarClockIcon } from "lucide-react";
import { useBoletoPrazo } from "../hooks/use-boleto-prazo";

function Unidade({ valor, rotulo }: { valor: number; rotulo: string }) {
  return (
    <div className="rounded-lg border bg-background/60 px-2 py-3 text-center">
      <span className="block text-3xl font-bold tabular-nums sm:text-4xl">
        {String(valor).padStart(2, "0")}
      </span>
      <span className="mt-1 block text-xs tracking-wider text-muted-foreground uppercase">{rotulo}</span>
    </div>
  );
}

/** Days, hours and minutes left to pay the boleto; "Expirado" at zero. */
export function BoletoPrazo() {
  const { dias, horas, minutos, expirado } = useBoletoPrazo();
  return (
    <section
      aria-labelledby="prazo-boleto"
      className="rounded-xl border border-warning/30 bg-warning/[0.06] p-5 sm:p-6"
    >
      <h2 id="prazo-boleto" className="flex items-center gap-2 text-sm font-semibold text-warning">
        <CalendarClockIcon className="size-4" aria-hidden />
        Prazo para pagamento
      </h2>
      {expirado ? (
        <p role="timer" className="mt-4 text-center text-2xl font-bold text-destructive">
          Expirado
        </p>
      ) : (
        <div
          role="timer"
          aria-label={`${dias} dias, ${horas} horas e ${minutos} minutos restantes`}
          className="mt-4 grid grid-cols-3 gap-3"
        >
          <Unidade valor={dias} rotulo={dias === 1 ? "dia" : "dias"} />
          <Unidade valor={horas} rotulo={horas === 1 ? "hora" : "horas"} />
          <Unidade valor={minutos} rotulo={minutos === 1 ? "minuto" : "minutos"} />
        </div>
      )}
    </section>
  );
}
