export interface ApiFile {
  blob: Blob;
  /** The name the server gave in `Content-Disposition`, if any. */
  fileName?: string;
}

/**
 * A file from the API (e.g. a QR code image), read whole — `api.GET(path, { parseAs: 'blob' })` — so an
 * expired session is refreshed before the browser saves anything and a refusal arrives as an ApiError.
 */
export async function apiFile(request: Promise<{ data?: Blob; response: Response }>): Promise<ApiFile> {
  const { data, response } = await request;
  return { blob: data ?? new Blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}

/**
 * Saves a file from the API in the browser's downloads, under the server's name (else `fallbackName`);
 * returns the name used.
 */
export function saveFile(file: ApiFile, fallbackName: string): string {
  const name = file.fileName ?? fallbackName;
  const url = URL.createObjectURL(file.blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser reads the blob after this task; free it once the download has started.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}

/** The file name of a `Content-Disposition` header: the UTF-8 `filename*` when present, else `filename`. */
export function fileNameOf(disposition: string | null | undefined): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"((?:[^"\\]|\\.)*)"|filename\s*=\s*([^;]+)/i
    .exec(disposition)
    ?.slice(1)
    .find((name) => name !== undefined)
    ?.replace(/\\(.)/g, '$1')
    .trim();
}
