import { CheckIcon, XIcon } from "lucide-react";
import { forcaSenha, REQUISITOS_SENHA } from "@/shared/accounts/senha";
import { cn } from "@/web/lib/cn";

const COR_POR_PERCENTUAL: Record<number, { bar: string; text: string }> = {
  20: { bar: "bg-destructive", text: "text-destructive" },
  40: { bar: "bg-orange-500", text: "text-orange-400" },
  60: { bar: "bg-warning", text: "text-warning" },
  80: { bar: "bg-lime-500", text: "text-lime-400" },
  100: { bar: "bg-success", text: "text-success" },
};

/** Strength meter (spec §5: by requirements met) and the live checklist of requirements. */
export function ForcaSenhaMedidor({ senha, id }: { senha: string; id?: string }) {
  const forca = forcaSenha(senha);
  const cor = COR_POR_PERCENTUAL[forca.percentual] ?? COR_POR_PERCENTUAL[20]!;
  const vazia = senha.length === 0;

  return (
    <div id={id} className="grid gap-3 rounded-lg border bg-background/40 p-3">
      <div className="grid gap-1.5">
        <div className="flex items-center justify-between text-xs">
          <span className="text-muted-foreground">Força da senha</span>
          <span className={cn("font-medium tabular-nums", vazia ? "text-muted-foreground" : cor.text)}>
            {vazia ? "—" : `${forca.label} · ${forca.percentual}%`}
          </span>
        </div>
        <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden>
          <div
            className={cn("h-full rounded-full transition-all duration-300", cor.bar, vazia && "w-0")}
            style={vazia ? undefined : { width: `${forca.percentual}%` }}
          />
        </div>
      </div>
      <ul className="grid gap-1.5 text-xs sm:grid-cols-2" aria-label="Requisitos da senha">
        {REQUISITOS_SENHA.map((requisito) => {
          const ok = requisito.test(senha);
          return (
            <li
              key={requisito.id}
              className={cn("flex items-center gap-1.5", ok ? "text-success" : "text-muted-foreground")}
            >
              {ok ? (
                <CheckIcon className="size-3.5 shrink-0" aria-hidden />
              ) : (
                <XIcon className="size-3.5 shrink-0" aria-hidden />
              )}
              <span>
                {requisito.label}
                <span className="sr-only">{ok ? " (atendido)" : " (pendente)"}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
