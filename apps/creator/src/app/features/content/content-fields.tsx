import {
  formFields,
  type FieldDefinition,
  hostWarning,
  type ImageItem,
  type LinkItem,
  normaliseUrl,
  type QrTypeId,
} from '@liveqr/qr-content';
import { useTranslation } from '@liveqr/web/i18n';
import { FormField } from '@liveqr/web/ui';
import { useId } from 'react';
import { ImagesEditor } from './images-editor';
import { LinksEditor } from './links-editor';
import { UploadInput } from '../upload/upload-input';

export type ContentValues = Record<string, unknown>;

export interface ContentFieldsProps {
  type: QrTypeId;
  content: ContentValues;
  onChange(content: ContentValues): void;
  /** What is wrong with the content and at which field (`fieldOfContentMessage`), shown there. */
  error?: { field: string; message: string };
}

/** The type's inputs, rendered from qr-content's field definitions: one renderer for all 16 types. */
export function ContentFields({ type, content, onChange, error }: ContentFieldsProps) {
  const set = (name: string, value: unknown) => onChange({ ...content, [name]: value });
  return (
    <>
      {formFields(type).map((field) => (
        <FieldInput
          key={`${field.kind}-${field.name}`}
          type={type}
          field={field}
          value={content[field.name]}
          error={field.kind !== 'upload' && error?.field === field.name ? error.message : undefined}
          onChange={(value) => set(field.name, field.kind === 'upload' ? uploadedValue(field, content, value) : value)}
        />
      ))}
    </>
  );
}

/** An upload fills its URL field; for the images list it appends one more image. */
function uploadedValue(field: FieldDefinition, content: ContentValues, url: unknown): unknown {
  if (field.name !== 'images') return url;
  const images = Array.isArray(content['images']) ? (content['images'] as ImageItem[]) : [];
  return [...images, { url }];
}

interface FieldInputProps {
  type: QrTypeId;
  field: FieldDefinition;
  value: unknown;
  /** Marks the input invalid and says why below it. */
  error?: string;
  onChange(value: unknown): void;
}

/** A field's label: by its name, or `upload` for the upload that fills it (a URL field of the same name). */
function fieldLabelKey(type: QrTypeId, field: FieldDefinition): string {
  return `fields.${type}.${field.kind === 'upload' ? 'upload' : field.name}`;
}

function FieldInput({ type, field, value, error, onChange }: FieldInputProps) {
  const { t } = useTranslation('creator');
  const id = useId();
  // Keyed by qr-content's field names: the catalogue test checks every field has its texts.
  const label = t(fieldLabelKey(type, field));
  const hintText = field.hint && t(`hints.${type}.${field.name}`);

  switch (field.kind) {
    case 'upload':
      return <UploadInput field={field} label={label} onUploaded={onChange} />;
    case 'links':
      return (
        <LinksEditor
          label={label}
          hint={hintText}
          error={error}
          links={(value as LinkItem[] | undefined) ?? []}
          onChange={onChange}
        />
      );
    case 'url-list':
      return (
        <ImagesEditor
          label={label}
          error={error}
          images={(value as ImageItem[] | undefined) ?? []}
          onChange={onChange}
        />
      );
    case 'select':
      return (
        <div className="form-field">
          <label htmlFor={id}>{label}</label>
          <select
            id={id}
            value={String(value ?? field.defaultValue ?? '')}
            aria-invalid={error ? true : undefined}
            aria-describedby={[hintText && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined}
            onChange={(event) => onChange(event.target.value)}
          >
            {field.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {t(`options.${type}.${field.name}.${option.value}`)}
              </option>
            ))}
          </select>
          {hintText && (
            <p id={`${id}-hint`} className="field-hint">
              {hintText}
            </p>
          )}
          {error && (
            <p id={`${id}-error`} className="field-error">
              {error}
            </p>
          )}
        </div>
      );
    case 'textarea':
      return (
        <FormField
          id={id}
          label={label}
          rows={3}
          maxLength={field.maxLength}
          hint={hintText}
          error={error}
          value={String(value ?? '')}
          onChange={onChange}
        />
      );
    default:
      return (
        <>
          <FormField
            id={id}
            label={label}
            requiredMark={field.required}
            type={field.kind}
            inputMode={field.kind === 'url' ? 'url' : undefined}
            maxLength={field.maxLength}
            hint={hintText}
            error={error}
            value={String(value ?? '')}
            onChange={onChange}
          />
          {field.kind === 'url' ? <HostWarning url={String(value ?? '')} /> : null}
        </>
      );
  }
}

/** A host that may not be what it seems (mixed scripts, a brand's look-alike): saved all the same, but said. */
export function HostWarning({ url }: { url: string }) {
  const { t } = useTranslation('creator');
  const warning = hostWarning(normaliseUrl(url));
  if (!warning) return null;
  return (
    <p className="field-warning" role="status">
      {warning.kind === 'mixed_scripts'
        ? t('warnings.mixedScripts', { host: warning.host })
        : t('warnings.lookalike', { host: warning.host, brand: warning.brand })}
    </p>
  );
}
