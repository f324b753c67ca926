import { Navigate, Outlet } from "react-router";
import { AppShell } from "@/web/components/layout/app-shell";
import { FullScreenError } from "@/web/components/layout/full-screen-error";
import { FullScreenLoading } from "@/web/components/layout/full-screen-loading";
import { useSessao } from "@/web/features/accounts/api/obter-sessao";
import { useSair } from "@/web/features/accounts/api/sair";
import { AlertasSino } from "@/web/features/catalog/components/alertas-sino";

/** Route guard of /app (spec §2): checking → loading screen; signed out → /login; first access → /trocar-senha. */
export function Component() {
  const session = useSessao();
  const sair = useSair();

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
  const eu = session.data;
  if (!eu) return <Navigate to="/login" replace />;
  if (eu.usuario.primeiro_acesso) return <Navigate to="/trocar-senha" replace />;

  return (
    <AppShell
      user={{ nome: eu.usuario.nome_estabelecimento, email: eu.usuario.email }}
      onSair={() => sair.mutate()}
      avisos={<AlertasSino />}
    >
      <Outlet />
    </AppShell>
  );
}
