import { useTranslation } from '@liveqr/web/i18n';
import { useMemo } from 'react';

/** The actions whose `from` and `to` are roles (a member's, an invitation's). */
const ROLE_ACTIONS = /^(member|invitation)\./;
/** The actions whose `from` and `to` are states (a code's, the plan's). */
const STATE_ACTIONS = /^(plan\.|qr_code\.status_changed$)/;

/**
 * The audit log in the reader's words. An action, channel or kind of subject the API adds needs
 * only its text (`audit.actions.<action>`, `audit.via.<channel>`, `audit.subjects.<type>`): until
 * it has one, it reads as the API names it.
 */
export function useAuditTexts() {
  const { t } = useTranslation('dashboard');
  return useMemo(
    () => ({
      action: (action: string) => t(`audit.actions.${action}`, { defaultValue: action }),
      via: (via: string) => t(`audit.via.${via}`, { defaultValue: via }),
      /** A code by its short id, a folder or tag by its name, a member by their address... */
      subject: (type: string, label: string) => t(`audit.subjects.${type}`, { label, defaultValue: label }),
      /** A role or a state in words; a destination, a name, as it is. */
      value: (action: string, value: string) => {
        if (ROLE_ACTIONS.test(action)) return t(`workspaces.roles.${value}`, { ns: 'common', defaultValue: value });
        if (STATE_ACTIONS.test(action)) return t(`audit.states.${value}`, { defaultValue: value });
        return value;
      },
      /** Every action that has a text, in the texts' order: what the filter offers. */
      actions: () => Object.keys(t('audit.actions', { returnObjects: true }) as Record<string, string>),
    }),
    [t],
  );
}
