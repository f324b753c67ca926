import type { secureHeaders } from "hono/secure-headers";

type Options = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>["contentSecurityPolicy"]>;

/**
 * The Content-Security-Policy of every answer (decision 086). Scripts only from our own origin, never
 * inline or evaluated; the web app sets zod to jitless for that reason.
 */
export const CONTENT_SECURITY_POLICY: Options = {
  defaultSrc: ["'self'"],
  // WebAssembly for the camera's barcode polyfill (zxing), where the browser has no BarcodeDetector.
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  // Libraries add <style> elements whose text is computed at run time (the scroll lock of dialogs pads
  // the page by the scrollbar's width; the toasts), and the receipt and report print windows, which
  // inherit this policy, carry their own print CSS. Inline styles cannot run script.
  styleSrc: ["'self'", "'unsafe-inline'"],
  // A product's picture is any http(s) address its owner typed (imagem_url).
  imgSrc: ["'self'", "https:", "http:"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};
