import { BarcodeDetector, type BarcodeFormat, prepareZXingModule } from "barcode-detector/ponyfill";
// The .wasm file is served by us (hashed, under /assets), not fetched from a public CDN at scan time.
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path),
  },
});

/** The polyfill answers the same `detect()` as the browser's own detector (camera-detector.ts). */
export function createZxingDetector(formats: string[]): BarcodeDetector {
  return new BarcodeDetector({ formats: formats as BarcodeFormat[] });
}
