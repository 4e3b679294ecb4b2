import { QR_TYPE_IDS, REQUIRED_CONTENT_MESSAGES } from '@liveqr/qr-content';
import { DEFAULT_CUSTOMIZATION } from '@liveqr/qr-render';
import { QrCatalogErrorCode, QrCatalogException } from './qr-catalog.exception';
import { checkedContent, checkedCustomization } from './qr-code-rules';
import { newSlug, SLUG_LENGTH } from './slug';

function refusal(action: () => unknown): { code: QrCatalogErrorCode; status: number; message: string } {
  try {
    action();
  } catch (error) {
    if (error instanceof QrCatalogException) {
      return {
        code: error.code,
        status: error.getStatus(),
        message: (error.getResponse() as { message: string }).message,
      };
    }
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('QR code rules', () => {
  it.each(QR_TYPE_IDS)("refuses empty %s content with the spec's message, as a 400", (type) => {
    expect(refusal(() => checkedContent(type, {}))).toEqual({
      code: QrCatalogErrorCode.InvalidContent,
      status: 400,
      message: REQUIRED_CONTENT_MESSAGES[type],
    });
  });

  it('returns normalised content', () => {
    expect(checkedContent('website', { url: ' example.com ', extra: 'dropped' })).toEqual({
      url: 'https://example.com',
    });
  });

  it('fills customization defaults and refuses low contrast', () => {
    expect(checkedCustomization(undefined)).toEqual(DEFAULT_CUSTOMIZATION);
    expect(refusal(() => checkedCustomization({ foreground: '#777777', background: '#888888' })).code).toBe(
      QrCatalogErrorCode.InvalidCustomization,
    );
  });

  it('maps the subscription refusal to 402 with the spec text', () => {
    const error = new QrCatalogException(QrCatalogErrorCode.SubscriptionRequired);
    expect(error.getStatus()).toBe(402);
    expect(error.getResponse()).toEqual({
      error: 'subscription_required',
      message: 'You need an active subscription to create QR codes. Please subscribe to continue.',
    });
  });

  it('makes short URL-safe slugs that differ', () => {
    const slugs = Array.from({ length: 1000 }, newSlug);
    for (const slug of slugs) expect(slug).toMatch(new RegExp(`^[A-Za-z0-9]{${SLUG_LENGTH}}$`));
    expect(new Set(slugs).size).toBe(1000);
  });
});
