import { renderSvg } from '@liveqr/qr-render';
import type { DesignCheckState } from '@liveqr/web/designer';
import { useTranslation } from '@liveqr/web/i18n';
import { type ReactNode, useEffect, useMemo, useState } from 'react';

export interface LivePreviewProps {
  /** The text the code holds; undefined while the content is incomplete. */
  payload?: string;
  check: DesignCheckState;
  /** The refusal in the reader's language, when the design check refused. */
  refusal?: string;
  tracked: boolean;
  /** Set once the code exists: a tracked preview then shows its real link. */
  slug?: string;
  /** Shown under the preview, e.g. the download menu of a saved code. */
  children?: ReactNode;
}

/** Spec §9: the preview is 200x200. */
const PREVIEW_SIZE = 200;

/** Renders the code in the browser with qr-render: no network round trip per keystroke. */
export function LivePreview({ payload, check, refusal, tracked, slug, children }: LivePreviewProps) {
  const { t } = useTranslation('creator');
  // A design only the server refused can still be drawn: the preview shows it with the reason.
  const customization = check.state === 'empty' ? undefined : check.customization;
  // Drawn at least as large as it scans (long content needs more than 200 px) and shown 200 px wide.
  const size = Math.max(PREVIEW_SIZE, (check.state === 'empty' ? undefined : check.symbol?.minimumSize) ?? 0);
  const svg = useMemo(
    () => (payload && customization ? renderSvg(payload, customization, { size }) : undefined),
    [payload, customization, size],
  );
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [svg]);
  const shown = failed ? undefined : svg;

  return (
    <aside className="live-preview" aria-labelledby="live-preview-title">
      <h2 id="live-preview-title">{t('preview.title')}</h2>
      <div className="phone-frame">
        {shown ? (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(shown)}`}
            width={PREVIEW_SIZE}
            alt={t('preview.alt')}
            onError={() => setFailed(true)}
          />
        ) : (
          !refusal && <p className="live-preview__empty">{t('preview.empty')}</p>
        )}
        {refusal && <p className="live-preview__refusal">{refusal}</p>}
      </div>
      {shown && tracked && (
        <p className="field-hint">{slug ? t('preview.trackedLink') : t('preview.placeholderLink')}</p>
      )}
      {children}
    </aside>
  );
}
