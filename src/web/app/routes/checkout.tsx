import { LockIcon, SearchXIcon } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import type { ResultadoSandbox } from "@/shared/billing/schemas";
import { BrandMark } from "@/web/components/layout/brand";
import { Spinner } from "@/web/components/ui/spinner";
import { useCobrancaSandbox } from "@/web/features/billing/api/obter-cobranca-sandbox";
import { useRegistrarResultadoSandbox } from "@/web/features/billing/api/registrar-resultado-sandbox";
import { CheckoutSandbox, SandboxFaixa } from "@/web/features/billing/components/checkout-sandbox";
import { urlPagamentoSegura } from "@/web/features/billing/lib/checkout";
import type { FormaEscolhida } from "@/web/features/billing/lib/cobranca-sandbox";

/** /checkout/:id — the embedded payment provider's page (PAYMENT_PROVIDER=sandbox). */
export function Component() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const cobranca = useCobrancaSandbox(id);
  const registrar = useRegistrarResultadoSandbox();
  const [enviando, setEnviando] = useState<ResultadoSandbox | null>(null);

  function registrarResultado(resultado: ResultadoSandbox, forma: FormaEscolhida) {
    setEnviando(resultado);
    registrar.mutate(
      { id, resultado, forma },
      {
        onSuccess: ({ redirecionar_para }) => {
          const destino = urlPagamentoSegura(redirecionar_para);
          if (destino?.startsWith("/")) navigate(destino);
          else if (destino) window.location.assign(destino);
        },
        onSettled: (_data, error) => {
          if (error) setEnviando(null);
        },
      },
    );
  }

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <SandboxFaixa />
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-3 px-4 sm:px-6">
          <span className="flex items-center gap-2.5">
            <BrandMark />
            <span className="leading-tight">
              <span className="block font-bold">Balcão</span>
              <span className="block text-xs text-muted-foreground">Checkout</span>
            </span>
          </span>
          <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <LockIcon className="size-4 text-success" aria-hidden /> Pagamento seguro
          </span>
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        {cobranca.isPending ? (
          <div className="grid place-items-center py-20">
            <Spinner label="Carregando cobrança..." />
          </div>
        ) : cobranca.isError ? (
          <div className="mx-auto grid max-w-md justify-items-center gap-4 py-16 text-center">
            <SearchXIcon className="size-10 text-muted-foreground" aria-hidden />
            <h1 className="text-2xl font-bold">Cobrança não encontrada</h1>
            <p className="text-muted-foreground">{cobranca.error.message}</p>
            <Link to="/planos" className="font-medium text-primary hover:underline">
              Ver planos
            </Link>
          </div>
        ) : (
          <>
            <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">Finalize seu pagamento</h1>
            <CheckoutSandbox
              cobranca={cobranca.data}
              enviando={enviando}
              erro={registrar.error?.message ?? null}
              onResultado={registrarResultado}
            />
          </>
        )}
      </main>
    </div>
  );
}
