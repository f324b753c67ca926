import { CameraIcon, KeyboardIcon, ScanBarcodeIcon } from "lucide-react";
import { useState } from "react";
import { dialogoSobDemanda } from "@/web/components/dialogo-sob-demanda";
import { Dica } from "@/web/components/dica";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { useMediaQuery } from "@/web/lib/use-media-query";
import { useWedgeScanner } from "./use-wedge-scanner";

// Both dialogs come when first opened, or when the person points at or focuses their button.
const CodigoBarrasManualDialog = dialogoSobDemanda(() =>
  import("./codigo-barras-manual-dialog").then((m) => m.CodigoBarrasManualDialog),
);
const CameraCodigoBarrasDialog = dialogoSobDemanda(() =>
  import("./camera-codigo-barras-dialog").then((m) => m.CameraCodigoBarrasDialog),
);

/**
 * The barcode helper (spec §2.7): the "Escanear" toggle for a keyboard-wedge scanner, the manual dialog
 * "Inserir Código de Barras" and, on touch screens, the camera. It only hands over the code: the page
 * decides what a code means (show the product in Estoque; add it to the cart in the PDV).
 */
export function LeitorCodigoBarras({
  onCode,
  listening,
  onListeningChange,
  className,
}: {
  onCode: (code: string) => void;
  listening: boolean;
  onListeningChange: (listening: boolean) => void;
  className?: string;
}) {
  const [manualOpen, setManualOpen] = useState(false);
  const [cameraOpen, setCameraOpen] = useState(false);
  const touch = useMediaQuery("(pointer: coarse)");

  useWedgeScanner({ active: listening, onCode, onCancel: () => onListeningChange(false) });

  return (
    <div className={cn("flex items-center gap-2", className)}>
      <Button
        type="button"
        variant={listening ? "secondary" : "outline"}
        aria-pressed={listening}
        onClick={() => onListeningChange(!listening)}
        className={cn(listening && "ring-2 ring-primary/60")}
      >
        {listening ? (
          <span className="relative flex size-2.5" aria-hidden>
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-primary opacity-75" />
            <span className="relative inline-flex size-2.5 rounded-full bg-primary" />
          </span>
        ) : (
          <ScanBarcodeIcon aria-hidden />
        )}
        Escanear
      </Button>
      <Dica texto="Inserir código de barras" atraso={300}>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Inserir código de barras"
          onClick={() => setManualOpen(true)}
          onPointerEnter={CodigoBarrasManualDialog.precarregar}
          onFocus={CodigoBarrasManualDialog.precarregar}
        >
          <KeyboardIcon aria-hidden />
        </Button>
      </Dica>
      {touch ? (
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Escanear com a câmera"
          onClick={() => setCameraOpen(true)}
          onPointerDown={CameraCodigoBarrasDialog.precarregar}
          onFocus={CameraCodigoBarrasDialog.precarregar}
        >
          <CameraIcon aria-hidden />
        </Button>
      ) : null}
      <CodigoBarrasManualDialog open={manualOpen} onOpenChange={setManualOpen} onCode={onCode} />
      {touch ? (
        <CameraCodigoBarrasDialog
          open={cameraOpen}
          onOpenChange={setCameraOpen}
          onCode={onCode}
          onManual={() => setManualOpen(true)}
        />
      ) : null}
    </div>
  );
}

/** The line shown while the toggle is on, so nobody wonders why the page reacts to the scanner. */
export function AvisoLeitorAtivo({ onStop }: { onStop: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-primary/30 bg-primary/10 px-4 py-2.5 text-sm"
    >
      <span className="flex items-center gap-2.5">
        <ScanBarcodeIcon className="size-4 text-primary" aria-hidden />
        <span>
          <strong className="font-semibold text-primary">Leitor ativo.</strong> Passe o código de barras no
          leitor — <kbd className="rounded border px-1 text-xs">Esc</kbd> para parar.
        </span>
      </span>
      <Button type="button" variant="ghost" size="sm" onClick={onStop}>
        Parar
      </Button>
    </div>
  );
}
