import { BarcodeDetector, type BarcodeFormat, prepareZXingModule } from "barcode-detector/ponyfill";
// The .wasm file is served by us (hashed, under /assets), not fetched from a public CDN at scan time.
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";
import type { DetectorDeCodigo } from "./camera-detector";

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path),
  },
});

export function criarDetectorZxing(formats: string[]): DetectorDeCodigo {
  return new BarcodeDetector({ formats: formats as BarcodeFormat[] });
}
