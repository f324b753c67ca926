import { CheckIcon, CopyIcon, InfoIcon, Loader2Icon } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { Link } from "react-router";
import type { RecebedorPix } from "@/shared/pix/recebedor";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { cn } from "@/web/lib/cn";
import { formatarCentavos } from "@/web/lib/format";
import { toast } from "@/web/lib/toast";
import { carregarQrPix } from "./carregar-qr-pix";

type ModuloQr = Awaited<ReturnType<typeof carregarQrPix>>;

function useModuloQr() {
  const [estado, setEstado] = useState<{ modulo: ModuloQr | null; falhou: boolean }>({
    modulo: null,
    falhou: false,
  });
  useEffect(() => {
    let ativo = true;
    carregarQrPix().then(
      (modulo) => ativo && setEstado({ modulo, falhou: false }),
      () => ativo && setEstado({ modulo: null, falhou: true }),
    );
    return () => {
      ativo = false;
    };
  }, []);
  return estado;
}

/**
 * One PIX charge (decision 137): the static QR code for exactly `valorCentavos`, its copia e cola with
 * a copy button, and who receives. One per payment: a split payment shows one of these for each part.
 * Without a key, it says where to set one; PIX is still taken, without a QR.
 */
export function PixCobranca({
  recebedor,
  valorCentavos,
  txid,
  className,
}: {
  recebedor: RecebedorPix | null;
  valorCentavos: number;
  txid: string;
  className?: string;
}) {
  if (!recebedor) {
    return (
      <p
        role="note"
        className={cn("flex items-start gap-2 rounded-lg border bg-muted/40 p-3 text-sm", className)}
      >
        <InfoIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
        <span>
          PIX sem QR Code: cadastre a chave PIX em{" "}
          <Link to="/app/configuracoes" className="font-medium text-primary underline underline-offset-4">
            Configurações
          </Link>{" "}
          para mostrar o QR Code com o valor exato.
        </span>
      </p>
    );
  }
  if (valorCentavos <= 0) {
    return (
      <p role="note" className={cn("rounded-lg border bg-muted/40 p-3 text-sm", className)}>
        Total {formatarCentavos(0)}: não há PIX a receber.
      </p>
    );
  }
  return <QrCobranca recebedor={recebedor} valorCentavos={valorCentavos} txid={txid} className={className} />;
}

function QrCobranca({
  recebedor,
  valorCentavos,
  txid,
  className,
}: {
  recebedor: RecebedorPix;
  valorCentavos: number;
  txid: string;
  className?: string;
}) {
  const { modulo, falhou } = useModuloQr();
  const qr = useMemo(
    () => modulo?.qrDaCobranca({ recebedor, valorCentavos, txid }) ?? null,
    [modulo, recebedor, valorCentavos, txid],
  );
  const idCopia = useId();
  // What was copied: another amount is another code, not yet copied.
  const [copiadoDe, setCopiadoDe] = useState<string | null>(null);
  const copiado = qr !== null && copiadoDe === qr.copiaECola;
  const valor = formatarCentavos(valorCentavos);

  async function copiar() {
    if (!qr) return;
    try {
      await navigator.clipboard.writeText(qr.copiaECola);
      setCopiadoDe(qr.copiaECola);
      toast.success("Código PIX copiado", { description: `PIX copia e cola de ${valor}` });
    } catch {
      // Clipboard refused (no permission, insecure page): the text is selected for a manual copy.
      const campo = document.getElementById(idCopia);
      if (campo instanceof HTMLInputElement) campo.select();
      toast.error("Não foi possível copiar", {
        description: "O código está selecionado: copie manualmente.",
      });
    }
  }

  return (
    <section
      aria-label={`QR Code PIX de ${valor}`}
      className={cn("grid gap-3 rounded-lg border border-primary/30 bg-primary/5 p-3 sm:p-4", className)}
    >
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-center sm:gap-5">
        <div className="grid size-44 shrink-0 place-items-center rounded-md bg-white p-1 shadow-sm">
          {qr ? (
            <svg
              role="img"
              aria-label={`QR Code PIX de ${valor}`}
              viewBox={`0 0 ${qr.tamanho} ${qr.tamanho}`}
              className="size-full"
              shapeRendering="crispEdges"
            >
              <rect width={qr.tamanho} height={qr.tamanho} fill="#fff" />
              <path d={qr.caminho} fill="#000" />
            </svg>
          ) : falhou ? (
            <span className="p-2 text-center text-xs text-neutral-700">
              Não foi possível gerar o QR Code. Recarregue a página.
            </span>
          ) : (
            <Loader2Icon className="size-6 animate-spin text-neutral-500" aria-label="Gerando QR Code" />
          )}
        </div>
        <div className="grid gap-1 text-center sm:text-left">
          <p className="text-sm text-muted-foreground">Valor do PIX</p>
          <p className="text-2xl font-bold text-primary tabular-nums" data-testid="valor-pix">
            {valor}
          </p>
          <p className="text-sm">
            <span className="text-muted-foreground">Recebedor:</span> {recebedor.nome}
          </p>
          <p className="break-all text-xs text-muted-foreground">Chave: {recebedor.chave}</p>
        </div>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={idCopia} className="text-sm font-medium">
          PIX copia e cola
        </label>
        <div className="flex gap-2">
          <Input
            id={idCopia}
            readOnly
            value={qr?.copiaECola ?? ""}
            onFocus={(e) => e.currentTarget.select()}
            className="min-w-0 font-mono text-xs"
          />
          <Button type="button" variant="outline" onClick={copiar} disabled={!qr} className="shrink-0">
            {copiado ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
            {copiado ? "Copiado" : "Copiar"}
          </Button>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        Sem integração com o banco: confira o PIX recebido no app do banco antes de confirmar.
      </p>
    </section>
  );
}
