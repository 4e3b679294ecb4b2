import { useTranslation } from '@liveqr/web/i18n';
import { useCallback } from 'react';
import { type BulkDeletion, organiseApi } from '../../api/organise-api';
import { useUndoToast } from '../../ui/undo-toast';

/**
 * After codes were deleted (one from its card, or the list's chosen ones): their Undo, which brings
 * them back with their folder and tags while the server still keeps them.
 */
export function useCodesUndo(onRestored: () => void): (deletion: BulkDeletion) => void {
  const { t } = useTranslation('dashboard');
  const offerUndo = useUndoToast();
  return useCallback(
    (deletion: BulkDeletion) =>
      offerUndo({
        deleted: t('organise.bulk.deleted', { count: deletion.affected }),
        deletion,
        restore: async (deletionId) =>
          t('organise.bulk.restored', { count: (await organiseApi.restore(deletionId)).affected }),
        onRestored,
      }),
    [offerUndo, onRestored, t],
  );
}
