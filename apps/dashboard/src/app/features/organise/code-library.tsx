import { useTranslation } from '@liveqr/web/i18n';
import { type ReactNode, useCallback, useState } from 'react';
import { CodeListView } from './code-list-view';
import { FolderPanel } from './folder-panel';
import type { LibraryParams, View } from './library-params';
import { TagPanel } from './tag-panel';
import { useOrganisers } from './use-organisers';
import './organise.css';

export interface CodeLibraryProps {
  params: LibraryParams;
  update(changes: Partial<LibraryParams>): void;
  /** The grid view, drawn by My QR Codes itself. */
  grid: ReactNode;
}

const VIEWS: View[] = ['grid', 'list'];

/** Folders and tags beside the codes, and the choice of grid or list. */
export function CodeLibrary({ params, update, grid }: CodeLibraryProps) {
  const { t } = useTranslation('dashboard');
  const [refreshKey, setRefreshKey] = useState(0);
  const organisers = useOrganisers(refreshKey);
  const changed = useCallback(() => setRefreshKey((n) => n + 1), []);

  return (
    <div className="code-library">
      <aside className="code-library__side">
        <FolderPanel
          folders={organisers.folders}
          params={params}
          onOpen={(folderId) => update({ folderId })}
          onIncludeSubfolders={(includeSubfolders) => update({ includeSubfolders })}
          onChanged={changed}
        />
        <TagPanel
          tags={organisers.tags}
          loading={organisers.loading}
          selected={params.tagIds}
          onSelect={(tagIds) => update({ tagIds })}
          onChanged={changed}
        />
        {organisers.failed && (
          <p className="field-error" role="alert">
            {t('organise.errors.loadOrganisers')}
          </p>
        )}
      </aside>
      <div className="code-library__main">
        <div className="view-switch" role="group" aria-label={t('organise.view.label')}>
          {VIEWS.map((view) => (
            <button
              key={view}
              type="button"
              className="button"
              aria-pressed={params.view === view}
              onClick={() => update({ view, page: params.page })}
            >
              {t(`organise.view.${view}`)}
            </button>
          ))}
        </div>
        {params.view === 'list' ? (
          <CodeListView
            params={params}
            update={update}
            folders={organisers.folders}
            tags={organisers.tags}
            refreshKey={refreshKey}
            onChanged={changed}
          />
        ) : (
          grid
        )}
      </div>
    </div>
  );
}
