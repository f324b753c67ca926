import { CameraOffIcon, KeyboardIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { createDetector, isCameraAvailable } from "./camera-detector";

type Estado = { fase: "abrindo" } | { fase: "lendo" } | { fase: "erro"; titulo: string; mensagem: string };

const SEM_SUPORTE = {
  titulo: "Seu navegador não suporta leitura pela câmera",
  mensagem: "Use o leitor de código de barras ou digite o código.",
};

function erroDaCamera(error: unknown): Estado {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError")
    return {
      fase: "erro",
      titulo: "Sem permissão para usar a câmera",
      mensagem: "Permita o acesso à câmera nas configurações do navegador e tente de novo.",
    };
  if (name === "NotFoundError" || name === "OverconstrainedError")
    return {
      fase: "erro",
      titulo: "Nenhuma câmera encontrada",
      mensagem: "Este aparelho não tem câmera disponível.",
    };
  if (name === "NotReadableError")
    return {
      fase: "erro",
      titulo: "A câmera está em uso",
      mensagem: "Feche outros aplicativos que estejam usando a câmera e tente de novo.",
    };
  return {
    fase: "erro",
    titulo: "Não foi possível abrir a câmera",
    mensagem: "Tente de novo ou digite o código.",
  };
}

/** Reads one code with the back camera, then closes. Codes of 3 characters or fewer are not codes (§5). */
export function CameraCodigoBarrasDialog({
  open,
  onOpenChange,
  onCode,
  onManual,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCode: (code: string) => void;
  /** "Digitar código": the way out when the camera cannot read the label. */
  onManual: () => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [estado, setEstado] = useState<Estado>({ fase: "abrindo" });
  const handlers = useRef({ onCode, onOpenChange });
  handlers.current = { onCode, onOpenChange };

  useEffect(() => {
    if (!open) return;
    let ativo = true;
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    setEstado({ fase: "abrindo" });

    const parar = () => {
      ativo = false;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };

    (async () => {
      if (!isCameraAvailable()) {
        setEstado({ fase: "erro", ...SEM_SUPORTE });
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: "environment" } },
          audio: false,
        });
      } catch (error) {
        if (ativo) setEstado(erroDaCamera(error));
        return;
      }
      const video = videoRef.current;
      if (!ativo || !video) return parar();
      video.srcObject = stream;
      await video.play().catch(() => {});

      let detector: Awaited<ReturnType<typeof createDetector>>;
      try {
        detector = await createDetector();
      } catch {
        if (ativo) setEstado({ fase: "erro", ...SEM_SUPORTE });
        return parar();
      }
      if (!ativo) return;
      setEstado({ fase: "lendo" });

      const ler = async () => {
        if (!ativo) return;
        if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          const encontrados = await detector.detect(video).catch(() => []);
          const code = encontrados.map((b) => b.rawValue.trim()).find((v) => v.length > 3);
          if (code && ativo) {
            parar();
            handlers.current.onOpenChange(false);
            handlers.current.onCode(code);
            return;
          }
        }
        // A few reads a second are plenty and keep a phone cool.
        if (ativo) timer = window.setTimeout(ler, 200);
      };
      void ler();
    })();

    return parar;
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Escanear com a câmera</DialogTitle>
          <DialogDescription>Aponte a câmera traseira para o código de barras.</DialogDescription>
        </DialogHeader>
        {estado.fase === "erro" ? (
          <Alert variant="warning">
            <CameraOffIcon aria-hidden />
            <AlertTitle>{estado.titulo}</AlertTitle>
            <AlertDescription>{estado.mensagem}</AlertDescription>
          </Alert>
        ) : (
          <div className="relative aspect-[4/3] overflow-hidden rounded-lg border bg-black">
            <video ref={videoRef} className="size-full object-cover" muted playsInline aria-hidden />
            <div className="pointer-events-none absolute inset-x-8 top-1/2 h-24 -translate-y-1/2 rounded-lg border-2 border-primary/80 shadow-[0_0_0_999px_rgb(0_0_0/0.35)]" />
            {estado.fase === "abrindo" ? (
              <div className="absolute inset-0 flex items-center justify-center bg-black/60 text-sm">
                <Spinner label="Abrindo a câmera..." />
              </div>
            ) : null}
          </div>
        )}
        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              onOpenChange(false);
              onManual();
            }}
          >
            <KeyboardIcon aria-hidden /> Digitar código
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
