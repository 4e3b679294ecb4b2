import { apiErrorText } from '@liveqr/web/api-client';
import { useTranslation } from '@liveqr/web/i18n';
import { ConfirmDialog, toast } from '@liveqr/web/ui';
import { type ReactNode, useState } from 'react';
import { codesInUse, type Domain, domainsApi } from '../../api/domains-api';

/** Taking a domain out of service: for good, or until it is enabled again. */
type Withdrawal = 'remove' | 'disable';

/** What is being asked: to remove at all, or to go ahead although `codes` codes use the domain. */
type Question = { withdrawal: 'remove'; codes?: undefined } | { withdrawal: Withdrawal; codes: number };

export interface DomainWithdrawalCallbacks {
  onChanged(domain: Domain): void;
  onRemoved(id: string): void;
}

export interface DomainWithdrawal {
  busy: boolean;
  /** Why the last of these failed, in the reader's words. */
  error?: string;
  /** Asks first, then removes (asking again, with their number, when codes use the domain). */
  askToRemove(): void;
  /** Disables at once, unless codes use the domain: then asks, with their number. */
  disable(): void;
  enable(): void;
  /** The open question, if any: render it. */
  dialog: ReactNode;
}

/**
 * Remove, disable and enable a domain. The server refuses to disable or remove one that codes were
 * created on until the caller confirms (409 `DOMAIN_IN_USE` with their number): those printed codes
 * then answer "no longer available", which the question says before it is too late.
 */
export function useDomainWithdrawal(domain: Domain, { onChanged, onRemoved }: DomainWithdrawalCallbacks) {
  const { t } = useTranslation('dashboard');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [question, setQuestion] = useState<Question>();
  const { hostname } = domain;

  async function run(send: () => Promise<void>, fallback: string, withdrawal?: Withdrawal, confirmed = false) {
    setQuestion(undefined);
    setError(undefined);
    setBusy(true);
    try {
      await send();
    } catch (failure) {
      const codes = withdrawal && !confirmed ? codesInUse(failure) : undefined;
      if (codes !== undefined && withdrawal) setQuestion({ withdrawal, codes });
      else setError(apiErrorText(t, failure, fallback));
    } finally {
      setBusy(false);
    }
  }

  const withdraw = (withdrawal: Withdrawal, confirmed: boolean) =>
    withdrawal === 'remove'
      ? run(
          async () => {
            await domainsApi.remove(domain.id, confirmed);
            toast.success(t('domains.remove.removed', { hostname }));
            onRemoved(domain.id);
          },
          t('domains.remove.failed'),
          'remove',
          confirmed,
        )
      : run(
          async () => {
            onChanged(await domainsApi.update(domain.id, { enabled: false }, confirmed));
            toast.success(t('domains.disable.done', { hostname }));
          },
          t('domains.disable.failed'),
          'disable',
          confirmed,
        );

  const enable = () =>
    run(async () => {
      onChanged(await domainsApi.update(domain.id, { enabled: true }));
      toast.success(t('domains.enable.done', { hostname }));
    }, t('domains.enable.failed'));

  const cancel = () => setQuestion(undefined);
  const dialog =
    question === undefined ? null : question.codes === undefined ? (
      <ConfirmDialog
        title={t('domains.remove.title', { hostname })}
        message={t('domains.remove.message')}
        confirmLabel={t('domains.remove.confirm')}
        onConfirm={() => void withdraw('remove', false)}
        onCancel={cancel}
      />
    ) : (
      <ConfirmDialog
        title={t('domains.inUse.title', { count: question.codes, hostname })}
        message={t('domains.inUse.message', { count: question.codes })}
        confirmLabel={question.withdrawal === 'remove' ? t('domains.inUse.remove') : t('domains.inUse.disable')}
        onConfirm={() => void withdraw(question.withdrawal, true)}
        onCancel={cancel}
      />
    );

  return {
    busy,
    error,
    askToRemove: () => setQuestion({ withdrawal: 'remove' }),
    disable: () => void withdraw('disable', false),
    enable: () => void enable(),
    dialog,
  } satisfies DomainWithdrawal;
}
