import { useEffect, useState } from 'react';
import type { PasswordAssessment, PasswordOwner } from '@liveqr/shared/password-strength';
import { useTranslation } from '@liveqr/web/i18n';
import { loadPasswordStrength, NEW_PASSWORD_PROBLEM_KEYS } from './new-password';

export interface PasswordStrengthMeterProps {
  /** Referenced by the password field's `aria-describedby`. */
  id: string;
  password: string;
  owner: PasswordOwner;
  /** The error the form already shows about this password: the meter does not say it a second time. */
  shownError?: string;
}

/**
 * How strong a new password looks (zxcvbn-ts, with the owner's name and address as known words),
 * and why the server would refuse it. Announced politely to screen readers as it changes.
 */
export function PasswordStrengthMeter({ id, password, owner, shownError }: PasswordStrengthMeterProps) {
  const { t } = useTranslation('auth');
  const [assessment, setAssessment] = useState<PasswordAssessment>();
  const { firstName, lastName, email } = owner;

  useEffect(() => {
    let active = true;
    if (!password) {
      setAssessment(undefined);
      return;
    }
    loadPasswordStrength()
      .then(({ assessPassword }) => active && setAssessment(assessPassword(password, { firstName, lastName, email })))
      // Without the meter the form still works: the server checks every password.
      .catch((error: unknown) => console.error('Loading the password strength meter failed', error));
    return () => {
      active = false;
    };
  }, [password, firstName, lastName, email]);

  return (
    <div id={id} className="strength" aria-live="polite">
      {password && assessment && (
        <>
          <meter className="strength__meter" min={0} max={4} low={2} high={3} optimum={4} value={assessment.score}>
            {assessment.score}/4
          </meter>
          <span className={`strength__label strength__label--${assessment.score}`}>
            {t('strength.label', { strength: t(`strength.scores.${assessment.score}`) })}
          </span>
          {assessment.weakness && t(NEW_PASSWORD_PROBLEM_KEYS[assessment.weakness]) !== shownError && (
            <span className="strength__hint">{t(NEW_PASSWORD_PROBLEM_KEYS[assessment.weakness])}</span>
          )}
        </>
      )}
    </div>
  );
}
