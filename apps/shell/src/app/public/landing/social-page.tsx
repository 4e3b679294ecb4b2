import { useTranslation } from '@liveqr/web/i18n';
import { LandingFrame, usePublicCode } from './landing-frame';
import { type PublicContentMap, withScheme } from './public-code';

/** One button per channel, in this order. */
const CHANNELS = [
  ['facebookUrl', 'facebook'],
  ['instagramUrl', 'instagram'],
  ['twitterUrl', 'twitter'],
  ['url', 'website'],
] as const satisfies readonly (readonly [keyof PublicContentMap['social'], string])[];

/** /social/{id}: a button for each social channel that is set. */
export function SocialPage() {
  const { t } = useTranslation('public');
  const { state } = usePublicCode('social');
  return (
    <LandingFrame type="social" state={state} title={({ name }) => name}>
      {({ content }) => (
        <div className="scan-page__buttons">
          {CHANNELS.filter(([field]) => content[field]).map(([field, label]) => (
            <a
              key={field}
              className="button button--primary button--block"
              href={withScheme(content[field])}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t(`scanPages.social.${label}`)}
            </a>
          ))}
        </div>
      )}
    </LandingFrame>
  );
}
