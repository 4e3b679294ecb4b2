import { useCallback, useEffect, useRef, useState } from 'react';
import { type AuditEntry, type AuditLogFilter, auditLogApi } from '../../api/audit-log-api';

type AuditLogState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | {
      status: 'ready';
      entries: AuditEntry[];
      /** Where the older entries start; null once the oldest is shown. */
      nextCursor: string | null;
      /** The page of older entries: not asked for, on its way, or refused. */
      more: 'idle' | 'loading' | 'failed';
    };

export type AuditLog = AuditLogState & {
  /** Reads the newest page again (after a failure). */
  retry(): void;
  /** Adds the page of older entries. */
  loadMore(): void;
};

/**
 * The workspace's audit log for a filter, newest first, a page at a time; another filter starts
 * again at the newest, and an answer for the filter before (a first page or an older one) is dropped.
 */
export function useAuditLog(workspaceId: string, { actor, action, codeId }: AuditLogFilter): AuditLog {
  const [state, setState] = useState<AuditLogState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Bumped by every first read: an older read's answers no longer belong.
  const reads = useRef(0);

  useEffect(() => {
    const read = ++reads.current;
    setState({ status: 'loading' });
    auditLogApi.page(workspaceId, { actor, action, codeId }).then(
      (page) =>
        read === reads.current &&
        setState({ status: 'ready', entries: page.items, nextCursor: page.nextCursor, more: 'idle' }),
      (error: unknown) => read === reads.current && setState({ status: 'failed', error }),
    );
  }, [workspaceId, actor, action, codeId, attempt]);

  const cursor = state.status === 'ready' && state.more !== 'loading' ? state.nextCursor : null;
  const loadMore = useCallback(() => {
    if (cursor === null) return;
    const read = reads.current;
    const older = (change: (shown: Extract<AuditLogState, { status: 'ready' }>) => AuditLogState) =>
      read === reads.current && setState((shown) => (shown.status === 'ready' ? change(shown) : shown));
    older((shown) => ({ ...shown, more: 'loading' }));
    auditLogApi.page(workspaceId, { actor, action, codeId }, cursor).then(
      (page) =>
        older((shown) => ({
          status: 'ready',
          entries: [...shown.entries, ...page.items],
          nextCursor: page.nextCursor,
          more: 'idle',
        })),
      () => older((shown) => ({ ...shown, more: 'failed' })),
    );
  }, [workspaceId, actor, action, codeId, cursor]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry, loadMore };
}
