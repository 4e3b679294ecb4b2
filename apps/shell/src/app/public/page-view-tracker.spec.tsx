import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PageViewTracker } from './page-view-tracker';

const tagScripts = () => document.head.querySelectorAll('script[src^="https://www.googletagmanager.com/"]');
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <PageViewTracker />
    </MemoryRouter>,
  );

describe('the page-view tracker', () => {
  afterEach(() => document.head.querySelector('meta[name="liveqr-analytics-id"]')?.remove());

  it('loads nothing from a third party without an analytics id', () => {
    renderAt('/faq');
    expect(tagScripts()).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
  });

  it("loads Google's tag once and reports the page view when the server set an analytics id", () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="liveqr-analytics-id" content="G-TEST">');
    renderAt('/faq');

    expect(tagScripts()).toHaveLength(1);
    expect(tagScripts()[0].getAttribute('src')).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST');
    const commands = (window.dataLayer ?? []).map((args) => Array.from(args as IArguments));
    expect(commands).toContainEqual(['config', 'G-TEST', { send_page_view: false }]);
    expect(commands).toContainEqual(['event', 'page_view', expect.objectContaining({ page_path: '/faq' })]);
  });
});
