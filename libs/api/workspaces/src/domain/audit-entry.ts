import type { Actor } from '@liveqr/shared/contracts';

/**
 * What the audit log records, each `<subject>.<what happened>`; the web app names each in the
 * reader's language. `from`/`to` hold a destination's URLs, a status, a role or a name.
 */
export const AUDIT_ACTIONS = [
  'qr_code.created',
  /** Its name, other content, design or tracking. */
  'qr_code.updated',
  'qr_code.destination_changed',
  /** Its expiry, scan limit, password, routing or split. */
  'qr_code.rules_changed',
  'qr_code.status_changed',
  'qr_code.deleted',
  'qr_code.restored',
  'folder.created',
  'folder.updated',
  'folder.deleted',
  'folder.restored',
  'tag.created',
  'tag.updated',
  'tag.deleted',
  'tag.restored',
  'member.added',
  'member.role_changed',
  'member.removed',
  'member.left',
  /** The member became the owner; the one before them is an admin now. */
  'member.made_owner',
  /** An address invited in a role (`to`), or its open invitation renewed. */
  'invitation.sent',
  'invitation.revoked',
  'workspace.created',
  'workspace.renamed',
  'api_key.created',
  'api_key.revoked',
  'webhook_endpoint.created',
  'webhook_endpoint.updated',
  'webhook_endpoint.deleted',
  /** The plan became active: paid, renewed after a failed payment, or started again. */
  'plan.activated',
  /** A renewal's payment failed: Stripe retries it, and codes cannot be created meanwhile. */
  'plan.past_due',
  'plan.cancelled',
  'domain.added',
  'domain.verified',
  /** A verified domain failed three checks in a row: it no longer points at LiveQR. */
  'domain.misconfigured',
  /** Where its `/` or unknown slugs go, or whether it is the default. */
  'domain.updated',
  'domain.disabled',
  'domain.enabled',
  'domain.removed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an entry is about: the first part of its action. */
export const AUDIT_SUBJECT_TYPES = [
  'qr_code',
  'folder',
  'tag',
  'member',
  'invitation',
  'workspace',
  'api_key',
  'webhook_endpoint',
  'plan',
  'domain',
] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

export function subjectTypeOf(action: AuditAction): AuditSubjectType {
  return action.slice(0, action.indexOf('.')) as AuditSubjectType;
}

/**
 * Where a change came from: an API key (`/api/v1`), the web app (a session), billing (what
 * Stripe reported about the plan, made in the name of the workspace's owner, who pays it), or
 * LiveQR's own background work (a custom domain's DNS check, entered in the owner's name).
 */
export const AUDIT_CHANNELS = ['ui', 'api', 'billing', 'system'] as const;
export type AuditChannel = (typeof AUDIT_CHANNELS)[number];

/** A person's change: through a key, or the web app. */
export function channelOf(actor: Pick<Actor, 'apiKeyId'>): AuditChannel {
  return actor.apiKeyId === null ? 'ui' : 'api';
}

/** One change as the audit log writes it. */
export interface AuditEntry {
  workspaceId: string;
  action: AuditAction;
  actor: Actor;
  via: AuditChannel;
  /** The code, folder, tag, member, invitation, workspace (its plan's too), key, endpoint or domain it is about. */
  subjectId: string;
  /** How people told the subject apart then (a member's is looked up when read: their address). */
  subjectLabel: string | null;
  from: string | null;
  to: string | null;
}

/** Which entries to read; every field given narrows. */
export interface AuditLogFilter {
  /** A member's user id, or an API key's id. */
  actor?: string;
  action?: AuditAction;
  codeId?: string;
}

/** Entries on a page of the log, unless asked for fewer or more; a page holds at most AUDIT_MAX_PAGE_SIZE. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE_SIZE = 100;
/** An export holds at most this many entries (the newest), so it is built in memory in one go. */
export const AUDIT_MAX_EXPORT_ROWS = 10_000;
