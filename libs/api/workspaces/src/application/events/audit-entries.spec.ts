import {
  type Actor,
  ApiKeyChangedEvent,
  DomainChangedEvent,
  QrCodeChangedEvent,
  QrCodeDeletedEvent,
  QrCodesChangedEvent,
  SubscriptionStateChangedEvent,
  type SubscriptionState,
  WorkspaceCreatedEvent,
  WorkspaceInvitationRevokedEvent,
  WorkspaceInvitationSentEvent,
  WorkspaceMemberRemovedEvent,
} from '@liveqr/shared/contracts';
import { auditEntriesOf } from './audit-entries';

const WORKSPACE = 'a1a1a1a1-0000-4000-8000-000000000001';
const CODE = 'c0de0000-0000-4000-8000-000000000001';
const PERSON = { userId: 'b0b00000-0000-4000-8000-000000000001', apiKeyId: null };
const THROUGH_KEY = { ...PERSON, apiKeyId: 'ce110000-0000-4000-8000-000000000001' };
const INVITATION = '1a1a0000-0000-4000-8000-000000000001';
const OWNER = '0a0a0000-0000-4000-8000-000000000001';

const edited = (change: { destination?: { from: string; to: string }; rules?: boolean; details?: boolean }) =>
  new QrCodeChangedEvent(
    CODE,
    WORKSPACE,
    'Ab3xK9',
    {
      kind: 'edited',
      destination: change.destination ?? null,
      rules: change.rules ?? false,
      details: change.details ?? false,
    },
    THROUGH_KEY,
  );

describe('the audit entries of an event', () => {
  it('records each part of a code an edit changed, the destination with where it led before and leads now', () => {
    const destination = { from: 'https://example.com/old', to: 'https://example.com/new' };
    const entries = auditEntriesOf(edited({ destination, rules: true, details: true }));
    expect(entries.map(({ action, from, to }) => [action, from, to])).toEqual([
      ['qr_code.destination_changed', destination.from, destination.to],
      ['qr_code.rules_changed', null, null],
      ['qr_code.updated', null, null],
    ]);
    expect(entries[0]).toMatchObject({
      workspaceId: WORKSPACE,
      actor: THROUGH_KEY,
      via: 'api',
      subjectId: CODE,
      subjectLabel: 'Ab3xK9',
    });
  });

  it('records nothing for a save that changed nothing', () => {
    expect(auditEntriesOf(edited({}))).toEqual([]);
  });

  it('records one entry per code of a bulk action', () => {
    const codes = [
      { qrCodeId: CODE, slug: 'one' },
      { qrCodeId: 'c0de0000-0000-4000-8000-000000000002', slug: 'two' },
    ];
    const entries = auditEntriesOf(
      new QrCodesChangedEvent(WORKSPACE, codes, { kind: 'status', active: false }, PERSON),
    );
    expect(entries.map(({ action, subjectLabel, to }) => [action, subjectLabel, to])).toEqual([
      ['qr_code.status_changed', 'one', 'inactive'],
      ['qr_code.status_changed', 'two', 'inactive'],
    ]);
  });

  it('records nothing that LiveQR did itself', () => {
    expect(auditEntriesOf(new QrCodeDeletedEvent(CODE, WORKSPACE, 'Ab3xK9', null))).toEqual([]);
    const suspended = new QrCodeChangedEvent(CODE, WORKSPACE, 'Ab3xK9', { kind: 'suspended', suspended: true }, null);
    expect(auditEntriesOf(suspended)).toEqual([]);
  });

  it('tells a member who left from one who was removed', () => {
    const left = new WorkspaceMemberRemovedEvent(WORKSPACE, PERSON.userId, PERSON);
    const removed = new WorkspaceMemberRemovedEvent(WORKSPACE, 'd0d00000-0000-4000-8000-000000000001', PERSON);
    expect([...auditEntriesOf(left), ...auditEntriesOf(removed)].map((entry) => entry.action)).toEqual([
      'member.left',
      'member.removed',
    ]);
  });

  it('names an API key by the name it had', () => {
    const key = { id: THROUGH_KEY.apiKeyId, name: 'Shop sync', prefix: 'lq_live_3kF9' };
    expect(auditEntriesOf(new ApiKeyChangedEvent(WORKSPACE, key, 'revoked', PERSON))).toEqual([
      {
        workspaceId: WORKSPACE,
        action: 'api_key.revoked',
        actor: PERSON,
        via: 'ui',
        subjectId: key.id,
        subjectLabel: 'Shop sync',
        from: null,
        to: null,
      },
    ]);
  });

  it('records an invitation sent (renewed alike) by its address and role, and one revoked', () => {
    const sent = auditEntriesOf(
      new WorkspaceInvitationSentEvent(WORKSPACE, INVITATION, 'grace@example.com', 'editor', PERSON),
    );
    const revoked = auditEntriesOf(
      new WorkspaceInvitationRevokedEvent(WORKSPACE, INVITATION, 'grace@example.com', PERSON),
    );
    expect(
      [...sent, ...revoked].map(({ action, subjectId, subjectLabel, to, via }) => [
        action,
        subjectId,
        subjectLabel,
        to,
        via,
      ]),
    ).toEqual([
      ['invitation.sent', INVITATION, 'grace@example.com', 'editor', 'ui'],
      ['invitation.revoked', INVITATION, 'grace@example.com', null, 'ui'],
    ]);
  });

  it('records a team workspace created by its name, in its own log', () => {
    expect(auditEntriesOf(new WorkspaceCreatedEvent(WORKSPACE, 'Café Lumière', PERSON))).toEqual([
      expect.objectContaining({
        workspaceId: WORKSPACE,
        action: 'workspace.created',
        actor: PERSON,
        subjectId: WORKSPACE,
        subjectLabel: 'Café Lumière',
      }),
    ]);
  });

  describe('a plan', () => {
    const changed = (from: SubscriptionState, to: SubscriptionState, actor: Actor | null) =>
      new SubscriptionStateChangedEvent(WORKSPACE, from, to, actor);

    it('records what a person did in their name, through the web app', () => {
      expect(auditEntriesOf(changed('none', 'active', PERSON), OWNER)).toEqual([
        expect.objectContaining({
          action: 'plan.activated',
          actor: PERSON,
          via: 'ui',
          subjectId: WORKSPACE,
          from: 'none',
          to: 'active',
        }),
      ]);
    });

    it('records what Stripe reported in the payer’s name, through billing', () => {
      const entries = [
        ...auditEntriesOf(changed('active', 'past_due', null), OWNER),
        ...auditEntriesOf(changed('past_due', 'active', null), OWNER),
        ...auditEntriesOf(changed('active', 'cancelled', null), OWNER),
      ];
      expect(entries.map(({ action, actor, via }) => [action, actor, via])).toEqual([
        ['plan.past_due', { userId: OWNER, apiKeyId: null }, 'billing'],
        ['plan.activated', { userId: OWNER, apiKeyId: null }, 'billing'],
        ['plan.cancelled', { userId: OWNER, apiKeyId: null }, 'billing'],
      ]);
    });

    it('records no state the log has no action for', () => {
      expect(auditEntriesOf(changed('past_due', 'unpaid', null), OWNER)).toEqual([]);
    });
  });

  describe('a custom domain', () => {
    const DOMAIN = 'd0d00000-0000-4000-8000-000000000001';

    it('records what a person did to it by its hostname, through the web app or a key', () => {
      const entries = [
        ...auditEntriesOf(new DomainChangedEvent(WORKSPACE, DOMAIN, 'qr.brand.test', 'added', PERSON), OWNER),
        ...auditEntriesOf(new DomainChangedEvent(WORKSPACE, DOMAIN, 'qr.brand.test', 'verified', THROUGH_KEY), OWNER),
      ];
      expect(entries).toEqual([
        expect.objectContaining({ action: 'domain.added', actor: PERSON, via: 'ui', subjectId: DOMAIN }),
        expect.objectContaining({
          action: 'domain.verified',
          actor: THROUGH_KEY,
          via: 'api',
          subjectLabel: 'qr.brand.test',
        }),
      ]);
    });

    it('records what a background check found in the owner’s name, through LiveQR itself', () => {
      const found = new DomainChangedEvent(WORKSPACE, DOMAIN, 'qr.brand.test', 'misconfigured', null);
      expect(auditEntriesOf(found, OWNER)).toEqual([
        expect.objectContaining({
          action: 'domain.misconfigured',
          actor: { userId: OWNER, apiKeyId: null },
          via: 'system',
          subjectLabel: 'qr.brand.test',
        }),
      ]);
      // A workspace gone with its owner: nobody to enter it for.
      expect(auditEntriesOf(found)).toEqual([]);
    });
  });
});
