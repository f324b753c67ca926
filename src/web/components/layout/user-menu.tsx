import { ChevronsUpDownIcon } from "lucide-react";
import { GatilhoProvisorio, useGatilhoSobDemanda } from "@/web/components/gatilho-provisorio";
import { moduloSobDemanda } from "@/web/components/modulo-sob-demanda";
import { cn } from "@/web/lib/cn";
import type { NavItem } from "./nav-items";
import type { ShellUser } from "./shell-user";

export type { ShellUser };

function iniciais(nome: string) {
  const partes = nome.trim().split(/\s+/).filter(Boolean);
  const letras = partes.length > 1 ? `${partes[0]![0]}${partes.at(-1)![0]}` : nome.slice(0, 2);
  return letras.toUpperCase();
}

function Avatar({ nome }: { nome: string }) {
  return (
    <span
      aria-hidden
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/15 text-xs font-semibold text-primary ring-1 ring-primary/30"
    >
      {iniciais(nome)}
    </span>
  );
}

const menu = moduloSobDemanda(() => import("./user-menu-radix"));

/**
 * Establishment and e-mail, with the screens kept off the phone's bottom bar that the role opens (Equipe,
 * Configurações), the console for a super admin, and Sair. `variant` picks the trigger's shape. The
 * menu itself (Radix) is downloaded when the person first points at, focuses or presses the button
 * (decision 169); a press before it arrives opens the menu as soon as it does.
 */
export function UserMenu({
  user,
  atalhos,
  onSair,
  variant,
  side = "bottom",
}: {
  user: ShellUser;
  atalhos: readonly NavItem[];
  onSair: () => void;
  variant: "sidebar" | "compact";
  side?: "top" | "right" | "bottom";
}) {
  const { carregado, aberto, gatilho: sobDemanda } = useGatilhoSobDemanda(menu);
  const nome = user.nome?.trim() || "Usuário";
  const gatilho = {
    className: cn(
      "flex items-center gap-3 rounded-lg text-left transition-colors hover:bg-accent data-[state=open]:bg-accent",
      variant === "sidebar" ? "w-full p-2" : "p-1",
    ),
    "aria-label": `Menu do usuário: ${nome}`,
    children: (
      <>
        <Avatar nome={nome} />
        {variant === "sidebar" ? (
          <>
            <span className="grid min-w-0 flex-1 leading-tight">
              <span className="truncate text-sm font-medium">{nome}</span>
              <span className="truncate text-xs text-muted-foreground">{user.email}</span>
            </span>
            <ChevronsUpDownIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          </>
        ) : null}
      </>
    ),
  };

  if (carregado)
    return (
      <carregado.UserMenuRadix
        user={user}
        nome={nome}
        atalhos={atalhos}
        onSair={onSair}
        variant={variant}
        side={side}
        abrir={aberto}
        gatilho={gatilho}
        gatilhoRef={sobDemanda.ref}
        tinhaFoco={sobDemanda.tinhaFoco}
      />
    );
  return <GatilhoProvisorio {...gatilho} sobDemanda={sobDemanda} popup="menu" abreNo="pointerdown" />;
}
