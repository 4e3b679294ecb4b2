import type { ImageFormat } from '@liveqr/qr-render/image-options';
import { useCallback, useEffect, useState } from 'react';
import { designerApi } from './designer-api';

/**
 * The picture of a saved code for its card: the image route's URL at first; after its design
 * changed, the new image fetched with the session, as the browser would show the old one again for
 * the same URL. The fetched image is released when replaced or when the card goes.
 */
export function useCodeImage(code: { id: string; imageUrl: string }, format: ImageFormat, size: number) {
  const [fetched, setFetched] = useState<string>();

  useEffect(
    () => () => {
      if (fetched) URL.revokeObjectURL(fetched);
    },
    [fetched],
  );

  const refresh = useCallback(() => {
    designerApi
      .image(code.id, format, size)
      .then((file) => setFetched(URL.createObjectURL(file.blob)))
      // The card keeps the picture it has; the next visit draws the new one.
      .catch(() => undefined);
  }, [code.id, format, size]);

  return { src: fetched ?? `${code.imageUrl}?${new URLSearchParams({ format, size: String(size) })}`, refresh };
}
