// Files handed to the clerk (PDF, XML, report exports): always through a link with a file name,
// so the browser saves them instead of replacing the app, or opened in a new tab to print.

/** Base64 (as the API sends files) as bytes. */
export function base64ABytes(b64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i += 1) out[i] = bin.charCodeAt(i);
  return out;
}

/** The object URL lives a minute: long enough for the browser to take the file. */
const liberar = (url: string) => setTimeout(() => URL.revokeObjectURL(url), 60_000);

function guardar(url: string, nombre: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = nombre;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Saves the file under `nombre`. */
export function descargarBlob(blob: Blob, nombre: string): void {
  const url = URL.createObjectURL(blob);
  guardar(url, nombre);
  liberar(url);
}

/** Opens the file in a new tab (to print it); saves it when the browser blocks the tab. */
export function abrirBlob(blob: Blob, nombre: string): void {
  const url = URL.createObjectURL(blob);
  if (!window.open(url, '_blank')) guardar(url, nombre);
  liberar(url);
}
