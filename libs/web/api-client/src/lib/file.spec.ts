import { fileNameOf } from './file';

describe('fileNameOf', () => {
  it('prefers the UTF-8 name of Content-Disposition', () => {
    expect(fileNameOf(`attachment; filename="Caf_ menu.pdf"; filename*=UTF-8''Caf%C3%A9%20menu.pdf`)).toBe(
      'Café menu.pdf',
    );
  });

  it('reads a plain quoted name, and nothing from no header', () => {
    expect(fileNameOf('attachment; filename="Lunch menu.png"')).toBe('Lunch menu.png');
    expect(fileNameOf(null)).toBeUndefined();
  });
});
