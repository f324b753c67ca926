import { ArrowLeftIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { obterPlano } from "@/shared/billing/planos";
import { AuthLayout } from "@/web/components/layout/auth-layout";
import { Button } from "@/web/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/web/components/ui/card";
import { useSessao } from "@/web/features/accounts/api/obter-sessao";
import { CadastroDestaques } from "@/web/features/accounts/components/cadastro-destaques";
import { CadastroForm } from "@/web/features/accounts/components/cadastro-form";
import { LoginForm } from "@/web/features/accounts/components/login-form";

type Modo = "login" | "cadastro";

/** Keeps the modality and WhatsApp number of the link for the session (spec §2 Auth page). */
function useGuardarModalidade(modalidade: string | null, whatsapp: string | null) {
  useEffect(() => {
    try {
      if (modalidade) window.sessionStorage.setItem("balcao:modalidade", modalidade);
      if (modalidade && whatsapp) window.sessionStorage.setItem("balcao:whatsapp", whatsapp);
    } catch {
      // Storage unavailable: nothing depends on these values yet.
    }
  }, [modalidade, whatsapp]);
}

/** /auth: login or sign-up, reached from the plans page with ?plano=. */
export function Component() {
  const [params] = useSearchParams();
  const plano = obterPlano(params.get("plano"));
  const [modo, setModo] = useState<Modo>(params.get("plano") ? "cadastro" : "login");
  const session = useSessao();
  useGuardarModalidade(params.get("modalidade"), params.get("whatsapp"));

  if (session.data) return <Navigate to="/app" replace />;

  const voltar = plano ? (
    <Button asChild variant="ghost" size="sm">
      <Link to="/planos">
        <ArrowLeftIcon aria-hidden /> Voltar aos Planos
      </Link>
    </Button>
  ) : null;

  return (
    <AuthLayout wide action={voltar}>
      <div className="grid items-center gap-12 lg:grid-cols-[1fr_28rem]">
        <CadastroDestaques className="hidden lg:grid" />
        <Card className="shadow-xl shadow-black/20">
          <CardHeader>
            <CardTitle className="text-2xl">
              {modo === "login" ? "Entrar na sua conta" : "Criar sua conta"}
            </CardTitle>
            <CardDescription>
              {modo === "login"
                ? "Acesse o painel do seu estabelecimento."
                : "Preencha os dados do seu estabelecimento para começar."}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {modo === "login" ? <LoginForm /> : <CadastroForm key={plano?.id ?? "sem-plano"} plano={plano} />}
          </CardContent>
          <CardFooter className="justify-center border-t pt-6 text-sm text-muted-foreground">
            {modo === "login" ? "Ainda não tem uma conta?" : "Já tem uma conta?"}
            <Button
              variant="link"
              className="h-auto px-1.5 py-0"
              onClick={() => setModo(modo === "login" ? "cadastro" : "login")}
            >
              {modo === "login" ? "Criar conta" : "Entrar"}
            </Button>
          </CardFooter>
        </Card>
      </div>
    </AuthLayout>
  );
}
