import { initI18n } from '@liveqr/web/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import { FAQ_ITEMS, FaqList } from './faq-list';

describe('the FAQ list', () => {
  beforeAll(() => initI18n());

  const expanded = () => screen.getAllByRole('button').map((button) => button.getAttribute('aria-expanded'));

  it('opens the first answer initially and only one at a time', () => {
    render(<FaqList items={FAQ_ITEMS} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(10);
    expect(expanded()).toEqual(['true', ...Array(9).fill('false')]);

    fireEvent.click(screen.getByRole('button', { name: /How do I cancel my subscription/ }));
    expect(expanded()).toEqual(['false', 'false', 'false', 'false', 'true', ...Array(5).fill('false')]);

    fireEvent.click(screen.getByRole('button', { name: /How do I cancel my subscription/ }));
    expect(expanded()).toEqual(Array(10).fill('false'));
  });

  it('ties each button to the answer it shows', () => {
    render(<FaqList items={FAQ_ITEMS.slice(0, 3)} headingLevel={3} />);
    const first = screen.getAllByRole('button')[0];
    const answer = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(answer?.textContent).toContain('A dynamic QR code points to a short LiveQR link');
    expect(answer?.hidden).toBe(false);
  });
});
