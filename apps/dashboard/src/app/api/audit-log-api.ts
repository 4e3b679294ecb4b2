import { api, apiFile, bodyOf, type components, type paths } from '@liveqr/web/api-client';

export type AuditEntry = components['schemas']['AuditEntryResponseDto'];
type AuditQuery = NonNullable<paths['/api/workspaces/{id}/audit-log']['get']['parameters']['query']>;

/**
 * Which entries: every field given narrows. The action is any the reader's texts name (a new one
 * needs only its text), so it is a string here; the server checks it.
 */
export interface AuditLogFilter {
  /** A member's user id, or an API key's id. */
  actor?: string;
  action?: string;
  codeId?: string;
}

const query = ({ actor, action, codeId }: AuditLogFilter) => ({
  actor,
  action: action as AuditQuery['action'],
  codeId,
});

/** The workspace's audit log, for its owner and admins (ApiError 403 `WORKSPACE_ROLE_TOO_LOW` for anyone else). */
export const auditLogApi = {
  /** A page of entries, newest first: the newest, or those older than a page's `nextCursor`. */
  page: (workspaceId: string, filter: AuditLogFilter, cursor?: string) =>
    bodyOf(
      api.GET('/api/workspaces/{id}/audit-log', {
        params: { path: { id: workspaceId }, query: { ...query(filter), cursor } },
      }),
    ),
  /** The entries that match as a CSV file, fetched with the session: an expired one is refreshed, a refusal is an ApiError. */
  export: (workspaceId: string, filter: AuditLogFilter) =>
    apiFile(
      api.GET('/api/workspaces/{id}/audit-log/export', {
        params: { path: { id: workspaceId }, query: query(filter) },
        parseAs: 'blob',
      }),
    ),
};
