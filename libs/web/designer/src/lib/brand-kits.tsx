import { checkDesign, type QrCustomization, type QrCustomizationInput, renderSvg } from '@liveqr/qr-render';
import { apiErrorText } from '@liveqr/web/api-client';
import { useTranslation } from '@liveqr/web/i18n';
import { LIST_SKELETON, Skeleton } from '@liveqr/web/ui';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { BrandKit } from './designer-api';
import { useBrandKits } from './use-brand-kits';
import './designer.css';

export interface BrandKitsProps {
  /** The design on screen (creator): offers to save it as a kit. */
  current?: QrCustomizationInput;
  /** Puts a kit's design on screen (creator) and returns how to undo that. */
  onApply?(kit: BrandKit): () => void;
  /** A heading of this level names the section; without it the container names it. */
  headingLevel?: 2 | 3;
  /** Shown when there is no kit yet, e.g. where to save one. */
  emptyHint?: ReactNode;
}

/** What the last action did, with its undo where one makes sense (which says what it did in turn). */
interface Notice {
  text: string;
  undo?: () => Promise<Notice> | Notice;
}

/**
 * Brand kits: saved designs on the account. Save the design on screen under a name, apply a kit in
 * one click (with undo), make one the default for new codes, rename, and delete (with undo). One
 * component for the creator's design panel and the account page.
 */
export function BrandKits({ current, onApply, headingLevel, emptyHint }: BrandKitsProps) {
  const { t } = useTranslation('designer');
  const id = useId();
  const model = useBrandKits();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  const [failure, setFailure] = useState('');
  const [renaming, setRenaming] = useState<string>();
  const Heading = headingLevel ? (`h${headingLevel}` as const) : undefined;
  const undo = notice?.undo;

  /** Runs one change; its outcome (or the server's reason) replaces the last notice. */
  const act = async (change: () => Promise<Notice> | Notice) => {
    setBusy(true);
    setFailure('');
    try {
      setNotice(await change());
    } catch (error) {
      setNotice(undefined);
      setFailure(apiErrorText(t, error, t('brandKits.failed')));
    } finally {
      setBusy(false);
    }
  };

  const handleSave = () => {
    if (!current || !name.trim()) return;
    void act(async () => {
      const kit = await model.save(name.trim(), current);
      setName('');
      return { text: t('brandKits.saved', { name: kit.name }) };
    });
  };

  const handleApply = (kit: BrandKit, apply: (kit: BrandKit) => () => void) => {
    const undo = apply(kit);
    setFailure('');
    setNotice({
      text: t('brandKits.applied', { name: kit.name }),
      undo: () => {
        undo();
        return { text: t('brandKits.applyUndone', { name: kit.name }) };
      },
    });
  };

  return (
    <section className="brand-kits" aria-labelledby={Heading ? `${id}-title` : undefined}>
      {Heading && <Heading id={`${id}-title`}>{t('brandKits.title')}</Heading>}
      <p className="field-hint">{t('brandKits.intro')}</p>
      {current && (
        // Not a <form>: the kits sit inside the creator's form, and forms cannot nest.
        <div className="brand-kits__save">
          <label htmlFor={`${id}-name`}>{t('brandKits.name')}</label>
          <div className="brand-kits__row">
            <input
              id={`${id}-name`}
              value={name}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={onEnter(handleSave)}
            />
            <button type="button" className="button" disabled={busy || !name.trim()} onClick={handleSave}>
              {t('brandKits.save')}
            </button>
          </div>
        </div>
      )}
      {model.list.status === 'loading' && <Skeleton label={t('brandKits.loading')} blocks={LIST_SKELETON} />}
      {model.list.status === 'error' && (
        <p className="field-error" role="alert">
          {t('brandKits.loadFailed')}{' '}
          <button type="button" className="button" onClick={model.reload}>
            {t('brandKits.retry')}
          </button>
        </p>
      )}
      {model.list.status === 'ready' &&
        (model.list.kits.length === 0 ? (
          <div className="brand-kits__empty">
            <p>{t('brandKits.empty')}</p>
            {emptyHint}
          </div>
        ) : (
          <ul className="brand-kits__list">
            {model.list.kits.map((kit) => (
              <BrandKitItem
                key={kit.id}
                kit={kit}
                busy={busy}
                renaming={renaming === kit.id}
                onApply={onApply && (() => handleApply(kit, onApply))}
                onRenameStart={() => setRenaming(kit.id)}
                onRenameEnd={(newName) => {
                  setRenaming(undefined);
                  if (newName === undefined || newName === kit.name) return;
                  void act(async () => {
                    const renamed = await model.rename(kit, newName);
                    return { text: t('brandKits.renamed', { name: renamed.name }) };
                  });
                }}
                onDefault={() =>
                  void act(async () => {
                    await model.setDefault(kit, !kit.isDefault);
                    return {
                      text: kit.isDefault
                        ? t('brandKits.defaultCleared')
                        : t('brandKits.defaultSet', { name: kit.name }),
                    };
                  })
                }
                onDelete={() =>
                  void act(async () => {
                    await model.remove(kit);
                    return {
                      text: t('brandKits.deleted', { name: kit.name }),
                      undo: async () => {
                        await model.restore(kit);
                        return { text: t('brandKits.restored', { name: kit.name }) };
                      },
                    };
                  })
                }
              />
            ))}
          </ul>
        ))}
      <div className="brand-kits__notice" role="status" aria-live="polite">
        {notice?.text}
        {undo && (
          <button type="button" className="button" disabled={busy} onClick={() => void act(undo)}>
            {t('brandKits.undo')}
          </button>
        )}
      </div>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}

/** Enter runs `action` instead of submitting the form the kits sit in (the creator's). */
function onEnter(action: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    action();
  };
}

interface BrandKitItemProps {
  kit: BrandKit;
  busy: boolean;
  renaming: boolean;
  onApply?(): void;
  onRenameStart(): void;
  /** The new name, or undefined when cancelled. */
  onRenameEnd(name: string | undefined): void;
  onDefault(): void;
  onDelete(): void;
}

/** The kind of text a tracked code holds: what the kit's thumbnail is drawn with. */
const SAMPLE_PAYLOAD = 'https://liveqr.example/s/sample01';
/** Pixels the thumbnail is drawn with (at least what the design needs to scan); CSS shows it small. */
const THUMBNAIL_SIZE = 128;

/** The kit drawn on the sample, at the size its design needs to scan. */
function kitThumbnail(customization: QrCustomization): string | undefined {
  const check = checkDesign(SAMPLE_PAYLOAD, logoThatFits(customization));
  if (!check.ok) return undefined;
  return renderSvg(SAMPLE_PAYLOAD, check.customization, {
    size: Math.max(THUMBNAIL_SIZE, check.symbol.minimumSize),
  });
}

/** A kit made for longer content may carry a larger logo than the sample holds: show it as large as it can be. */
function logoThatFits(customization: QrCustomization): QrCustomization {
  const check = checkDesign(SAMPLE_PAYLOAD, customization);
  if (check.ok || check.problem !== 'logoTooLarge' || !customization.logo) return customization;
  return { ...customization, logo: { ...customization.logo, size: Number(check.values['maximum']) } };
}

function BrandKitItem({ kit, busy, renaming, ...handlers }: BrandKitItemProps) {
  const { t } = useTranslation('designer');
  const id = useId();
  const thumbnail = useMemo(() => kitThumbnail(kit.customization), [kit.customization]);

  return (
    <li className="brand-kit" aria-labelledby={`${id}-name`}>
      <span className="brand-kit__thumbnail">
        {thumbnail && (
          <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(thumbnail)}`} alt="" width={56} />
        )}
      </span>
      {renaming ? (
        <RenameForm kit={kit} onDone={handlers.onRenameEnd} />
      ) : (
        <span className="brand-kit__name">
          <span id={`${id}-name`}>{kit.name}</span>
          {kit.isDefault && <span className="brand-kit__badge">{t('brandKits.default')}</span>}
        </span>
      )}
      <span className="brand-kit__actions">
        {handlers.onApply && (
          <button
            type="button"
            className="button button--primary"
            aria-label={t('brandKits.applyNamed', { name: kit.name })}
            disabled={busy}
            onClick={handlers.onApply}
          >
            {t('brandKits.apply')}
          </button>
        )}
        <button
          type="button"
          className="button"
          aria-pressed={kit.isDefault}
          aria-label={t('brandKits.defaultNamed', { name: kit.name })}
          disabled={busy}
          onClick={handlers.onDefault}
        >
          {t('brandKits.makeDefault')}
        </button>
        {!renaming && (
          <button
            type="button"
            className="button"
            aria-label={t('brandKits.renameNamed', { name: kit.name })}
            disabled={busy}
            onClick={handlers.onRenameStart}
          >
            {t('brandKits.rename')}
          </button>
        )}
        <button
          type="button"
          className="button"
          aria-label={t('brandKits.deleteNamed', { name: kit.name })}
          disabled={busy}
          onClick={handlers.onDelete}
        >
          {t('brandKits.delete')}
        </button>
      </span>
    </li>
  );
}

function RenameForm({ kit, onDone }: { kit: BrandKit; onDone(name: string | undefined): void }) {
  const { t } = useTranslation('designer');
  const id = useId();
  const [name, setName] = useState(kit.name);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.select(), []);
  const handleDone = () => onDone(name.trim() || undefined);
  return (
    <span className="brand-kit__rename">
      <label htmlFor={id} className="visually-hidden">
        {t('brandKits.renameLabel', { name: kit.name })}
      </label>
      <input
        id={id}
        ref={input}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => (event.key === 'Escape' ? onDone(undefined) : onEnter(handleDone)(event))}
      />
      <button type="button" className="button" onClick={handleDone}>
        {t('brandKits.saveName')}
      </button>
      <button type="button" className="button" onClick={() => onDone(undefined)}>
        {t('brandKits.cancel')}
      </button>
    </span>
  );
}
