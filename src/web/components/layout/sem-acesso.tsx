import { ArrowLeftIcon, ShieldOffIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";

/**
 * A screen of /app the person's role does not open (typed or bookmarked address): says so and leads back
 * to the role's own screen. The server refuses the same calls with 403; this page spares the person a
 * screen of errors.
 */
export function SemAcesso({ funcao, voltarPara }: { funcao: string; voltarPara: string }) {
  return (
    <section
      aria-labelledby="sem-acesso"
      className="mx-auto flex w-full max-w-lg flex-col items-center gap-5 rounded-xl border bg-card px-6 py-10 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-warning/10 text-warning ring-1 ring-warning/25">
        <ShieldOffIcon className="size-7" aria-hidden />
      </span>
      <div className="grid gap-2">
        <h1 id="sem-acesso" className="text-2xl font-bold tracking-tight">
          Sua função não dá acesso a esta tela.
        </h1>
        <p className="text-sm text-muted-foreground">
          Você entrou como <strong className="font-medium text-foreground">{funcao}</strong>. Se precisar
          desta tela, peça ao dono do estabelecimento para mudar sua função.
        </p>
      </div>
      <Button asChild>
        <Link to={voltarPara} replace>
          <ArrowLeftIcon aria-hidden /> Voltar para a minha tela
        </Link>
      </Button>
    </section>
  );
}
