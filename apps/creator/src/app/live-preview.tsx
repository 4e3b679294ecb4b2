import { encodePayload, trackedPayload, validateContent, type QrTypeId } from '@liveqr/qr-content';
import { renderSvg, validateCustomization, type QrCustomizationInput } from '@liveqr/qr-render';
import { useTranslation } from '@liveqr/web/i18n';
import { useEffect, useMemo, useState } from 'react';
import type { ContentValues } from './content-fields';
import { useDebounced } from './use-debounced';

export interface LivePreviewProps {
  type: QrTypeId;
  content: ContentValues;
  customization: QrCustomizationInput;
  tracked: boolean;
  /** The code's slug once it exists (edit); before that a tracked preview uses a placeholder. */
  slug?: string;
  /** Id used in page payloads (business, links, ...) before the code exists. */
  id?: string;
}

/** Spec §9: the preview is 200x200. */
const PREVIEW_SIZE = 200;
const DEBOUNCE_MS = 300;
const PLACEHOLDER = 'preview';

type Preview = { svg: string } | { message: string } | undefined;

/** Renders the code in the browser with qr-render: no network round trip per keystroke. */
export function LivePreview(props: LivePreviewProps) {
  const { t } = useTranslation('creator');
  // Debounced per piece: the parent keeps each object's identity until the user changes it.
  const content = useDebounced(props.content, DEBOUNCE_MS);
  const customization = useDebounced(props.customization, DEBOUNCE_MS);
  const { type, tracked, slug, id } = props;
  const preview = useMemo(
    () => buildPreview({ type, content, customization, tracked, slug, id }),
    [type, content, customization, tracked, slug, id],
  );
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [preview]);

  const shown = failed ? undefined : preview;
  return (
    <aside className="live-preview" aria-labelledby="live-preview-title">
      <h2 id="live-preview-title">{t('preview.title')}</h2>
      <div className="phone-frame">
        {shown && 'svg' in shown ? (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(shown.svg)}`}
            width={PREVIEW_SIZE}
            height={PREVIEW_SIZE}
            alt={t('preview.alt')}
            onError={() => setFailed(true)}
          />
        ) : (
          <p className="live-preview__empty">{shown?.message ?? t('preview.empty')}</p>
        )}
      </div>
      {shown && 'svg' in shown && props.tracked && (
        <p className="field-hint">{props.slug ? t('preview.trackedLink') : t('preview.placeholderLink')}</p>
      )}
    </aside>
  );
}

function buildPreview({ type, content, customization, tracked, slug, id }: LivePreviewProps): Preview {
  const valid = validateContent(type, content);
  if (!valid.ok) return undefined;
  const style = validateCustomization(customization);
  if (!style.ok) return { message: style.message };
  const origin = typeof window === 'undefined' ? 'https://liveqr.invalid' : window.location.origin;
  const payload = tracked
    ? trackedPayload(origin, slug ?? PLACEHOLDER)
    : encodePayload(type, valid.content, { publicUrl: origin, id: id ?? PLACEHOLDER });
  if (!payload) return undefined;
  try {
    return { svg: renderSvg(payload, style.customization, { size: PREVIEW_SIZE }) };
  } catch (error) {
    return { message: error instanceof Error ? error.message : String(error) };
  }
}
