import { useTranslation } from '@liveqr/web/i18n';
import { toast } from '@liveqr/web/ui';
import type { DnsRecord } from '../../api/domains-api';

export interface DnsRecordsProps {
  records: readonly DnsRecord[];
  /** The domain's name, so each table and Copy button says whose records they are. */
  hostname: string;
}

/**
 * The records to create at the DNS provider, exactly as the API gives them, each name and value
 * with a Copy button (a toast says it worked). A table on wide screens, one card per record on
 * phones (domains.css), never wider than the screen: long values wrap.
 */
export function DnsRecords({ records, hostname }: DnsRecordsProps) {
  const { t } = useTranslation('dashboard');
  const columns = {
    type: t('domains.records.type'),
    name: t('domains.records.name'),
    value: t('domains.records.value'),
  };
  return (
    <table className="dns-records">
      <caption className="visually-hidden">{t('domains.records.caption', { hostname })}</caption>
      <thead>
        <tr>
          <th scope="col">{columns.type}</th>
          <th scope="col">{columns.name}</th>
          <th scope="col">{columns.value}</th>
        </tr>
      </thead>
      <tbody>
        {records.map((record) => (
          <tr key={`${record.type} ${record.name} ${record.value}`}>
            <td data-label={columns.type}>
              <strong>{record.type}</strong>
            </td>
            <td data-label={columns.name}>
              <CopyableValue
                text={record.name}
                copyLabel={t('domains.records.copyName', { type: record.type })}
                copied={t('domains.records.nameCopied', { type: record.type })}
              />
            </td>
            <td data-label={columns.value}>
              <CopyableValue
                text={record.value}
                copyLabel={t('domains.records.copyValue', { type: record.type })}
                copied={t('domains.records.valueCopied', { type: record.type })}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface CopyableValueProps {
  text: string;
  /** The button's name for screen readers ('Copy the TXT record's value'). */
  copyLabel: string;
  /** The toast once copied. */
  copied: string;
}

function CopyableValue({ text, copyLabel, copied }: CopyableValueProps) {
  const { t } = useTranslation('dashboard');
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(copied);
    } catch {
      // No clipboard (permissions, insecure origin): the text stays on screen to select by hand.
      toast.error(t('domains.records.copyFailed'));
    }
  };
  return (
    <span className="dns-records__copyable">
      <code>{text}</code>
      <button
        type="button"
        className="button dns-records__copy"
        aria-label={copyLabel}
        onClick={() => void handleCopy()}
      >
        {t('domains.records.copy')}
      </button>
    </span>
  );
}
