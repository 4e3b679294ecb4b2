import {
  type Actor,
  ApiKeyChangedEvent,
  DomainChangedEvent,
  FolderChangedEvent,
  type OrganiserChange,
  QrCodeChangedEvent,
  QrCodeCreatedEvent,
  QrCodeDeletedEvent,
  QrCodesChangedEvent,
  QrCodesCreatedEvent,
  SubscriptionStateChangedEvent,
  type SubscriptionState,
  TagChangedEvent,
  WebhookEndpointChangedEvent,
  WorkspaceCreatedEvent,
  WorkspaceInvitationRevokedEvent,
  WorkspaceInvitationSentEvent,
  WorkspaceMemberAddedEvent,
  WorkspaceMemberRemovedEvent,
  WorkspaceMemberRoleChangedEvent,
  WorkspaceOwnershipTransferredEvent,
  WorkspaceRenamedEvent,
} from '@liveqr/shared/contracts';
import { type AuditAction, type AuditChannel, type AuditEntry, channelOf } from '../../domain/audit-entry';

/** Every event the audit log hears: the changes people make to a workspace's things, from every context. */
export const AUDITED_EVENTS = [
  QrCodeCreatedEvent,
  QrCodesCreatedEvent,
  QrCodeChangedEvent,
  QrCodesChangedEvent,
  QrCodeDeletedEvent,
  FolderChangedEvent,
  TagChangedEvent,
  WorkspaceMemberAddedEvent,
  WorkspaceMemberRoleChangedEvent,
  WorkspaceMemberRemovedEvent,
  WorkspaceOwnershipTransferredEvent,
  WorkspaceInvitationSentEvent,
  WorkspaceInvitationRevokedEvent,
  WorkspaceCreatedEvent,
  WorkspaceRenamedEvent,
  ApiKeyChangedEvent,
  WebhookEndpointChangedEvent,
  SubscriptionStateChangedEvent,
  DomainChangedEvent,
] as const;

export type AuditedEvent = InstanceType<(typeof AUDITED_EVENTS)[number]>;

interface Subject {
  id: string;
  label?: string | null;
  from?: string | null;
  to?: string | null;
}

function entry(
  workspaceId: string,
  actor: Actor,
  action: AuditAction,
  subject: Subject,
  via: AuditChannel = channelOf(actor),
): AuditEntry {
  return {
    workspaceId,
    action,
    actor,
    via,
    subjectId: subject.id,
    subjectLabel: subject.label ?? null,
    from: subject.from ?? null,
    to: subject.to ?? null,
  };
}

/** The plan's states an entry is made for; the others (a checkout begun, never paid) make none. */
const PLAN_ACTIONS: Partial<Record<SubscriptionState, AuditAction>> = {
  active: 'plan.activated',
  past_due: 'plan.past_due',
  cancelled: 'plan.cancelled',
};

/** A status change names the status a code has now (a bulk action sets it whatever it was). */
const status = (active: boolean) => ({ to: active ? 'active' : 'inactive' });

/**
 * The entries an event makes: none for what LiveQR does itself (no actor: a purge, an operator's
 * suspension, a deleted workspace's clean-up), one per code for a bulk action, and one per part of
 * a code that an edit changed (its destination, its rules, the rest). What Stripe reports about
 * the plan, and what a custom domain's background check finds, are made in the name of `ownerId`,
 * the workspace's owner (an entry needs a person): they are the owner's to know about.
 */
export function auditEntriesOf(event: AuditedEvent, ownerId?: string): AuditEntry[] {
  if (event instanceof QrCodeCreatedEvent) {
    return [entry(event.ownerId, event.actor, 'qr_code.created', { id: event.qrCodeId, label: event.slug })];
  }
  if (event instanceof QrCodesCreatedEvent) {
    return event.codes.map(({ qrCodeId, slug }) =>
      entry(event.ownerId, event.actor, 'qr_code.created', { id: qrCodeId, label: slug }),
    );
  }
  if (event instanceof QrCodeChangedEvent) return codeChanged(event);
  if (event instanceof QrCodesChangedEvent) {
    const { action, fromTo } = bulkChange(event);
    return event.codes.map(({ qrCodeId, slug }) =>
      entry(event.ownerId, event.actor, action, { id: qrCodeId, label: slug, ...fromTo }),
    );
  }
  if (event instanceof QrCodeDeletedEvent) {
    if (!event.actor) return [];
    return [entry(event.ownerId, event.actor, 'qr_code.deleted', { id: event.qrCodeId, label: event.slug })];
  }
  if (event instanceof FolderChangedEvent) {
    const subject = { id: event.folderId, label: event.name };
    return [entry(event.ownerId, event.actor, organiserAction('folder', event.change), subject)];
  }
  if (event instanceof TagChangedEvent) {
    return [
      entry(event.ownerId, event.actor, organiserAction('tag', event.change), { id: event.tagId, label: event.name }),
    ];
  }
  if (event instanceof WorkspaceMemberAddedEvent) {
    return [entry(event.workspaceId, event.actor, 'member.added', { id: event.userId, to: event.role })];
  }
  if (event instanceof WorkspaceMemberRoleChangedEvent) {
    const subject = { id: event.userId, from: event.from, to: event.to };
    return [entry(event.workspaceId, event.actor, 'member.role_changed', subject)];
  }
  if (event instanceof WorkspaceMemberRemovedEvent) {
    const action = event.actor.userId === event.userId ? 'member.left' : 'member.removed';
    return [entry(event.workspaceId, event.actor, action, { id: event.userId })];
  }
  if (event instanceof WorkspaceOwnershipTransferredEvent) {
    return [entry(event.workspaceId, event.actor, 'member.made_owner', { id: event.userId })];
  }
  if (event instanceof WorkspaceInvitationSentEvent) {
    const subject = { id: event.invitationId, label: event.email, to: event.role };
    return [entry(event.workspaceId, event.actor, 'invitation.sent', subject)];
  }
  if (event instanceof WorkspaceInvitationRevokedEvent) {
    const subject = { id: event.invitationId, label: event.email };
    return [entry(event.workspaceId, event.actor, 'invitation.revoked', subject)];
  }
  if (event instanceof WorkspaceCreatedEvent) {
    const subject = { id: event.workspaceId, label: event.name };
    return [entry(event.workspaceId, event.actor, 'workspace.created', subject)];
  }
  if (event instanceof WorkspaceRenamedEvent) {
    const subject = { id: event.workspaceId, from: event.from, to: event.to };
    return [entry(event.workspaceId, event.actor, 'workspace.renamed', subject)];
  }
  if (event instanceof ApiKeyChangedEvent) {
    const subject = { id: event.key.id, label: event.key.name };
    return [entry(event.workspaceId, event.actor, `api_key.${event.change}`, subject)];
  }
  if (event instanceof SubscriptionStateChangedEvent) return planChanged(event, ownerId);
  if (event instanceof DomainChangedEvent) return domainChanged(event, ownerId);
  const subject = { id: event.endpointId, label: event.url };
  return [entry(event.ownerId, event.actor, `webhook_endpoint.${event.change}`, subject)];
}

function planChanged({ workspaceId, from, to, actor }: SubscriptionStateChangedEvent, payerId?: string): AuditEntry[] {
  const action = PLAN_ACTIONS[to];
  if (!action) return [];
  const subject = { id: workspaceId, from, to };
  if (actor) return [entry(workspaceId, actor, action, subject)];
  return payerId ? [entry(workspaceId, { userId: payerId, apiKeyId: null }, action, subject, 'billing')] : [];
}

function domainChanged(
  { workspaceId, domainId, hostname, change, actor }: DomainChangedEvent,
  ownerId?: string,
): AuditEntry[] {
  const subject = { id: domainId, label: hostname };
  if (actor) return [entry(workspaceId, actor, `domain.${change}`, subject)];
  return ownerId
    ? [entry(workspaceId, { userId: ownerId, apiKeyId: null }, `domain.${change}`, subject, 'system')]
    : [];
}

function codeChanged({ ownerId, qrCodeId, slug, change, actor }: QrCodeChangedEvent): AuditEntry[] {
  if (!actor) return [];
  const on = (action: AuditAction, fromTo: { from?: string | null; to?: string | null } = {}) =>
    entry(ownerId, actor, action, { id: qrCodeId, label: slug, ...fromTo });
  switch (change.kind) {
    case 'edited':
      return [
        ...(change.destination ? [on('qr_code.destination_changed', change.destination)] : []),
        ...(change.rules ? [on('qr_code.rules_changed')] : []),
        ...(change.details ? [on('qr_code.updated')] : []),
      ];
    case 'status':
      return [on('qr_code.status_changed', status(change.active))];
    case 'suspended':
      // An operator's decision, not a member's: it comes without an actor.
      return [];
  }
}

function bulkChange({ change }: QrCodesChangedEvent): {
  action: AuditAction;
  fromTo: { to?: string };
} {
  switch (change.kind) {
    case 'status':
      return { action: 'qr_code.status_changed', fromTo: status(change.active) };
    case 'deleted':
      return { action: 'qr_code.deleted', fromTo: {} };
    case 'restored':
      return { action: 'qr_code.restored', fromTo: {} };
    case 'organised':
      // As a single code's move or tags are: an update.
      return { action: 'qr_code.updated', fromTo: {} };
  }
}

function organiserAction(subject: 'folder' | 'tag', change: OrganiserChange): AuditAction {
  return `${subject}.${change}`;
}
