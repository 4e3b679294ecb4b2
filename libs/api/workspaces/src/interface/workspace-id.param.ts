import { UuidParam, WorkspaceAccessErrorCode, WorkspaceAccessException } from '@liveqr/api/platform';

/** The path's workspace: the caller guard has already refused a malformed one, or one they are not in. */
export const WorkspaceId = () => UuidParam(() => new WorkspaceAccessException(WorkspaceAccessErrorCode.NotFound));
