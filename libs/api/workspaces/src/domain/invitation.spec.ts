import { assertAcceptable, type Invitation, invitationState } from './invitation';

const NOW = new Date('2026-11-29T12:00:00Z');

function anInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    workspaceId: 'a1b2c3d4-0000-4000-8000-000000000002',
    email: 'grace@example.com',
    role: 'editor',
    invitedBy: 'a1b2c3d4-0000-4000-8000-000000000003',
    createdAt: new Date('2026-11-28T12:00:00Z'),
    expiresAt: new Date('2026-12-05T12:00:00Z'),
    acceptedAt: null,
    revokedAt: null,
    ...overrides,
  };
}

describe('an invitation', () => {
  it('is pending until it expires, and expired from its expiry on', () => {
    expect(invitationState(anInvitation(), NOW)).toBe('pending');
    expect(invitationState(anInvitation({ expiresAt: NOW }), NOW)).toBe('expired');
  });

  it('stays accepted or revoked after its expiry', () => {
    const late = new Date('2027-01-01T00:00:00Z');
    expect(invitationState(anInvitation({ acceptedAt: NOW }), late)).toBe('accepted');
    expect(invitationState(anInvitation({ revokedAt: NOW }), late)).toBe('revoked');
  });

  it('is refused with the code of its state once it is not pending', () => {
    expect(() => assertAcceptable(anInvitation(), NOW)).not.toThrow();
    const refusal = (overrides: Partial<Invitation>) => {
      try {
        assertAcceptable(anInvitation(overrides), NOW);
      } catch (error) {
        return (error as { code: string }).code;
      }
      return undefined;
    };
    expect(refusal({ acceptedAt: NOW })).toBe('WORKSPACE_INVITATION_USED');
    expect(refusal({ revokedAt: NOW })).toBe('WORKSPACE_INVITATION_REVOKED');
    expect(refusal({ expiresAt: NOW })).toBe('WORKSPACE_INVITATION_EXPIRED');
  });
});
