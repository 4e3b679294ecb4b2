import { ApiError, type ApiErrorCode } from '@liveqr/web/api-client';
import { useState } from 'react';

export interface SelectFieldProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
  /** What is wrong with the choice: shown below it (`{id}-error`), which is then marked invalid. */
  error?: string;
}

export function SelectField<T extends string>({ id, label, value, options, onChange, error }: SelectFieldProps<T>) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** What went wrong with a card's action as a whole (a success is a toast; a field's error shows at the field). */
export function FormFailure({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <p className="form__failure" role="alert">
      {text}
    </p>
  );
}

/** Where a form's refusals belong: by the API's code, and by the request field its validation names. */
export interface RefusalPlaces<F extends string> {
  codes?: Readonly<Partial<Record<ApiErrorCode, F>>>;
  fields?: Readonly<Partial<Record<string, F>>>;
}

/** The code of a refusal by the request's validation, which names the refused request fields. */
const VALIDATION_CODE: ApiErrorCode = 'VALIDATION_FAILED';

/**
 * A server refusal as a form shows it: at the field its code concerns, else at the field the
 * request's validation names (saying what that field takes, from `takes`, rather than the
 * validation's English), else at no field; `text` is what the refusal's code says.
 */
export function refusalOf<F extends string>(
  failure: unknown,
  { codes = {}, fields = {} }: RefusalPlaces<F>,
  text: string,
  takes?: Readonly<Partial<Record<F, string>>>,
): Refusal<F> {
  if (!(failure instanceof ApiError)) return { text };
  // A code this build does not know is at no field.
  const byCode = failure.code ? codes[failure.code as ApiErrorCode] : undefined;
  if (byCode) return { text, field: byCode };
  const named = [failure.body.field, ...(failure.body.fieldErrors ?? []).map((error) => error.field)];
  const field = named.flatMap((name) => (name && fields[name]) || []).at(0);
  return { text: (failure.code === VALIDATION_CODE && field && takes?.[field]) || text, field };
}

/** What was refused, and the field it concerns, if any. */
export interface Refusal<F extends string> {
  text: string;
  field?: F;
}

/**
 * A form's one refusal: at its field (marked invalid, described, focused, and gone once that field
 * changes) or, when it concerns none (the network, the server), at the head of the card.
 */
export function useRefusal<F extends string>() {
  const [refusal, setRefusal] = useState<Refusal<F>>();
  return {
    /** The text for FormFailure: a refusal that belongs to no field. */
    failure: refusal && !refusal.field ? refusal.text : undefined,
    errorOf: (field: F) => (refusal?.field === field ? refusal.text : undefined),
    refuse(next: Refusal<F>) {
      setRefusal(next);
      if (next.field) document.getElementById(next.field)?.focus();
    },
    /** `field` was changed: its error goes. */
    changed: (field: F) => setRefusal((current) => (current?.field === field ? undefined : current)),
    clear: () => setRefusal(undefined),
  };
}
