import { loadGoogleTag } from './google-tag';

const tagScripts = () => document.head.querySelectorAll('script[src^="https://www.googletagmanager.com/gtag/js"]');

describe("Google's tag", () => {
  it('adds gtag.js once per page and configures each id once', () => {
    const gtag = loadGoogleTag('G-ANALYTICS', { send_page_view: false });
    expect(loadGoogleTag('G-ANALYTICS', { send_page_view: false })).toBe(gtag);
    loadGoogleTag('AW-123');

    expect(tagScripts()).toHaveLength(1);
    expect(tagScripts()[0].getAttribute('src')).toBe('https://www.googletagmanager.com/gtag/js?id=G-ANALYTICS');
    const commands = (window.dataLayer ?? []).map((args) => Array.from(args as IArguments));
    expect(commands.filter(([command]) => command === 'config')).toEqual([
      ['config', 'G-ANALYTICS', { send_page_view: false }],
      ['config', 'AW-123', {}],
    ]);
    expect(commands[0][0]).toBe('js');
  });
});
