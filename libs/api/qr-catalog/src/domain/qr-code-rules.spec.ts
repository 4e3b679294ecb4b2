import { checkRouting, ownOrigins, QR_TYPE_IDS, REQUIRED_CONTENT_MESSAGES } from '@liveqr/qr-content';
import { DEFAULT_CUSTOMIZATION } from '@liveqr/qr-render';
import { QrCatalogErrorCode, QrCatalogException } from './qr-catalog.exception';
import { checkedContent, checkedCustomization, checkedRule } from './qr-code-rules';
import { newSlug, SLUG_LENGTH } from './slug';

function refusal(action: () => unknown): { code: QrCatalogErrorCode; status: number; message: string; field?: string } {
  try {
    action();
  } catch (error) {
    if (error instanceof QrCatalogException) {
      const { message, field } = error.getResponse() as { message: string; field?: string };
      return { code: error.code, status: error.getStatus(), message, ...(field === undefined ? {} : { field }) };
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
      field: expect.stringMatching(/^content\.\w+$/),
    });
  });

  it('returns normalised content and where each of its URLs was given', () => {
    expect(checkedContent('website', { url: ' example.com ', extra: 'dropped' })).toEqual({
      content: { url: 'https://example.com' },
      destinations: [{ url: 'https://example.com', field: 'content.url' }],
    });
  });

  it('names the field of a destination only the server refuses, with the code of its rule', () => {
    const server = {
      ownOrigins: ownOrigins('https://liveqr.test'),
      isBlocklisted: (host: string) => host === 'bad.example',
    };
    const social = { facebookUrl: 'facebook.com/a', instagramUrl: 'instagram.com/a', twitterUrl: 'bad.example/a' };
    expect(refusal(() => checkedContent('social', social, server))).toMatchObject({
      code: QrCatalogErrorCode.DestinationBlocklisted,
      field: 'content.twitterUrl',
    });
    const routing = [
      { when: { os: ['ios'] }, url: 'https://example.com' },
      { when: { os: ['android'] }, url: 'https://liveqr.test/s/abc' },
    ];
    expect(refusal(() => checkedRule(checkRouting(routing, server), []))).toMatchObject({
      code: QrCatalogErrorCode.DestinationLoop,
      field: 'routing[1].url',
    });
    expect(refusal(() => checkedRule(checkRouting([{ when: { country: ['XX'] }, url: 'a.com' }]), []))).toEqual({
      code: QrCatalogErrorCode.UnknownCountry,
      status: 400,
      message: expect.any(String),
      field: 'routing[0].when.country',
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
