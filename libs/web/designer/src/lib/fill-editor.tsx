import {
  DEFAULT_CUSTOMIZATION,
  FILL_TYPES,
  type FillType,
  fillColours,
  MAX_GRADIENT_STOPS,
  MIN_GRADIENT_STOPS,
  type QrColourStop,
  type QrCustomizationInput,
  type QrFill,
} from '@liveqr/qr-render';
import { useTranslation } from '@liveqr/web/i18n';
import { useId } from 'react';
import { ColourInput } from './colour-input';
import { OptionPicker } from './option-picker';

export interface FillEditorProps {
  value: QrCustomizationInput['foreground'];
  onChange(fill: QrFill): void;
  /** A refusal of a foreground field (`foreground`, `foreground.angle`, `foreground.stops.1.colour`, ...). */
  error?: FieldMessage;
}

export interface FieldMessage {
  field?: string;
  text: string;
}

const DEFAULT_FILL = DEFAULT_CUSTOMIZATION.foreground;
/** The second colour a new gradient starts with: dark enough to scan on white. */
const SECOND_STOP = '#1d4ed8';

/** Solid colour, or a linear or radial gradient of 2–5 evenly spaced colours. */
export function FillEditor({ value, onChange, error }: FillEditorProps) {
  const { t } = useTranslation('designer');
  const id = useId();
  const fill = asFill(value);
  const colours = fillColours(fill);
  // A stop's own refusal shows at that stop; any other (count, angle, the fill) under the whole fill.
  const refusedStop = Number(/^foreground\.stops\.(\d+)/.exec(error?.field ?? '')?.[1] ?? -1);
  const fillError = error && refusedStop < 0 ? error.text : undefined;

  const handleType = (type: FillType) => {
    if (type === 'solid') return onChange({ type, colour: colours[0] ?? '' });
    const stops = colours.length >= MIN_GRADIENT_STOPS ? colours : [colours[0] ?? '', SECOND_STOP];
    onChange(type === 'linear' ? { type, angle: angleOf(fill), stops: spread(stops) } : { type, stops: spread(stops) });
  };
  const setStops = (stops: string[]) => {
    if (fill.type !== 'solid') onChange({ ...fill, stops: spread(stops) });
  };

  return (
    <div className="fill-editor">
      <OptionPicker
        label={t('fill.label')}
        options={FILL_TYPES}
        value={fill.type}
        onChange={handleType}
        optionLabel={(type) => t(`fill.types.${type}`)}
      />
      {fill.type === 'solid' ? (
        <ColourInput
          label={t('fill.colour')}
          value={fill.colour}
          fallback={DEFAULT_FILL.type === 'solid' ? DEFAULT_FILL.colour : '#000000'}
          error={fillError}
          hint={t('colour.hint')}
          onChange={(colour) => onChange({ type: 'solid', colour })}
        />
      ) : (
        <>
          <ol className="fill-editor__stops">
            {fill.stops.map((stop, index) => (
              <li key={index}>
                <ColourInput
                  label={t('fill.stop', { n: index + 1 })}
                  value={stop.colour}
                  fallback="#000000"
                  error={index === refusedStop ? error?.text : undefined}
                  onChange={(colour) => setStops(colours.map((old, i) => (i === index ? colour : old)))}
                />
                {fill.stops.length > MIN_GRADIENT_STOPS && (
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={t('fill.removeStop', { n: index + 1 })}
                    onClick={() => setStops(colours.filter((_, i) => i !== index))}
                  >
                    {t('fill.remove')}
                  </button>
                )}
              </li>
            ))}
          </ol>
          {fill.stops.length < MAX_GRADIENT_STOPS && (
            <button
              type="button"
              className="button"
              onClick={() => setStops([...colours, colours[colours.length - 1] ?? SECOND_STOP])}
            >
              {t('fill.addStop')}
            </button>
          )}
          {fill.type === 'linear' && (
            <div className="form-field">
              <label htmlFor={`${id}-angle`}>{t('fill.angle')}</label>
              <input
                id={`${id}-angle`}
                type="number"
                inputMode="numeric"
                min={0}
                max={359}
                step={15}
                value={fill.angle}
                onChange={(event) => onChange({ ...fill, angle: Number(event.target.value) || 0 })}
              />
            </div>
          )}
          <p className="field-hint">{t('fill.contrastHint')}</p>
          {fillError && <p className="field-error">{fillError}</p>}
        </>
      )}
    </div>
  );
}

/** A plain colour is shorthand for a solid fill (as the API accepts it). */
function asFill(value: QrCustomizationInput['foreground']): QrFill {
  if (value === undefined) return DEFAULT_FILL;
  return typeof value === 'string' ? { type: 'solid', colour: value } : value;
}

function angleOf(fill: QrFill): number {
  return fill.type === 'linear' ? fill.angle : 0;
}

/** Evenly spaced from 0 to 1, in the order given. */
function spread(colours: string[]): QrColourStop[] {
  return colours.map((colour, index) => ({ offset: index / (colours.length - 1), colour }));
}
