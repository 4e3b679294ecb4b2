import { useEffect } from 'react';
import { type BackgroundJob, dataTransferApi } from '../api/data-transfer-api';

/** Where a background job (an import, a print sheet) stands, as the page that started it shows it. */
export type JobStep =
  { kind: 'running'; job: BackgroundJob; pollFailed: boolean } | { kind: 'finished'; job: BackgroundJob };

/**
 * While the page shows a `running` job, asks where it stands every `pollMs` and sets the next step:
 * still running, finished, or a look that failed (which stops the looking until the page asks again).
 */
export function useJobPolling(
  running: Extract<JobStep, { kind: 'running' }> | undefined,
  setStep: (next: JobStep) => void,
  pollMs: number,
): void {
  const runningJob = running && !running.pollFailed ? running.job : undefined;
  useEffect(() => {
    if (!runningJob) return;
    let current = true;
    const timer = setTimeout(() => {
      dataTransferApi.job(runningJob.id).then(
        (job) => {
          if (!current) return;
          const finished = job.status === 'succeeded' || job.status === 'failed';
          setStep(finished ? { kind: 'finished', job } : { kind: 'running', job, pollFailed: false });
        },
        () => current && setStep({ kind: 'running', job: runningJob, pollFailed: true }),
      );
    }, pollMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [runningJob, pollMs, setStep]);
}
