import { apiErrorText } from '@liveqr/web/api-client';
import { IMAGE_FORMATS, type ImageFormat } from '@liveqr/qr-render/image-options';
import { useWorkspace } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { useState } from 'react';
import {
  type BulkDeletion,
  type CodeRow,
  type Folder,
  organiseApi,
  type Selection,
  type Tag,
} from '../../api/organise-api';
import { PrintSheetDialog } from './print-sheet-dialog';
import { folderTree } from './use-organisers';

export interface BulkBarProps {
  selection: Selection;
  /** How many codes the selection holds. */
  count: number;
  folders: Folder[];
  tags: Tag[];
  /** The list shows the change at once and rolls it back when the server refuses. */
  onChange<R>(change: BulkChange<R>): void;
  /** Codes deleted: the page offers their undo. */
  onDeleted(deletion: BulkDeletion): void;
}

/** What a bulk action does to each chosen row, how it is sent, and what to say when it fails or is done. */
export interface BulkChange<R> {
  /** The row once the server has done it; null when the code is gone. */
  apply(row: CodeRow): CodeRow | null;
  send(): Promise<R>;
  failure: string;
  /** Once the server agreed: what the page announces, if anything. */
  done(answer: R): string | void;
}

const ZIP_SIZES = [256, 512, 1024, 2048];
/** The two tag changes: what is sent, the button's text, and what is said once done. */
const TAG_CHANGES = [
  ['add', 'organise.bulk.tag', 'organise.bulk.tagged'],
  ['remove', 'organise.bulk.untag', 'organise.bulk.untagged'],
] as const;

/**
 * What can be done to every chosen code (or every code that matches) at once: anyone downloads and
 * prints them; changing them takes an editor.
 */
export function BulkBar({ selection, count, folders, tags, onChange, onDeleted }: BulkBarProps) {
  const { t } = useTranslation('dashboard');
  const editor = useWorkspace().can('editor');
  const [folderId, setFolderId] = useState('');
  const [tagId, setTagId] = useState('');
  const [format, setFormat] = useState<ImageFormat>('png');
  const [size, setSize] = useState(1024);
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState('');
  const [printing, setPrinting] = useState(false);

  const changed = ({ affected }: { affected: number }) => t('organise.bulk.changed', { count: affected });
  const setActive = (active: boolean) =>
    onChange({
      apply: (row) => ({ ...row, isActive: active }),
      send: () => organiseApi.setActive(selection, active),
      failure: t('organise.errors.status'),
      done: changed,
    });

  const handleDownload = async () => {
    setDownloading(true);
    setError('');
    try {
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
    } catch (caught) {
      setError(apiErrorText(t, caught, t('organise.errors.unknown')));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="bulk-bar" role="region" aria-label={t('organise.bulk.label', { count })}>
      <p className="bulk-bar__count">{t('organise.bulk.selected', { count })}</p>
      {editor && (
        <>
          <div className="bulk-bar__group">
            <button type="button" className="button" onClick={() => setActive(true)}>
              {t('organise.bulk.activate')}
            </button>
            <button type="button" className="button" onClick={() => setActive(false)}>
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
              onClick={() =>
                onChange({
                  apply: (row) => ({ ...row, folderId: folderId || null }),
                  send: () => organiseApi.move(selection, folderId || null),
                  failure: t('organise.errors.move'),
                  done: changed,
                })
              }
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
              {TAG_CHANGES.map(([change, label, done]) => (
                <button
                  key={change}
                  type="button"
                  className="button"
                  disabled={!tagId}
                  onClick={() =>
                    onChange({
                      apply: (row) => ({
                        ...row,
                        tagIds:
                          change === 'add'
                            ? [...new Set([...row.tagIds, tagId])]
                            : row.tagIds.filter((id) => id !== tagId),
                      }),
                      send: () => organiseApi.changeTags(selection, { [change]: [tagId] }),
                      failure: t('organise.errors.tags'),
                      done: () => t(done, { count }),
                    })
                  }
                >
                  {t(label)}
                </button>
              ))}
            </div>
          )}
        </>
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
        <button type="button" className="button" disabled={downloading} onClick={() => void handleDownload()}>
          {t('organise.bulk.download')}
        </button>
      </div>
      {/* Print sheets take chosen codes (or a folder, from the folder panel), not a filter. */}
      {'ids' in selection && (
        <button type="button" className="button" onClick={() => setPrinting(true)}>
          {t('organise.print.open')}
        </button>
      )}
      {editor && (
        <button
          type="button"
          className="button button--danger"
          onClick={() =>
            onChange({
              apply: () => null,
              send: () => organiseApi.remove(selection),
              failure: t('organise.errors.delete'),
              done: onDeleted,
            })
          }
        >
          {t('organise.bulk.delete')}
        </button>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {printing && 'ids' in selection && (
        <PrintSheetDialog
          codes={{ codeIds: selection.ids }}
          subject={t('organise.print.codes', { count })}
          onClose={() => setPrinting(false)}
        />
      )}
    </div>
  );
}
