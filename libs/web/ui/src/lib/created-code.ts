/**
 * Where Generate lands: My QR Codes, told in the navigation's state which code is new, so that it
 * shows that code first. The creator and the dashboard are separate apps; this is their one contract.
 */
export const CREATED_CODE_LANDING = '/dashboard';

export interface CreatedCodeState {
  createdCodeId: string;
}

export function createdCodeState(id: string): CreatedCodeState {
  return { createdCodeId: id };
}

/** The new code's id in a location's state, if the page was reached by creating it. */
export function createdCodeIdOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('createdCodeId' in state)) return undefined;
  const { createdCodeId } = state;
  return typeof createdCodeId === 'string' ? createdCodeId : undefined;
}
