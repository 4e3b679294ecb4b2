import { checkDesign, type QrCustomization, type QrCustomizationInput, renderSvg } from '@liveqr/qr-render';
import { ApiError, type ApiErrorCode, apiErrorText } from '@liveqr/web/api-client';
import { useTranslation } from '@liveqr/web/i18n';
import { type Change, LIST_SKELETON, Skeleton, toast, useConfirmChange } from '@liveqr/web/ui';
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

/** The server's refusal of a kit's name: shown at the name being typed, not in a toast. */
const NAME_REFUSAL: ApiErrorCode = 'INVALID_BRAND_KIT';

/** Where a name was refused: the new kit's name, or the kit being renamed (by id). */
type NameRefusal = { at: string; text: string };

/** The field that holds a new kit's name (the kits being renamed are known by their ids). */
const NEW_KIT = 'new';

/**
 * Brand kits: saved designs on the account. Save the design on screen under a name, apply a kit in
 * one click, make one the default for new codes, rename, and delete. Each change is confirmed in a
 * toast, with Undo where it can be taken back; a refused name shows at its field. One component
 * for the creator's design panel and the account page.
 */
export function BrandKits({ current, onApply, headingLevel, emptyHint }: BrandKitsProps) {
  const { t } = useTranslation('designer');
  const id = useId();
  const model = useBrandKits();
  const nameInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [nameRefusal, setNameRefusal] = useState<NameRefusal>();
  const [renaming, setRenaming] = useState<string>();
  const Heading = headingLevel ? (`h${headingLevel}` as const) : undefined;
  const nameError = nameRefusal?.at === NEW_KIT ? nameRefusal.text : undefined;
  const errorText = (error: unknown) => apiErrorText(t, error, t('brandKits.failed'));
  /** A change to the refused name takes its error away. */
  const clearRefusal = (at: string) => setNameRefusal((refused) => (refused?.at === at ? undefined : refused));
  const confirm = useConfirmChange(errorText);

  // An applied design lives in this screen's form: once the form is gone, its Undo would undo nothing.
  const appliedToast = useRef<string | number>(undefined);
  useEffect(
    () => () => {
      if (appliedToast.current !== undefined) toast.dismiss(appliedToast.current);
    },
    [],
  );

  /**
   * Runs one change and confirms it; a refused name (of the new kit, or of the kit renamed: `at`)
   * shows at that field, any other failure in a toast. Resolves true once the change is made.
   */
  const act = async (change: () => Promise<Change>, at?: string): Promise<boolean> => {
    setBusy(true);
    if (at !== undefined) clearRefusal(at);
    try {
      confirm(await change());
      return true;
    } catch (error) {
      if (at !== undefined && error instanceof ApiError && error.code === NAME_REFUSAL) {
        setNameRefusal({ at, text: errorText(error) });
        if (at === NEW_KIT) nameInput.current?.focus();
      } else toast.error(errorText(error));
      return false;
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
    }, NEW_KIT);
  };

  const handleApply = (kit: BrandKit, apply: (kit: BrandKit) => () => void) => {
    const undo = apply(kit);
    appliedToast.current = confirm({
      text: t('brandKits.applied', { name: kit.name }),
      undo: () => {
        undo();
        return t('brandKits.applyUndone', { name: kit.name });
      },
    });
  };

  const handleRename = async (kit: BrandKit, newName: string | undefined) => {
    if (newName !== undefined && newName !== kit.name) {
      const renamed = await act(async () => {
        const saved = await model.rename(kit, newName);
        return {
          text: t('brandKits.renamed', { name: saved.name }),
          undo: async () => t('brandKits.renamed', { name: (await model.rename(saved, kit.name)).name }),
        };
      }, kit.id);
      // A refused name keeps the field open, with its error, to be changed.
      if (!renamed) return;
    }
    clearRefusal(kit.id);
    setRenaming(undefined);
  };

  /** Makes `kit` the default or clears it; Undo puts back the default there was before (or none). */
  const handleDefault = (kit: BrandKit) => {
    const kits = model.list.status === 'ready' ? model.list.kits : [];
    const before = kits.find((candidate) => candidate.isDefault);
    const said = (isDefault: BrandKit | undefined) =>
      isDefault ? t('brandKits.defaultSet', { name: isDefault.name }) : t('brandKits.defaultCleared');
    void act(async () => {
      await model.setDefault(kit, !kit.isDefault);
      return {
        text: said(kit.isDefault ? undefined : kit),
        undo: async () => {
          if (before) await model.setDefault(before, true);
          else await model.setDefault(kit, false);
          return said(before);
        },
      };
    });
  };

  const handleDelete = (kit: BrandKit) =>
    void act(async () => {
      await model.remove(kit);
      return {
        text: t('brandKits.deleted', { name: kit.name }),
        undo: async () => {
          await model.restore(kit);
          return t('brandKits.restored', { name: kit.name });
        },
      };
    });

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
              ref={nameInput}
              value={name}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${id}-name-error` : undefined}
              onChange={(event) => {
                setName(event.target.value);
                clearRefusal(NEW_KIT);
              }}
              onKeyDown={onEnter(handleSave)}
            />
            <button type="button" className="button" disabled={busy || !name.trim()} onClick={handleSave}>
              {t('brandKits.save')}
            </button>
          </div>
          {nameError && (
            <p id={`${id}-name-error`} className="field-error">
              {nameError}
            </p>
          )}
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
                renameError={nameRefusal?.at === kit.id ? nameRefusal.text : undefined}
                onApply={onApply && (() => handleApply(kit, onApply))}
                onRenameStart={() => setRenaming(kit.id)}
                onRenameEdit={() => clearRefusal(kit.id)}
                onRenameEnd={(newName) => void handleRename(kit, newName)}
                onDefault={() => handleDefault(kit)}
                onDelete={() => handleDelete(kit)}
              />
            ))}
          </ul>
        ))}
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
  /** Why the server refused the name being typed, shown at its field. */
  renameError?: string;
  onApply?(): void;
  onRenameStart(): void;
  /** The name being typed changed. */
  onRenameEdit(): void;
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

function BrandKitItem({ kit, busy, renaming, renameError, ...handlers }: BrandKitItemProps) {
  const { t } = useTranslation('designer');
  const id = useId();
  const thumbnail = useMemo(() => kitThumbnail(kit.customization), [kit.customization]);
  // Renamed or cancelled: back to the button that opened the field, not to the page's start.
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(renaming);
  useEffect(() => {
    if (wasRenaming.current && !renaming) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);

  return (
    <li className="brand-kit" aria-labelledby={`${id}-name`}>
      <span className="brand-kit__thumbnail">
        {thumbnail && (
          <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(thumbnail)}`} alt="" width={56} />
        )}
      </span>
      {renaming ? (
        <RenameForm
          kit={kit}
          busy={busy}
          error={renameError}
          onEdit={handlers.onRenameEdit}
          onDone={handlers.onRenameEnd}
        />
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
            ref={renameButton}
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

interface RenameFormProps {
  kit: BrandKit;
  busy: boolean;
  error?: string;
  onEdit(): void;
  onDone(name: string | undefined): void;
}

function RenameForm({ kit, busy, error, onEdit, onDone }: RenameFormProps) {
  const { t } = useTranslation('designer');
  const id = useId();
  const [name, setName] = useState(kit.name);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.select(), []);
  // A refused name: the field takes the focus, to change it there.
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);
  // Enter while the last name is being saved would save it twice.
  const handleDone = () => {
    if (!busy) onDone(name.trim() || undefined);
  };
  return (
    <span className="brand-kit__rename">
      <label htmlFor={id} className="visually-hidden">
        {t('brandKits.renameLabel', { name: kit.name })}
      </label>
      <input
        id={id}
        ref={input}
        value={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setName(event.target.value);
          onEdit();
        }}
        onKeyDown={(event) => (event.key === 'Escape' ? onDone(undefined) : onEnter(handleDone)(event))}
      />
      <button type="button" className="button" disabled={busy} onClick={handleDone}>
        {t('brandKits.saveName')}
      </button>
      <button type="button" className="button" onClick={() => onDone(undefined)}>
        {t('brandKits.cancel')}
      </button>
      {error && (
        <span id={`${id}-error`} className="field-error brand-kit__rename-error">
          {error}
        </span>
      )}
    </span>
  );
}
