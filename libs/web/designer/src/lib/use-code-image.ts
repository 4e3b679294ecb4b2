import { pageWorkspace } from '@liveqr/web/api-client';
import type { ImageFormat } from '@liveqr/qr-render/image-options';
import { useCallback, useEffect, useState } from 'react';
import { designerApi } from './designer-api';

/**
 * The picture of a saved code for its card: the image route's URL at first; after its design
 * changed, the new image fetched with the session, as the browser would show the old one again for
 * the same URL. In a team workspace it is always fetched: an <img> cannot name the workspace the
 * code is in, the API client does. The fetched image is released when replaced or when the card goes.
 */
export function useCodeImage(code: { id: string; imageUrl: string }, format: ImageFormat, size: number) {
  const [fetched, setFetched] = useState<string>();
  const [failed, setFailed] = useState(false);
  const direct = pageWorkspace() === undefined;

  useEffect(
    () => () => {
      if (fetched) URL.revokeObjectURL(fetched);
    },
    [fetched],
  );

  const fetchImage = useCallback(
    () => designerApi.image(code.id, format, size).then((file) => setFetched(URL.createObjectURL(file.blob))),
    [code.id, format, size],
  );
  // After a design change the card keeps the picture it has if the new one fails; the next visit draws it.
  const refresh = useCallback(() => void fetchImage().catch(() => undefined), [fetchImage]);

  useEffect(() => {
    if (!direct) fetchImage().catch(() => setFailed(true));
  }, [direct, fetchImage]);

  return {
    src: fetched ?? (direct ? `${code.imageUrl}?${new URLSearchParams({ format, size: String(size) })}` : undefined),
    /** The team workspace's image could not be fetched (a URL's failure is the <img>'s error). */
    failed,
    refresh,
  };
}
