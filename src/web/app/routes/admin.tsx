import { ArrowLeftIcon, ShieldCheckIcon } from "lucide-react";
import { Link, Navigate } from "react-router";
import { Brand } from "@/web/components/layout/brand";
import { FullScreenLoading } from "@/web/components/layout/full-screen-loading";
import { PageHeader } from "@/web/components/layout/page-header";
import { Button } from "@/web/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { useSessao } from "@/web/features/accounts/api/obter-sessao";
import { AuditoriaPainel } from "@/web/features/admin/components/auditoria-painel";
import { ContasPainel } from "@/web/features/admin/components/contas-painel";
import { VarrerAssinaturasButton } from "@/web/features/admin/components/varrer-assinaturas-button";

/**
 * /admin, the super admin's console (decision 107). Anyone else is sent where any unknown address goes
 * (the router's "*": the home page); the page is no protection — /api/admin answers 404 to them.
 */
export function Component() {
  const sessao = useSessao();
  if (sessao.isPending) return <FullScreenLoading message="Carregando..." />;
  if (!sessao.data?.usuario.super_admin) return <Navigate to="/" replace />;

  return (
    <div className="min-h-dvh">
      <header className="flex h-16 items-center justify-between border-b bg-card/60 px-4 sm:px-6">
        <Link to="/app/vendas" className="rounded-md" aria-label="Balcão — ir para o app">
          <Brand />
        </Link>
        <Button asChild variant="ghost" size="sm">
          <Link to="/app/vendas">
            <ArrowLeftIcon aria-hidden /> Voltar ao app
          </Link>
        </Button>
      </header>
      <main className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
        <PageHeader
          title="Console do super admin"
          subtitle="Contas, assinaturas e o registro de tudo que as mudou"
          icon={ShieldCheckIcon}
          actions={<VarrerAssinaturasButton />}
        />
        <Tabs defaultValue="contas" className="grid gap-4">
          <TabsList className="justify-self-start">
            <TabsTrigger value="contas">Contas</TabsTrigger>
            <TabsTrigger value="auditoria">Auditoria</TabsTrigger>
          </TabsList>
          {/* Kept mounted, so the search and the page survive a look at the audit log. */}
          <TabsContent value="contas" forceMount className="data-[state=inactive]:hidden">
            <ContasPainel />
          </TabsContent>
          <TabsContent value="auditoria">
            <AuditoriaPainel />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
