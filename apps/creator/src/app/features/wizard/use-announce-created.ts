import { apiErrorText, saveFile } from '@liveqr/web/api-client';
import { useTranslation } from '@liveqr/web/i18n';
import { toast, type ToastAction, toastWithActions } from '@liveqr/web/ui';
import { useCallback } from 'react';
import { type QrCode, qrApi } from '../../api/qr-api';

/**
 * After Generate: a toast that says the code exists and offers what comes next, Download (a PNG that
 * scans) and, for a tracked code, Copy link (its short link). It outlives the creator's page.
 */
export function useAnnounceCreated(): (code: QrCode) => void {
  const { t } = useTranslation('creator');
  return useCallback(
    (code: QrCode) => {
      const id = `created-${code.id}`;
      const title = t('created.title', { name: code.name });
      const download = async () => {
        try {
          saveFile(await qrApi.png(code.id), 'qr-code.png');
        } catch (error) {
          toast.error(apiErrorText(t, error, t('created.downloadFailed')));
        }
      };
      const copy = async (link: string) => {
        try {
          await navigator.clipboard.writeText(link);
          // Said in the same toast, so Download stays in reach rather than behind a new one.
          toastWithActions(title, actions, { id, note: t('created.linkCopied', { link }) });
        } catch {
          // No clipboard (permissions, an insecure origin): the card on My QR Codes shows the link.
          toast.error(t('created.copyFailed'));
        }
      };
      const { shortUrl } = code;
      const actions: ToastAction[] = [
        { label: t('created.download'), onClick: () => void download() },
        ...(shortUrl ? [{ label: t('created.copyLink'), onClick: () => void copy(shortUrl) }] : []),
      ];
      toastWithActions(title, actions, { id });
    },
    [t],
  );
}
