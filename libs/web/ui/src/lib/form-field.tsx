import type { InputHTMLAttributes } from 'react';

/** What a field passes on to its input or text area as it is (autocomplete, limits, read-only...). */
type ControlAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'maxLength' | 'readOnly' | 'required' | 'placeholder' | 'disabled' | 'inputMode' | 'min' | 'step'
>;

export interface FormFieldProps extends ControlAttributes {
  /** The control's id and name; the hint and the error are `{id}-hint` and `{id}-error`. */
  id: string;
  label: string;
  value: string;
  onChange?(value: string): void;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'number' | 'date' | 'datetime-local' | 'time';
  /** A `*` after the label for a field that must be filled (the form checks it itself; hidden from screen readers). */
  requiredMark?: boolean;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  /** A lasting explanation below the control. */
  hint?: string;
  /** What is wrong with the value: shown below the control, which is then marked invalid. */
  error?: string;
  /** The id of something else that describes the control (e.g. a password strength meter). */
  describedBy?: string;
}

/**
 * One labelled form control with its hint and inline error, wired so a screen reader reads them
 * with the control (`aria-describedby`) and knows when its value was refused (`aria-invalid`).
 */
export function FormField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  rows,
  hint,
  error,
  describedBy,
  requiredMark,
  ...attributes
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control = {
    id,
    name: id,
    value,
    onChange: (event: { target: { value: string } }) => onChange?.(event.target.value),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined,
    ...attributes,
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {requiredMark && <span aria-hidden="true"> *</span>}
      </label>
      {rows ? <textarea rows={rows} {...control} /> : <input type={type} {...control} />}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
