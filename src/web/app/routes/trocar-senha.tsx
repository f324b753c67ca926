import { LogOutIcon, ShieldCheckIcon } from "lucide-react";
import { Navigate, useNavigate } from "react-router";
import { AuthLayout } from "@/web/components/layout/auth-layout";
import { FullScreenError } from "@/web/components/layout/full-screen-error";
import { FullScreenLoading } from "@/web/components/layout/full-screen-loading";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useAlterarSenha } from "@/web/features/accounts/api/alterar-senha";
import { useSessao } from "@/web/features/accounts/api/obter-sessao";
import { useSair } from "@/web/features/accounts/api/sair";
import { NovaSenhaForm } from "@/web/features/accounts/components/nova-senha-form";
import { MENSAGENS } from "@/web/features/accounts/lib/auth-messages";
import { toast } from "@/web/lib/toast";

/** /trocar-senha: the personal password of first access (the guard sends users here while primeiro_acesso). */
export function Component() {
  const session = useSessao();
  const navigate = useNavigate();
  const alterarSenha = useAlterarSenha();
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
  if (!session.data) return <Navigate to="/login" replace />;
  // Only first access lands here; a regular password change belongs to the settings screen.
  if (!session.data.usuario.primeiro_acesso) return <Navigate to="/app" replace />;

  const email = session.data.usuario.email;

  const botaoSair = (
    <Button variant="ghost" size="sm" onClick={() => sair.mutate()} disabled={sair.isPending}>
      <LogOutIcon aria-hidden /> Sair
    </Button>
  );

  return (
    <AuthLayout action={botaoSair}>
      <Card className="shadow-xl shadow-black/20">
        <CardHeader>
          <span className="mb-2 flex size-11 items-center justify-center rounded-lg bg-primary/12 text-primary">
            <ShieldCheckIcon className="size-5" aria-hidden />
          </span>
          <CardTitle className="text-2xl">Primeiro acesso: defina sua senha pessoal</CardTitle>
          <CardDescription>
            Você entrou em <span className="font-medium text-foreground">{email}</span> com uma senha
            provisória. Crie agora a sua senha pessoal para continuar.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <NovaSenhaForm
            submitLabel="Salvar senha e continuar"
            onSubmit={async (values) => {
              await alterarSenha.mutateAsync(values);
              toast.success(MENSAGENS.senhaAlterada);
              navigate("/app", { replace: true });
            }}
          />
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
