import {
  contentFieldPath,
  formFields,
  type FieldDefinition,
  fieldPath,
  hostWarning,
  isWithinField,
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
import type { FieldProblem } from '../wizard/problem-control';
import { UploadInput } from '../upload/upload-input';

export type ContentValues = Record<string, unknown>;

export interface ContentFieldsProps {
  type: QrTypeId;
  content: ContentValues;
  onChange(content: ContentValues): void;
  /** A refusal at one of `contentControls`, shown there. */
  error?: FieldProblem;
}

const isList = (field: FieldDefinition) => field.kind === 'links' || field.kind === 'url-list';

/**
 * Where the content's inputs show refusals, as request paths in form order: each field's input, and
 * for a list each item (`content.links[2]`) and its add box (`content.links`).
 */
export function contentControls(type: QrTypeId, content: ContentValues): string[] {
  return formFields(type)
    .filter((field) => field.kind !== 'upload')
    .flatMap((field) => {
      const path = contentFieldPath(field.name);
      const items = isList(field) && Array.isArray(content[field.name]) ? (content[field.name] as unknown[]) : [];
      return [...items.map((_, index) => fieldPath(path, index)), path];
    });
}

/** The type's inputs, rendered from qr-content's field definitions: one renderer for all 16 types. */
export function ContentFields({ type, content, onChange, error }: ContentFieldsProps) {
  const set = (name: string, value: unknown) => onChange({ ...content, [name]: value });
  return (
    <>
      {formFields(type).map((field) => {
        const path = contentFieldPath(field.name);
        return (
          <FieldInput
            key={`${field.kind}-${field.name}`}
            type={type}
            field={field}
            path={path}
            value={content[field.name]}
            error={field.kind !== 'upload' && error && isWithinField(error.field, path) ? error : undefined}
            onChange={(value) =>
              set(field.name, field.kind === 'upload' ? uploadedValue(field, content, value) : value)
            }
          />
        );
      })}
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
  /** The field's place in the request (`content.url`). */
  path: string;
  value: unknown;
  /** A refusal at this field (or, for a list, one of its items): marks the input invalid and says why below it. */
  error?: FieldProblem;
  onChange(value: unknown): void;
}

/** A field's label: by its name, or `upload` for the upload that fills it (a URL field of the same name). */
function fieldLabelKey(type: QrTypeId, field: FieldDefinition): string {
  return `fields.${type}.${field.kind === 'upload' ? 'upload' : field.name}`;
}

function FieldInput({ type, field, path, value, error: problem, onChange }: FieldInputProps) {
  const { t } = useTranslation('creator');
  const id = useId();
  // Keyed by qr-content's field names: the catalogue test checks every field has its texts.
  const label = t(fieldLabelKey(type, field));
  const hintText = field.hint && t(`hints.${type}.${field.name}`);
  const error = problem?.message;

  switch (field.kind) {
    case 'upload':
      return <UploadInput field={field} label={label} onUploaded={onChange} />;
    case 'links':
      return (
        <LinksEditor
          label={label}
          hint={hintText}
          path={path}
          error={problem}
          links={(value as LinkItem[] | undefined) ?? []}
          onChange={onChange}
        />
      );
    case 'url-list':
      return (
        <ImagesEditor
          label={label}
          path={path}
          error={problem}
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
