import { Navigate, Outlet, useLocation } from "react-router";
import { NOMES_PAPEIS, pode } from "@/shared/equipe/papeis";
import { AcessoBloqueado } from "@/web/components/layout/acesso-bloqueado";
import { AppShell } from "@/web/components/layout/app-shell";
import { AvisoAssinatura } from "@/web/components/layout/aviso-assinatura";
import { FullScreenError } from "@/web/components/layout/full-screen-error";
import { FullScreenLoading } from "@/web/components/layout/full-screen-loading";
import { podeAbrir, telaInicial } from "@/web/components/layout/nav-items";
import { SemAcesso } from "@/web/components/layout/sem-acesso";
import { useSessao } from "@/web/features/accounts/api/obter-sessao";
import { useSair } from "@/web/features/accounts/api/sair";
import { AlertasSino } from "@/web/features/catalog/components/alertas-sino";
import { IndicadorAoVivo } from "../ao-vivo/indicador-ao-vivo";
import { useEventosAoVivo } from "../ao-vivo/use-eventos-ao-vivo";

/** The one screen a blocked account still reaches: the billing area of the settings (decision 105). */
const LIBERADA_SEM_ASSINATURA = "/app/configuracoes";

/**
 * Route guard of /app (spec §2): checking → loading screen; signed out → /login; first access →
 * /trocar-senha; blocked by the subscription rule → the blocking screen in the shell, on every screen
 * but Configurações; a screen the person's role does not open → "Sua função não dá acesso a esta tela."
 * A 402 from any call re-reads the session (providers.tsx), so a block that starts mid-session shows at
 * the next click.
 */
export function Component() {
  const session = useSessao();
  const eu = session.data;
  const liberado = Boolean(eu && !eu.usuario.primeiro_acesso && eu.assinatura.canAccessSystem);
  const aoVivo = useEventosAoVivo(liberado);
  const sair = useSair();
  const { pathname } = useLocation();

  if (session.isPending) return <FullScreenLoading message="Verificando autenticação..." />;
  if (session.isError) {
    return (
      <FullScreenError
        title="Não foi possível verificar sua sessão"
        message={session.error.message}
        onRetry={() => session.refetch()}
        retrying={session.isFetching}
      />
    );
  }
  if (!eu) return <Navigate to="/login" replace />;
  if (eu.usuario.primeiro_acesso) return <Navigate to="/trocar-senha" replace />;

  const { papel } = eu.pessoa;
  // /app itself sends each role to its own screen (the waiter to the tabs, the others to the PDV).
  if (pathname === "/app" || pathname === "/app/") return <Navigate to={telaInicial(papel)} replace />;

  const acesso = eu.assinatura;
  const bloqueado = !acesso.canAccessSystem && !pathname.startsWith(LIBERADA_SEM_ASSINATURA);
  const semAcesso = !podeAbrir(papel, pathname);
  // The subscription's notices lead to paying, which is the owner's alone.
  const podePagar = pode(papel, "assinatura");

  return (
    <AppShell
      user={{
        // The owner is the establishment; a member of its staff is shown by its own name.
        nome: papel === "dono" ? eu.usuario.nome_estabelecimento : eu.pessoa.nome,
        email: eu.pessoa.email,
        superAdmin: eu.usuario.super_admin,
        funcao: papel === "dono" ? undefined : NOMES_PAPEIS[papel],
      }}
      papel={papel}
      onSair={() => sair.mutate()}
      aviso={bloqueado || !podePagar ? null : <AvisoAssinatura acesso={acesso} />}
      avisos={
        <>
          <IndicadorAoVivo estado={aoVivo} />
          <AlertasSino />
        </>
      }
    >
      {semAcesso ? (
        <SemAcesso funcao={NOMES_PAPEIS[papel]} voltarPara={telaInicial(papel)} />
      ) : bloqueado ? (
        <AcessoBloqueado
          mensagem={acesso.limitationMessage ?? "Assinatura inativa."}
          onSair={() => sair.mutate()}
          podePagar={podePagar}
        />
      ) : (
        <Outlet />
      )}
    </AppShell>
  );
}
