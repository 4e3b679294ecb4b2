import { useTranslation } from '@liveqr/web/i18n';
import type { DnsProblem, Domain } from '../../api/domains-api';

export interface DomainProblemsProps {
  domain: Pick<Domain, 'hostname' | 'records'>;
  problems: readonly DnsProblem[];
  /** The list's name for screen readers. */
  label: string;
}

/**
 * What a check found wrong, each problem said in the reader's words by its stable code (the API's
 * message is English), with the names the customer has to fix filled in from the domain's records.
 */
export function DomainProblems({ domain, problems, label }: DomainProblemsProps) {
  const { t } = useTranslation('dashboard');
  if (problems.length === 0) return null;
  const txt = domain.records.find((record) => record.type === 'TXT');
  const pointing = domain.records.find((record) => record.type !== 'TXT');
  const names = {
    hostname: domain.hostname,
    txtName: txt?.name ?? domain.hostname,
    target: pointing?.value ?? domain.hostname,
  };
  return (
    <ul className="domain__problems" aria-label={label}>
      {problems.map((problem) => (
        <li key={problem.code}>{t(`domains.problems.${problem.code}`, names)}</li>
      ))}
    </ul>
  );
}
