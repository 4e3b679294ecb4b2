import { emptyContent, formFields, QR_TYPE_FIELDS } from './fields';
import { QR_TYPE_IDS } from './types';

const shown = (type: Parameters<typeof formFields>[0]) =>
  formFields(type).map((field) => `${field.kind}:${field.name}`);

describe('field definitions', () => {
  it('define fields for all 16 types', () => {
    expect(Object.keys(QR_TYPE_FIELDS).sort()).toEqual([...QR_TYPE_IDS].sort());
  });

  it('show the create form inputs of the spec, in order', () => {
    expect(shown('website')).toEqual(['url:url']);
    expect(shown('pdf')).toEqual(['upload:pdfUrl', 'url:pdfUrl']);
    expect(shown('images')).toEqual(['upload:images', 'url-list:images']);
    expect(shown('video')).toEqual(['upload:videoUrl', 'url:videoUrl']);
    expect(shown('vcard')).toEqual([
      'text:firstName',
      'text:lastName',
      'tel:phone',
      'email:email',
      'text:company',
      'url:website',
      'textarea:address',
    ]);
    expect(shown('wifi')).toEqual(['text:ssid', 'text:password', 'select:encryption']);
    expect(shown('whatsapp')).toEqual(['tel:phone', 'textarea:message']);
    expect(shown('facebook')).toEqual(['text:pageId']);
    expect(shown('instagram')).toEqual(['text:username']);
    expect(shown('menu')).toEqual(['url:menuUrl']);
    expect(shown('business')).toEqual(['text:businessName', 'url:website', 'tel:phone']);
    expect(shown('mp3')).toEqual(['upload:audioUrl', 'url:audioUrl']);
    expect(shown('apps')).toEqual(['select:store', 'text:appId']);
    expect(shown('coupon')).toEqual(['text:code', 'url:url', 'textarea:text']);
    expect(shown('social')).toEqual(['url:facebookUrl', 'url:instagramUrl', 'url:twitterUrl', 'url:url']);
    expect(shown('links')).toEqual(['links:links']);
  });

  it('label the inputs the spec names', () => {
    const label = (type: Parameters<typeof formFields>[0], name: string) =>
      formFields(type).find((field) => field.name === name && field.kind !== 'upload')?.label;
    expect(label('menu', 'menuUrl')).toBe('Menu URL');
    expect(label('business', 'businessName')).toBe('Business Name');
    expect(label('mp3', 'audioUrl')).toBe('Audio File URL');
    expect(label('social', 'twitterUrl')).toBe('Twitter/X URL');
    expect(label('social', 'url')).toBe('Primary URL');
    expect(formFields('mp3')[0]).toMatchObject({ kind: 'upload', label: 'Upload Audio File', accept: 'audio/*,.mp3' });
    expect(formFields('apps')[1]).toMatchObject({ label: 'App ID', hint: 'Enter the app ID from the store' });
  });

  it('offer the select options with the spec defaults', () => {
    expect(formFields('wifi')[2]).toMatchObject({
      defaultValue: 'WPA',
      options: [
        { value: 'WPA', label: 'WPA/WPA2' },
        { value: 'WEP', label: 'WEP' },
        { value: 'nopass', label: 'No password' },
      ],
    });
    expect(formFields('apps')[0]).toMatchObject({
      defaultValue: 'ios',
      options: [
        { value: 'ios', label: 'Apple App Store' },
        { value: 'android', label: 'Google Play Store' },
      ],
    });
  });

  it('give every text-like input a maximum length', () => {
    for (const type of QR_TYPE_IDS) {
      for (const field of QR_TYPE_FIELDS[type]) {
        if (['url', 'text', 'tel', 'email', 'textarea'].includes(field.kind))
          expect(field.maxLength).toBeGreaterThan(0);
      }
    }
  });

  it('give links items a title and a required URL', () => {
    expect(formFields('links')[0]?.itemFields?.map((field) => [field.name, field.label, field.required])).toEqual([
      ['title', 'Link Title', false],
      ['url', 'URL', true],
    ]);
  });
});

describe('emptyContent', () => {
  it('starts forms with the select defaults and empty values', () => {
    expect(emptyContent('wifi')).toEqual({ ssid: '', password: '', encryption: 'WPA' });
    expect(emptyContent('apps')).toEqual({ store: 'ios', appId: '' });
    expect(emptyContent('links')).toEqual({ links: [] });
    expect(emptyContent('images')).toEqual({ images: [], imageUrl: '', url: '' });
  });
});
