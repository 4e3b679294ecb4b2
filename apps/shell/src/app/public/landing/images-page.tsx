import { useTranslation } from '@liveqr/web/i18n';
import { LandingFrame, usePublicCode } from './landing-frame';

/** /images/{id}: the gallery of an images code. */
export function ImagesPage() {
  const { t } = useTranslation('public');
  const { state } = usePublicCode('images');
  return (
    <LandingFrame type="images" state={state} title={({ name }) => name}>
      {({ content }) => (
        <ul className="scan-page__gallery">
          {content.images.map((url, index) => (
            <li key={url + index}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                {/* lazy: phones on slow networks load only what comes into view */}
                <img
                  src={url}
                  loading="lazy"
                  alt={t('scanPages.images.image', { number: index + 1, count: content.images.length })}
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </LandingFrame>
  );
}
