import { useWorkspace } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { type DragEvent, type FormEvent, useState } from 'react';
import type { LibraryParams } from './library-params';
import { type Folder, organiseApi } from '../../api/organise-api';
import { OrganiserEditFeedback, useOrganiserEdits } from './organiser-edits';
import { PrintSheetDialog } from './print-sheet-dialog';
import { DRAGGED_CODES, folderTree } from './use-organisers';

export interface FolderPanelProps {
  folders: Folder[];
  params: LibraryParams;
  onOpen(folderId: string): void;
  onIncludeSubfolders(include: boolean): void;
  /** Folders or code counts changed. */
  onChanged(): void;
}

type Editing = { mode: 'new' } | { mode: 'rename'; folder: Folder } | { mode: 'move'; folder: Folder } | null;

/**
 * The folder tree: open one to filter by it or print its codes; an editor also makes, renames, moves
 * and deletes folders, and drops codes onto one.
 */
export function FolderPanel({ folders, params, onOpen, onIncludeSubfolders, onChanged }: FolderPanelProps) {
  const { t } = useTranslation('dashboard');
  const editor = useWorkspace().can('editor');
  const edits = useOrganiserEdits<Folder, NonNullable<Editing>>({
    kind: 'folders',
    remove: organiseApi.deleteFolder,
    restore: organiseApi.restoreFolder,
    onDeleted: (folder) => onOpen(folder.parentId ?? ''),
    onChanged,
  });
  const { editing, run } = edits;
  const [name, setName] = useState('');
  const [target, setTarget] = useState('');
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const [printing, setPrinting] = useState<Folder | null>(null);
  const current = folders.find((folder) => folder.id === params.folderId);
  const tree = folderTree(folders);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    if (editing.mode === 'new') void run(() => organiseApi.createFolder(name, current?.id ?? null));
    if (editing.mode === 'rename') void run(() => organiseApi.updateFolder(editing.folder.id, { name }));
    if (editing.mode === 'move')
      void run(() => organiseApi.updateFolder(editing.folder.id, { parentId: target || null }));
  };

  const handleDrop = (event: DragEvent, folderId: string) => {
    event.preventDefault();
    setDropTarget(null);
    const ids = (event.dataTransfer.getData(DRAGGED_CODES) || '').split(',').filter(Boolean);
    if (ids.length > 0) void run(() => organiseApi.move({ ids }, folderId || null));
  };
  // Only an editor's rows can be dragged (CodeTable): a viewer never drops any here.
  const dropProps = (folderId: string) => ({
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes(DRAGGED_CODES)) return;
      event.preventDefault();
      setDropTarget(folderId);
    },
    onDragLeave: () => setDropTarget(null),
    onDrop: (event: DragEvent) => handleDrop(event, folderId),
  });

  const start = (next: Editing) => {
    setName(next && next.mode === 'rename' ? next.folder.name : '');
    setTarget(next && next.mode === 'move' ? (next.folder.parentId ?? '') : '');
    edits.start(next);
  };

  return (
    <nav className="folder-panel" aria-label={t('organise.folders.label')}>
      <h2 className="organise-heading">{t('organise.folders.title')}</h2>
      <ul className="folder-tree">
        <li>
          <button
            type="button"
            className={`folder-tree__item${dropTarget === '' ? ' folder-tree__item--drop' : ''}`}
            aria-current={params.folderId === '' ? 'true' : undefined}
            onClick={() => onOpen('')}
            {...dropProps('')}
          >
            {t('organise.folders.all')}
          </button>
        </li>
        {tree.map(({ folder, depth }) => (
          <li key={folder.id} style={{ paddingInlineStart: `${depth * 0.75}rem` }}>
            <button
              type="button"
              className={`folder-tree__item${dropTarget === folder.id ? ' folder-tree__item--drop' : ''}`}
              aria-current={params.folderId === folder.id ? 'true' : undefined}
              onClick={() => onOpen(folder.id)}
              {...dropProps(folder.id)}
            >
              <span>{folder.name}</span>
              <span
                className="folder-tree__count"
                aria-label={t('organise.folders.codes', { count: folder.codeCount })}
              >
                {folder.codeCount}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {current && (
        <label className="organise-check">
          <input
            type="checkbox"
            checked={params.includeSubfolders}
            onChange={(event) => onIncludeSubfolders(event.target.checked)}
          />
          {t('organise.folders.includeSubfolders')}
        </label>
      )}
      <div className="organise-actions">
        {editor && (
          <button type="button" className="button" onClick={() => start({ mode: 'new' })}>
            {current ? t('organise.folders.newSubfolder') : t('organise.folders.new')}
          </button>
        )}
        {current && editor && (
          <>
            <button type="button" className="button" onClick={() => start({ mode: 'rename', folder: current })}>
              {t('organise.folders.rename')}
            </button>
            <button type="button" className="button" onClick={() => start({ mode: 'move', folder: current })}>
              {t('organise.folders.move')}
            </button>
          </>
        )}
        {current && (
          <button type="button" className="button" onClick={() => setPrinting(current)}>
            {t('organise.print.open')}
          </button>
        )}
        {current && editor && (
          <button type="button" className="button" onClick={() => edits.confirmDelete(current)}>
            {t('organise.folders.delete')}
          </button>
        )}
      </div>
      {editing && (
        <form className="organise-form" onSubmit={handleSubmit}>
          {editing.mode === 'move' ? (
            <label>
              {t('organise.folders.moveInto', { name: editing.folder.name })}
              <select value={target} onChange={(event) => setTarget(event.target.value)}>
                <option value="">{t('organise.folders.topLevel')}</option>
                {tree.map(({ folder, depth }) => (
                  <option key={folder.id} value={folder.id}>
                    {'\u00a0'.repeat(depth * 2)}
                    {folder.name}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <label>
              {t('organise.folders.name')}
              <input
                value={name}
                maxLength={100}
                required
                autoFocus
                onChange={(event) => setName(event.target.value)}
              />
            </label>
          )}
          <button type="submit" className="button button--primary">
            {t('organise.save')}
          </button>
          <button type="button" className="button" onClick={() => start(null)}>
            {t('organise.cancel')}
          </button>
        </form>
      )}
      {printing && (
        <PrintSheetDialog
          codes={{ folderId: printing.id }}
          subject={t('organise.print.folder', { name: printing.name })}
          onClose={() => setPrinting(null)}
        />
      )}
      <OrganiserEditFeedback edits={edits} />
    </nav>
  );
}
