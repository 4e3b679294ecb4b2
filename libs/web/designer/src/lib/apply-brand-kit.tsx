import { apiErrorText } from '@liveqr/web/api-client';
import { useTranslation } from '@liveqr/web/i18n';
import { useConfirmChange } from '@liveqr/web/ui';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { type BrandKit, designerApi } from './designer-api';
import './apply-brand-kit.css';

export interface ApplyBrandKitProps {
  code: { id: string; name: string };
  /** The account's kits, listed once for the whole page. */
  kits: readonly BrandKit[];
  /** The saved design changed (a kit applied, or the one before it put back): draw the code again. */
  onDesignChanged(): void;
}

type Progress = { state: 'idle' } | { state: 'busy' } | { state: 'failed'; text: string };

/**
 * One click gives a saved code a brand kit's design; the toast that says so offers Undo, which puts
 * the design it had back. The server checks the kit against this code's content like any edit, and
 * its refusal, shown under the list of kits, says what to change.
 */
export function ApplyBrandKit({ code, kits, onDesignChanged }: ApplyBrandKitProps) {
  const { t } = useTranslation('designer');
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<Progress>({ state: 'idle' });

  const failureText = (error: unknown) => {
    // A kit's design is valid on its own: what refuses it here (logo room, scanning) carries its own values.
    return apiErrorText(t, error, t('brandKits.failed'));
  };
  const confirm = useConfirmChange(failureText);
  if (kits.length === 0) return null;

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  const handleApply = async (kit: BrandKit) => {
    setProgress({ state: 'busy' });
    try {
      const previous = await designerApi.customization(code.id);
      await designerApi.applyBrandKit(code.id, kit.id);
      setProgress({ state: 'idle' });
      close();
      onDesignChanged();
      confirm({
        text: t('brandKits.appliedTo', { kit: kit.name, name: code.name }),
        undo: async () => {
          await designerApi.saveCustomization(code.id, previous);
          onDesignChanged();
          return t('brandKits.applyUndone', { name: kit.name });
        },
      });
    } catch (error) {
      setProgress({ state: 'failed', text: failureText(error) });
    }
  };

  const busy = progress.state === 'busy';
  return (
    <div className="apply-brand-kit">
      <button
        ref={trigger}
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={`${id}-kits`}
        aria-label={t('brandKits.applyToCodeNamed', { name: code.name })}
        onClick={() => setOpen((current) => !current)}
      >
        {busy ? t('brandKits.applying') : t('brandKits.applyToCode')}
      </button>
      {open && (
        <ul
          id={`${id}-kits`}
          className="apply-brand-kit__kits"
          aria-label={t('brandKits.applyToCodeNamed', { name: code.name })}
          onKeyDown={handleKeyDown}
        >
          {kits.map((kit) => (
            <li key={kit.id}>
              <button type="button" className="button" disabled={busy} onClick={() => void handleApply(kit)}>
                {kit.name}
                {kit.isDefault && <span className="apply-brand-kit__default"> ({t('brandKits.default')})</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {progress.state === 'failed' && (
        <p className="field-error" role="alert">
          {progress.text}
        </p>
      )}
    </div>
  );
}
