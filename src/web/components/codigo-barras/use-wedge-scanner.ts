import { useEffect, useRef } from "react";
import { createWedgeScanner, type WedgeOptions } from "./wedge-scanner";

/** Dialogs are their own context: a scan typed into a form field (e.g. Código de Barras) stays there. */
const IGNORAR_DENTRO_DE =
  '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [data-scanner-ignore]';

const TIPOS_DE_TEXTO = new Set(["text", "search", "email", "number", "password", "tel", "url", ""]);

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && TIPOS_DE_TEXTO.has(target.type);
}

/**
 * While `active`, listens on window for a keyboard-wedge scanner (the timing rules live in
 * wedge-scanner.ts). Listens in the capture phase so that the Enter ending a code can be stopped before
 * it clicks the focused button or submits a form.
 */
export function useWedgeScanner({
  active,
  onCode,
  onCancel,
  options,
}: {
  active: boolean;
  onCode: (code: string) => void;
  onCancel?: () => void;
  options?: WedgeOptions;
}) {
  // The latest callbacks, without re-subscribing (and losing a half-read code) on every render.
  const handlers = useRef({ onCode, onCancel });
  handlers.current = { onCode, onCancel };
  const endGapMs = options?.endGapMs;
  const scannerGapMs = options?.scannerGapMs;
  const minLength = options?.minLength;

  useEffect(() => {
    if (!active) return;
    const scanner = createWedgeScanner({ endGapMs, scannerGapMs, minLength });
    let timer: number | undefined;

    const emit = (code: string | null) => {
      if (code !== null) handlers.current.onCode(code);
    };
    const schedule = () => {
      window.clearTimeout(timer);
      const deadline = scanner.deadline();
      if (deadline === null) return;
      timer = window.setTimeout(
        () => emit(scanner.flush(performance.now())),
        Math.max(0, deadline - performance.now()),
      );
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing || event.repeat) return;
      if (event.target instanceof Element && event.target.closest(IGNORAR_DENTRO_DE)) return;
      // event.timeStamp and performance.now() share one clock (the page's time origin).
      const outcome = scanner.key({
        key: event.key,
        time: event.timeStamp,
        editable: isEditable(event.target),
        modifier: event.ctrlKey || event.altKey || event.metaKey,
      });
      if (outcome.consumed) {
        event.preventDefault();
        event.stopPropagation();
      }
      schedule();
      emit(outcome.code);
      if (outcome.cancelled) handlers.current.onCancel?.();
    };

    window.addEventListener("keydown", onKeyDown, { capture: true });
    return () => {
      window.removeEventListener("keydown", onKeyDown, { capture: true });
      window.clearTimeout(timer);
    };
  }, [active, endGapMs, scannerGapMs, minLength]);
}
