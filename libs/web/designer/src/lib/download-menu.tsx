import { IMAGE_FORMATS, type ImageFormat, MAX_SIZE, MIN_SIZE } from '@liveqr/qr-render/image-options';
import { apiErrorText, saveFile } from '@liveqr/web/api-client';
import { useTranslation } from '@liveqr/web/i18n';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { designerApi } from './designer-api';
import { IMAGE_LIMITS } from './image-limits';
import { OptionPicker } from './option-picker';
import './download-menu.css';

export interface DownloadMenuProps {
  code: { id: string; name: string };
  /** The smallest width (px) at which this code's modules scan, when the page knows it; else asked when opened. */
  minimumSize?: number;
  /** A line shown in the menu, e.g. that it downloads the saved code. */
  note?: string;
}

/** PNG and JPG are pixels and need a size; SVG, PDF and EPS are vector and sharp at any size. */
const RASTER: ReadonlySet<ImageFormat> = new Set(['png', 'jpg']);
const SIZE_STEPS = [MIN_SIZE, 256, 512, 1024, 2048, MAX_SIZE];
/** Sharp on high-density screens and in documents. */
const DEFAULT_DOWNLOAD_SIZE = 1024;

type Progress =
  { state: 'idle' } | { state: 'busy' } | { state: 'done'; file: string } | { state: 'failed'; text: string };

/**
 * Download in every format the server renders: the format says what it suits, PNG and JPG take a
 * size no smaller than what scans. The file is fetched with the session (refreshed first when it
 * has expired) and saved under the name the server gives it.
 */
export function DownloadMenu({ code, minimumSize, note }: DownloadMenuProps) {
  const { t } = useTranslation('designer');
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<ImageFormat>('png');
  const [askedMinimum, setAskedMinimum] = useState<number>();
  const minimum = Math.max(MIN_SIZE, minimumSize ?? askedMinimum ?? 0);
  const sizes = [...new Set([minimum, ...SIZE_STEPS.filter((size) => size >= minimum)])];
  const [chosenSize, setChosenSize] = useState(DEFAULT_DOWNLOAD_SIZE);
  const size = sizes.includes(chosenSize) ? chosenSize : (sizes.find((step) => step >= chosenSize) ?? minimum);
  const [progress, setProgress] = useState<Progress>({ state: 'idle' });
  const raster = RASTER.has(format);

  // The server tells the smallest size that scans; until it has, the sizes start at the route's minimum.
  useEffect(() => {
    if (!open || minimumSize !== undefined || askedMinimum !== undefined) return undefined;
    let cancelled = false;
    designerApi
      .symbol(code.id)
      .then((symbol) => !cancelled && setAskedMinimum(symbol?.minimumSize ?? MIN_SIZE))
      .catch(() => undefined); // the image route still refuses a size that is too small, saying why
    return () => {
      cancelled = true;
    };
  }, [open, minimumSize, askedMinimum, code.id]);

  /** A refusal with its figures in the reader's language, else the spec's text. */
  const failureText = (error: unknown) => apiErrorText(t, error, t('download.failed'), { values: IMAGE_LIMITS });

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  const handleDownload = async () => {
    setProgress({ state: 'busy' });
    try {
      const file = await designerApi.image(code.id, format, raster ? size : undefined);
      const name = saveFile(file, `qr-code.${format}`);
      setProgress({ state: 'done', file: name });
    } catch (error) {
      setProgress({ state: 'failed', text: failureText(error) });
    }
  };

  return (
    <div className="download-menu">
      <button
        ref={trigger}
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-label={t('download.openNamed', { name: code.name })}
        onClick={() => setOpen((current) => !current)}
      >
        {t('download.open')}
      </button>
      {open && (
        <div
          id={`${id}-panel`}
          className="download-menu__panel"
          role="group"
          aria-label={t('download.title', { name: code.name })}
          onKeyDown={handleKeyDown}
        >
          <OptionPicker<ImageFormat>
            label={t('download.format')}
            options={IMAGE_FORMATS}
            value={format}
            onChange={setFormat}
            optionLabel={(option) => option.toUpperCase()}
            description={(option) => t(`download.uses.${option}`)}
            className="download-menu__formats"
          />
          {raster ? (
            <div className="form-field">
              <label htmlFor={`${id}-size`}>{t('download.size')}</label>
              <select id={`${id}-size`} value={size} onChange={(event) => setChosenSize(Number(event.target.value))}>
                {sizes.map((option) => (
                  <option key={option} value={option}>
                    {option === minimum && minimum > MIN_SIZE
                      ? t('download.smallest', { size: option })
                      : t('download.sizeOption', { size: option })}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <p className="field-hint">{t('download.vector')}</p>
          )}
          {note && <p className="field-hint">{note}</p>}
          <div className="download-menu__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={progress.state === 'busy'}
              onClick={() => void handleDownload()}
            >
              {progress.state === 'busy'
                ? t('download.preparing')
                : t('download.start', { format: format.toUpperCase() })}
            </button>
            <button type="button" className="button" onClick={close}>
              {t('download.close')}
            </button>
          </div>
          <p className="field-hint" role="status" aria-live="polite">
            {progress.state === 'done' && t('download.done', { file: progress.file })}
          </p>
          {progress.state === 'failed' && (
            <p className="field-error" role="alert">
              {progress.text}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
