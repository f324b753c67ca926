import { CloudOffIcon } from "lucide-react";
import type { EstadoAoVivo } from "./conexao-ao-vivo";

/**
 * Beside the bell, only while the live stream is down: the screens still work, but what other devices
 * do shows up only when this one asks again.
 */
export function IndicadorAoVivo({ estado }: { estado: EstadoAoVivo }) {
  if (estado !== "reconectando") return null;
  const texto = "Atualização automática interrompida. Reconectando…";
  return (
    <span
      role="status"
      aria-label={texto}
      title={texto}
      data-testid="ao-vivo-reconectando"
      className="flex size-9 shrink-0 items-center justify-center rounded-lg text-amber-500"
    >
      <CloudOffIcon className="size-[1.125rem]" aria-hidden />
    </span>
  );
}
