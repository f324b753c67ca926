import { Link, Navigate } from "react-router";
import { AuthLayout } from "@/web/components/layout/auth-layout";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/web/components/ui/card";
import { useSessao } from "@/web/features/accounts/api/obter-sessao";
import { LoginForm } from "@/web/features/accounts/components/login-form";

export function Component() {
  const session = useSessao();
  if (session.data) return <Navigate to="/app" replace />;

  return (
    <AuthLayout>
      <Card className="shadow-xl shadow-black/20">
        <CardHeader>
          <CardTitle className="text-2xl">Entrar</CardTitle>
          <CardDescription>Acesse o painel do seu estabelecimento.</CardDescription>
        </CardHeader>
        <CardContent>
          <LoginForm />
        </CardContent>
        <CardFooter className="justify-center border-t pt-6 text-sm text-muted-foreground">
          Ainda não tem uma conta?
          <Link to="/planos" className="ml-1.5 font-medium text-primary underline-offset-4 hover:underline">
            Criar conta
          </Link>
        </CardFooter>
      </Card>
    </AuthLayout>
  );
}
