import { DEFAULT_CUSTOMIZATION } from '@liveqr/qr-render';
import type { QrContent } from '@liveqr/qr-content';
import { publicContent, toPublicQrCodeView } from './public-qr-code.view';

const stored = (content: Record<string, unknown>) => content as unknown as QrContent;

describe('public page content', () => {
  it('falls back to the url field for a business without a website field', () => {
    expect(publicContent('business', stored({ businessName: 'Bistro', url: 'https://bistro.example.com' }))).toEqual({
      businessName: 'Bistro',
      website: 'https://bistro.example.com',
      phone: '',
      email: '',
      address: '',
    });
  });

  it('reads a single-image gallery from imageUrl when there is no list', () => {
    expect(publicContent('images', stored({ imageUrl: 'https://img.example.com/a.png', images: [] }))).toEqual({
      images: ['https://img.example.com/a.png'],
    });
  });

  it('leaves out fields the page does not show', () => {
    expect(publicContent('coupon', stored({ code: 'X', text: '', url: '', secret: 'no' }))).toEqual({
      code: 'X',
      text: '',
      url: '',
    });
  });

  it('calls only the signed-in owner the owner', () => {
    const code = {
      id: 'c',
      name: 'L',
      userId: 'owner',
      content: stored({ links: [] }),
      customization: DEFAULT_CUSTOMIZATION,
    };
    expect(toPublicQrCodeView(code, 'links', 'owner').isOwner).toBe(true);
    expect(toPublicQrCodeView(code, 'links', 'someone').isOwner).toBe(false);
    expect(toPublicQrCodeView(code, 'links', null).isOwner).toBe(false);
  });

  it('dresses the page in the code’s background and the darkest colour it draws with', () => {
    const code = {
      id: 'c',
      name: 'L',
      userId: 'owner',
      content: stored({ links: [] }),
      customization: {
        ...DEFAULT_CUSTOMIZATION,
        background: '#fefce8',
        foreground: {
          type: 'linear' as const,
          angle: 90,
          stops: [
            { offset: 0, colour: '#1d4ed8' },
            { offset: 1, colour: '#14532d' },
          ],
        },
      },
    };
    expect(toPublicQrCodeView(code, 'links', null).colors).toEqual({ foreground: '#14532d', background: '#fefce8' });
  });
});
