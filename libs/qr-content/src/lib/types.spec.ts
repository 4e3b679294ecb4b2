import { defaultName, isQrType, QR_TYPE_IDS, QR_TYPES, qrType } from './types';

describe('QR types', () => {
  it('lists the 16 types in the picker order with the spec labels and descriptions', () => {
    expect(QR_TYPES.map((type) => [type.id, type.label, type.description])).toEqual([
      ['website', 'Website', 'Link to any website URL'],
      ['pdf', 'PDF', 'Show a PDF'],
      ['images', 'Images', 'Share multiple images'],
      ['video', 'Video', 'Show a video'],
      ['wifi', 'WiFi', 'Connect to a Wi-Fi network'],
      ['menu', 'Menu', 'Create a restaurant menu'],
      ['business', 'Business', 'Share business information'],
      ['vcard', 'vCard', 'Share a digital business card'],
      ['mp3', 'MP3', 'Share an audio file'],
      ['apps', 'Apps', 'Redirect to an app store'],
      ['links', 'List of Links', 'Share multiple links'],
      ['coupon', 'Coupon', 'Share a coupon'],
      ['facebook', 'Facebook', 'Share your Facebook page'],
      ['instagram', 'Instagram', 'Share your Instagram'],
      ['social', 'Social Media', 'Share your social channels'],
      ['whatsapp', 'WhatsApp', 'Get WhatsApp messages'],
    ]);
  });

  it('recognises exactly the 16 type ids', () => {
    expect(QR_TYPE_IDS.every(isQrType)).toBe(true);
    for (const value of ['Website', 'url', '', 'toString', '__proto__', 1, null, undefined, {}]) {
      expect(isQrType(value)).toBe(false);
    }
  });

  it('looks a type up by id', () => {
    expect(qrType('social')).toEqual({
      id: 'social',
      label: 'Social Media',
      description: 'Share your social channels',
    });
  });

  it('names a new code after the type label', () => {
    expect(defaultName('links')).toBe('List of Links QR Code');
    expect(defaultName('vcard')).toBe('vCard QR Code');
    expect(defaultName('wifi')).toBe('WiFi QR Code');
  });
});
