import { IMAGE_FORMATS, type ImageFormat } from '@liveqr/qr-render/image-options';
import { useTranslation } from '@liveqr/web/i18n';
import { useState } from 'react';
import { errorText } from './error-text';
import { type Folder, organiseApi, type Selection, type Tag } from './organise-api';
import { folderTree } from './use-organisers';

export interface BulkBarProps {
  selection: Selection;
  /** How many codes the selection holds. */
  count: number;
  folders: Folder[];
  tags: Tag[];
  /** Codes changed: the list and the counts are read again. */
  onDone(message: string): void;
  /** Codes deleted: the page offers their undo. */
  onDeleted(deletionId: string, count: number, undoSeconds: number): void;
}

const ZIP_SIZES = [256, 512, 1024, 2048];

/** What can be done to every chosen code (or every code that matches) at once. */
export function BulkBar({ selection, count, folders, tags, onDone, onDeleted }: BulkBarProps) {
  const { t } = useTranslation('dashboard');
  const [folderId, setFolderId] = useState('');
  const [tagId, setTagId] = useState('');
  const [format, setFormat] = useState<ImageFormat>('png');
  const [size, setSize] = useState(1024);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const run = async (action: () => Promise<string | void>) => {
    setBusy(true);
    setError('');
    try {
      const message = await action();
      if (message) onDone(message);
    } catch (caught) {
      setError(errorText(t, caught));
    } finally {
      setBusy(false);
    }
  };
  const changed = (affected: number) => t('organise.bulk.changed', { count: affected });

  const handleDownload = () =>
    run(async () => {
      const file = await organiseApi.images(selection, format, size);
      const url = URL.createObjectURL(file.blob);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = file.fileName ?? 'qr-codes.zip';
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      // The browser reads the blob after this task; free it once the download has started.
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    });

  return (
    <div className="bulk-bar" role="region" aria-label={t('organise.bulk.label', { count })}>
      <p className="bulk-bar__count">{t('organise.bulk.selected', { count })}</p>
      <div className="bulk-bar__group">
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void run(async () => changed((await organiseApi.setActive(selection, true)).affected))}
        >
          {t('organise.bulk.activate')}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void run(async () => changed((await organiseApi.setActive(selection, false)).affected))}
        >
          {t('organise.bulk.deactivate')}
        </button>
      </div>
      <div className="bulk-bar__group">
        <label>
          <span className="visually-hidden">{t('organise.bulk.moveTarget')}</span>
          <select value={folderId} onChange={(event) => setFolderId(event.target.value)}>
            <option value="">{t('organise.bulk.noFolder')}</option>
            {folderTree(folders).map(({ folder, depth }) => (
              <option key={folder.id} value={folder.id}>
                {'\u00a0'.repeat(depth * 2)}
                {folder.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void run(async () => changed((await organiseApi.move(selection, folderId || null)).affected))}
        >
          {t('organise.bulk.move')}
        </button>
      </div>
      {tags.length > 0 && (
        <div className="bulk-bar__group">
          <label>
            <span className="visually-hidden">{t('organise.bulk.tagTarget')}</span>
            <select value={tagId} onChange={(event) => setTagId(event.target.value)}>
              <option value="">{t('organise.bulk.chooseTag')}</option>
              {tags.map((tag) => (
                <option key={tag.id} value={tag.id}>
                  {tag.name}
                </option>
              ))}
            </select>
          </label>
          {(
            [
              ['add', 'organise.bulk.tag', 'organise.bulk.tagged'],
              ['remove', 'organise.bulk.untag', 'organise.bulk.untagged'],
            ] as const
          ).map(([change, label, done]) => (
            <button
              key={change}
              type="button"
              className="button"
              disabled={busy || !tagId}
              onClick={() =>
                void run(async () => {
                  await organiseApi.changeTags(selection, { [change]: [tagId] });
                  return t(done, { count });
                })
              }
            >
              {t(label)}
            </button>
          ))}
        </div>
      )}
      <div className="bulk-bar__group">
        <label>
          <span className="visually-hidden">{t('organise.bulk.format')}</span>
          <select value={format} onChange={(event) => setFormat(event.target.value as ImageFormat)}>
            {IMAGE_FORMATS.map((option) => (
              <option key={option} value={option}>
                {option.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="visually-hidden">{t('organise.bulk.size')}</span>
          <select value={size} onChange={(event) => setSize(Number(event.target.value))}>
            {ZIP_SIZES.map((option) => (
              <option key={option} value={option}>
                {t('organise.bulk.pixels', { n: option })}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button" disabled={busy} onClick={() => void handleDownload()}>
          {t('organise.bulk.download')}
        </button>
      </div>
      <button
        type="button"
        className="button button--danger"
        disabled={busy}
        onClick={() =>
          void run(async () => {
            const deletion = await organiseApi.remove(selection);
            onDeleted(deletion.deletionId, deletion.affected, deletion.undoSeconds);
          })
        }
      >
        {t('organise.bulk.delete')}
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
