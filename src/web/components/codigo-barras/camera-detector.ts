/**
 * A barcode reader for the camera: the browser's own BarcodeDetector (Chrome and Edge on Android), or,
 * where there is none (Safari on iPhone, Firefox), the zxing-wasm polyfill, loaded only when the camera
 * is opened so it never weighs on the app's first load (decision 021).
 */

export interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

/** Retail (EAN/UPC), the warehouse's Code 128/39/ITF, and QR for in-house labels. */
export const BARCODE_FORMATS = ["ean_13", "ean_8", "upc_a", "upc_e", "code_128", "code_39", "itf", "qr_code"];

interface BarcodeDetectorNativo {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

export async function createDetector(): Promise<BarcodeDetectorLike> {
  const nativo = (globalThis as { BarcodeDetector?: BarcodeDetectorNativo }).BarcodeDetector;
  if (nativo) {
    try {
      const suportados = await nativo.getSupportedFormats();
      const formats = BARCODE_FORMATS.filter((f) => suportados.includes(f));
      if (formats.length > 0) return new nativo({ formats });
    } catch {
      // Some desktop builds expose the class without a working backend: use the polyfill.
    }
  }
  const { createZxingDetector } = await import("./zxing-detector");
  return createZxingDetector(BARCODE_FORMATS);
}

/** The camera can be used at all: a secure page (https or localhost) with getUserMedia. */
export function isCameraAvailable(): boolean {
  return typeof navigator !== "undefined" && Boolean(navigator.mediaDevices?.getUserMedia);
}
