type ModuloQr = typeof import("./qr-code-pix");

let carregando: Promise<ModuloQr> | null = null;

/** The QR module, loaded once (lazily) and shared by every PIX on screen and the print; a failed load is retried next time. */
export function carregarQrPix(): Promise<ModuloQr> {
  carregando ??= import("./qr-code-pix").catch((error: unknown) => {
    carregando = null;
    throw error;
  });
  return carregando;
}
