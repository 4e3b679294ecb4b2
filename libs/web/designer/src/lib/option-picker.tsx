import { useId } from 'react';
import './option-picker.css';

export interface OptionPickerProps<V extends string> {
  /** The group's visible name. */
  label: string;
  options: readonly V[];
  value: V;
  onChange(value: V): void;
  optionLabel(option: V): string;
  /** A small SVG picture of the option (qr-render's thumbnails), drawn in the text colour. */
  thumbnail?(option: V): string;
  /** A line under the option's name, e.g. what a format is for. */
  description?(option: V): string;
  /** Id of a message about the group (a refusal), read out with it. */
  describedBy?: string;
  className?: string;
}

/**
 * One choice from a few options, as a group of native radio buttons: Tab reaches the group, the
 * arrow keys move the choice, and screen readers announce "n of m". Each option is a card with an
 * optional thumbnail.
 */
export function OptionPicker<V extends string>(props: OptionPickerProps<V>) {
  const { label, options, value, onChange, optionLabel, thumbnail, description } = props;
  const name = useId();
  return (
    <fieldset
      className={`option-picker${thumbnail ? ' option-picker--thumbnails' : ''} ${props.className ?? ''}`.trim()}
      aria-describedby={props.describedBy}
    >
      <legend>{label}</legend>
      <div className="option-picker__options">
        {options.map((option) => (
          <label key={option} className="option-picker__option">
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
            />
            <span className="option-picker__card">
              {thumbnail && (
                // Our own SVG, drawn by qr-render from a fixed list of shapes: no user content.
                <span
                  className="option-picker__thumbnail"
                  aria-hidden="true"
                  dangerouslySetInnerHTML={{ __html: thumbnail(option) }}
                />
              )}
              <span className="option-picker__label">{optionLabel(option)}</span>
              {description && <span className="option-picker__description">{description(option)}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
