import {
  ApiKeyChangedEvent,
  QrCodeChangedEvent,
  QrCodeDeletedEvent,
  QrCodesChangedEvent,
  WorkspaceMemberRemovedEvent,
} from '@liveqr/shared/contracts';
import { auditEntriesOf } from './audit-entries';

const WORKSPACE = 'a1a1a1a1-0000-4000-8000-000000000001';
const CODE = 'c0de0000-0000-4000-8000-000000000001';
const PERSON = { userId: 'b0b00000-0000-4000-8000-000000000001', apiKeyId: null };
const THROUGH_KEY = { ...PERSON, apiKeyId: 'ce110000-0000-4000-8000-000000000001' };

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
        subjectId: key.id,
        subjectLabel: 'Shop sync',
        from: null,
        to: null,
      },
    ]);
  });
});
