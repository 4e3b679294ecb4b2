import { useAuth } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { LandingFrame, usePublicCode } from './landing-frame';
import { addLink, type PublicCode, withScheme } from './public-code';

/** Spec §9: the success toast stays 2 s. */
const TOAST_MS = 2000;

/** /links/{id}: the list of links; its owner can add more (spec §2, §5). */
export function LinksPage() {
  const { t } = useTranslation('public');
  const { state, setCode } = usePublicCode('links');
  return (
    <LandingFrame type="links" state={state} title={({ name }) => name}>
      {(code) => {
        const { links } = code.content;
        return (
          <>
            <p className="muted">
              {t(links.length === 1 ? 'scanPages.links.countOne' : 'scanPages.links.countMany', {
                count: links.length,
              })}
            </p>
            {links.length === 0 ? <p>{t('scanPages.links.empty')}</p> : null}
            <ul className="scan-page__links">
              {links.map((link, index) => (
                <li key={`${index}-${link.url}`}>
                  <a href={withScheme(link.url)} target="_blank" rel="noopener noreferrer">
                    <strong>{link.title || link.url}</strong>
                    <span className="muted">{link.url}</span>
                  </a>
                </li>
              ))}
            </ul>
            <AddLinkSection code={code} onAdded={setCode} />
          </>
        );
      }}
    </LandingFrame>
  );
}

interface AddLinkSectionProps {
  code: PublicCode<'links'>;
  onAdded: (code: PublicCode<'links'>) => void;
}

/** The owner's toggle and form; what others see instead. The server enforces every rule again. */
function AddLinkSection({ code, onAdded }: AddLinkSectionProps) {
  const { t } = useTranslation('public');
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [toast, setToast] = useState(false);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(false), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  if (!user) {
    return (
      <div className="scan-page__notice">
        <p>{t('scanPages.links.signedOut')}</p>
        <Link className="button button--primary" to="/login">
          {t('scanPages.links.signIn')}
        </Link>
      </div>
    );
  }
  if (!code.isOwner) return <p className="scan-page__notice">{t('scanPages.links.notOwner')}</p>;

  const handleClear = () => {
    setTitle('');
    setUrl('');
    setFailure(null);
  };
  const handleToggle = () => {
    // Closing clears the form (spec §2).
    if (open) handleClear();
    setOpen(!open);
  };
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      onAdded(await addLink(code.id, { title, url }));
      handleClear();
      setToast(true);
    } catch (error) {
      setFailure(t('scanPages.links.failed', { message: error instanceof Error ? error.message : '' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="scan-page__add">
      {toast ? (
        <p className="scan-page__toast" role="status">
          {t('scanPages.links.added')}
        </p>
      ) : null}
      <button type="button" className="button" aria-expanded={open} onClick={handleToggle}>
        {open
          ? t('scanPages.links.close')
          : code.content.links.length === 0
            ? t('scanPages.links.addFirst')
            : t('scanPages.links.open')}
      </button>
      {open ? (
        // noValidate: the url input brings the phone's URL keyboard, but 'example.com' is accepted (https:// is added).
        <form className="form" aria-label={t('scanPages.links.formTitle')} noValidate onSubmit={handleSubmit}>
          <h2>{t('scanPages.links.formTitle')}</h2>
          <p className="muted">{t('scanPages.links.tip')}</p>
          {failure ? (
            <p className="form__failure" role="alert">
              {failure}
            </p>
          ) : null}
          <label className="field">
            <span>{t('scanPages.links.title')}</span>
            <input name="title" value={title} onChange={(event) => setTitle(event.target.value)} />
          </label>
          <label className="field">
            <span>{t('scanPages.links.url')}</span>
            <input name="url" type="url" required value={url} onChange={(event) => setUrl(event.target.value)} />
          </label>
          <div className="scan-page__buttons">
            <button type="submit" className="button button--primary" disabled={busy || url.trim() === ''}>
              {busy ? t('scanPages.links.adding') : t('scanPages.links.add')}
            </button>
            <button type="button" className="button" onClick={handleClear}>
              {t('scanPages.links.clear')}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
