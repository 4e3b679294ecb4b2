import { api, ApiError } from '@liveqr/web/api-client';
import { useTranslation } from '@liveqr/web/i18n';
import { FormField } from '@liveqr/web/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { supportEmail } from './site-settings';
import { usePageMeta } from './use-page-meta';

/** Mirrors the server's limit (CONTACT_LIMITS in libs/api/contact), which is what really enforces it. */
const MESSAGE_MAX = 5000;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Field = 'name' | 'email' | 'message';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

export function ContactPage() {
  const { t } = useTranslation('public');
  usePageMeta('contact');
  const email = supportEmail();
  const [sent, setSent] = useState(false);
  return (
    <div className="page contact">
      <h1>{t('contact.title')}</h1>
      <p className="muted">{t('contact.intro')}</p>
      <div className="contact__grid">
        {sent ? (
          <p className="card contact__thanks" role="status">
            {t('contact.thanks')}
          </p>
        ) : (
          <ContactForm onSent={() => setSent(true)} />
        )}
        <aside className="contact__cards" aria-label={t('contact.title')}>
          <section className="card">
            <h2>{t('contact.cards.email.title')}</h2>
            <p>
              <a href={`mailto:${email}`}>{email}</a>
            </p>
            <p className="muted">{t('contact.cards.email.text')}</p>
          </section>
          <section className="card">
            <h2>{t('contact.cards.next.title')}</h2>
            <p className="muted">{t('contact.cards.next.text')}</p>
          </section>
          <section className="card">
            <h2>{t('contact.cards.faq.title')}</h2>
            <p className="muted">{t('contact.cards.faq.text')}</p>
            <Link to="/faq">{t('contact.cards.faq.link')}</Link>
          </section>
        </aside>
      </div>
    </div>
  );
}

function ContactForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('public');
  const [values, setValues] = useState<Values>({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const validate = (input: Values): Errors => {
    const found: Errors = {};
    if (!input.name.trim()) found.name = t('contact.errors.name');
    if (!input.email.trim()) found.email = t('contact.errors.email');
    else if (!EMAIL_PATTERN.test(input.email.trim())) found.email = t('contact.errors.emailInvalid');
    if (!input.message.trim()) found.message = t('contact.errors.message');
    else if (input.message.trim().length > MESSAGE_MAX) {
      found.message = t('contact.errors.messageTooLong', { max: MESSAGE_MAX });
    }
    return found;
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    setFailure(null);
    const firstInvalid = (['name', 'email', 'message'] as const).find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(`contact-${firstInvalid}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await api.POST('/api/contact', { body: values });
      return onSent();
    } catch (error) {
      const tooMany = error instanceof ApiError && error.status === 429;
      setFailure(tooMany ? t('contact.errors.tooMany') : t('contact.errors.failed', { email: supportEmail() }));
    }
    setBusy(false);
  };

  const field = (name: Field) => ({
    id: `contact-${name}`,
    label: t(`contact.form.${name}`),
    value: values[name],
    required: true,
    error: errors[name],
    onChange: (value: string) => setValues({ ...values, [name]: value }),
  });

  return (
    <form
      className="card form"
      aria-label={t('contact.form.label')}
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      {failure ? (
        <p className="form__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <FormField type="text" autoComplete="name" {...field('name')} />
      <FormField type="email" autoComplete="email" {...field('email')} />
      <FormField rows={5} {...field('message')} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('contact.form.sending') : t('contact.form.submit')}
      </button>
    </form>
  );
}
