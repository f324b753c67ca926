import { lazy, Suspense, useState } from "react";
import { Navigate } from "react-router";
import { useSessao } from "@/web/features/accounts/api/obter-sessao";
import { CtaSection } from "@/web/features/marketing/components/cta-section";
import { FuncionalidadesSection } from "@/web/features/marketing/components/funcionalidades-section";
import { HeroSection } from "@/web/features/marketing/components/hero-section";
import { PlanosSection } from "@/web/features/marketing/components/planos-section";
import { SiteFooter } from "@/web/features/marketing/components/site-footer";
import { SiteHeader } from "@/web/features/marketing/components/site-header";

// The login form (and its validation) is only downloaded when a visitor opens the dialog.
const LoginDialog = lazy(() =>
  import("@/web/features/accounts/components/login-dialog").then((m) => ({ default: m.LoginDialog })),
);

export function Component() {
  const { data: conta } = useSessao();
  const [loginAberto, setLoginAberto] = useState(false);
  const [loginUsado, setLoginUsado] = useState(false);

  // The page renders while the session check runs (or fails): a signed-out visitor never waits for it.
  if (conta) return <Navigate to="/app" replace />;

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
