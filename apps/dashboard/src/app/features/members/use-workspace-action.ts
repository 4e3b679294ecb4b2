import { apiErrorText } from '@liveqr/web/api-client';
import { useTranslation } from '@liveqr/web/i18n';
import { useState } from 'react';

/** A change to the workspace or its members, sent once at a time, with the refusal to show beside its control. */
export interface WorkspaceAction {
  busy: boolean;
  /** The API's refusal in the reader's words; empty when the last try went through. */
  error: string;
  /** Sends `change`, then `done` with its answer; a refusal stays in `error`. */
  run<T>(change: () => Promise<T>, done: (answer: T) => void): Promise<void>;
}

export function useWorkspaceAction(): WorkspaceAction {
  const { t } = useTranslation('dashboard');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  return {
    busy,
    error,
    async run(change, done) {
      setBusy(true);
      setError('');
      try {
        const answer = await change();
        setBusy(false);
        done(answer);
      } catch (failure) {
        setError(apiErrorText(t, failure, t('members.errors.unknown')));
        setBusy(false);
      }
    },
  };
}
