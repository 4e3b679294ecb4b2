import {
  type Actor,
  ApiKeyChangedEvent,
  FolderChangedEvent,
  type OrganiserChange,
  QrCodeChangedEvent,
  QrCodeCreatedEvent,
  QrCodeDeletedEvent,
  QrCodesChangedEvent,
  QrCodesCreatedEvent,
  TagChangedEvent,
  WebhookEndpointChangedEvent,
  WorkspaceMemberAddedEvent,
  WorkspaceMemberRemovedEvent,
  WorkspaceMemberRoleChangedEvent,
  WorkspaceOwnershipTransferredEvent,
  WorkspaceRenamedEvent,
} from '@liveqr/shared/contracts';
import type { AuditAction, AuditEntry } from '../../domain/audit-entry';

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
  WorkspaceRenamedEvent,
  ApiKeyChangedEvent,
  WebhookEndpointChangedEvent,
] as const;

export type AuditedEvent = InstanceType<(typeof AUDITED_EVENTS)[number]>;

interface Subject {
  id: string;
  label?: string | null;
  from?: string | null;
  to?: string | null;
}

function entry(workspaceId: string, actor: Actor, action: AuditAction, subject: Subject): AuditEntry {
  return {
    workspaceId,
    action,
    actor,
    subjectId: subject.id,
    subjectLabel: subject.label ?? null,
    from: subject.from ?? null,
    to: subject.to ?? null,
  };
}

/** A status change names the status a code has now (a bulk action sets it whatever it was). */
const status = (active: boolean) => ({ to: active ? 'active' : 'inactive' });

/**
 * The entries an event makes: none for what LiveQR does itself (no actor: a purge, an operator's
 * suspension, a deleted workspace's clean-up), one per code for a bulk action, and one per part of
 * a code that an edit changed (its destination, its rules, the rest).
 */
export function auditEntriesOf(event: AuditedEvent): AuditEntry[] {
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
  if (event instanceof WorkspaceRenamedEvent) {
    const subject = { id: event.workspaceId, from: event.from, to: event.to };
    return [entry(event.workspaceId, event.actor, 'workspace.renamed', subject)];
  }
  if (event instanceof ApiKeyChangedEvent) {
    const subject = { id: event.key.id, label: event.key.name };
    return [entry(event.workspaceId, event.actor, `api_key.${event.change}`, subject)];
  }
  const subject = { id: event.endpointId, label: event.url };
  return [entry(event.ownerId, event.actor, `webhook_endpoint.${event.change}`, subject)];
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
  }
}

function organiserAction(subject: 'folder' | 'tag', change: OrganiserChange): AuditAction {
  return `${subject}.${change}`;
}
