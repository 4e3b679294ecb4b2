import type { ReactNode } from 'react';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

export interface ChoicesFieldProps<T extends string> {
  /** The first box's id, where a refusal puts the focus; the error is `{id}-error`. */
  id: string;
  legend: string;
  options: readonly { value: T; label: string }[];
  chosen: readonly T[];
  onChange(chosen: T[]): void;
  /** What is wrong with the choice: shown under the boxes, which are then marked invalid. */
  error?: string;
}

/** Boxes to tick, any number of them, under one name, with their error read with the group. */
export function ChoicesField<T extends string>({ id, legend, options, chosen, onChange, error }: ChoicesFieldProps<T>) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="developer__choices" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {options.map((option, index) => (
        <label key={option.value} className="developer__choice">
          <input
            type="checkbox"
            id={index === 0 ? id : undefined}
            checked={chosen.includes(option.value)}
            aria-invalid={error ? true : undefined}
            onChange={(event) =>
              onChange(
                event.target.checked ? [...chosen, option.value] : chosen.filter((value) => value !== option.value),
              )
            }
          />
          {option.label}
        </label>
      ))}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
