import { PasswordStrengthMeter, type PasswordStrengthMeterProps } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { FormField } from '@liveqr/web/ui';

export interface EmailFieldProps {
  value: string;
  onChange(value: string): void;
}

/** The account's e-mail address, as the sign-in, sign-up and reset-request forms ask for it. */
export function EmailField({ value, onChange }: EmailFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <FormField
      id="email"
      type="email"
      label={t('fields.email')}
      value={value}
      onChange={onChange}
      autoComplete="email"
      required
    />
  );
}

export interface NewPasswordFieldsProps {
  /** The first field's label. */
  label: string;
  password: string;
  onPasswordChange(value: string): void;
  confirmPassword: string;
  onConfirmPasswordChange(value: string): void;
  /** Whose password it is: the meter counts their name and address as known words. */
  owner: PasswordStrengthMeterProps['owner'];
  /** The form's error, which the meter does not say a second time. */
  shownError?: string;
}

/** A new password with its strength meter, and the same again to confirm it (sign-up, reset). */
export function NewPasswordFields({
  label,
  password,
  onPasswordChange,
  confirmPassword,
  onConfirmPasswordChange,
  owner,
  shownError,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormField
        id="password"
        type="password"
        label={label}
        value={password}
        onChange={onPasswordChange}
        autoComplete="new-password"
        required
        describedBy="password-strength"
      />
      <PasswordStrengthMeter id="password-strength" password={password} owner={owner} shownError={shownError} />
      <FormField
        id="confirmPassword"
        type="password"
        label={t('fields.confirmPassword')}
        value={confirmPassword}
        onChange={onConfirmPasswordChange}
        autoComplete="new-password"
        required
      />
    </>
  );
}
