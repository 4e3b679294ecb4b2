import { checkUrl, CONTENT_MESSAGES, IMAGE_URL_FIELD, type ImageItem, MAX_LIST_ITEMS } from '@liveqr/qr-content';
import type { FieldProblem } from '../wizard/problem-control';
import { type ItemDraft, ListEditor, type AddItemResult } from './list-editor';

export interface ImagesEditorProps {
  label: string;
  /** The list's place in the request (`content.images`). */
  path: string;
  error?: FieldProblem;
  images: readonly ImageItem[];
  onChange(images: ImageItem[]): void;
}

const IMAGE_INPUTS = [IMAGE_URL_FIELD];

/** 'Image URLs': one URL per image, https:// prepended and only http(s) accepted, as for links. */
export function ImagesEditor({ label, path, error, images, onChange }: ImagesEditorProps) {
  return (
    <ListEditor
      texts="images"
      label={label}
      path={path}
      error={error}
      items={images}
      inputs={IMAGE_INPUTS}
      add={addImage}
      onChange={onChange}
    />
  );
}

function addImage(images: readonly ImageItem[], { url = '' }: ItemDraft): AddItemResult<ImageItem> {
  if (images.length >= MAX_LIST_ITEMS) return { ok: false, message: CONTENT_MESSAGES.tooManyItems };
  if (url.trim() === '') return { ok: false, message: CONTENT_MESSAGES.urlRequired };
  const checked = checkUrl(url, IMAGE_URL_FIELD.label);
  if (!checked.ok) return checked;
  // The server would drop the repeat silently; saying so here is clearer.
  if (images.some((image) => image.url === checked.url)) return { ok: false, message: CONTENT_MESSAGES.duplicateLink };
  return { ok: true, list: [...images, { url: checked.url }] };
}
