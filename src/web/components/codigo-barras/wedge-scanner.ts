/**
 * Keyboard-wedge barcode scanners "type" the code: a burst of characters a few milliseconds apart,
 * usually followed by Enter. This state machine tells such a burst from a person typing, with no DOM and
 * no clock of its own (every key brings its time), so it can be tested with made-up timestamps.
 *
 * Rules (spec §4, §5, §9):
 * - a code ends on Enter, or after `endGapMs` (100 ms) without a key;
 * - Escape cancels the code being read;
 * - a code must be longer than 3 characters;
 * - keys typed into a text field belong to that field: they count as a scan only when every one of them
 *   arrived at scanner speed (at most `scannerGapMs` apart). A person typing in the search box is never
 *   taken for a scanner, and the Enter that ends their typing goes to the field as usual.
 */

export interface WedgeOptions {
  /** Silence that ends a code (spec: 100 ms). */
  endGapMs?: number;
  /** The largest gap between two keys of a scan typed into a text field. */
  scannerGapMs?: number;
  /** Shortest code accepted (spec: longer than 3 characters). */
  minLength?: number;
}

export interface WedgeKey {
  /** KeyboardEvent.key: "7", "A", "Enter", "Escape", "Shift"... */
  key: string;
  /** Milliseconds on any monotonic clock (KeyboardEvent.timeStamp). */
  time: number;
  /** The key went to a text field (input, textarea, contenteditable). */
  editable: boolean;
  /** Ctrl, Alt or Meta held: a shortcut, never part of a code. */
  modifier?: boolean;
}

export interface WedgeOutcome {
  /** A complete code, when this key (or the silence before it) finished one. */
  code: string | null;
  /** The key ended a code: the caller should stop it from also clicking a button or submitting a form. */
  consumed: boolean;
  /** Escape: the caller may stop listening. */
  cancelled: boolean;
}

export const WEDGE_DEFAULTS: Required<WedgeOptions> = { endGapMs: 100, scannerGapMs: 40, minLength: 4 };

export interface WedgeScanner {
  key(event: WedgeKey): WedgeOutcome;
  /** When the code being read ends by silence (`time` of its last key + endGapMs), or null when idle. */
  deadline(): number | null;
  /** Call at (or after) the deadline: the code, if the silence completed a valid one. */
  flush(time: number): string | null;
  reset(): void;
}

export function createWedgeScanner(options: WedgeOptions = {}): WedgeScanner {
  // `??`, not a spread: an option passed as undefined (a hook forwarding its props) keeps the default.
  const endGapMs = options.endGapMs ?? WEDGE_DEFAULTS.endGapMs;
  const scannerGapMs = options.scannerGapMs ?? WEDGE_DEFAULTS.scannerGapMs;
  const minLength = options.minLength ?? WEDGE_DEFAULTS.minLength;
  let buffer = "";
  let lastTime = 0;
  let typedInField = false;
  let allFast = true;

  const reset = () => {
    buffer = "";
    typedInField = false;
    allFast = true;
  };

  /** Ends the current code: returns it when it counts as a scan. */
  const finish = (): string | null => {
    const code = buffer.trim();
    const valid = code.length >= minLength && (!typedInField || allFast);
    reset();
    return valid ? code : null;
  };

  const outcome = (code: string | null, consumed = false, cancelled = false): WedgeOutcome => ({
    code,
    consumed,
    cancelled,
  });

  return {
    key(event) {
      // A code whose silence timer has not fired yet (a busy main thread) still ends at its deadline.
      const expired = buffer !== "" && event.time - lastTime > endGapMs ? finish() : null;

      if (event.key === "Escape") {
        reset();
        return outcome(expired, false, true);
      }
      if (event.key === "Enter") {
        if (expired !== null) return outcome(expired);
        const code = buffer === "" ? null : finish();
        return outcome(code, code !== null);
      }
      // Shift (for capitals), Tab, arrows, dead keys and shortcuts are not characters of a code.
      if (event.modifier || [...event.key].length !== 1) return outcome(expired);

      if (buffer !== "" && event.time - lastTime > scannerGapMs) allFast = false;
      buffer += event.key;
      lastTime = event.time;
      if (event.editable) typedInField = true;
      return outcome(expired);
    },
    deadline() {
      return buffer === "" ? null : lastTime + endGapMs;
    },
    flush(time) {
      if (buffer === "" || time - lastTime < endGapMs) return null;
      return finish();
    },
    reset,
  };
}
