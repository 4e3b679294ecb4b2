import { teamWorkspaceOf, workspaceBasename, workspaceInPath, workspacePath } from './workspace-addresses';

const TEAM = '5f0c5c8e-0000-4000-8000-0000000000aa';
const PERSON = '5f0c5c8e-0000-4000-8000-0000000000bb';

describe("a workspace in a page's address", () => {
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

  it("is a team's only when the call acts on a workspace other than the caller's own", () => {
    expect(teamWorkspaceOf({ id: PERSON, workspaceId: PERSON })).toBeUndefined();
    expect(teamWorkspaceOf({ id: PERSON, workspaceId: TEAM })).toBe(TEAM);
  });
});
