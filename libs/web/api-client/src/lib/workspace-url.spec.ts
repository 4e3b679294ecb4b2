/**
 * @jest-environment jest-fixed-jsdom
 */
import { pageWorkspace } from './workspace-url';

const TEAM = '5f0c5c8e-0000-4000-8000-0000000000aa';

describe("a page's workspace", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is read from where the page is now', () => {
    window.history.pushState(null, '', `/w/${TEAM}/dashboard?view=list`);
    expect(pageWorkspace()).toBe(TEAM);
    window.history.pushState(null, '', '/dashboard');
    expect(pageWorkspace()).toBeUndefined();
  });
});
