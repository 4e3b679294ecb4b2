/**
 * @jest-environment jest-fixed-jsdom
 */
import { pageWorkspace, workspaceBasename, workspaceInPath, workspacePath } from './workspace-url';

const TEAM = '5f0c5c8e-0000-4000-8000-0000000000aa';

describe("a page's workspace in its address", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is the id after /w/, for the whole of that path and none of another', () => {
    expect(workspaceInPath(`/w/${TEAM}`)).toBe(TEAM);
    expect(workspaceInPath(`/w/${TEAM}/analytics/c1`)).toBe(TEAM);
    expect(workspaceInPath('/dashboard')).toBeUndefined();
    expect(workspaceInPath(`/w/${TEAM}x/dashboard`)).toBeUndefined();
    expect(workspaceInPath('/w/not-an-id/dashboard')).toBeUndefined();
    expect(workspaceInPath(`/dashboard/w/${TEAM}`)).toBeUndefined();
  });

  it("keeps the personal workspace's paths as they are and puts a team's under /w/{id}", () => {
    expect(workspacePath(undefined, '/dashboard')).toBe('/dashboard');
    expect(workspacePath(TEAM, '/dashboard')).toBe(`/w/${TEAM}/dashboard`);
    expect(workspaceBasename(undefined)).toBe('');
    expect(workspaceBasename(TEAM)).toBe(`/w/${TEAM}`);
  });

  it('is read from where the page is now', () => {
    window.history.pushState(null, '', `/w/${TEAM}/dashboard?view=list`);
    expect(pageWorkspace()).toBe(TEAM);
    window.history.pushState(null, '', '/dashboard');
    expect(pageWorkspace()).toBeUndefined();
  });
});
