import { render } from '@testing-library/react';
import { initI18n } from '@liveqr/web/i18n/testing';
import { WorldMap } from './world-map';

/** Country names as the Analytics screen gives them to a German reader. */
const german = new Intl.DisplayNames('de', { type: 'region' });

describe('WorldMap', () => {
  beforeAll(() => initI18n());

  it("names every country in the reader's language, scanned or not", () => {
    const { container } = render(
      <WorldMap
        countries={[{ value: 'DE', scans: 3 }]}
        countryName={(code) => (code ? (german.of(code) ?? code) : '?')}
        formatNumber={String}
      />,
    );
    const titles = [...container.querySelectorAll('title')].map((title) => title.textContent);
    expect(titles).toContain('Deutschland: 3');
    expect(titles).toContain('Frankreich');
    expect(titles).toContain('Vereinigte Staaten');
    expect(titles).not.toContain('France');
  });
});
