import { lazy, Suspense, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { CtaSection } from "@/web/features/marketing/components/cta-section";
import { FuncionalidadesSection } from "@/web/features/marketing/components/funcionalidades-section";
import { HeroSection } from "@/web/features/marketing/components/hero-section";
import { PlanosSection } from "@/web/features/marketing/components/planos-section";
import { SiteFooter } from "@/web/features/marketing/components/site-footer";
import { SiteHeader } from "@/web/features/marketing/components/site-header";

// The login form (its validation, and the data layer it signs in through) is only downloaded when a
// visitor opens the dialog.
const LoginDialog = lazy(() => import("./login-na-pagina-inicial"));

export function Component() {
  const navigate = useNavigate();
  const [loginAberto, setLoginAberto] = useState(false);
  const [loginUsado, setLoginUsado] = useState(false);

  // The page renders while the session check runs (or fails): a signed-out visitor never waits for it.
  // A signed-in owner goes on to the app. A plain request, not react-query, and its API client loads
  // after the first render: the landing's critical path carries no data layer (decision 141).
  useEffect(() => {
    let ativa = true;
    import("@/web/features/accounts/api/ler-sessao")
      .then(({ obterSessao }) => obterSessao())
      .then(
        (conta) => {
          if (ativa && conta) navigate("/app", { replace: true });
        },
        () => {},
      );
    return () => {
      ativa = false;
    };
  }, [navigate]);

  function abrirLogin() {
    setLoginUsado(true);
    setLoginAberto(true);
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader onEntrar={abrirLogin} />
      <main className="flex-1">
        <HeroSection onEntrar={abrirLogin} />
        <FuncionalidadesSection />
        <PlanosSection />
        <CtaSection />
      </main>
      <SiteFooter />
      {loginUsado ? (
        <Suspense fallback={null}>
          <LoginDialog open={loginAberto} onOpenChange={setLoginAberto} />
        </Suspense>
      ) : null}
    </div>
  );
}
